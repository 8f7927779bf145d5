/** The game's single authority: lobby, match lifecycle, intents in arrival order, bots on a game clock. */
import { reduce } from '@engine/index';
import type { GameEvent } from '@shared/events';
import { fitLanStatus } from '@shared/fit-text';
import type { Action, Intent } from '@shared/intent';
import {
  toEngineIntent,
  type ClientMessage,
  type ControlOp,
  type HostMessage,
  type LobbyCommand,
  type Snapshot,
  type Stage,
} from '@shared/protocol';
import type { LanStatus, NativePadStatus, RawPadState } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type InputBinding, type MatchOptions, type Seat } from '@shared/seats';
import type { GameState } from '@shared/state';
import { resumeGame } from '../storage/resume-game';
import type { MatchRecord, SessionSaves } from '../storage/saves-port';
import { BotCrew } from './BotCrew';
import type { Clock } from './clock';
import { applyLobby, emptySeats, fillWithBots, occupiedSeats, sameInput } from './lobby';
import { startGame } from './match-start';
import { DEFAULT_TIMINGS, type StageTimings } from './timings';
import { ViewHub, type View, type ViewHandle, type ViewLink, type ViewMessage } from './ViewHub';

export type { ViewHandle, ViewLink } from './ViewHub';

/** Everything the session needs from outside: time, seeds, bots and a log. */
export interface SessionDeps {
  readonly clock: Clock;
  readonly seed: () => number;
  readonly log: (line: string) => void;
  readonly timings?: Partial<StageTimings>;
}

/** The host session. Imports no Electron: it runs in the main process, in plain Node and in tests. */
export class Session {
  private seats: Seat[] = emptySeats();
  private options: MatchOptions = DEFAULT_MATCH_OPTIONS;
  private stage: Stage = 'lobby';
  private paused = false;
  private pausedAt = 0;
  private pausedTotal = 0;
  private stageEndsAt: number | null = null;
  private players: number[] = [];
  private game: GameState | null = null;
  /** The state before the last applied intent, to tell a lost race ("too slow!") from a wrong card. */
  private prevGame: GameState | null = null;
  private demo = false;
  /** Seats whose controller was lost mid-match; `bot` when a stand-in bot plays them. */
  private frozen: { seat: number; bot: boolean }[] = [];
  /** The match was paused because a controller was lost (it resumes when the last one is back). */
  private autoPaused = false;
  private rev = 0;
  /** Devices beside the game (phones over the LAN, native pads): shown in the lobby, never read by the rules. */
  private lan: LanStatus | null = null;
  private nativePads: NativePadStatus | null = null;
  private lanControl: ((address: string) => string | null) | null = null;
  private readonly hub: ViewHub;
  private readonly crew: BotCrew;
  private cancelWake: (() => void) | null = null;
  /** Game nights, replays and profiles; null when the host keeps no saves (tests, benchmarks). */
  private saves: SessionSaves | null = null;
  private readonly timings: StageTimings;

  constructor(private readonly deps: SessionDeps) {
    this.timings = { ...DEFAULT_TIMINGS, ...deps.timings };
    this.crew = new BotCrew();
    this.hub = new ViewHub(
      deps.log,
      () => this.snapshot(),
      (view, msg) => this.handle(view, msg),
    );
  }

  /** Game time: the clock minus every paused stretch. */
  gameNow(): number {
    return (this.paused ? this.pausedAt : this.deps.clock.now()) - this.pausedTotal;
  }

  /** The current snapshot. */
  snapshot(): Snapshot {
    const live: Snapshot = {
      rev: this.rev,
      stage: this.stage,
      paused: this.paused,
      now: this.gameNow(),
      stageEndsAt: this.stageEndsAt,
      seats: this.seats,
      options: this.options,
      players: this.players,
      frozen: this.frozen,
      saves: this.saves?.view() ?? null,
      replay: null,
      demo: this.demo,
      game: this.game,
      lan: this.lan,
      nativePads: this.nativePads,
    };
    return this.saves ? this.saves.watched(live) : live;
  }

  /** Publishes the LAN controller server's state to every view (the lobby draws the QR code and room code). */
  setLan(lan: LanStatus | null): void {
    this.lan = fitLanStatus(lan);
    this.emit([]);
  }

  /** Who answers the lobby's `lan` commands (LAN mode's service); null while LAN mode is off. */
  setLanControl(control: ((address: string) => string | null) | null): void {
    this.lanControl = control;
  }

