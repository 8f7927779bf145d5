/** The game's single authority: it handles every view's message, builds the snapshots and schedules the game's wake-ups. */
import { DEFAULT_DISPLAY_PREFS, type DisplayPrefs } from '@shared/display';
import type { HostOutMessage, NativePadStatus, RawPadState, Snapshot } from '@shared/protocol';
import type { BotLevelName } from '@shared/seats';
import type { ViewRole } from '@shared/stream-schema';
import type { EventFile } from '@shared/event/event-schema';
import type { EventSave } from './EventRun';
import { runControl, type ControlParts } from './match-controls';
import type { SessionDeps, SessionSaves } from './ports';
import { buildSnapshot } from './session-snapshot';
import { sessionParts, type SessionParts } from './session-parts';
import type { SideStatus } from './side-status';
import type { View, ViewHandle, ViewLink, ViewMessage } from './ViewHub';

export type { ViewHandle, ViewLink } from './ViewHub';
export type { RemoteCommand } from './side-status';
export type { SessionDeps } from './ports';

/**
 * The host session. Imports no Electron: it runs in the main process, in plain Node and in tests. Its parts are modules
 * of their own, made and wired in session-parts.ts: the lobby (LobbyState), lost controllers, the side devices
 * (SideStatus), results waits (ResultsGate), people's intents with Even latency (PersonIntents), the match's life
 * (MatchLife, whose MatchRunner plays the game), live hints and lessons; the match controls are in match-controls.ts.
 */
export class Session {
  private rev = 0;
  private cancelWake: (() => void) | null = null;
  /** Whether results screens move on by themselves (off: they wait for the people). */
  private autoAdvance: boolean;
  /** The TV's reduced motion and large text, passed on to the phones. */
  private display: DisplayPrefs = DEFAULT_DISPLAY_PREFS;
  /** Game nights, replays and profiles; null when the host keeps no saves (tests, benchmarks). */
  private saves: SessionSaves | null = null;
  /** The side devices' state on show (LAN, remote players, native pads, stream policy): their services set it here. */
  readonly side: SideStatus;
  private readonly p: SessionParts;
  private readonly controls: ControlParts;

  constructor(private readonly deps: SessionDeps) {
    this.autoAdvance = deps.autoAdvance ?? false;
    this.p = sessionParts(deps, {
      handle: (view, msg) => this.handle(view, msg),
      snapshot: () => this.snapshot(),
      emit: (events) => this.emit(events),
      schedule: () => this.schedule(),
      setPaused: (on) => this.setPaused(on),
      saves: () => this.saves,
      autoAdvance: () => this.autoAdvance,
    });
    this.side = this.p.side;
    const schedule = (): void => this.schedule();
    this.controls = { ...this.p, setPaused: (on) => this.setPaused(on), schedule, changed: () => this.emit([]) };
  }

  /** Game time: the clock minus every paused stretch. */
  gameNow(): number {
    return this.p.time.now();
  }

  /** The clock's rate changed (a test held or ran its clock): every view gets a snapshot saying so, for its timers. */
  clockChanged(): void {
    this.emit([]);
  }

  /** The current snapshot. */
  snapshot(): Snapshot<unknown> {
    const { rev, saves, autoAdvance, display } = this;
    const { time, life, lobby, side, lost, gate, hints, lessons } = this.p;
    return buildSnapshot({ rev, time, life, lobby, side, lost, gate, saves, hints, lessons, autoAdvance, display, clock: this.deps.clock });
  }

  /** Whether results screens move on by themselves (a host setting, off by default); a results screen on show follows at once. */
  setAutoAdvance(on: boolean): void {
    if (on === this.autoAdvance) return;
    this.autoAdvance = on;
    this.p.life.match?.paceChanged();
    this.schedule();
    this.emit([]);
  }

  /** Publishes whether native gamepads work, and how many are connected. */
  setNativePads(status: NativePadStatus | null): void {
    this.side.setNativePads(status);
  }

  /** Forwards native pad states to every view's raw-pad seam; they never touch the game state. */
  sendNativePads(pads: readonly RawPadState[]): void {
    this.p.hub.broadcast({ t: 'native-pads', pads });
  }

  /** Connects a view (the TV by default, or a read-only stream view); it gets a snapshot after its hello. */
  connect(link: ViewLink, role: ViewRole = 'tv'): ViewHandle {
    return this.p.hub.connect(link, role);
  }

  /** Main-process hooks (keep-awake, storage) that see every snapshot; returns an unsubscribe function. */
  observe(listener: (snapshot: Snapshot<unknown>, events: readonly unknown[]) => void): () => void {
    return this.p.hub.observe(listener);
  }

  /** Number of connected views. */
  viewCount(): number {
    return this.p.hub.count;
  }

