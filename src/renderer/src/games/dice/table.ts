/** Ligretto Dice's table: the board in the centre, every seat's tray around it, dice rolling and flying to their fields. */
import { Container, Text } from 'pixi.js';
import type { BuiltInEvent } from '@shared/games/contracts';
import { diceEventSchema, type DiceEvent, type DiceState } from '@shared/games/dice/state';
import { setsFor } from '@shared/games/dice/options';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/games/dice/i18n/translate';
import type { InputEvent } from '@renderer/input/index';
import { clockRuns } from '../host-now';
import { PlayFeedback, slowWords } from '../play-feedback';
import { eventsOf, FlatBackdrop, TableFrame, type FrameDescription } from '../table-frame';
import { wordFontPx1080 } from '@renderer/ui/text-layout';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import type { GameTable } from '../game-ui';
import { DiceAnimation } from './animation/dice-animation';
import { DiceInput, diceIntentFor } from './input/bindings';
import { diceSeatView } from '@shared/games/dice/view';
import { diceHintLine } from './input/hint-line';
import { diceHintSpot, diceSpotPart } from './hint-spot';
import { diceLayout, type DiceLayout } from './layout/dice-layout';
import { diceState } from './snapshot-state';
import { BoardView, type BoardDescription } from './views/BoardView';
import { TrayView, type TrayDescription } from './views/TrayView';

/** What the dice table shows, for the end-to-end tests. */
export interface DiceTableDescription extends FrameDescription {
  readonly game: 'dice';
  readonly areas: readonly TrayDescription[];
  readonly board: BoardDescription;
  readonly banner: string;
}

/** The most dice a tray holds in this match (the layout sizes dice for it). */
function mostDice(game: DiceState): number {
  return Math.max(1, ...game.trays.map((t) => t.length));
}

/** The running dice table. */
export class DiceTableScreen implements GameTable<DiceTableDescription> {
  readonly id = 'table' as const;
  readonly actions = new DiceInput();
  /** Backdrop, countdown, banner, replay bar, the shared presses and the seat hints: what every table shows alike. */
  private readonly frame: TableFrame<DiceState, DiceEvent>;
  private readonly board = new BoardView();
  private readonly trayLayer = new Container();
  /** Refusals, the F1 lock ring and good plays, drawn as on the Ligretto table (games/play-feedback.ts). */
  private readonly feedback = new PlayFeedback();
  private readonly roundLabel = new Text({ text: '' });
  private readonly animation: DiceAnimation;
  private trays: TrayView[] = [];
  private layout: DiceLayout | null = null;
  private layoutKey = '';
  /** F1 per engine player: the game time its lock ends, and until when a "too slow" refusal shows. */
  private readonly rejectLocks = new Map<number, number>();

  constructor(private readonly services: AppServices) {
    this.frame = new TableFrame(services, new FlatBackdrop(UI.felt), { state: diceState, events: eventsOf(diceEventSchema) });
    this.animation = new DiceAnimation(
      {
        dieRect: (player, index, count) => this.trays[player]?.dieRect(index, count) ?? null,
        fieldRect: (set, color, field) => this.board.fieldTarget(set, color, field),
        fieldSize: () => this.layout?.board.field ?? null,
        ringOf: (player) => this.frame.colourOf(player) ?? UI.text,
        nameOf: (player) => this.frame.nameOf(player),
        landed: (to, color) => this.feedback.good(to, color, this.frame.scale),
        banner: (title, sub, color, ms) => this.frame.showBanner(title, sub, color, ms),
        redraw: () => this.draw(),
      },
      services,
    );
    this.frame.layers(this.board, this.trayLayer, this.animation.layer, this.feedback, this.roundLabel);
  }

  get root(): Container {
    return this.frame.root;
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.land();
    for (const tray of this.trays) tray.stop();
    this.frame.hide();
  }

