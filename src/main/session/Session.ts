/** The game's single authority: it handles every view's message, builds the snapshots and schedules the game's wake-ups. */
import { BUILT_IN_BOTS } from '@bots/index';
import { BUILT_IN_GAMES } from '@engine/registry';
import { DEFAULT_GAME } from '@shared/game';
import type { ControlOp, HostOutMessage, LanStatus, NativePadStatus, RawPadState, RemoteStatus, Snapshot } from '@shared/protocol';
import type { BotLevelName } from '@shared/seats';
import type { StreamPolicy, ViewRole } from '@shared/stream-schema';
import type { EventFile } from '@shared/event/event-schema';
import type { EventSave } from './EventRun';
import { GameTime } from './GameTime';
import { LobbyState } from './lobby-state';
import { LostControllers } from './lost-controllers';
import { MatchLife } from './match-life';
import { PersonIntents } from './person-intents';
import type { SessionDeps, SessionSaves } from './ports';
import { ResultsGate } from './results-gate';
import { SideStatus, type RemoteCommand } from './side-status';
import { ViewHub, type View, type ViewHandle, type ViewLink, type ViewMessage } from './ViewHub';
import { LessonHost } from './lesson-host';
import { LiveHints } from './live-hints';
import { buildSnapshot } from './session-snapshot';

export type { ViewHandle, ViewLink } from './ViewHub';
export type { RemoteCommand } from './side-status';
export type { SessionDeps } from './ports';

/**
 * The host session. Imports no Electron: it runs in the main process, in plain Node and in tests. Its parts are modules
 * of their own: the lobby (LobbyState), lost controllers, the side devices (SideStatus), results waits (ResultsGate),
 * people's intents with Even latency (PersonIntents) and the match's life (MatchLife, whose MatchRunner plays the game).
 */
export class Session {
  private rev = 0;
  private cancelWake: (() => void) | null = null;
  /** Whether results screens move on by themselves (off: they wait for the people). */
  private autoAdvance: boolean;
  /** Game nights, replays and profiles; null when the host keeps no saves (tests, benchmarks). */
  private saves: SessionSaves | null = null;
  private readonly time: GameTime;
  private readonly hub: ViewHub;
  private readonly lobby: LobbyState;
  private readonly lost: LostControllers;
  private readonly side: SideStatus;
  private readonly gate = new ResultsGate();
  private readonly intents: PersonIntents;
  private readonly life: MatchLife;
  private readonly lessons: LessonHost;
  private readonly hints: LiveHints;

  constructor(private readonly deps: SessionDeps) {
    const games = deps.games ?? BUILT_IN_GAMES;
    this.time = new GameTime(deps.clock);
    this.autoAdvance = deps.autoAdvance ?? false;
    const changed = (): void => this.emit([]);
    const schedule = (): void => this.schedule();
    const match = (): MatchLife['match'] => this.life.match;
    const paused = (): boolean => this.time.paused;
    const now = (): number => this.gameNow();
    const lobbyHost = { inLobby: () => this.life.inLobby(), practice: () => this.life.practice, changed, log: deps.log };
    this.lobby = new LobbyState(games, deps.game ?? games.games[0]?.id ?? DEFAULT_GAME, lobbyHost);
    const setPaused = (on: boolean): void => this.setPaused(on);
    this.lost = new LostControllers(this.lobby, { match, paused, setPaused, schedule, changed, seed: deps.seed });
    this.side = new SideStatus(deps.log, changed);
    this.hub = new ViewHub(
      deps.log,
      () => this.snapshot(),
      // One message is one step of work: it reads one game time throughout (see Clock.still).
      (view, msg) => (deps.clock.still ? deps.clock.still(() => this.handle(view, msg)) : this.handle(view, msg)),
      (role, snapshot) => this.side.present(role, snapshot),
    );
    const hub = this.hub;
    const send = (view: View, msg: HostOutMessage): void => hub.send(view, msg);
    const refuse = (view: View, error: string): void => hub.refuse(view, error);
    this.intents = new PersonIntents(games, this.lobby, this.side, { match, paused, now, refuse, send, schedule });
    this.life = new MatchLife(deps, games, deps.bots ?? BUILT_IN_BOTS, this.lobby, this.lost, {
      now,
      saves: () => this.saves,
      autoAdvance: () => this.autoAdvance,
      changed: (events) => {
        this.schedule();
        this.emit(events);
      },
      stopped: () => {
        this.intents.clear();
        this.time.setPaused(false);
      },
      broadcast: (msg) => hub.broadcast(msg),
      played: (intent, at, turnBased) => this.hints.played(intent, at, turnBased),
    });
    this.hints = new LiveHints({
      match,
      demo: () => this.life.demo,
      paused,
      now,
      options: () => this.lobby.options,
      seats: () => this.lobby.seats,
      firstMatch: () => this.life.practice || this.life.realMatchCount <= 1,
    });
    this.lessons = new LessonHost(games, {
      clock: deps.clock,
      log: deps.log,
      teach: deps.teach === true,
      busy: () => this.life.demo || this.lobby.hasEvent() || (this.saves?.resumePlan() ?? null) !== null,
      startMatch: () => {
        // The match the lesson was asked for, if it still can start.
        if (this.life.match === null && this.lobby.startProblem() === null) this.life.start();
        else this.emit([]);
      },
      changed: (events) => this.emit(events),
    });
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
    const { rev, time, life, lobby, side, lost, gate, saves, hints, lessons, autoAdvance } = this;
    return buildSnapshot({ rev, time, life, lobby, side, lost, gate, saves, hints, lessons, autoAdvance, clock: this.deps.clock });
  }

