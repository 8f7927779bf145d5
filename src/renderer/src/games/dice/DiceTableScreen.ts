/** Ligretto Dice's table: the board in the centre, every seat's tray around it, dice rolling and flying to their fields. */
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';
import { colorIndex, type DiceState } from '@shared/games/dice/state';
import type { DiceEvent } from '@shared/games/dice/state';
import { setsFor } from '@shared/games/dice/options';
import { diceSeatView } from '@shared/games/dice/view';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/i18n/i18n';
import { deviceOfBinding, type Hint, type InputEvent } from '@renderer/input/index';
import { TableInput } from '../table-input';
import { CountdownNumeral } from '../countdown-numeral';
import { clockRuns, countdownMoving, hostNow } from '../host-now';
import { gameTimeNow, PlayFeedback, refusalFeedback } from '../play-feedback';
import { Banner } from '@renderer/ui/Banner';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { ReplayBar, type ReplayBarDescription } from '@renderer/screens/saves/ReplayBar';
import type { GameTable } from '../game-ui';
import { colorRowId, DiceInput, diceIntentFor, REROLL_ROW } from './input/bindings';
import { diceLayout, type DiceLayout } from './layout/dice-layout';
import { diceState } from './snapshot-state';
import { BoardView, type BoardDescription } from './views/BoardView';
import { DieView } from './views/DieView';
import { TrayView, type TrayDescription } from './views/TrayView';

/** What the dice table shows, for the end-to-end tests. */
export interface DiceTableDescription {
  readonly game: 'dice';
  readonly areas: readonly TrayDescription[];
  readonly board: BoardDescription;
  readonly countdown: string;
  readonly banner: string;
  readonly replay: ReplayBarDescription | null;
}

/** A seat's button map in its own device's labels: "B● Y▲ A■ X◆ · RB Reroll". */
export function diceHintLine(hints: readonly Hint[]): string {
  const label = (id: string): string => hints.find((h) => h.id === id)?.label ?? '';
  const colours = (['r', 'y', 'g', 'b'] as const).map((c) => `${label(colorRowId(c))}${SYMBOL[c]}`).join(' ');
  return `${colours} · ${label(REROLL_ROW)} ${t('dice.hint.reroll')}`;
}

/** How long "too slow!" stays on a tray after a late refusal, game ms. */

/** The colour-blind symbol of each colour as text (the same shapes the dice carry). */
const SYMBOL = { r: '●', y: '▲', g: '■', b: '◆' } as const;

/** The most dice a tray holds in this match (the layout sizes dice for it). */
function mostDice(game: DiceState): number {
  return Math.max(1, ...game.trays.map((t) => t.length));
}

/** The running dice table. */
export class DiceTableScreen implements GameTable<DiceTableDescription> {
  readonly id = 'table' as const;
  readonly root = new Container();
  readonly actions = new DiceInput();
  private readonly backdrop = new Graphics();
  private readonly board = new BoardView();
  private readonly trayLayer = new Container();
  private readonly flyLayer = new Container();
  /** Refusals, the F1 lock ring and good plays, drawn as on the Ligretto table (games/play-feedback.ts). */
  private readonly feedback = new PlayFeedback();
  private readonly banner = new Banner();
  private readonly countdown = new CountdownNumeral();
  private readonly roundLabel = new Text({ text: '' });
  private readonly replayBar: ReplayBar;
  /** The presses every table takes alike (pause, continuing a stopped round) and the seats' own. */
  private readonly tableInput: TableInput;
  private trays: TrayView[] = [];
  private layout: DiceLayout | null = null;
  private layoutKey = '';
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private snapshot: Snapshot | null = null;
  private receivedAt = 0;
  private bannerText = '';
  /** Fields whose die is still flying there ("set:colour:field"). */
  private readonly inFlight = new Set<string>();
  private readonly flights = new Set<gsap.core.Animation>();
  /** F1 per engine player: the game time its lock ends, and until when a "too slow" refusal shows. */
  private readonly rejectLocks = new Map<number, number>();

