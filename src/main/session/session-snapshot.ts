/** The host's snapshot, put together from the session's parts (Session.snapshot): what every view is sent. */
import type { DisplayPrefs } from '@shared/display';
import type { Snapshot } from '@shared/protocol';
import type { Clock } from './clock';
import type { GameTime } from './GameTime';
import type { LessonHost } from './lesson-host';
import type { LiveHints } from './live-hints';
import type { LobbyState } from './lobby-state';
import type { LostControllers } from './lost-controllers';
import type { MatchLife } from './match-life';
import type { SessionSaves } from './ports';
import type { ResultsGate } from './results-gate';
import type { SideStatus } from './side-status';

/** The session's parts a snapshot reads. */
export interface SnapshotSources {
  readonly rev: number;
  readonly time: GameTime;
  readonly life: MatchLife;
  readonly lobby: LobbyState;
  readonly side: SideStatus;
  readonly lost: LostControllers;
  readonly gate: ResultsGate;
  readonly saves: SessionSaves | null;
  readonly hints: LiveHints;
  readonly lessons: LessonHost;
  readonly autoAdvance: boolean;
  readonly display: DisplayPrefs;
  readonly clock: Clock;
}

/** The snapshot now: the lobby or the match, the side devices, and a how-to-play or a watched replay over them. */
export function buildSnapshot(src: SnapshotSources): Snapshot<unknown> {
  const { time, life, lobby, lost, saves } = src;
  const m = life.match;
  const { seats, options } = lobby;
  const { lan, remote, remoteSetup, nativePads } = src.side.view();
  const frozen = lost.frozen;
  const live: Snapshot<unknown> = {
    rev: src.rev,
    stage: m?.stage ?? 'lobby',
    paused: time.paused,
    now: time.now(),
    clockRate: time.rate(),
    stageEndsAt: m?.stageEndsAt ?? null,
    turnEndsAt: m?.stage === 'playing' ? m.turnEndsAt : null,
    seats,
    options,
    players: m?.players ?? [],
    frozen,
    autoAdvance: src.autoAdvance,
    display: src.display,
    waiting: src.gate.waiting(m, seats, frozen, time.paused),
    saves: saves?.view() ?? null,
    replay: null,
    demo: life.demo,
    hints: src.hints.hints(),
    practice: practiceOffer(life, lobby),
    game: m?.rules.id ?? lobby.game,
    state: m?.state ?? null,
    lan,
    remote,
    remoteSetup,
    nativePads,
    event: lobby.eventView(m),
  };
  const lesson = src.lessons.current;
  if (lesson) {
    // The lesson's table: its own state and scripted seats (the TV draws them), over whatever waits behind it.
    return {
      ...live,
      stage: 'howto',
      paused: false,
      stageEndsAt: null,
      turnEndsAt: null,
      players: [],
      game: lesson.game,
      state: lesson.state,
      lesson: lesson.view(src.clock.now()),
    };
  }
  return saves ? saves.watched(live) : live;
}

/** The practice round: offered in the lobby before the session's first real match, or playing; null otherwise. */
function practiceOffer(life: MatchLife, lobby: LobbyState): 'offered' | 'playing' | null {
  if (life.practice) return 'playing';
  const idle = life.match === null && !life.demo && !lobby.hasEvent();
  return idle && life.realMatchCount === 0 ? 'offered' : null;
}
