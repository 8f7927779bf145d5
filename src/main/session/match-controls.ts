/** The host's match controls (start, practice, pause, resume, continue, end), each checked against the match's state. */
import type { ControlOp } from '@shared/protocol';
import type { GameTime } from './GameTime';
import type { LessonHost } from './lesson-host';
import type { LobbyState } from './lobby-state';
import type { LostControllers } from './lost-controllers';
import type { MatchLife } from './match-life';
import type { ResultsGate } from './results-gate';

/** The session's parts a control reads and steers. */
export interface ControlParts {
  readonly time: GameTime;
  readonly lobby: LobbyState;
  readonly life: MatchLife;
  readonly lost: LostControllers;
  readonly gate: ResultsGate;
  readonly lessons: LessonHost;
  /** Pauses or resumes game time (and tells the match and every view). */
  setPaused(paused: boolean): void;
  schedule(): void;
  /** Every view gets a fresh snapshot. */
  changed(): void;
}

/**
 * Carries out one control from a view (`seat`: who pressed, for a results wait). Returns why it was refused, or null when
 * it was carried out; a carried-out control has told the views itself.
 */
export function runControl(parts: ControlParts, op: ControlOp, seat: number | undefined): string | null {
  const { time, lobby, life, lost, gate, lessons } = parts;
  const m = life.match;
  switch (op) {
    case 'start-match': {
      if (m) return 'a match is already running';
      const problem = lobby.startProblem();
      if (problem !== null) return problem;
      // A game's first match of the night starts with its how to play (once; skippable).
      if (lessons.due(lobby.game)) return lessons.show(lobby.game, 'match', life.demo);
      return life.start();
    }
    case 'start-practice':
      return life.startPractice();
    case 'leave-practice':
      return life.leavePractice();
    case 'pause':
      if (time.paused || !m) return 'nothing to pause';
      parts.setPaused(true);
      return null;
    case 'resume':
      if (!time.paused) return 'not paused';
      lost.resumedByHand();
      parts.setPaused(false);
      return null;
    case 'continue': {
      if (time.paused || !m?.skippable()) return 'nothing to skip';
      const wait = gate.waiting(m, lobby.seats, lost.frozen, time.paused);
      if (!gate.press(m, wait, seat)) parts.changed();
      else {
        m.advance();
        parts.schedule();
      }
      return null;
    }
    case 'end-match':
      life.toLobby(m !== null && !life.demo);
      return null;
  }
}
