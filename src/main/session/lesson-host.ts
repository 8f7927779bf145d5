/**
 * The session's how-to-play (docs/howto.md): which lesson is on show, when Start plays one first, and the lesson's own
 * wake-ups on the host clock. The session asks it for the lesson's snapshot and hands it the `howto` messages.
 */
import type { GameId } from '@shared/game';
import type { Clock } from './clock';
import type { GameRegistry } from '@engine/game-registry';
import { LessonRun, type LessonThen } from './LessonRun';

/** What the lesson host needs of the session. */
export interface LessonSession {
  readonly clock: Clock;
  readonly log: (line: string) => void;
  /** Whether Start plays a game's lesson before its first match of the night. */
  readonly teach: boolean;
  /** Whether the demo runs, an event is run, or a saved night resumes: then Start never teaches. */
  readonly busy: () => boolean;
  /** The lesson asked for before a match ended: start that match (why it cannot, or null). */
  readonly startMatch: () => void;
  /** Shows the change to every view. */
  readonly changed: (events: readonly unknown[]) => void;
}

/** The how-to-play on show, and the games taught tonight. */
export class LessonHost {
  private run: LessonRun | null = null;
  private cancel: (() => void) | null = null;
  /** The games whose how-to-play this night has shown (or skipped): Start never plays them again. */
  private readonly taught = new Set<GameId>();

  constructor(
    private readonly games: GameRegistry,
    private readonly host: LessonSession,
  ) {}

  /** The lesson on show, or null. */
  get current(): LessonRun | null {
    return this.run;
  }

  /** Start plays the how-to-play first: teaching is on, this game has none shown tonight, and nothing else runs. */
  due(game: GameId): boolean {
    if (!this.host.teach || this.taught.has(game) || this.host.busy()) return false;
    return this.games.get(game)?.lesson !== undefined;
  }

  /** Shows a game's how-to-play; `then` says what follows it. Why it cannot, or null. */
  show(game: GameId, then: LessonThen, demo: boolean): string | null {
    if (this.run) return 'how to play is already on';
    if (demo) return 'the demo is running';
    const rules = this.games.get(game);
    const lesson = rules?.lesson?.() ?? null;
    if (rules === null || lesson === null) return `no how to play for ${game}`;
    // Shown or skipped, it is never forced again tonight for this game.
    this.taught.add(game);
    this.run = new LessonRun(rules, lesson, this.host.clock.now(), then, this.host.log);
    this.wakeNext();
    this.host.changed([]);
    return null;
  }

  /** The lesson ran out or was skipped: the match it was asked for starts, or the screen behind it comes back. */
  end(): string | null {
    const run = this.run;
    if (!run) return 'no how to play is on';
    this.run = null;
    this.cancel?.();
    this.cancel = null;
    if (run.then === 'match') this.host.startMatch();
    else this.host.changed([]);
    return null;
  }

  private wakeNext(): void {
    this.cancel?.();
    this.cancel = null;
    const at = this.run?.nextAt() ?? null;
    if (at === null) return;
    this.cancel = this.host.clock.wakeAt(at, () => {
      this.cancel = null;
      const run = this.run;
      if (!run) return;
      const events = run.wake(this.host.clock.now());
      if (run.done) {
        this.end();
        return;
      }
      this.wakeNext();
      this.host.changed(events);
    });
  }
}
