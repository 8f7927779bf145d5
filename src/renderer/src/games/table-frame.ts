/**
 * What every game's table repeats, written once: the backdrop under the game's layers, the countdown numeral, the
 * banner and the replay bar over them, the shared input (pause, continuing a stopped round, a watched replay's bar),
 * the seat hints, and the snapshot's state and events typed as the game's own (`S`, `E`).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { z } from 'zod';
import { latecomersJoin, type BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { PLAYER_COLORS, type Seat } from '@shared/seats';
import type { AppServices } from '@renderer/app/Screen';
import { formatList, t } from '@renderer/i18n/i18n';
import type { DeviceRef, Hint, InputEvent } from '@renderer/input/index';
import { ReplayBar, type ReplayBarDescription } from '@renderer/screens/saves/ReplayBar';
import { Banner } from '@renderer/ui/Banner';
import { DESIGN_HEIGHT, DESIGN_WIDTH, uiScale } from '@renderer/ui/design';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { CountdownNumeral } from './countdown-numeral';
import { countdownMoving, hostNow } from './host-now';
import { HintPulse, type PulseDescription, type PulseTarget } from './hint-pulse';
import { playerHints, type PlayerHint } from './hint-spots';
import { gameTimeNow, refusalFeedback, type RefusalFeedback } from './play-feedback';
import { seatDevice, seatHintLine } from './seat-hint';
import { TableInput, type SeatAction } from './table-input';

/** What a table draws under everything, once per size. */
export interface TableBackdrop extends Container {
  draw(width: number, height: number): void;
}

/** A backdrop of one colour. */
export class FlatBackdrop extends Graphics implements TableBackdrop {
  constructor(private readonly color: number) {
    super();
  }

  draw(width: number, height: number): void {
    this.clear().rect(0, 0, width, height).fill(this.color);
  }
}

/** How a game reads a snapshot: its state (null for another game's snapshot or none) and its events, typed. */
export interface TableGame<S, E> {
  state(snapshot: Snapshot | null): S | null;
  /** The snapshot's events as this game's (each checked against the game's event schema; others are dropped). */
  events(events: readonly BuiltInEvent[]): readonly E[];
}

/**
 * A game's events among a snapshot's, each checked against the game's event schema (the built-in games share some
 * event names, so the schema, not the name, says whose an event is).
 */
