/** The game's single authority: seats and lobby, pause, lost controllers, saves and views; a MatchRunner plays the game. */
import { BUILT_IN_BOTS, type AnyGameBot, type BotRegistry } from '@bots/index';
import { BUILT_IN_GAMES, type GameRegistry } from '@engine/registry';
import { DEFAULT_GAME, type AnyGameRules, type GameId, type StageTimings } from '@shared/game';
import type { ClientMessage, ControlOp, HostOutMessage, LobbyCommand, LostSeatChoice, ResultsWait, Snapshot } from '@shared/protocol';
import { openWait, pressContinue } from '@shared/results-wait';
import { fitLanStatus } from '@shared/fit-text';
import type { LanStatus, NativePadStatus, RawPadState, RemoteStatus } from '@shared/protocol';

/** A lobby command for remote players (lock the relay room, kick a remote seat). */
export type RemoteCommand = Extract<ClientMessage, { t: 'remote' }>['cmd'];
import { DEFAULT_MATCH_OPTIONS, type BotLevelName, type InputBinding, type MatchOptions, type Seat } from '@shared/seats';
import { DEFAULT_STREAM_POLICY, streamPolicySchema, type StreamPolicy, type ViewRole } from '@shared/stream-schema';
import type { Clock } from './clock';
import { GameTime } from './GameTime';
import { applyLobby, emptySeats, fillWithBots, occupiedSeats, sameInput } from './lobby';
import { resumeGame, startGame, type StartResult } from './match-start';
import { gameIntent, MatchRunner, shownIntent } from './MatchRunner';
import type { MatchRecord, SessionSaves } from './ports';
import { snapshotFor } from './stream-views';
import { practiceOptions, practiceRefusal, practiceSeats } from './practice';
import { HintWatch, hintsOn } from './hints';
import { EventRun, type EventSave } from './EventRun';
import { HeldIntents, holdMs, oneWayDelays } from './even-latency';
import type { EventFile } from '@shared/event/event-schema';
import { ViewHub, type View, type ViewHandle, type ViewLink, type ViewMessage } from './ViewHub';

export type { ViewHandle, ViewLink } from './ViewHub';

/** Everything the session needs from outside: time, seeds, a log, and optionally other games or stage timings. */
export interface SessionDeps {
  readonly clock: Clock;
  readonly seed: () => number;
  readonly log: (line: string) => void;
  /** Overrides of every game's stage timings (tests and the demo use short ones). */
  readonly timings?: Partial<StageTimings>;
  /** The games the lobby offers; the built-in ones by default. */
  readonly games?: GameRegistry;
  /** Their bots; the built-in ones by default. */
  readonly bots?: BotRegistry;
  /** The game the lobby starts with; the first registered game by default. */
  readonly game?: GameId;
  /** Whether results screens move on by themselves from the start (off by default; the TV sends its setting). */
  readonly autoAdvance?: boolean;
}

/** The host session. Imports no Electron: it runs in the main process, in plain Node and in tests. */
export class Session {
  private seats: Seat[] = emptySeats();
  private options: MatchOptions = DEFAULT_MATCH_OPTIONS;
  private game: GameId;
  private match: MatchRunner | null = null;
  private readonly time: GameTime;
  private demo = false;
  /** The practice round running: the lobby's seats to restore when it ends (nothing it does is recorded). */
  private practice: { readonly seats: Seat[] } | null = null;
  /** Real matches started this session (the practice round is offered before the first). */
  private realMatches = 0;
  /** Live hints (issue 30): when each player last played in the round on show. */
  private readonly hintWatch = new HintWatch();
  /** The live hints the last snapshot carried, as JSON (a wake that changes them sends a snapshot). */
  private hintKey = '[]';
  /** Seats whose controller was lost mid-match; `bot` when a stand-in bot plays them. */
  private frozen: { seat: number; bot: boolean }[] = [];
  /** The match was paused because a controller was lost (it resumes when the last one is back). */
  private autoPaused = false;
  private rev = 0;
  /** Devices beside the game (phones over the LAN, native pads): shown in the lobby, never read by the rules. */
  private lan: LanStatus | null = null;
  private nativePads: NativePadStatus | null = null;
  private lanControl: ((address: string) => string | null) | null = null;
  private remote: RemoteStatus | null = null;
  private remoteControl: ((cmd: RemoteCommand) => string | null) | null = null;
  private readonly hub: ViewHub;
  private readonly games: GameRegistry;
  private readonly bots: BotRegistry;
  private cancelWake: (() => void) | null = null;
  /** Even latency: intents held until the slowest seat's press would have arrived. */
  private readonly held = new HeldIntents<{ readonly view: View; readonly msg: Extract<ClientMessage, { t: 'intent' }> }>();
  /** Game nights, replays and profiles; null when the host keeps no saves (tests, benchmarks). */
  private saves: SessionSaves | null = null;
  /** Streamer safety and names on stream views (host settings). */
  private stream: StreamPolicy = DEFAULT_STREAM_POLICY;
  /** The event being run at this table, if any. */
  private event: EventRun | null = null;
  /** Whether results screens move on by themselves (off: they wait for the people). */
  private autoAdvance = false;
  /** The seats that pressed continue on the waiting results screen of showing `entered` (MatchRunner.entered). */
  private ready: { readonly entered: number; readonly seats: readonly number[] } = { entered: -1, seats: [] };

