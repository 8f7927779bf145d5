/** Game time: the session clock with every paused stretch left out. */
import type { Clock } from './clock';

/** The session's game clock; pausing stops it. */
export class GameTime {
  private pausedAt = 0;
  private pausedTotal = 0;
  paused = false;

  constructor(private readonly clock: Clock) {}

  /** Game ms now. */
  now(): number {
    return (this.paused ? this.pausedAt : this.clock.now()) - this.pausedTotal;
  }

  /** Game ms per real ms right now: 0 while paused or while the clock stands still, else the clock's rate. */
  rate(): number {
    return this.paused ? 0 : (this.clock.rate?.() ?? 1);
  }

  /** The clock time at which game time reaches `at` (while running). */
  clockAt(at: number): number {
    return at + this.pausedTotal;
  }

  /** Pauses or resumes; false when nothing changed. */
  setPaused(paused: boolean): boolean {
    if (paused === this.paused) return false;
    if (paused) this.pausedAt = this.clock.now();
    else this.pausedTotal += this.clock.now() - this.pausedAt;
    this.paused = paused;
    return true;
  }
}