  /** Publishes whether native gamepads work, and how many are connected. */
  setNativePads(status: NativePadStatus | null): void {
    this.nativePads = status;
    this.emit([]);
  }

  /** Forwards native pad states to every view's raw-pad seam; they never touch the game state. */
  sendNativePads(pads: readonly RawPadState[]): void {
    this.hub.broadcast({ t: 'native-pads', pads });
  }

  /** Connects a view; it gets a snapshot after its hello. */
  connect(link: ViewLink): ViewHandle {
    return this.hub.connect(link);
  }

  /** Main-process hooks (keep-awake, storage) that see every snapshot; returns an unsubscribe function. */
  observe(listener: (snapshot: Snapshot, events: readonly GameEvent[]) => void): () => void {
    return this.hub.observe(listener);
  }

  /** Number of connected views. */
  viewCount(): number {
    return this.hub.count;
  }

  /** Gives the session its saves: every round is then saved, nights can be resumed and replays watched. */
  attachSaves(saves: SessionSaves): void {
    this.saves = saves;
    saves.bind({
      clock: this.deps.clock,
      inLobby: () => this.stage === 'lobby' && !this.demo,
      changed: (events) => this.emit(events),
      broadcast: (msg) => this.hub.broadcast(msg),
      restoreLobby: (seats, options) => {
        this.seats = [...seats];
        this.options = options;
      },
    });
  }

  private record(entry: MatchRecord): void {
    if (!this.demo) this.saves?.record(entry);
  }

  private send(view: View, msg: HostMessage): void {
    this.hub.send(view, msg);
  }

  private refuse(view: View, error: string): void {
    this.hub.refuse(view, error);
  }

  private handle(view: View, msg: ViewMessage): void {
    if (this.saves?.watching() && msg.t !== 'saves' && msg.t !== 'device')
      return this.refuse(view, 'a replay is being watched: close it first');
    switch (msg.t) {
      case 'intent':
        return this.personIntent(view, msg);
      case 'lobby':
        return this.lobby(view, msg.cmd);
      case 'control':
        return this.control(view, msg.op);
      case 'demo':
        return this.startDemo(msg.bots);
      case 'device':
        return msg.change.op === 'lost'
          ? this.controllerLost(msg.change.input)
          : this.controllerFound(msg.change.input, msg.change.previous);
      case 'saves':
        return this.saves ? this.saves.command(msg.cmd, (reply) => this.send(view, reply)) : this.refuse(view, 'this host keeps no saves');
      case 'lan': {
        const error = this.lanControl ? this.lanControl(msg.address) : 'LAN mode is off on this host';
        return error === null ? undefined : this.refuse(view, error);
      }
    }
  }

  /** A seat's controller vanished: in the lobby the seat is freed, mid-match it freezes (pause or stand-in bot). */
  private controllerLost(input: InputBinding): void {
    const seat = this.seats.findIndex((s) => s.kind === 'person' && sameInput(s.input, input));
    if (seat === -1 || this.frozen.some((f) => f.seat === seat)) return;
    if (this.stage === 'lobby') {
      const r = applyLobby(this.seats, { op: 'leave', seat });
      if (r.ok) this.seats = r.seats;
      return this.emit([]);
    }
    const player = this.players.indexOf(seat);
    const bot = this.options.lostController === 'bot' && player !== -1;
    this.frozen = [...this.frozen, { seat, bot }];
    if (bot) {
      this.crew.standIn(player, 'skilled', this.deps.seed());
      if (this.stage === 'playing' && this.game) this.crew.changed(this.game, this.gameNow());
      this.schedule();
    } else if (!this.paused) {
      this.autoPaused = true;
      return this.setPaused(true);
    }
    this.emit([]);
  }

  /** A controller came (back): the seat it drove takes its new binding and unfreezes. */
  private controllerFound(input: InputBinding, previous: InputBinding | null): void {
    const seat = this.seats.findIndex((s) => s.kind === 'person' && (sameInput(s.input, input) || sameInput(s.input, previous)));
    if (seat === -1) return;
    const old = this.seats[seat] as Seat;
    this.seats = this.seats.map((s, i) => (i === seat ? { ...old, input } : s));
    const frozen = this.frozen.find((f) => f.seat === seat);
    if (frozen) {
      this.frozen = this.frozen.filter((f) => f !== frozen);
      if (frozen.bot) this.crew.release(this.players.indexOf(seat));
      if (this.autoPaused && this.paused && !this.frozen.some((f) => !f.bot)) {
        this.autoPaused = false;
        return this.setPaused(false);
      }
    }
    this.emit([]);
  }

