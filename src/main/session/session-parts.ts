/** The session's parts and how they are wired to each other; Session itself keeps the messages, snapshots and wake-ups. */
import { BUILT_IN_BOTS } from '@bots/index';
import { BUILT_IN_GAMES } from '@engine/registry';
import { DEFAULT_GAME } from '@shared/game';
import type { HostOutMessage, Snapshot } from '@shared/protocol';
import { GameTime } from './GameTime';
import { LessonHost } from './lesson-host';
import { LiveHints } from './live-hints';
import { LobbyState } from './lobby-state';
import { LostControllers } from './lost-controllers';
import { MatchLife } from './match-life';
import { PersonIntents } from './person-intents';
import type { SessionDeps, SessionSaves } from './ports';
import { ResultsGate } from './results-gate';
import { SideStatus } from './side-status';
import { ViewHub, type View, type ViewMessage } from './ViewHub';

/** What the parts ask of the session that holds them. */
export interface SessionCore {
  handle(view: View, msg: ViewMessage): void;
  snapshot(): Snapshot<unknown>;
  /** Every view gets a fresh snapshot with `events`. */
  emit(events: readonly unknown[]): void;
  schedule(): void;
  setPaused(paused: boolean): void;
  saves(): SessionSaves | null;
  autoAdvance(): boolean;
}

/** The session's parts: game time, views, the lobby, lost controllers, side devices, results waits, intents, the match, hints and lessons. */
export interface SessionParts {
  readonly time: GameTime;
  readonly hub: ViewHub;
  readonly lobby: LobbyState;
  readonly lost: LostControllers;
  readonly side: SideStatus;
  readonly gate: ResultsGate;
  readonly intents: PersonIntents;
  readonly life: MatchLife;
  readonly hints: LiveHints;
  readonly lessons: LessonHost;
}

/** Makes the parts and wires them to each other and to `core`. */
export function sessionParts(deps: SessionDeps, core: SessionCore): SessionParts {
  const games = deps.games ?? BUILT_IN_GAMES;
  const time = new GameTime(deps.clock);
  const changed = (): void => core.emit([]);
  const schedule = (): void => core.schedule();
  const match = (): MatchLife['match'] => life.match;
  const paused = (): boolean => time.paused;
  const now = (): number => time.now();
  const lobbyHost = { inLobby: () => life.inLobby(), practice: () => life.practice, demo: () => life.demo, changed, log: deps.log };
  const lobby = new LobbyState(games, deps.game ?? games.games[0]?.id ?? DEFAULT_GAME, lobbyHost);
  const setPaused = (on: boolean): void => core.setPaused(on);
  const lost = new LostControllers(lobby, { match, paused, setPaused, schedule, changed, seed: deps.seed });
  const side = new SideStatus(deps.log, changed);
  const hub = new ViewHub(
    deps.log,
    () => core.snapshot(),
    // One message is one step of work: it reads one game time throughout (see Clock.still).
    (view, msg) => (deps.clock.still ? deps.clock.still(() => core.handle(view, msg)) : core.handle(view, msg)),
    (role, snapshot) => side.present(role, snapshot),
  );
  const send = (view: View, msg: HostOutMessage): void => hub.send(view, msg);
  const refuse = (view: View, error: string): void => hub.refuse(view, error);
  const intents = new PersonIntents(games, lobby, side, { match, paused, now, refuse, send, schedule });
  const life: MatchLife = new MatchLife(deps, games, deps.bots ?? BUILT_IN_BOTS, lobby, lost, {
    now,
    saves: () => core.saves(),
    autoAdvance: () => core.autoAdvance(),
    changed: (events) => {
      core.schedule();
      core.emit(events);
    },
    stopped: () => {
      intents.clear();
      time.setPaused(false);
    },
    broadcast: (msg) => hub.broadcast(msg),
    played: (intent, at, turnBased) => hints.played(intent, at, turnBased),
  });
  const hints = new LiveHints({
    match,
    demo: () => life.demo,
    paused,
    now,
    options: () => lobby.options,
    seats: () => lobby.seats,
    firstMatch: () => life.practice || life.realMatchCount <= 1,
  });
  const lessons = new LessonHost(games, {
    clock: deps.clock,
    log: deps.log,
    teach: deps.teach === true,
    busy: () => life.demo || lobby.hasEvent() || (core.saves()?.resumePlan() ?? null) !== null,
    startMatch: () => {
      // The match the lesson was asked for, if it still can start.
      if (life.match === null && lobby.startProblem() === null) life.start();
      else changed();
    },
    changed: (events) => core.emit(events),
  });
  return { time, hub, lobby, lost, side, gate: new ResultsGate(), intents, life, hints, lessons };
}