export function eventsOf<E>(schema: z.ZodType<E>): (events: readonly BuiltInEvent[]) => E[] {
  return (events) =>
    events.flatMap((e) => {
      const parsed = schema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
}

/** What the frame shows, for the tables' descriptions. */
export interface FrameDescription {
  readonly countdown: string;
  /** The replay controls while a replay is watched, else null. */
  readonly replay: ReplayBarDescription | null;
  /** The live hints' pulses on show (issue 30). */
  readonly hints: readonly PulseDescription[];
  /** The line naming who joins the next match (issue 30: they joined once this one ran), '' when nobody waits. */
  readonly nextMatch: string;
}

/** A refusal of one of this table's seats, with the shared feedback it gets. */
export interface SeatRefusal {
  readonly msg: Extract<HostMessage, { t: 'rejected' }>;
  /** The seat's engine player (-1 when it plays none). */
  readonly player: number;
  readonly seat: Seat;
  readonly show: RefusalFeedback;
}

/** One game's table frame. */
export class TableFrame<S, E> {
  /** The table's root: the backdrop, then the game's layers, then the countdown, the banner and the replay bar. */
  readonly root = new Container();
  private readonly banner = new Banner();
  private readonly countdown = new CountdownNumeral();
  /** The live hints' pulses, over the game's layers and under the countdown and banner. */
  private readonly pulses = new HintPulse();
  /** Who joins the next match, in a pill at the bottom (issue 30). */
  private readonly late = new Container();
  private readonly lateText = new Text({ text: '' });
  private readonly latePill = new Graphics();
  private readonly replayBar: ReplayBar;
  /** The presses every table takes alike (pause, continuing a stopped round) and the seats' own. */
  private readonly tableInput: TableInput;
  private bannerTitle = '';
  private shownSize = { w: DESIGN_WIDTH, h: DESIGN_HEIGHT };
  private latest: Snapshot | null = null;
  private arrived = 0;

  constructor(
    private readonly services: AppServices,
    private readonly backdrop: TableBackdrop,
    private readonly game: TableGame<S, E>,
  ) {
    this.replayBar = new ReplayBar(services);
    this.tableInput = new TableInput((msg) => services.send(msg), this.replayBar);
  }

  /** Puts the game's layers, bottom first, between the backdrop and the frame's countdown, banner and replay bar. */
  layers(...views: Container[]): void {
    this.late.addChild(this.latePill, this.lateText);
    this.root.addChild(this.backdrop, ...views, this.pulses, this.late, this.countdown, this.banner, this.replayBar);
  }

  /** The latest snapshot shown (null before the first). */
  get snapshot(): Snapshot | null {
    return this.latest;
  }

  /** When the latest snapshot arrived (performance.now() time). */
  get receivedAt(): number {
    return this.arrived;
  }

  /** The screen's size. */
  get size(): { readonly w: number; readonly h: number } {
    return this.shownSize;
  }

  /** The UI scale of the screen's size. */
  get scale(): number {
    return uiScale(this.shownSize.w, this.shownSize.h);
  }

  /** The height the game's layout may use: the screen less the replay bar's room while a replay is watched. */
  get tableHeight(): number {
    return this.shownSize.h - this.replayBar.reserve(this.shownSize.w, this.shownSize.h);
  }

  /** The game's state in the latest snapshot. */
  state(): S | null {
    return this.game.state(this.latest);
  }

  /**
   * The update every table opens with: remembers the snapshot, updates the replay bar and the input mode (the game's
   * presses while its round runs on this screen). Returns the game's state and events, null for another game's snapshot.
   */
  open(snapshot: Snapshot, events: readonly BuiltInEvent[]): { readonly state: S; readonly events: readonly E[] } | null {
    this.latest = snapshot;
    this.arrived = performance.now();
    this.tableInput.shown(snapshot.stage, this.arrived);
    const state = this.game.state(snapshot);
    if (state === null) return null;
    this.replayBar.update(snapshot);
    this.drawLatecomers(snapshot);
    const playing = snapshot.stage === 'playing' || snapshot.stage === 'countdown';
    this.services.hub.setMode(playing && !snapshot.paused && !snapshot.replay ? 'game' : 'menu');
    return { state, events: this.game.events(events) };
  }

  /** The table hides: the banner goes, the pads drive the menus. */
  hide(): void {
    this.banner.hide();
    this.pulses.clearAll();
    this.services.hub.setMode('menu');
  }

  /** The screen's new size: the backdrop and the replay bar follow (the game lays itself out again). */
  resize(width: number, height: number): void {
    this.shownSize = { w: width, h: height };
    // A running countdown's numeral centres on the new size; a stale one (no countdown now) goes.
    this.tick(performance.now());
    this.backdrop.draw(width, height);
    this.replayBar.resize(width, height);
    this.lateText.text = '';
    if (this.latest) this.drawLatecomers(this.latest);
  }

  /** The seated players' presses among `events`, after the shared ones (pause, continue, the replay bar). */
  actions(events: readonly InputEvent[]): SeatAction[] {
    return this.latest ? this.tableInput.actions(this.latest, events) : [];
  }

  /** The countdown numeral and the replay bar at `now`; true when either changed. */
  tick(now: number): boolean {
    const bar = this.replayBar.tick(now);
    return this.countdown.tick(this.latest, this.arrived, now, this.shownSize, this.services.sounds) || bar;
  }

  /** The countdown numeral still has to change, or the replay bar moves. */
  moving(now: number): boolean {
    return countdownMoving(this.latest, this.arrived, now) || this.replayBar.moving(now);
  }

  /** Game time at `now`: the snapshot's clock run on at the host's rate since it arrived (held while paused or held). */
  gameNow(now: number): number {
    return this.latest ? hostNow(this.latest, this.arrived, now) : 0;
  }

  /** The seat of engine player `player`. */
  seatOf(player: number): Seat | undefined {
    const snap = this.latest;
    return snap?.seats[snap.players[player] ?? -1];
  }

  /** The name of engine player `player` ('' when unknown). */
  nameOf(player: number): string {
    return this.seatOf(player)?.name ?? '';
  }

  /** The seat colour of engine player `player`, null when the seat is unknown. */
  colourOf(player: number): number | null {
    const seat = this.seatOf(player);
    return seat ? (PLAYER_COLORS[seat.color]?.hex ?? UI.text) : null;
  }

  /** The seat colour index (PLAYER_COLORS, and the seat's emblem) of engine player `player`, null when unknown. */
  colourIndexOf(player: number): number | null {
    return this.seatOf(player)?.color ?? null;
  }

  /** A seat's hint line, the same at every table (see seatHintLine): the game gives its buttons' `line`. */
  seatHint(seat: Seat, line: (hints: readonly Hint[]) => string): string {
    return this.latest ? seatHintLine(this.latest, seat, (device) => this.services.hub.hints(device), line) : '';
  }

  /** The device a seat plays from on this screen (null for a bot, a phone, or a watched replay). */
  deviceOf(seat: Seat): DeviceRef | null {
    return this.latest ? seatDevice(this.latest, seat) : null;
  }

  /** The frozen seat's badge ("Bot stands in", "Reconnecting"), null for a seat that plays. */
  badgeOf(seatIndex: number): string | null {
    const frozen = this.latest?.frozen.find((f) => f.seat === seatIndex);
    return frozen ? (frozen.bot ? t('table.botStandIn') : t('table.reconnect')) : null;
  }

  /** Shows the banner over the table for `ms`. */
  showBanner(title: string, sub: string, color: number, ms: number): void {
    this.bannerTitle = title;
    this.banner.show(title, sub, color, this.shownSize.w, this.shownSize.h, this.scale, ms);
  }

  /** The banner's title while it shows, else ''. */
  bannerText(): string {
    return this.banner.visible ? this.bannerTitle : '';
  }

  /** A refusal of a seat at this table, with its shared feedback; null for other messages and unknown seats. */
  refusal(msg: HostMessage): SeatRefusal | null {
    const snapshot = this.latest;
    if (msg.t !== 'rejected' || !snapshot) return null;
    const seat = snapshot.seats[msg.seat];
    if (!seat) return null;
    const show = refusalFeedback(msg, seat.kind === 'person', gameTimeNow(snapshot, this.arrived, performance.now()));
    return { msg, player: snapshot.players.indexOf(msg.seat), seat, show };
  }

  /** The pill naming whoever joined once the match ran: they play from the next round, or the next game (issue 30). */
  private drawLatecomers(snapshot: Snapshot): void {
    const names = snapshot.replay ? [] : snapshot.seats.filter((s) => s.waiting === true).map((s) => s.name);
    const key = latecomersJoin(snapshot) === 'round' ? 'table.nextRound' : 'table.nextMatch';
    const text = names.length > 0 ? t(key, { names: formatList(names) }) : '';
    this.late.visible = text !== '';
    if (text === this.lateText.text) return;
    const s = this.scale;
    this.lateText.style = sharedTextStyle(30, s, { fill: UI.text });
    this.lateText.text = text;
    this.lateText.anchor.set(0.5, 0.5);
    const { w, h } = this.shownSize;
    const padX = 22 * s;
    const pillH = 52 * s;
    const y = h - this.replayBar.reserve(w, h) - pillH / 2 - 10 * s;
    this.lateText.position.set(w / 2, y);
    this.latePill
      .clear()
      .roundRect(w / 2 - this.lateText.width / 2 - padX, y - pillH / 2, this.lateText.width + 2 * padX, pillH, pillH / 2)
      .fill({ color: 0x05070d, alpha: 0.78 })
      .stroke({ color: UI.accent, width: 3 * s });
  }

  /** The latest snapshot's live hints by engine player (issue 30). */
  hints(): PlayerHint[] {
    return this.latest ? playerHints(this.latest) : [];
  }

  /** Shows exactly these hint pulses, at the spots the game found for its hints. */
  pulse(targets: readonly PulseTarget[]): void {
    if (this.pulses.show(targets)) this.services.requestRender();
  }

  /** What the frame shows. */
  describe(): FrameDescription {
    const nextMatch = this.late.visible ? this.lateText.text : '';
    return { countdown: this.countdown.text, replay: this.replayBar.describe(), hints: this.pulses.describe(), nextMatch };
  }
}