  resize(width: number, height: number): void {
    this.frame.resize(width, height);
    this.layoutKey = '';
    const snapshot = this.frame.snapshot;
    if (snapshot) this.update(snapshot, []);
  }

  private relayout(game: DiceState): void {
    const players = game.trays.length;
    const height = this.frame.tableHeight;
    const width = this.frame.size.w;
    const dice = mostDice(game);
    const key = `${players}|${dice}|${width}x${height}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.land();
    this.layout = diceLayout(players, setsFor(players), dice, width, height);
    this.board.layout(this.layout.board, this.frame.scale);
    while (this.trays.length < players) this.trayLayer.addChild((this.trays[this.trays.length] = new TrayView()));
    this.trays.forEach((view, i) => {
      const area = this.layout?.areas[i];
      view.visible = area !== undefined;
      if (area) view.layout(area);
    });
  }

  update(snapshot: Snapshot, builtIn: readonly BuiltInEvent[]): void {
    const opened = this.frame.open(snapshot, builtIn);
    if (!opened) return;
    const { state: game, events } = opened;
    this.relayout(game);
    if (events.some((e) => e.type === 'round-dealt')) {
      this.land();
      this.rejectLocks.clear();
    }
    this.animation.play(events, game);
    this.draw();
  }

  /** Lands every die in the air at once and ends the play feedback (a new round, a new layout, another screen). */
  private land(): void {
    this.animation.land();
    this.feedback.finishAll();
  }

  private draw(): void {
    const snapshot = this.frame.snapshot;
    const game = this.frame.state();
    if (!snapshot || !game) return;
    this.board.update(game.board, (p) => this.frame.colourIndexOf(p), this.animation.inFlight);
    const now = this.frame.gameNow(performance.now());
    const playing = snapshot.stage === 'playing';
    const lock = Math.max(1, game.options.rerollLockMs);
    game.trays.forEach((tray, i) => {
      const seatIndex = snapshot.players[i] ?? -1;
      const seat = snapshot.seats[seatIndex];
      const view = this.trays[i];
      if (!seat || !view) return;
      const until = game.lockedUntil[i] ?? null;
      const inCup = tray.some((d) => !d.placed && d.value === null);
      view.update(tray, {
        seat,
        total: game.match.totals[i] ?? 0,
        rolling: inCup ? 0 : until === null ? 0 : Math.max(0, Math.min(1, (until - now) / lock)),
        // The seat hints every table shares: this game's buttons, a bot's level, or the word for a phone.
        hints: this.frame.seatHint(seat, diceHintLine),
        badge: this.frame.badgeOf(seatIndex),
        finisher: game.finishedBy === i,
        notice: this.noticeOf(i, now, playing),
      });
    });
    const style = sharedTextStyle(Math.max(34, wordFontPx1080(game.trays.length)), this.frame.scale, { fill: UI.dim });
    // Drawn every frame while dice roll: a restyle with the style it has would still mark the text for an update.
    if (this.roundLabel.style !== style) this.roundLabel.style = style;
    this.roundLabel.text = t('table.round', { n: game.match.round });
    this.roundLabel.anchor.set(0, 0.5);
    const label = this.layout?.roundLabel;
    if (label) this.roundLabel.position.set(label.x, label.y + label.h / 2);
    this.drawHints(game);
  }

  /** Live hints (issue 30): a stuck seat's die that fits pulses in its own tray (the whole tray for a reroll). */
  private drawHints(game: DiceState): void {
    const scale = this.frame.scale;
    const targets = this.frame.hints().flatMap((h) => {
      const tray = game.trays[h.player] ?? [];
      const spot = diceHintSpot(h, tray);
      const within = this.layout?.areas[h.player]?.rect;
      if (!spot || !within) return [];
      const inset = 10 * scale;
      const rect =
        spot.kind === 'die'
          ? this.trays[h.player]?.dieRect(spot.index, TrayView.unplaced(tray).length)
          : { x: within.x + inset, y: within.y + inset, w: within.w - 2 * inset, h: within.h - 2 * inset };
      return rect ? [{ seat: h.seat, part: diceSpotPart(spot), spot: rect, within, scale }] : [];
    });
    this.frame.pulse(targets);
  }

  /** The F1 word on a tray now: "Locked" while a wrong play locks it ("too slow!" is the shared play feedback). */
  private noticeOf(player: number, now: number, playing: boolean): { text: string; locked: boolean } | null {
    if (!playing) return null;
    if ((this.rejectLocks.get(player) ?? 0) > now) return { text: t('dice.locked'), locked: true };
    return null;
  }

  message(msg: HostMessage): void {
    const refusal = this.frame.refusal(msg);
    if (!refusal) return;
    const { player, show } = refusal;
    const rejected = refusal.msg;
    const tray = this.trays[player];
    const area = this.layout?.areas[player];
    if (!tray || !area) return;
    // The tray dims under "Locked" for the F1 lock; the shake, mark, ring and "too slow!" are the tables' shared feedback.
    if (rejected.lockedUntil !== undefined) this.rejectLocks.set(player, rejected.lockedUntil);
    this.draw();
    const s = this.frame.scale;
    const seat = String(rejected.seat);
    this.services.sounds.play('reject');
    if (show.shake) this.feedback.shake(tray, s);
    const r = area.rect;
    const side = Math.min(r.w, r.h) * 0.6;
    const name = this.frame.nameOf(player);
    if (show.mark) this.feedback.mark(seat, { x: r.x + (r.w - side) / 2, y: r.y + (r.h - side) / 2, w: side, h: side }, s, name);
    if (show.lockMs > 0) this.feedback.lock(seat, r, 18, show.lockMs, rejected.lockedUntil ?? 0, s);
    if (show.tooSlow) this.feedback.tooSlow(seat, r, slowWords(name), area.label * 1.1);
    this.services.requestRender();
  }

  input(events: readonly InputEvent[]): void {
    const game = this.frame.state();
    if (!game) return;
    for (const { seat, player, action } of this.frame.actions(events)) {
      if (player < 0) continue;
      const intent = diceIntentFor(action, diceSeatView(game, player));
      if (!intent) continue;
      if (intent.do === 'place') this.services.send({ t: 'intent', seat, do: 'place', args: { die: intent.die } });
      else this.services.send({ t: 'intent', seat, do: 'reroll' });
    }
  }

  tick(now: number): boolean {
    const frame = this.frame.tick(now);
    const { showing, moving } = this.timed(now);
    if (showing) this.draw();
    return frame || moving || this.animation.flying;
  }

  /**
   * Dice still rolling or refusal notices still showing (`showing`: drawn this frame), and whether they still change
   * with time (`moving`): both run out on the game clock, so while it stands (paused, held) they ask for no frames.
   */
  private timed(now: number): { readonly showing: boolean; readonly moving: boolean } {
    const snapshot = this.frame.snapshot;
    const game = this.frame.state();
    const t0 = this.frame.gameNow(now);
    const showing =
      (game?.lockedUntil.some((u) => u !== null && u > t0 - 50) ?? false) || [...this.rejectLocks.values()].some((u) => u > t0 - 50);
    return { showing, moving: showing && snapshot !== null && clockRuns(snapshot) };
  }

  /** The countdown, rolling dice, notices, flying dice or the replay bar still change with time alone. */
  moving(): boolean {
    const now = performance.now();
    return this.timed(now).moving || this.animation.flying || this.frame.moving(now);
  }

  describe(): DiceTableDescription {
    const players = this.frame.state()?.trays.length ?? 0;
    const frame = this.frame.describe();
    return {
      game: 'dice',
      areas: this.trays.slice(0, players).map((a) => a.describe()),
      board: this.board.describe(),
      countdown: frame.countdown,
      banner: this.frame.bannerText(),
      replay: frame.replay,
      hints: frame.hints,
      nextMatch: frame.nextMatch,
    };
  }
}
