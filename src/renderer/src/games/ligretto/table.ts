/** The table: every player's area around the centre piles, animated from the engine's events. */
import { Container } from 'pixi.js';
import { cardOwner } from '@shared/games/ligretto/cards';
import type { BuiltInEvent } from '@shared/games/contracts';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { HostMessage, Snapshot } from '@shared/protocol';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { ligrettoEventSchema } from '@shared/games/ligretto/state-schema';
import { TableAnimator, type AnimationTarget, type BannerKind } from './animation/table-animation';
import type { AppServices } from '@renderer/app/Screen';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { deviceKey, type InputEvent } from '@renderer/input/index';
import type { GameTable } from '../game-ui';
import { PlayFeedback, slowWords, type FeedbackDescription } from '../play-feedback';
import { eventsOf, TableFrame, type FrameDescription } from '../table-frame';
import { intentFor } from './input/bindings';
import { hintLine } from './input/hint-line';
import { ligrettoHintSpot, spotPart } from './hint-spot';
import { RowCursors } from './input/RowCursors';
import { ligrettoState } from './snapshot-state';
import { tableLayout, type TableLayout } from './layout/table-layout';
import { UI } from '@renderer/ui/style';
import { Backdrop } from './views/Backdrop';
import { CentreView, type CentreDescription } from './views/CentreView';
import { FlyLayer } from './views/FlyLayer';
import { PlayerAreaView, type AreaDescription } from './views/PlayerAreaView';

/** What the table shows, for the end-to-end tests. */
export interface TableDescription extends FrameDescription {
  readonly game: 'ligretto';
  readonly areas: readonly AreaDescription[];
  readonly centre: CentreDescription;
  /** Play feedback shown so far: ✕ marks, F1 lock rings and "too slow!" texts by seat, good-play flashes. */
  readonly feedback: FeedbackDescription;
}

/** The running table screen. */
export class TableScreen implements GameTable<TableDescription> {
  readonly id = 'table' as const;
  /** Backdrop, countdown, banner, replay bar, the shared presses and the seat hints: what every table shows alike. */
  private readonly frame: TableFrame<LigrettoState, LigrettoEvent>;
  private readonly centre = new CentreView();
  private readonly areaLayer = new Container();
  private readonly fly = new FlyLayer();
  private readonly feedback = new PlayFeedback();
  private areas: PlayerAreaView[] = [];
  private layout: TableLayout | null = null;
  private layoutKey = '';
  private readonly animator: TableAnimator;
  /** Ligretto's pad actions with each device's row cursor: the hub uses them while this table is the game's. */
  readonly actions = new RowCursors();

  constructor(private readonly services: AppServices) {
    this.frame = new TableFrame(services, new Backdrop(), { state: ligrettoState, events: eventsOf(ligrettoEventSchema) });
    this.animator = new TableAnimator(this.animationTarget());
    this.frame.layers(this.centre, this.areaLayer, this.fly, this.feedback);
  }

  get root(): Container {
    return this.frame.root;
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.finishMotions();
    this.frame.hide();
  }

  resize(width: number, height: number): void {
    this.frame.resize(width, height);
    this.layoutKey = '';
    const snapshot = this.frame.snapshot;
    if (snapshot) this.update(snapshot, []);
  }