  /** Whether results screens move on by themselves (a host setting, off by default); a results screen on show follows at once. */
  setAutoAdvance(on: boolean): void {
    if (on === this.autoAdvance) return;
    this.autoAdvance = on;
    this.life.match?.paceChanged();
    this.schedule();
    this.emit([]);
  }

  /** Publishes the LAN controller server's state to every view (the lobby draws the QR code and room code). */
  setLan(lan: LanStatus | null): void {
    this.side.setLan(lan);
  }

  /** Publishes remote players' state (the relay's code, lock, round trips) to every view. */
  setRemote(remote: RemoteStatus | null): void {
    this.side.setRemote(remote);
  }

  /** Who answers the lobby's `remote` commands (lock, kick); null while remote players are off. */
  setRemoteControl(control: ((cmd: RemoteCommand) => string | null) | null): void {
    this.side.setRemoteControl(control);
  }

  /** Remote players' setting for the TV and who answers its `remote-players` switch (null: it is refused). */
  setRemoteSetup(...args: Parameters<SideStatus['setRemoteSetup']>): void {
    this.side.setRemoteSetup(...args);
  }

  /** Who answers the lobby's `lan` commands (LAN mode's service); null while LAN mode is off. */
  setLanControl(control: ((address: string) => string | null) | null): void {
    this.side.setLanControl(control);
  }

  /** Publishes whether native gamepads work, and how many are connected. */
  setNativePads(status: NativePadStatus | null): void {
    this.side.setNativePads(status);
  }

  /** Sets streamer safety and names on stream views (checked; a bad value throws and changes nothing); every view is updated. */
  setStreamPolicy(policy: StreamPolicy): void {
    this.side.setStreamPolicy(policy);
  }

  /** Forwards native pad states to every view's raw-pad seam; they never touch the game state. */
  sendNativePads(pads: readonly RawPadState[]): void {
    this.hub.broadcast({ t: 'native-pads', pads });
  }

  /** Connects a view (the TV by default, or a read-only stream view); it gets a snapshot after its hello. */
  connect(link: ViewLink, role: ViewRole = 'tv'): ViewHandle {
    return this.hub.connect(link, role);
  }

  /** Main-process hooks (keep-awake, storage) that see every snapshot; returns an unsubscribe function. */
  observe(listener: (snapshot: Snapshot<unknown>, events: readonly unknown[]) => void): () => void {
    return this.hub.observe(listener);
  }

  /** Number of connected views. */
  viewCount(): number {
    return this.hub.count;
  }

  /**
   * Runs an event at this table (in the lobby only): its next table is seated (bots of `standIn` level stand in for the
   * entrants until people take the seats over), each finished match records its places, and `save` gets every change:
   * a result is shown, and the next table seated, once its save has resolved.
   */
  runEvent(file: EventFile, save: EventSave, standIn: BotLevelName = 'casual'): string | null {
    if (!this.life.inLobby()) return 'an event can start only in the lobby';
    this.lobby.runEvent(file, save, standIn);
    this.emit([]);
    return null;
  }

  /** Stops running the event (its file stays as saved). */
  leaveEvent(): void {
    this.lobby.leaveEvent();
    this.emit([]);
  }

  /** Gives the session its saves: every round is then saved, nights can be resumed and replays watched. */
  attachSaves(saves: SessionSaves): void {
    this.saves = saves;
    saves.bind({
      clock: this.deps.clock,
      inLobby: () => this.life.inLobby(),
      changed: (events) => this.emit(events),
      broadcast: (msg) => this.hub.broadcast(msg),
      restoreLobby: (seats, options, game) => this.lobby.restore(seats, options, game),
    });
  }

