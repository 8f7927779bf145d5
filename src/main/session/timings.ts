/** How long each timed stage of the match lasts, in game milliseconds (gameplay tuning, apart from layout). */
export interface StageTimings {
  /** Countdown before "Ligretto!" (S5). */
  readonly countdown: number;
  /** Countdown before the new start call after a reshuffle (B2). */
  readonly reshuffleCountdown: number;
  /** The "Ligretto stop!" banner. */
  readonly stopped: number;
  /** Round scores with their count-up. */
  readonly scores: number;
  /** Standings chart between rounds. */
  readonly standings: number;
  /** Match end before the attract-mode demo starts the next match. */
  readonly demoRestart: number;
}

/** Short, skippable transitions (UX.md: no forced fanfare pauses). */
export const DEFAULT_TIMINGS: StageTimings = {
  countdown: 3000,
  reshuffleCountdown: 2000,
  stopped: 2500,
  scores: 6000,
  standings: 7000,
  demoRestart: 8000,
};
