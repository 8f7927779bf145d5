/**
 * Plays a game's how-to-play (docs/howto.md) on the host's clock: the lesson's state, then each step's scripted moves
 * at their times, through the game's own rules. Nothing of it is scored, saved or replayed; the session only shows it.
 */
import type { AnyGameRules, AnyLesson, GameId } from '@shared/game';
import type { LessonView } from '@shared/lesson';

/** What the session does when the lesson ends or is skipped: start the match it was asked for, or nothing. */
export type LessonThen = 'match' | 'back';

/** One lesson being played. */
export class LessonRun {
  private current: unknown;
  private step = 0;
  private move = 0;
  private stepAt: number;

  constructor(
    private readonly rules: AnyGameRules,
    private readonly lesson: AnyLesson,
    startedAt: number,
    readonly then: LessonThen,
    private readonly log: (line: string) => void,
  ) {
    this.current = lesson.state;
    this.stepAt = startedAt;
  }

  get game(): GameId {
    return this.rules.id;
  }

  /** The lesson's game state now. */
  get state(): unknown {
    return this.current;
  }

  /** True once the last step has run out. */
  get done(): boolean {
    return this.step >= this.lesson.steps.length;
  }

  /** When something happens next (a move or a step's end), null once done. */
  nextAt(): number | null {
    const step = this.lesson.steps[this.step];
    if (!step) return null;
    const move = step.moves[this.move];
    return this.stepAt + (move ? move.at : step.ms);
  }

  /** Plays everything due by `now`; the events of the moves made (for the table's animations). */
  wake(now: number): unknown[] {
    const events: unknown[] = [];
    for (let at = this.nextAt(); at !== null && at <= now; at = this.nextAt()) {
      const step = this.lesson.steps[this.step];
      const move = step?.moves[this.move];
      if (step && move) {
        this.move++;
        const action = move.action.type === 'intent' ? { ...move.action, at } : move.action;
        const r = this.rules.reduce(this.current, action);
        // A lesson's moves are checked by its tests; one the rules refuse is logged and the lesson goes on.
        if (r.ok) {
          this.current = r.state;
          events.push(...r.events);
        } else this.log(`how to play ${this.rules.id}: step ${step.id} move refused: ${r.reason}`);
      } else if (step) {
        this.stepAt += step.ms;
        this.step++;
        this.move = 0;
      }
    }
    return events;
  }

  /** What the snapshot says about the lesson at `now`. */
  view(now: number): LessonView {
    const last = this.lesson.steps.length - 1;
    const index = Math.min(this.step, last);
    const step = this.lesson.steps[index];
    const ms = step?.ms ?? 0;
    const left = this.done ? 0 : Math.max(0, Math.round(this.stepAt + ms - now));
    return { game: this.rules.id, step: index, steps: this.lesson.steps.length, id: step?.id ?? 'done', ms, left };
  }
}