  /** Refuses with `error` when there is one; else shows the change unless the command showed it itself (`emit` false). */
  private answer(view: View, error: string | null, emit = true): void {
    if (error !== null) this.hub.refuse(view, error);
    else if (emit) this.emit([]);
  }

  private handle(view: View, msg: ViewMessage): void {
    if (this.saves?.watching() && msg.t !== 'saves' && msg.t !== 'device')
      return this.hub.refuse(view, 'a replay is being watched: close it first');
    if (this.lessons.current && msg.t !== 'howto' && msg.t !== 'device' && msg.t !== 'saves' && msg.t !== 'auto-advance')
      return this.hub.refuse(view, 'how to play is on: skip it first');
    switch (msg.t) {
      case 'howto':
        return this.answer(
          view,
          msg.op === 'skip' ? this.lessons.end() : this.lessons.show(msg.game ?? this.lobby.game, 'back', this.life.demo),
          false,
        );
      case 'intent':
        return this.intents.receive(view, msg);
      case 'lobby':
        return this.answer(view, this.lobby.command(msg.cmd, this.life.match));
      case 'control':
        return this.control(view, msg.op, msg.seat);
      case 'auto-advance':
        return this.setAutoAdvance(msg.on);
      case 'lost-seat':
        return this.answer(view, this.lost.choose(msg.seat, msg.choice), false);
      case 'demo':
        return this.life.startDemo(msg.bots);
      case 'device':
        return msg.change.op === 'lost' ? this.lost.lost(msg.change.input) : this.lost.found(msg.change.input, msg.change.previous);
      case 'saves':
        if (!this.saves) return this.hub.refuse(view, 'this host keeps no saves');
        return this.saves.command(msg.cmd, (reply) => this.hub.send(view, reply));
      case 'lan':
      case 'remote':
      case 'remote-players':
        return this.answer(view, this.side.command(msg), false);
    }
  }

  private control(view: View, op: ControlOp, seat: number | undefined): void {
    const m = this.life.match;
    switch (op) {
      case 'start-match': {
        if (m) return this.hub.refuse(view, 'a match is already running');
        const problem = this.lobby.startProblem();
        if (problem !== null) return this.hub.refuse(view, problem);
        if (this.lessons.due(this.lobby.game)) return this.answer(view, this.lessons.show(this.lobby.game, 'match', this.life.demo), false);
        const error = this.life.start();
        return error === null ? undefined : this.hub.send(view, { t: 'refused', error });
      }
      case 'start-practice':
      case 'leave-practice': {
        const error = op === 'start-practice' ? this.life.startPractice() : this.life.leavePractice();
        return error === null ? undefined : this.hub.send(view, { t: 'refused', error });
      }
      case 'pause':
        if (this.time.paused || !m) return this.hub.refuse(view, 'nothing to pause');
        return this.setPaused(true);
      case 'resume':
        if (!this.time.paused) return this.hub.refuse(view, 'not paused');
        this.lost.resumedByHand();
        return this.setPaused(false);
      case 'continue': {
        if (this.time.paused || !m?.skippable()) return this.hub.refuse(view, 'nothing to skip');
        const wait = this.gate.waiting(m, this.lobby.seats, this.lost.frozen, this.time.paused);
        if (!this.gate.press(m, wait, seat)) return this.emit([]);
        m.advance();
        return this.schedule();
      }
      case 'end-match':
        return this.life.toLobby(m !== null && !this.life.demo);
    }
  }

  private setPaused(paused: boolean): void {
    if (!this.time.setPaused(paused)) return;
    if (!paused) this.life.match?.resumed();
    this.schedule();
    this.emit([]);
  }

  /** Sets the one wake-up at the match's or a held intent's next due time (none while paused). */
  private schedule(): void {
    this.cancelWake?.();
    this.cancelWake = null;
    if (this.time.paused) return;
    const times = [this.life.match?.nextAt() ?? null, this.intents.nextAt(), this.hints.nextAt()].filter((t): t is number => t !== null);
    if (times.length === 0) return;
    this.cancelWake = this.deps.clock.wakeAt(this.time.clockAt(Math.min(...times)), () => this.wake());
  }

  private wake(): void {
    this.cancelWake = null;
    // A stuck seat's hint is due: every view hears of it (the match itself may have nothing to do now).
    if (this.hints.changed()) this.emit([]);
    this.intents.release(this.gameNow());
    this.life.match?.wake(this.gameNow());
    this.schedule();
  }

  private emit(events: readonly unknown[]): void {
    this.rev++;
    const msg: HostOutMessage = { t: 'snapshot', snapshot: this.snapshot(), events };
    this.hub.broadcast(msg);
  }
}