  /**
   * Runs an event at this table (in the lobby only): its next table is seated (bots of `standIn` level stand in for the
   * entrants until people take the seats over), each finished match records its places, and `save` gets every change:
   * a result is shown, and the next table seated, once its save has resolved.
   */
  runEvent(file: EventFile, save: EventSave, standIn: BotLevelName = 'casual'): string | null {
    if (!this.p.life.inLobby()) return 'an event can start only in the lobby';
    this.p.lobby.runEvent(file, save, standIn);
    this.emit([]);
    return null;
  }

  /** Stops running the event (its file stays as saved). */
  leaveEvent(): void {
    this.p.lobby.leaveEvent();
    this.emit([]);
  }

  /** Gives the session its saves: every round is then saved, nights can be resumed and replays watched. */
  attachSaves(saves: SessionSaves): void {
    this.saves = saves;
    saves.bind({
      clock: this.deps.clock,
      inLobby: () => this.p.life.inLobby(),
      changed: (events) => this.emit(events),
      broadcast: (msg) => this.p.hub.broadcast(msg),
      restoreLobby: (seats, options, game) => this.p.lobby.restore(seats, options, game),
    });
  }

  /** Refuses with `error` when there is one; else shows the change unless the command showed it itself (`emit` false). */
  private answer(view: View, error: string | null, emit = true): void {
    if (error !== null) this.p.hub.refuse(view, error);
    else if (emit) this.emit([]);
  }

  /** The TV's display settings changed: every view and phone hears of it. */
  private setDisplay(prefs: DisplayPrefs): void {
    if (prefs.reducedMotion === this.display.reducedMotion && prefs.largeText === this.display.largeText) return;
    this.display = prefs;
    this.emit([]);
  }

  private handle(view: View, msg: ViewMessage): void {
    if (msg.t === 'display') return this.setDisplay(msg.prefs);
    if (this.saves?.watching() && msg.t !== 'saves' && msg.t !== 'device')
      return this.p.hub.refuse(view, 'a replay is being watched: close it first');
    if (this.p.lessons.current && msg.t !== 'howto' && msg.t !== 'device' && msg.t !== 'saves' && msg.t !== 'auto-advance')
      return this.p.hub.refuse(view, 'how to play is on: skip it first');
    switch (msg.t) {
      case 'howto':
        return this.answer(
          view,
          msg.op === 'skip' ? this.p.lessons.end() : this.p.lessons.show(msg.game ?? this.p.lobby.game, 'back', this.p.life.demo),
          false,
        );
      case 'intent':
        return this.p.intents.receive(view, msg);
      case 'lobby':
        return this.answer(view, this.p.lobby.command(msg.cmd, this.p.life.match));
      case 'control':
        return this.answer(view, runControl(this.controls, msg.op, msg.seat), false);
      case 'auto-advance':
        return this.setAutoAdvance(msg.on);
      case 'lost-seat':
        return this.answer(view, this.p.lost.choose(msg.seat, msg.choice), false);
      case 'demo':
        return this.p.life.startDemo(msg.bots);
      case 'device':
        return msg.change.op === 'lost' ? this.p.lost.lost(msg.change.input) : this.p.lost.found(msg.change.input, msg.change.previous);
      case 'saves':
        if (!this.saves) return this.p.hub.refuse(view, 'this host keeps no saves');
        return this.saves.command(msg.cmd, (reply) => this.p.hub.send(view, reply));
      case 'lan':
      case 'remote':
      case 'remote-players':
        return this.answer(view, this.side.command(msg), false);
    }
  }

  private setPaused(paused: boolean): void {
    if (!this.p.time.setPaused(paused)) return;
    if (!paused) this.p.life.match?.resumed();
    this.schedule();
    this.emit([]);
  }

  /** Sets the one wake-up at the match's or a held intent's next due time (none while paused). */
  private schedule(): void {
    this.cancelWake?.();
    this.cancelWake = null;
    if (this.p.time.paused) return;
    const times = [this.p.life.match?.nextAt() ?? null, this.p.intents.nextAt(), this.p.hints.nextAt()].filter(
      (t): t is number => t !== null,
    );
    if (times.length === 0) return;
    this.cancelWake = this.deps.clock.wakeAt(this.p.time.clockAt(Math.min(...times)), () => this.wake());
  }

  private wake(): void {
    this.cancelWake = null;
    // A stuck seat's hint is due: every view hears of it (the match itself may have nothing to do now).
    if (this.p.hints.changed()) this.emit([]);
    this.p.intents.release(this.gameNow());
    this.p.life.match?.wake(this.gameNow());
    this.schedule();
  }

  private emit(events: readonly unknown[]): void {
    this.rev++;
    const msg: HostOutMessage = { t: 'snapshot', snapshot: this.snapshot(), events };
    this.p.hub.broadcast(msg);
  }
}