  constructor(private readonly deps: SessionDeps) {
    this.games = deps.games ?? BUILT_IN_GAMES;
    this.bots = deps.bots ?? BUILT_IN_BOTS;
    this.game = deps.game ?? this.games.games[0]?.id ?? DEFAULT_GAME;
    this.time = new GameTime(deps.clock);
    this.autoAdvance = deps.autoAdvance ?? false;
    this.hub = new ViewHub(
      deps.log,
      () => this.snapshot(),
      // One message is one step of work: it reads one game time throughout (see Clock.still).
      (view, msg) => (deps.clock.still ? deps.clock.still(() => this.handle(view, msg)) : this.handle(view, msg)),
      (role, snapshot) => snapshotFor(role, this.stream, snapshot),
    );
  }

  /** Game time: the clock minus every paused stretch. */
  gameNow(): number {
    return this.time.now();
  }

  /** The clock's rate changed (a test held or ran its clock): every view gets a snapshot saying so, for its timers. */
  clockChanged(): void {
    this.emit([]);
  }

  /** The current snapshot. */
  snapshot(): Snapshot<unknown> {
    const m = this.match;
    const live: Snapshot<unknown> = {
      rev: this.rev,
      stage: m?.stage ?? 'lobby',
      paused: this.time.paused,
      now: this.gameNow(),
      clockRate: this.time.rate(),
      stageEndsAt: m?.stageEndsAt ?? null,
      turnEndsAt: m?.stage === 'playing' ? m.turnEndsAt : null,
      seats: this.seats,
      options: this.options,
      players: m?.players ?? [],
      frozen: this.frozen,
      autoAdvance: this.autoAdvance,
      waiting: this.waiting(),
      saves: this.saves?.view() ?? null,
      replay: null,
      demo: this.demo,
      hints: this.liveHints(),
      practice: this.practice ? 'playing' : m === null && !this.demo && this.realMatches === 0 && !this.event ? 'offered' : null,
      game: m?.rules.id ?? this.game,
      state: m?.state ?? null,
      lan: this.lan,
      remote: this.remote,
      nativePads: this.nativePads,
      // Between games only: the leaderboard can be long, and mid-game snapshots go out many times a second.
      event: this.event && (m === null || m.stage === 'match-over') ? this.event.view() : null,
    };
    return this.saves ? this.saves.watched(live) : live;
  }

  /** Whether results screens move on by themselves (a host setting, off by default); a results screen on show follows at once. */
  setAutoAdvance(on: boolean): void {
    if (on === this.autoAdvance) return;
    this.autoAdvance = on;
    this.match?.paceChanged();
    this.schedule();
    this.emit([]);
  }

  /** The waiting results screen's wait (people who can press now, who did), null when nothing waits. */
  private waiting(): ResultsWait | null {
    const m = this.match;
    if (!m?.waits() || this.time.paused) return null;
    const wait = openWait(this.seats, m.players, this.frozen);
    const pressed = this.ready.entered === m.entered ? this.ready.seats : [];
    return { ...wait, ready: wait.people.filter((seat) => pressed.includes(seat)) };
  }

  /** Publishes the LAN controller server's state to every view (the lobby draws the QR code and room code). */
  setLan(lan: LanStatus | null): void {
    const code = this.lan?.state === 'on' ? this.lan.roomCode : null;
    this.lan = fitLanStatus(lan);
    // With streamer safety no screen shows how to join, so the host's own console does.
    if (this.stream.safety && this.lan?.state === 'on' && this.lan.roomCode !== code)
      this.deps.log(`streamer safety: phones join at ${this.lan.address} with room code ${this.lan.roomCode}`);
    this.emit([]);
  }