  constructor(private readonly services: AppServices) {
    this.replayBar = new ReplayBar(services);
    this.tableInput = new TableInput((msg) => services.send(msg), this.replayBar);
    this.root.addChild(
      this.backdrop,
      this.board,
      this.trayLayer,
      this.flyLayer,
      this.feedback,
      this.roundLabel,
      this.countdown,
      this.banner,
      this.replayBar,
    );
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.land();
    for (const tray of this.trays) tray.stop();
    this.banner.hide();
    this.services.hub.setMode('menu');
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layoutKey = '';
    this.backdrop.clear().rect(0, 0, width, height).fill(UI.felt);
    this.replayBar.resize(width, height);
    if (this.snapshot) this.update(this.snapshot, []);
  }

  private relayout(game: DiceState): void {
    const players = game.trays.length;
    const height = this.size.h - this.replayBar.reserve(this.size.w, this.size.h);
    const dice = mostDice(game);
    const key = `${players}|${dice}|${this.size.w}x${height}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.land();
    this.layout = diceLayout(players, setsFor(players), dice, this.size.w, height);
    this.board.layout(this.layout.board, uiScale(this.size.w, this.size.h));
    while (this.trays.length < players) this.trayLayer.addChild((this.trays[this.trays.length] = new TrayView()));
    this.trays.forEach((view, i) => {
      const area = this.layout?.areas[i];
      view.visible = area !== undefined;
      if (area) view.layout(area);
    });
  }

  update(snapshot: Snapshot, events: readonly BuiltInEvent[]): void {
    const game = diceState(snapshot);
    this.snapshot = snapshot;
    this.receivedAt = performance.now();
    this.tableInput.shown(snapshot.stage, this.receivedAt);
    if (!game) return;
    this.replayBar.update(snapshot);
    this.relayout(game);
    const playing = snapshot.stage === 'playing' || snapshot.stage === 'countdown';
    this.services.hub.setMode(playing && !snapshot.paused && !snapshot.replay ? 'game' : 'menu');
    const mine = events.flatMap((e): DiceEvent[] => (isDiceEvent(e) ? [e] : []));
    if (mine.some((e) => e.type === 'round-dealt')) {
      this.land();
      this.rejectLocks.clear();
    }
    this.animate(mine, game);
    this.draw();
  }

  /** Plays the events: dice flying to their fields, rolls rattling, the start call and the finish. */
  private animate(events: readonly DiceEvent[], game: DiceState): void {
    const sounds = this.services.sounds;
    for (const e of events) {
      switch (e.type) {
        case 'start-call':
          sounds.play('start');
          this.showBanner(t('countdown.go'), '', UI.accent, 900);
          break;
        case 'rolled':
          sounds.play('flip');
          break;
        case 'placed':
          sounds.play('play');
          this.fly(e, game);
          break;
        case 'round-stopped': {
          sounds.play('stop');
          this.showBanner(t('dice.finish'), t('dice.finished', { name: this.nameOf(e.player) }), UI.accent, 2200);
          break;
        }
        default:
          break;
      }
    }
  }

  /** A placed die flies from its place in the tray to its field. */
  private fly(e: Extract<DiceEvent, { type: 'placed' }>, game: DiceState): void {
    const tray = this.trays[e.player];
    const track = game.board[e.set]?.[colorIndex(e.color)];
    const to = this.board.fieldTarget(e.set, colorIndex(e.color), e.value - 1);
    const before = game.trays[e.player]?.filter((d, i) => !d.placed || i === e.die) ?? [];
    const index = before.findIndex((d) => d === game.trays[e.player]?.[e.die]);
    const from = tray?.dieRect(Math.max(0, index), before.length) ?? null;
    if (!to || !from || !track || this.layout === null) return;
    const key = `${e.set}:${colorIndex(e.color)}:${e.value - 1}`;
    const die = new DieView();
    const size = this.layout.board.field * 0.86;
    die.set({ color: e.color, value: e.value, ring: this.ringOf(e.player) }, size);
    die.position.set(from.x + from.w / 2, from.y + from.h / 2);
    die.scale.set(from.w / size);
    this.flyLayer.addChild(die);
    this.inFlight.add(key);
    const done = (): void => {
      this.inFlight.delete(key);
      die.destroy();
      this.feedback.good(to, this.ringOf(e.player), uiScale(this.size.w, this.size.h));
      this.flights.delete(anim);
      this.draw();
      this.services.requestRender();
    };
    const anim = gsap.to(die, {
      x: to.x + to.w / 2,
      y: to.y + to.h / 2,
      rotation: Math.PI * 2,
      duration: 0.32,
      ease: 'power2.out',
      onUpdate: () => this.services.requestRender(),
      onComplete: done,
    });
    gsap.to(die.scale, { x: 1, y: 1, duration: 0.32, ease: 'power2.out' });
    this.flights.add(anim);
  }

  /** Lands every die in the air at once (a new round, a new layout, another screen). */
  private land(): void {
    for (const anim of [...this.flights]) anim.progress(1);
    this.flights.clear();
    this.inFlight.clear();
    this.feedback.finishAll();
    this.flyLayer.removeChildren().forEach((c) => c.destroy());
  }

  private nameOf(player: number): string {
    const snap = this.snapshot;
    return snap?.seats[snap.players[player] ?? -1]?.name ?? '';
  }

  private ringOf(player: number): number {
    const snap = this.snapshot;
    const seat = snap?.seats[snap.players[player] ?? -1];
    return seat ? (PLAYER_COLORS[seat.color]?.hex ?? UI.text) : UI.text;
  }

  /** Game time now: the snapshot's clock run on at the host's rate since it arrived (held while paused or held). */
  private gameNow(now: number): number {
    const snap = this.snapshot;
    return snap ? hostNow(snap, this.receivedAt, now) : 0;
  }

  private draw(): void {
    const snapshot = this.snapshot;
    const game = diceState(snapshot);
    if (!snapshot || !game) return;
    this.board.update(game.board, (p) => this.ringOf(p), this.inFlight);
    const now = this.gameNow(performance.now());
    const playing = snapshot.stage === 'playing';
    const lock = Math.max(1, game.options.rerollLockMs);
    game.trays.forEach((tray, i) => {
      const seatIndex = snapshot.players[i] ?? -1;
      const seat = snapshot.seats[seatIndex];
      const view = this.trays[i];
      if (!seat || !view) return;
      const device = seat.kind === 'person' && !snapshot.replay ? deviceOfBinding(seat.input) : null;
      // A phone's seat names its device (its buttons are on the phone).
      const hints = device
        ? diceHintLine(this.services.hub.hints(device))
        : seat.kind === 'bot'
          ? `${t('lobby.seatBot')} · ${t(`bot.${seat.botLevel}`)}`
          : seat.input?.kind === 'phone' && !snapshot.replay
            ? t('input.phone')
            : '';
      const until = game.lockedUntil[i] ?? null;
      const frozen = snapshot.frozen.find((f) => f.seat === seatIndex);
      const inCup = tray.some((d) => !d.placed && d.value === null);
      view.update(tray, {
        seat,
        total: game.match.totals[i] ?? 0,
        rolling: inCup ? 0 : until === null ? 0 : Math.max(0, Math.min(1, (until - now) / lock)),
        hints,
        badge: frozen ? (frozen.bot ? t('table.botStandIn') : t('table.reconnect')) : null,
        finisher: game.finishedBy === i,
        notice: this.noticeOf(i, now, playing),
      });
    });
    const s = uiScale(this.size.w, this.size.h);
    const style = sharedTextStyle(34, s, { fill: UI.dim });
    // Drawn every frame while dice roll: a restyle with the style it has would still mark the text for an update.
    if (this.roundLabel.style !== style) this.roundLabel.style = style;
    this.roundLabel.text = t('table.round', { n: game.match.round });
    this.roundLabel.anchor.set(0, 0.5);
    const label = this.layout?.roundLabel;
    if (label) this.roundLabel.position.set(label.x, label.y + label.h / 2);
  }

  /** The F1 word on a tray now: "Locked" while a wrong play locks it ("too slow!" is the shared play feedback). */
  private noticeOf(player: number, now: number, playing: boolean): { text: string; locked: boolean } | null {
    if (!playing) return null;
    if ((this.rejectLocks.get(player) ?? 0) > now) return { text: t('dice.locked'), locked: true };
    return null;
  }

  private showBanner(title: string, sub: string, color: number, ms: number): void {
    this.bannerText = title;
    this.banner.show(title, sub, color, this.size.w, this.size.h, uiScale(this.size.w, this.size.h), ms);
  }

  message(msg: HostMessage): void {
    const snapshot = this.snapshot;
    if (msg.t !== 'rejected' || !snapshot) return;
    const player = snapshot.players.indexOf(msg.seat);
    const tray = this.trays[player];
    const area = this.layout?.areas[player];
    const seat = snapshot.seats[msg.seat];
    if (!tray || !area || !seat) return;
    // The tray dims under "Locked" for the F1 lock; the shake, mark, ring and "too slow!" are the tables' shared feedback.
    if (msg.lockedUntil !== undefined) this.rejectLocks.set(player, msg.lockedUntil);
    this.draw();
    const s = uiScale(this.size.w, this.size.h);
    const show = refusalFeedback(msg, seat.kind === 'person', gameTimeNow(snapshot, this.receivedAt, performance.now()));
    this.services.sounds.play('reject');
    if (show.shake) this.feedback.shake(tray, s);
    const r = area.rect;
    const side = Math.min(r.w, r.h) * 0.6;
    if (show.mark) this.feedback.mark(String(msg.seat), { x: r.x + (r.w - side) / 2, y: r.y + (r.h - side) / 2, w: side, h: side }, s);
    if (show.lockMs > 0) this.feedback.lock(String(msg.seat), r, 18, show.lockMs, msg.lockedUntil ?? 0, s);
    if (show.tooSlow) this.feedback.tooSlow(String(msg.seat), r, t('table.tooSlow'), area.label * 1.1);
    this.services.requestRender();
  }

  input(events: readonly InputEvent[]): void {
    const snapshot = this.snapshot;
    const game = diceState(snapshot);
    if (!snapshot || !game) return;
    for (const { seat, player, action } of this.tableInput.actions(snapshot, events)) {
      if (player < 0) continue;
      const intent = diceIntentFor(action, diceSeatView(game, player));
      if (!intent) continue;
      if (intent.do === 'place') this.services.send({ t: 'intent', seat, do: 'place', args: { die: intent.die } });
      else this.services.send({ t: 'intent', seat, do: 'reroll' });
    }
  }

  tick(now: number): boolean {
    const bar = this.replayBar.tick(now);
    const { showing, moving } = this.timed(now);
    if (showing) this.draw();
    return this.tickCountdown(now) || bar || moving || this.flights.size > 0;
  }

  /**
   * Dice still rolling or refusal notices still showing (`showing`: drawn this frame), and whether they still change
   * with time (`moving`): both run out on the game clock, so while it stands (paused, held) they ask for no frames.
   */
  private timed(now: number): { readonly showing: boolean; readonly moving: boolean } {
    const snapshot = this.snapshot;
    const game = diceState(snapshot);
    const t0 = this.gameNow(now);
    const showing =
      (game?.lockedUntil.some((u) => u !== null && u > t0 - 50) ?? false) || [...this.rejectLocks.values()].some((u) => u > t0 - 50);
    return { showing, moving: showing && snapshot !== null && clockRuns(snapshot) };
  }

  /** The countdown, rolling dice, notices, flying dice or the replay bar still change with time alone. */
  moving(): boolean {
    const now = performance.now();
    return (
      this.timed(now).moving || this.flights.size > 0 || countdownMoving(this.snapshot, this.receivedAt, now) || this.replayBar.moving(now)
    );
  }

  private tickCountdown(now: number): boolean {
    return this.countdown.tick(this.snapshot, this.receivedAt, now, this.size, this.services.sounds);
  }

  describe(): DiceTableDescription {
    const players = diceState(this.snapshot)?.trays.length ?? 0;
    return {
      game: 'dice',
      areas: this.trays.slice(0, players).map((a) => a.describe()),
      board: this.board.describe(),
      countdown: this.countdown.text,
      banner: this.banner.visible ? this.bannerText : '',
      replay: this.replayBar.describe(),
    };
  }
}

/** Whether an event of the snapshot is Ligretto Dice's: the table reads its own kinds only (the others share their shapes). */
function isDiceEvent(e: BuiltInEvent): e is DiceEvent {
  switch (e.type) {
    case 'rolled':
    case 'placed':
    case 'round-dealt':
    case 'start-call':
    case 'round-stopped':
      return true;
    default:
      return false;
  }
}
