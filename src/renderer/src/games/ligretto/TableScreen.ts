/** The table: every player's area around the centre piles, animated from the engine's events. */
import { Container } from 'pixi.js';
import { cardOwner } from '@shared/games/ligretto/cards';
import type { GameEvent } from '@shared/games/ligretto/events';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import type { GameState } from '@shared/games/ligretto/state';
import { TableAnimator, type AnimationTarget, type BannerKind } from './animation/table-animation';
import type { AppServices, Screen } from '@renderer/app/Screen';
import { t } from '@renderer/i18n/i18n';
import { deviceKey, deviceOfBinding, type InputEvent } from '@renderer/input/index';
import { TableInput } from '../table-input';
import { CountdownNumeral } from '../countdown-numeral';
import { countdownMoving } from '../host-now';
import { gameTimeNow, PlayFeedback, refusalFeedback, type FeedbackDescription } from '../play-feedback';
import { intentFor } from './input/bindings';
import { RowCursors } from './input/RowCursors';
import { ligrettoState } from './snapshot-state';
import { tableLayout, type TableLayout } from './layout/table-layout';
import { Banner } from '@renderer/ui/Banner';
import { UI } from '@renderer/ui/style';
import { CentreView, type CentreDescription } from './views/CentreView';
import { FlyLayer } from './views/FlyLayer';
import { PlayerAreaView, type AreaDescription } from './views/PlayerAreaView';
import { ReplayBar, type ReplayBarDescription } from '@renderer/screens/saves/ReplayBar';
import { Backdrop } from './table/Backdrop';
import { hintLine } from './table/hint-line';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';

/** What the table shows, for the end-to-end tests. */
export interface TableDescription {
  readonly areas: readonly AreaDescription[];
  readonly centre: CentreDescription;
  readonly countdown: string;
  /** The replay controls while a replay is watched, else null. */
  readonly replay: ReplayBarDescription | null;
  /** Play feedback shown so far: ✕ marks, F1 lock rings and "too slow!" texts by seat, good-play flashes. */
  readonly feedback: FeedbackDescription;
}

/** The running table screen. */
export class TableScreen implements Screen {
  readonly id = 'table' as const;
  readonly root = new Container();
  private readonly backdrop = new Backdrop();
  private readonly centre = new CentreView();
  private readonly areaLayer = new Container();
  private readonly fly = new FlyLayer();
  private readonly feedback = new PlayFeedback();
  private readonly banner = new Banner();
  private readonly countdown = new CountdownNumeral();
  private areas: PlayerAreaView[] = [];
  private layout: TableLayout | null = null;
  private layoutKey = '';
  private size = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private snapshot: Snapshot | null = null;
  private receivedAt = 0;
  /** Replay controls under the table while `snapshot.replay` is set (the table then leaves room for them). */
  private readonly replayBar: ReplayBar;
  /** The presses every table takes alike (pause, continuing a stopped round) and the seats' own. */
  private readonly tableInput: TableInput;
  private readonly animator: TableAnimator;
  /** Ligretto's pad actions with each device's row cursor: the hub uses them while this table is the game's. */
  readonly actions = new RowCursors();

  constructor(private readonly services: AppServices) {
    this.replayBar = new ReplayBar(services);
    this.tableInput = new TableInput((msg) => services.send(msg), this.replayBar);
    this.animator = new TableAnimator(this.animationTarget());
    this.root.addChild(this.backdrop, this.centre, this.areaLayer, this.fly, this.feedback, this.countdown, this.banner, this.replayBar);
  }

  show(snapshot: Snapshot | null): void {
    if (snapshot) this.update(snapshot, []);
  }

  hide(): void {
    this.finishMotions();
    this.banner.hide();
    this.services.hub.setMode('menu');
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.layoutKey = '';
    this.backdrop.draw(width, height);
    this.replayBar.resize(width, height);
    if (this.snapshot) this.update(this.snapshot, []);
  }

