/** When a window whose page crashed or failed to load should try again, and when it should give up (no Electron import). */

/** How hard the window tries: failures within `windowMs` count; each retry waits twice as long as the one before. */
export interface RecoveryPolicy {
  /** Failures within `windowMs` after which the window gives up instead of trying again. */
  readonly maxFailures: number;
  readonly windowMs: number;
  /** Wait before the first retry, in ms; doubled for each further failure still in the window. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/** The app's policy: a page that crashes or fails 4 times within a minute is given up on (after 0.25 + 0.5 + 1 s of waits). */
export const DEFAULT_RECOVERY: RecoveryPolicy = { maxFailures: 4, windowMs: 60_000, firstDelayMs: 250, maxDelayMs: 8_000 };

/** What to do after a failure: try again after `delayMs`, or give up. */
export type RecoveryStep =
  { readonly kind: 'retry'; readonly delayMs: number; readonly failures: number } | { readonly kind: 'give-up'; readonly failures: number };

/** Counts a window's failures in a sliding time window and answers with the next step. */
export class Recovery {
  private failures: number[] = [];

  constructor(
    private readonly policy: RecoveryPolicy = DEFAULT_RECOVERY,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Records one failure (a crash or a failed load) and says what to do next. */
  failed(): RecoveryStep {
    const at = this.now();
    this.failures = this.failures.filter((t) => at - t < this.policy.windowMs);
    this.failures.push(at);
    const failures = this.failures.length;
    if (failures >= this.policy.maxFailures) return { kind: 'give-up', failures };
    const delayMs = Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** (failures - 1));
    return { kind: 'retry', delayMs, failures };
  }
}