  private setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    if (paused) this.pausedAt = this.deps.clock.now();
    else this.pausedTotal += this.deps.clock.now() - this.pausedAt;
    this.paused = paused;
    if (!paused && this.stage === 'playing' && this.game) this.crew.changed(this.game, this.gameNow());
    this.schedule();
    this.emit([]);
  }

  private personIntent(view: View, msg: Extract<ClientMessage, { t: 'intent' }>): void {
    const seat = this.seats[msg.seat];
    if (!seat || seat.kind !== 'person') return this.refuse(view, `seat ${msg.seat + 1} is not a person's`);
    const player = this.players.indexOf(msg.seat);
    if (player === -1 || !this.game || this.paused || this.crew.has(player)) {
      return this.send(view, { t: 'rejected', seat: msg.seat, do: msg.do, slot: msg.slot ?? null, reason: 'not-running', late: false });
    }
    this.applyIntent(toEngineIntent(msg, player));
  }

  /** P5: applies one intent now, in arrival order; a refusal is shown on every view. */
  private applyIntent(intent: Intent): boolean {
    if (!this.game) return false;
    const action = { type: 'intent', intent } as const;
    const r = reduce(this.game, action);
    if (this.game.phase === 'playing') this.record({ kind: 'intent', intent, ok: r.ok, at: this.gameNow() });
    if (r.ok) {
      this.afterGame(r.state, r.events);
      return true;
    }
    const late = r.reason === 'no-fit' && this.prevGame !== null && reduce(this.prevGame, action).ok;
    const seat = this.players[intent.player] ?? -1;
    const msg: HostMessage = { t: 'rejected', seat, do: intent.do, slot: 'slot' in intent ? intent.slot : null, reason: r.reason, late };
    this.hub.broadcast(msg);
    return false;
  }

  private lobby(view: View, cmd: LobbyCommand): void {
    const betweenRounds = this.stage === 'lobby' || this.stage === 'scores' || this.stage === 'standings' || this.stage === 'match-over';
    if (!betweenRounds) return this.refuse(view, 'the lobby can change only between rounds');
    if (this.stage !== 'lobby' && cmd.op !== 'join' && cmd.op !== 'update-seat')
      return this.refuse(view, 'only joining a bot seat works mid-match');
    if (this.stage !== 'lobby' && cmd.op === 'join' && (cmd.seat === undefined || this.seats[cmd.seat]?.kind !== 'bot')) {
      return this.refuse(view, 'mid-match, a person can take over a bot seat only');
    }
    if (cmd.op === 'set-options') {
      // A structured-cloned message may carry keys set to undefined; they must not wipe an option.
      const given = Object.fromEntries(Object.entries(cmd.options).filter(([, v]) => v !== undefined)) as Partial<MatchOptions>;
      this.options = { ...this.options, ...given };
      return this.emit([]);
    }
    const r = applyLobby(this.seats, cmd);
    if (!r.ok) return this.refuse(view, r.error);
    this.seats = r.seats;
    if (this.stage !== 'lobby') this.crew.release(this.players.indexOf(cmd.op === 'join' ? (cmd.seat ?? -1) : -1));
    this.emit([]);
  }

  private control(view: View, op: ControlOp): void {
    switch (op) {
      case 'start-match':
        if (this.stage !== 'lobby') return this.refuse(view, 'a match is already running');
        if (occupiedSeats(this.seats).length < 2) return this.refuse(view, 'a match needs at least 2 players');
        return this.startMatch(view);
      case 'pause':
        if (this.paused || this.stage === 'lobby') return this.refuse(view, 'nothing to pause');
        return this.setPaused(true);
      case 'resume':
        if (!this.paused) return this.refuse(view, 'not paused');
        this.autoPaused = false;
        return this.setPaused(false);
      case 'continue':
        if (
          this.paused ||
          (this.stage !== 'scores' && this.stage !== 'standings' && this.stage !== 'stopped' && this.stage !== 'match-over')
        ) {
          return this.refuse(view, 'nothing to skip');
        }
        return this.advanceStage();
      case 'end-match':
        return this.toLobby();
    }
  }

  private startDemo(bots: number): void {
    this.toLobby();
    this.seats = fillWithBots(emptySeats(), bots);
    this.demo = true;
    this.startMatch();
  }

  private toLobby(): void {
    if (this.demo) this.seats = emptySeats();
    this.stage = 'lobby';
    this.game = null;
    this.players = [];
    this.paused = false;
    this.demo = false;
    this.stageEndsAt = null;
    this.frozen = [];
    this.autoPaused = false;
    this.crew.clear();
    this.record({ kind: 'match-left' });
    this.schedule();
    this.emit([]);
  }

  private startMatch(view?: View): void {
    const plan = this.demo ? null : (this.saves?.resumePlan() ?? null);
    const started = plan ? resumeGame(this.seats, plan) : startGame(this.seats, this.options, this.deps.seed());
    if (!started.ok) {
      this.deps.log(`match refused: ${started.problems.join('; ')}`);
      if (view) this.hub.send(view, { t: 'refused', error: started.problems.join('; ') });
      return;
    }
    this.players = started.players;
    this.frozen = [];
    this.crew.seat(this.seats, this.players, this.deps.seed());
    this.record({
      kind: 'match-started',
      seats: this.seats,
      players: this.players,
      lobby: this.options,
      game: started.state,
      at: this.gameNow(),
    });
    this.enter('countdown', this.timings.countdown, started.state, started.events);
  }

  private enter(stage: Stage, duration: number | null, game: GameState | null, events: readonly GameEvent[]): void {
    this.stage = stage;
    this.game = game;
    this.stageEndsAt = duration === null ? null : this.gameNow() + duration;
    this.schedule();
    this.emit(events);
  }

  private afterGame(state: GameState, events: readonly GameEvent[]): void {
    if (state.phase === 'round-over') {
      this.record({ kind: 'round-over', game: state, seats: this.seats, at: this.gameNow() });
      return this.enter('stopped', this.timings.stopped, state, events);
    }
    if (state.phase === 'awaiting-start') {
      // A newly dealt round gets the full countdown (S5); a reshuffle mid-round the shorter one (B2).
      const dealt = events.some((e) => e.type === 'round-dealt');
      if (dealt) this.record({ kind: 'round-dealt', game: state, at: this.gameNow() });
      return this.enter('countdown', dealt ? this.timings.countdown : this.timings.reshuffleCountdown, state, events);
    }
    this.prevGame = this.game;
    this.game = state;
    this.crew.changed(state, this.gameNow());
    this.schedule();
    this.emit(events);
  }

  private apply(action: Action): void {
    if (!this.game) return;
    const r = reduce(this.game, action);
    if (!r.ok) {
      this.deps.log(`session action ${action.type} refused: ${r.reason}`);
      return;
    }
    if (action.type === 'start') {
      this.stageEndsAt = null;
      this.stage = 'playing';
      this.crew.start(r.state, this.gameNow());
      this.record({ kind: 'start-call', at: this.gameNow() });
    }
    this.afterGame(r.state, r.events);
  }

  private advanceStage(): void {
    const game = this.game;
    if (!game) return;
    switch (this.stage) {
      case 'countdown':
        return this.apply({ type: 'start' });
      case 'stopped':
        return this.enter('scores', this.timings.scores, game, []);
      case 'scores':
        return this.enter('standings', this.timings.standings, game, []);
      case 'standings':
        if (game.match.over) return this.enter('match-over', this.demo ? this.timings.demoRestart : null, game, []);
        return this.apply({ type: 'next-round' });
      case 'match-over':
        if (this.demo) return this.startDemo(this.players.length);
        return this.toLobby();
      default:
        return;
    }
  }

  private schedule(): void {
    this.cancelWake?.();
    this.cancelWake = null;
    if (this.paused) return;
    const botAt = this.stage === 'playing' ? this.crew.nextAt() : null;
    const at = [this.stageEndsAt, botAt].filter((t): t is number => t !== null).reduce((a, b) => Math.min(a, b), Infinity);
    if (at === Infinity) return;
    this.cancelWake = this.deps.clock.wakeAt(at + this.pausedTotal, () => this.wake());
  }

  private wake(): void {
    this.cancelWake = null;
    const now = this.gameNow();
    if (this.stageEndsAt !== null && this.stageEndsAt <= now) return this.advanceStage();
    if (this.stage === 'playing' && this.game) {
      const due = this.crew.due(this.game, now);
      if (due) {
        this.crew.clearPlan(due.player);
        if (!this.applyIntent(due) && this.game) this.crew.sent(due.player, this.game, now);
      }
    }
    this.schedule();
  }

  private emit(events: readonly GameEvent[]): void {
    this.rev++;
    this.hub.broadcast({ t: 'snapshot', snapshot: this.snapshot(), events });
  }
}