  private relayout(game: GameState): void {
    const rowSlots = game.players[0]?.row.length ?? 3;
    const height = this.size.h - this.replayBar.reserve(this.size.w, this.size.h);
    const advanced = game.options.advancedRow;
    const key = `${game.players.length}|${rowSlots}|${advanced}|${this.size.w}x${height}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.finishMotions();
    this.layout = tableLayout(game.players.length, this.size.w, height, rowSlots, advanced);
    this.centre.layout(this.layout.centre, this.layout.centreCard, this.layout.scale, this.layout.centrePiles);
    while (this.areas.length < game.players.length) this.areaLayer.addChild((this.areas[this.areas.length] = new PlayerAreaView()));
    this.areas.forEach((view, i) => {
      const area = this.layout?.areas[i];
      view.visible = area !== undefined;
      if (area) view.layout(area);
    });
    this.actions.setRowSize(rowSlots);
  }

  update(snapshot: Snapshot, events: readonly GameEvent[]): void {
    const game = ligrettoState(snapshot);
    this.snapshot = snapshot;
    this.receivedAt = performance.now();
    this.tableInput.shown(snapshot.stage, this.receivedAt);
    if (!game) return;
    if (events.some((e) => e.type === 'round-dealt')) this.finishMotions();
    this.replayBar.update(snapshot);
    this.relayout(game);
    const playing = snapshot.stage === 'playing' || snapshot.stage === 'countdown';
    this.services.hub.setMode(playing && !snapshot.paused && !snapshot.replay ? 'game' : 'menu');
    this.centre.setOwners(snapshot.players, snapshot.seats);
    this.animator.play(events);
    this.centre.update(game.piles);
    this.drawAreas(snapshot, game);
    this.centre.setRound(t('table.round', { n: game.match.round }));
    this.tick(performance.now());
  }

  private drawAreas(snapshot: Snapshot, game: GameState): void {
    const centreCounts = new Array<number>(game.players.length).fill(0);
    for (const pile of game.piles) for (const c of pile.cards) centreCounts[cardOwner(c)] = (centreCounts[cardOwner(c)] ?? 0) + 1;
    game.players.forEach((player, i) => {
      const seatIndex = snapshot.players[i] ?? -1;
      const seat = snapshot.seats[seatIndex];
      const view = this.areas[i];
      if (!seat || !view) return;
      // A replay's seats are not played from this room's devices: no button hints, no row cursor.
      const device = seat.kind === 'person' && !snapshot.replay ? deviceOfBinding(seat.input) : null;
      const hints = device
        ? hintLine(this.services.hub.hints(device), game.options.advancedRow, player.row.length)
        : seat.kind === 'bot'
          ? `${t('lobby.seatBot')} · ${t(`bot.${seat.botLevel}`)}`
          : '';
      const frozen = snapshot.frozen.find((f) => f.seat === seatIndex);
      view.update(player, {
        seat,
        total: game.match.totals[i] ?? 0,
        centreCards: centreCounts[i] ?? 0,
        cursor: device ? this.actions.slotOf(deviceKey(device)) : null,
        hints,
        badge: frozen ? (frozen.bot ? t('table.botStandIn') : t('table.reconnect')) : null,
      });
    });
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
        const seat = this.snapshot?.seats[this.snapshot.players[player] ?? -1];
        return seat ? { back: seat.back, color: PLAYER_COLORS[seat.color]?.hex ?? UI.text } : null;
      },
      hidePileTop: (pile, count) => this.centre.hideTop(pile, count),
      hideRowTop: (player, slot, count) => this.areas[player]?.hideRowTop(slot, count),
      // A good play lands with a flash in its player's colour.
      fly: (card, from, to, delay, duration, onLand) =>
        fly.fly(card, from, to, delay, duration, () => {
          onLand();
          const color = this.colourOf(cardOwner(card));
          if (color !== null) this.feedback.good(to, color, uiScale(this.size.w, this.size.h));
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
    const snapshot = this.snapshot;
    const s = uiScale(this.size.w, this.size.h);
    const name = player === null ? '' : (snapshot?.seats[snapshot.players[player] ?? -1]?.name ?? '');
    const text: Record<BannerKind, readonly [string, string, number]> = {
      start: [t('countdown.go'), '', UI.accent],
      stop: [t('table.stopCall'), t('table.stopped', { name }), UI.bad],
      blockade: [t('table.blockade'), t('table.blockadeEnd'), UI.accent],
      reshuffle: [t('table.blockade'), t('table.reshuffling'), UI.accent],
    };
    const [title, sub, color] = text[kind];
    this.banner.show(title, sub, color, this.size.w, this.size.h, s, duration);
  }

  /** A player's seat colour, null when the seat is unknown. */
  private colourOf(player: number): number | null {
    const seat = this.snapshot?.seats[this.snapshot.players[player] ?? -1];
    return seat ? (PLAYER_COLORS[seat.color]?.hex ?? UI.text) : null;
  }

  message(msg: HostMessage): void {
    const snapshot = this.snapshot;
    if (msg.t !== 'rejected' || !snapshot) return;
    const player = snapshot.players.indexOf(msg.seat);
    const area = this.areas[player];
    const seat = snapshot.seats[msg.seat];
    if (!area || !seat) return;
    const kind =
      msg.do === 'row' ? 'row' : msg.do === 'flip' ? 'hand' : msg.do === 'stack' || msg.do === 'stack-to-row' ? 'stack' : 'waste';
    const rect = area.slotRect(kind, msg.slot ?? 0);
    const frame = area.frameRect();
    if (!rect || !frame) return;
    const s = uiScale(this.size.w, this.size.h);
    const show = refusalFeedback(msg, seat.kind === 'person', gameTimeNow(snapshot, this.receivedAt, performance.now()));
    this.services.sounds.play('reject');
    const card = area.cardAt(kind, msg.slot ?? 0);
    if (show.shake && card) this.feedback.shake(card, s);
    if (show.mark) this.feedback.mark(String(msg.seat), rect, s);
    if (show.lockMs > 0) this.feedback.lock(String(msg.seat), frame.rect, frame.radius, show.lockMs, msg.lockedUntil ?? 0, s);
    if (show.tooSlow)
      this.feedback.tooSlow(String(msg.seat), frame.rect, t('table.tooSlow'), (this.layout?.areas[player]?.labelPx ?? 40) * 1.4);
    this.services.requestRender();
  }

  input(events: readonly InputEvent[]): void {
    const snapshot = this.snapshot;
    const game = ligrettoState(snapshot);
    if (!snapshot || !game) return;
    for (const { seat, action } of this.tableInput.actions(snapshot, events)) {
      const intent = intentFor(action, seat);
      if (intent) this.services.send({ t: 'intent', seat, do: intent.do, ...('slot' in intent ? { slot: intent.slot } : {}) });
      else if (action.kind === 'row-cursor') this.drawAreas(snapshot, game);
    }
  }

  tick(now: number): boolean {
    const bar = this.replayBar.tick(now);
    return this.tickCountdown(now) || bar;
  }

  /** The countdown numeral still has to change, or the replay bar moves. */
  moving(): boolean {
    const now = performance.now();
    return countdownMoving(this.snapshot, this.receivedAt, now) || this.replayBar.moving(now);
  }

  private tickCountdown(now: number): boolean {
    return this.countdown.tick(this.snapshot, this.receivedAt, now, this.size, this.services.sounds);
  }

  /** What the table shows now. */
  describe(): TableDescription {
    return {
      areas: this.areas.slice(0, ligrettoState(this.snapshot)?.players.length ?? 0).map((a) => a.describe()),
      centre: this.centre.describe(),
      countdown: this.countdown.text,
      replay: this.replayBar.describe(),
      feedback: this.feedback.describe(),
    };
  }
}