  private relayout(game: LigrettoState): void {
    const rowSlots = game.players[0]?.row.length ?? 3;
    const height = this.frame.tableHeight;
    const width = this.frame.size.w;
    const advanced = game.options.advancedRow;
    const key = `${game.players.length}|${rowSlots}|${advanced}|${width}x${height}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.finishMotions();
    this.layout = tableLayout(game.players.length, width, height, rowSlots, advanced);
    this.centre.layout(this.layout.centre, this.layout.centreCard, this.layout.scale, this.layout.centrePiles);
    while (this.areas.length < game.players.length) this.areaLayer.addChild((this.areas[this.areas.length] = new PlayerAreaView()));
    this.areas.forEach((view, i) => {
      const area = this.layout?.areas[i];
      view.visible = area !== undefined;
      if (area) view.layout(area);
    });
    this.actions.setRowSize(rowSlots);
  }

  update(snapshot: Snapshot, builtIn: readonly BuiltInEvent[]): void {
    const opened = this.frame.open(snapshot, builtIn);
    if (!opened) return;
    const { state: game, events } = opened;
    if (events.some((e) => e.type === 'round-dealt')) this.finishMotions();
    this.relayout(game);
    this.centre.setOwners(snapshot.players, snapshot.seats);
    this.animator.play(events);
    this.centre.update(game.piles);
    this.drawAreas(snapshot, game);
    this.drawHints();
    this.centre.setRound(t('table.round', { n: game.match.round }));
    this.tick(performance.now());
  }

  private drawAreas(snapshot: Snapshot, game: LigrettoState): void {
    const centreCounts = new Array<number>(game.players.length).fill(0);
    for (const pile of game.piles) for (const c of pile.cards) centreCounts[cardOwner(c)] = (centreCounts[cardOwner(c)] ?? 0) + 1;
    game.players.forEach((player, i) => {
      const seatIndex = snapshot.players[i] ?? -1;
      const seat = snapshot.seats[seatIndex];
      const view = this.areas[i];
      if (!seat || !view) return;
      // The seat hints every table shares: this game's buttons, a bot's level, or the word for a phone.
      const hints = this.frame.seatHint(seat, (h) => hintLine(h, game.options.advancedRow, player.row.length));
      const device = this.frame.deviceOf(seat);
      view.update(player, {
        seat,
        total: game.match.totals[i] ?? 0,
        centreCards: centreCounts[i] ?? 0,
        cursor: device ? this.actions.slotOf(deviceKey(device)) : null,
        hints,
        badge: this.frame.badgeOf(seatIndex),
      });
    });
  }

  /** Live hints (issue 30): a stuck seat's named card pulses inside its own area. */
  private drawHints(): void {
    const scale = this.frame.scale;
    const targets = this.frame.hints().flatMap((h) => {
      const spot = ligrettoHintSpot(h);
      const area = this.areas[h.player];
      const rect = spot ? area?.slotRect(spot.kind, spot.slot) : null;
      const within = area?.frameRect()?.rect;
      return spot && rect && within ? [{ seat: h.seat, part: spotPart(spot), spot: rect, within, scale }] : [];
    });
    this.frame.pulse(targets);
  }

  /** Lands every card in the air at once (a newer state wins: a new round, a new layout, another screen). */
  private finishMotions(): void {
    this.fly.finishAll();
    this.feedback.finishAll();
    this.animator.reset();
  }

  /** The views the animations move and hide. */
  private animationTarget(): AnimationTarget {
    const fly = this.fly;
    const sounds = this.services.sounds;
    return {
      slotRect: (player, kind, slot) => this.areas[player]?.slotRect(kind, slot) ?? null,
      pileRect: (pile) => this.centre.pileTarget(pile),
      ownerOf: (player) => {
        const seat = this.frame.seatOf(player);
        return seat ? { back: seat.back, color: this.frame.colourOf(player) ?? UI.text } : null;
      },
      hidePileTop: (pile, count) => this.centre.hideTop(pile, count),
      hideRowTop: (player, slot, count) => this.areas[player]?.hideRowTop(slot, count),
      // A good play lands with a flash in its player's colour.
      fly: (card, from, to, delay, duration, onLand) =>
        fly.fly(card, from, to, delay, duration, () => {
          onLand();
          const color = this.frame.colourOf(cardOwner(card));
          if (color !== null) this.feedback.good(to, color, this.frame.scale);
        }),
      slide: (card, from, to, delay, duration, onLand) => fly.slide(card, from, to, delay, duration, onLand),
      flip: (cards, from, to, owner, delay, duration, onLand) => fly.flip(cards, from, to, owner, delay, duration, onLand),
      after: (delay, fn) => fly.after(delay, fn),
      banner: (kind, player, duration) => this.showBanner(kind, player, duration),
      sound: (id) => sounds.play(id),
      changed: () => this.services.requestRender(),
    };
  }

  private showBanner(kind: BannerKind, player: number | null, duration: number): void {
    const name = player === null ? '' : this.frame.nameOf(player);
    const text: Record<BannerKind, readonly [string, string, number]> = {
      start: [t('countdown.go'), '', UI.accent],
      stop: [t('table.stopCall'), t('table.stopped', { name }), UI.bad],
      blockade: [t('table.blockade'), t('table.blockadeEnd'), UI.accent],
      reshuffle: [t('table.blockade'), t('table.reshuffling'), UI.accent],
    };
    const [title, sub, color] = text[kind];
    this.frame.showBanner(title, sub, color, duration);
  }

  message(msg: HostMessage): void {
    const refusal = this.frame.refusal(msg);
    if (!refusal) return;
    const { player, show } = refusal;
    const rejected = refusal.msg;
    const area = this.areas[player];
    if (!area) return;
    const kind =
      rejected.do === 'row'
        ? 'row'
        : rejected.do === 'flip'
          ? 'hand'
          : rejected.do === 'stack' || rejected.do === 'stack-to-row'
            ? 'stack'
            : 'waste';
    const rect = area.slotRect(kind, rejected.slot ?? 0);
    const frame = area.frameRect();
    if (!rect || !frame) return;
    const s = this.frame.scale;
    const seat = String(rejected.seat);
    this.services.sounds.play('reject');
    const card = area.cardAt(kind, rejected.slot ?? 0);
    if (show.shake && card) this.feedback.shake(card, s);
    const name = this.frame.nameOf(player);
    if (show.mark) this.feedback.mark(seat, rect, s, name);
    if (show.lockMs > 0) this.feedback.lock(seat, frame.rect, frame.radius, show.lockMs, rejected.lockedUntil ?? 0, s);
    if (show.tooSlow) this.feedback.tooSlow(seat, frame.rect, slowWords(name), (this.layout?.areas[player]?.labelPx ?? 40) * 1.4);
    this.services.requestRender();
  }

  input(events: readonly InputEvent[]): void {
    const snapshot = this.frame.snapshot;
    const game = this.frame.state();
    if (!snapshot || !game) return;
    for (const { seat, action } of this.frame.actions(events)) {
      const intent = intentFor(action, seat);
      if (intent) this.services.send({ t: 'intent', seat, do: intent.do, ...('slot' in intent ? { slot: intent.slot } : {}) });
      else if (action.kind === 'row-cursor') this.drawAreas(snapshot, game);
    }
  }

  tick(now: number): boolean {
    return this.frame.tick(now);
  }

  /** The countdown numeral still has to change, or the replay bar moves. */
  moving(): boolean {
    return this.frame.moving(performance.now());
  }

  /** What the table shows now. */
  describe(): TableDescription {
    return {
      game: 'ligretto',
      areas: this.areas.slice(0, this.frame.state()?.players.length ?? 0).map((a) => a.describe()),
      centre: this.centre.describe(),
      ...this.frame.describe(),
      feedback: this.feedback.describe(),
    };
  }
}