  /** Publishes remote players' state (the relay's code, lock, round trips) to every view. */
  setRemote(remote: RemoteStatus | null): void {
    this.remote = remote;
    this.emit([]);
  }

  /** Who answers the lobby's `remote` commands (lock, kick); null while remote players are off. */
  setRemoteControl(control: ((cmd: RemoteCommand) => string | null) | null): void {
    this.remoteControl = control;
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

  /** Connects a view (the TV by default, or a read-only stream view); it gets a snapshot after its hello. */
  connect(link: ViewLink, role: ViewRole = 'tv'): ViewHandle {
    return this.hub.connect(link, role);
  }

  /**
   * Runs an event at this table (in the lobby only): its next table is seated (bots of `standIn` level stand in for the
   * entrants until people take the seats over), each finished match records its places, and `save` gets every change:
   * a result is shown, and the next table seated, once its save has resolved.
   */
  runEvent(file: EventFile, save: EventSave, standIn: BotLevelName = 'casual'): string | null {
    if (this.match || this.demo) return 'an event can start only in the lobby';
    const run: EventRun = new EventRun(file, save, standIn, (failed) => {
      if (this.event !== run) return;
      if (failed !== null) this.deps.log(`event: the last result is not saved yet: ${failed}`);
      else if (this.match === null && !this.demo) this.seats = run.seats();
      this.emit([]);
    });
    this.event = run;
    this.seats = this.event.seats();
    this.emit([]);
    return null;
  }

  /** Stops running the event (its file stays as saved). */
  leaveEvent(): void {
    this.event = null;
    this.emit([]);
  }

  /** Sets streamer safety and names on stream views (checked; a bad value throws and changes nothing); every view is updated. */
  setStreamPolicy(policy: StreamPolicy): void {
    this.stream = streamPolicySchema.parse(policy);
    this.emit([]);
  }

  /** Main-process hooks (keep-awake, storage) that see every snapshot; returns an unsubscribe function. */
  observe(listener: (snapshot: Snapshot<unknown>, events: readonly unknown[]) => void): () => void {
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
      inLobby: () => this.match === null && !this.demo,
      changed: (events) => this.emit(events),
      broadcast: (msg) => this.hub.broadcast(msg),
      restoreLobby: (seats, options, game) => {
        this.seats = [...seats];
        this.options = options;
        if (this.games.get(game) !== null) this.game = game;
      },
    });
  }

  private record(entry: MatchRecord): void {
    if (!this.demo && !this.practice) this.saves?.record(entry);
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
        return this.control(view, msg.op, msg.seat);
      case 'auto-advance':
        return this.setAutoAdvance(msg.on);
      case 'lost-seat':
        return this.lostSeat(view, msg.seat, msg.choice);
      case 'demo':
        return this.startDemo(msg.bots);
      case 'device':
        return msg.change.op === 'lost'
          ? this.controllerLost(msg.change.input)
          : this.controllerFound(msg.change.input, msg.change.previous);
      case 'saves':
        return this.saves
          ? this.saves.command(msg.cmd, (reply) => this.hub.send(view, reply))
          : this.refuse(view, 'this host keeps no saves');
      case 'lan': {
        const error = this.lanControl ? this.lanControl(msg.address) : 'LAN mode is off on this host';
        return error === null ? undefined : this.refuse(view, error);
      }
      case 'remote': {
        const error = this.remoteControl ? this.remoteControl(msg.cmd) : 'remote players are off on this host';
        return error === null ? undefined : this.refuse(view, error);
      }
    }
  }

  /** A seat's controller vanished: in the lobby the seat is freed, mid-match it freezes (pause or stand-in bot). */
  private controllerLost(input: InputBinding): void {
    const seat = this.seats.findIndex((s) => s.kind === 'person' && sameInput(s.input, input));
    if (seat === -1 || this.frozen.some((f) => f.seat === seat)) return;
    const m = this.match;
    if (!m) {
      const r = applyLobby(this.seats, { op: 'leave', seat });
      if (r.ok) this.seats = r.seats;
      return this.emit([]);
    }
    const player = m.players.indexOf(seat);
    const bot = this.options.lostController === 'bot' && player !== -1;
    this.frozen = [...this.frozen, { seat, bot }];
    if (bot) {
      m.standIn(player, 'skilled', this.deps.seed());
      this.schedule();
    } else if (!this.time.paused) {
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
      if (frozen.bot) this.match?.release(this.match.players.indexOf(seat));
      if (this.autoPaused && this.time.paused && !this.frozen.some((f) => !f.bot)) {
        this.autoPaused = false;
        return this.setPaused(false);
      }
    }
    this.emit([]);
  }

  /**
   * The host's choice for a seat whose controller is lost: a bot plays it until the person is back, the table waits
   * for them (paused), or the seat is given to a bot for the rest of the match (the person may take it back between
   * rounds, like any bot seat).
   */
  private lostSeat(view: View, seat: number, choice: LostSeatChoice): void {
    const m = this.match;
    const lost = this.frozen.find((f) => f.seat === seat);
    const old = this.seats[seat];
    if (!m || !lost || !old) return this.refuse(view, `seat ${seat + 1} has no lost controller`);
    const player = m.players.indexOf(seat);
    if (choice === 'wait') {
      if (lost.bot) {
        m.release(player);
        this.frozen = this.frozen.map((f) => (f === lost ? { seat, bot: false } : f));
      }
      if (!this.time.paused) {
        this.autoPaused = true;
        return this.setPaused(true);
      }
      return this.emit([]);
    }
    if (!lost.bot) m.standIn(player, 'skilled', this.deps.seed());
    if (choice === 'bot') this.frozen = this.frozen.map((f) => (f === lost ? { seat, bot: true } : f));
    else {
      this.frozen = this.frozen.filter((f) => f !== lost);
      this.seats = this.seats.map((s, i) => (i === seat ? { ...old, kind: 'bot', botLevel: 'skilled', input: null } : s));
    }
    if (this.autoPaused && this.time.paused && !this.frozen.some((f) => !f.bot)) {
      this.autoPaused = false;
      return this.setPaused(false);
    }
    this.schedule();
    this.emit([]);
  }

  private setPaused(paused: boolean): void {
    if (!this.time.setPaused(paused)) return;
    if (!paused) this.match?.resumed();
    this.schedule();
    this.emit([]);
  }

  private personIntent(view: View, msg: Extract<ClientMessage, { t: 'intent' }>, released = false): void {
    const seat = this.seats[msg.seat];
    if (!seat || seat.kind !== 'person') return this.refuse(view, `seat ${msg.seat + 1} is not a person's`);
    const m = this.match;
    const player = m ? m.players.indexOf(msg.seat) : -1;
    const rules = m?.rules ?? this.games.get(this.game);
    // Only the game's own reading of an intent is echoed: a kind the game does not know ("constructor") is refused.
    const intent = rules ? gameIntent(rules, Math.max(player, 0), msg) : null;
    if (!rules || intent === null) return this.refuse(view, `not a ${rules?.id ?? this.game} intent: ${msg.do}`);
    if (!m || player === -1 || this.time.paused || m.hasBot(player)) {
      const shown = shownIntent(rules, intent);
      const slot = typeof shown.slot === 'number' ? shown.slot : null;
      return this.hub.send(view, { t: 'rejected', seat: msg.seat, do: shown.do, slot, reason: 'not-running', late: false });
    }
    const hold = released ? 0 : this.evenLatencyHold(msg.seat, m);
    if (hold > 0) this.held.hold(this.gameNow() + hold, { view, msg });
    else m.seatIntent(player, msg);
    this.schedule();
  }

  /** Even latency: game ms to hold this seat's intent (0 when the option is off or the game is not real-time). */
  private evenLatencyHold(seat: number, m: MatchRunner): number {
    if (this.options.evenLatency !== true || m.rules.flow.pace !== 'real-time' || this.remote?.state !== 'on') return 0;
    return holdMs(seat, m.players, oneWayDelays(this.remote.rtt));
  }

  private lobby(view: View, cmd: LobbyCommand): void {
    const stage = this.match?.stage ?? 'lobby';
    const betweenRounds = stage === 'lobby' || stage === 'scores' || stage === 'standings' || stage === 'match-over';
    if (!betweenRounds) return this.refuse(view, 'the lobby can change only between rounds');
    if (this.practice) return this.refuse(view, 'the practice round is on: the seats change for the real match');
    if (stage !== 'lobby' && cmd.op !== 'join' && cmd.op !== 'update-seat')
      return this.refuse(view, 'only joining a bot seat works mid-match');
    if (stage !== 'lobby' && cmd.op === 'join' && (cmd.seat === undefined || this.seats[cmd.seat]?.kind !== 'bot')) {
      return this.refuse(view, 'mid-match, a person can take over a bot seat only');
    }
    if (cmd.op === 'set-game') {
      if (this.games.get(cmd.game) === null) return this.refuse(view, `no game ${cmd.game}`);
      this.game = cmd.game;
      return this.emit([]);
    }
    if (cmd.op === 'set-options') {
      // A structured-cloned message may carry keys set to undefined; they must not wipe an option.
      const given = Object.fromEntries(Object.entries(cmd.options).filter(([, v]) => v !== undefined));
      this.options = { ...this.options, ...given };
      return this.emit([]);
    }
    const r = applyLobby(this.seats, cmd);
    if (!r.ok) return this.refuse(view, r.error);
    this.seats = this.event && cmd.op === 'join' ? this.event.keepEntrantNames(r.seats) : r.seats;
    if (this.match && cmd.op === 'join') this.match.release(this.match.players.indexOf(cmd.seat ?? -1));
    this.emit([]);
  }

  private control(view: View, op: ControlOp, seat: number | undefined): void {
    switch (op) {
      case 'start-match': {
        if (this.match) return this.refuse(view, 'a match is already running');
        if (occupiedSeats(this.seats).length < 2) return this.refuse(view, 'a match needs at least 2 players');
        const unsaved = this.event?.blocked() ?? null;
        if (unsaved !== null) return this.refuse(view, unsaved);
        return this.startMatch(view);
      }
      case 'start-practice': {
        const people = this.seats.filter((s) => s.kind === 'person').length;
        const why = practiceRefusal({
          running: this.match !== null || this.demo,
          realMatches: this.realMatches,
          event: !!this.event,
          people,
        });
        const rules = this.games.get(this.game);
        if (why !== null || rules === null) return this.refuse(view, why ?? `no game ${this.game}`);
        this.practice = { seats: this.seats };
        this.seats = practiceSeats(this.seats, rules.players.max);
        return this.startMatch(view);
      }
      case 'leave-practice':
        // Any seat may leave the practice round: the real match starts at once with the lobby's seats.
        if (!this.practice) return this.refuse(view, 'no practice round is running');
        this.toLobby();
        return occupiedSeats(this.seats).length >= 2 ? this.startMatch(view) : undefined;
      case 'pause':
        if (this.time.paused || !this.match) return this.refuse(view, 'nothing to pause');
        return this.setPaused(true);
      case 'resume':
        if (!this.time.paused) return this.refuse(view, 'not paused');
        this.autoPaused = false;
        return this.setPaused(false);
      case 'continue': {
        const m = this.match;
        if (this.time.paused || !m?.skippable()) return this.refuse(view, 'nothing to skip');
        const wait = this.waiting();
        const press = wait ? pressContinue(wait, seat) : null;
        if (press?.kind === 'wait') {
          this.ready = { entered: m.entered, seats: press.wait.ready };
          return this.emit([]);
        }
        m.advance();
        return this.schedule();
      }
      case 'end-match':
        return this.toLobby(this.match !== null && !this.demo);
    }
  }

  private startDemo(bots: number): void {
    this.toLobby();
    this.seats = fillWithBots(emptySeats(), bots);
    this.demo = true;
    this.startMatch();
  }

  /** Back to the lobby; `ended`: the host ended the match, so its night is over (never offered for resume). */
  private toLobby(ended = false): void {
    if (this.demo) this.seats = emptySeats();
    else if (this.match && this.event) {
      // A recorded result seats the next table once it is saved (runEvent's settled callback).
      const why = this.event.matchEnded(this.match.rules.match(this.match.state), this.match.players);
      if (why !== null) this.deps.log(`event: ${why}`);
    }
    this.match = null;
    this.held.clear();
    this.time.setPaused(false);
    this.demo = false;
    this.frozen = [];
    this.autoPaused = false;
    this.record({ kind: 'match-left', ended });
    if (this.practice) this.seats = this.practice.seats;
    this.practice = null;
    this.schedule();
    this.emit([]);
  }

  private startMatch(view?: View): void {
    const plan = this.demo || this.practice ? null : (this.saves?.resumePlan() ?? null);
    const options = this.practice ? practiceOptions(this.options) : (this.event?.matchOptions(this.options) ?? this.options);
    const rules = this.games.get(plan?.game ?? this.game);
    const bot = rules === null ? null : this.bots.get(rules.id);
    const started =
      rules === null || bot === null
        ? { ok: false as const, problems: [`no game or bots for ${plan?.game ?? this.game}`] }
        : plan
          ? resumeGame(rules, this.seats, plan)
          : startGame(rules, this.seats, options, this.deps.seed());
    if (!started.ok || rules === null || bot === null) {
      const problems = started.ok ? [] : started.problems;
      if (this.practice) this.seats = this.practice.seats;
      this.practice = null;
      this.deps.log(`match refused: ${problems.join('; ')}`);
      if (view) this.hub.send(view, { t: 'refused', error: problems.join('; ') });
      return;
    }
    this.frozen = [];
    if (!this.demo && !this.practice) this.realMatches++;
    this.match = this.runner(rules, bot, started);
    this.record({
      kind: 'match-started',
      game: rules.id,
      seats: this.seats,
      players: started.players,
      lobby: this.options,
      state: started.state,
      at: this.gameNow(),
    });
    this.match.begin(this.seats, this.deps.seed(), started.events);
  }

  private runner(rules: AnyGameRules, bot: AnyGameBot, started: Extract<StartResult, { ok: true }>): MatchRunner {
    const timings = { ...rules.flow.timings, ...this.deps.timings };
    const host = {
      now: () => this.gameNow(),
      emit: (events: readonly unknown[]) => {
        this.schedule();
        this.emit(events);
      },
      record: (entry: MatchRecord) => {
        if (entry.kind === 'intent' && entry.ok) this.hintWatch.played(entry.intent, entry.at, rules.flow.pace !== 'real-time');
        this.record(entry);
      },
      rejected: (
        player: number,
        intent: { readonly do: string; readonly slot?: unknown },
        reason: string,
        late: boolean,
        lockedUntil: number | null,
      ) => {
        const seat = this.match?.players[player] ?? -1;
        const slot = typeof intent.slot === 'number' ? intent.slot : null;
        this.hub.broadcast({ t: 'rejected', seat, do: intent.do, slot, reason, late, ...(lockedUntil === null ? {} : { lockedUntil }) });
      },
      rejectLockMs: () => this.options.rejectLockMs,
      log: this.deps.log,
      matchDone: () => (this.demo ? this.startDemo(this.match?.players.length ?? 2) : this.toLobby()),
      seats: () => this.seats,
      autoAdvance: () => this.autoAdvance,
    };
    return new MatchRunner(rules, bot, started, timings, host, this.demo, this.deps.seed());
  }

  private schedule(): void {
    this.cancelWake?.();
    this.cancelWake = null;
    if (this.time.paused) return;
    const times = [this.match?.nextAt() ?? null, this.held.nextAt(), this.hintWake()].filter((t): t is number => t !== null);
    if (times.length === 0) return;
    const at = Math.min(...times);
    this.cancelWake = this.deps.clock.wakeAt(this.time.clockAt(at), () => this.wake());
  }

  private wake(): void {
    this.cancelWake = null;
    // A stuck seat's hint is due: every view hears of it (the match itself may have nothing to do now).
    const shown = this.hintKey;
    if (JSON.stringify(this.liveHints()) !== shown) this.emit([]);
    for (const { view, msg } of this.held.due(this.gameNow())) this.personIntent(view, msg, true);
    this.match?.wake(this.gameNow());
    this.schedule();
  }

  /** The match whose people's seats get live hints now (a round being played, hints on), its waits begun; null when none. */
  private hinted(): MatchRunner | null {
    const m = this.match;
    const firstMatch = this.practice !== null || this.realMatches <= 1;
    if (!m || this.demo || m.stage !== 'playing' || this.time.paused || !hintsOn(this.options, firstMatch)) {
      this.hintWatch.clear();
      return null;
    }
    this.hintWatch.begin(m, m.rules.match(m.state).round, m.players.length, this.gameNow());
    return m;
  }

  /** Live hints on now: the people's seats (not bots, nor stand-in bots) stuck for a few seconds in a round being played. */
  private liveHints(): Snapshot['hints'] {
    const m = this.hinted();
    const hints = m
      ? this.hintWatch.hints(m.rules, m.state, this.gameNow(), (player) => {
          const seat = m.players[player];
          return seat !== undefined && this.seats[seat]?.kind === 'person' && !m.hasBot(player) ? seat : null;
        })
      : [];
    this.hintKey = JSON.stringify(hints);
    return hints;
  }

  /** The game time the next hint falls due, or null. */
  private hintWake(): number | null {
    return this.hinted() ? this.hintWatch.nextAt(this.gameNow()) : null;
  }

  private emit(events: readonly unknown[]): void {
    this.rev++;
    const msg: HostOutMessage = { t: 'snapshot', snapshot: this.snapshot(), events };
    this.hub.broadcast(msg);
  }
}
