/** Time as an input: the session reads a clock and asks it for one wake-up at a time. */

/** A clock in milliseconds with a single cancellable wake-up. */
export interface Clock {
  now(): number;
  /** Calls `fn` once at or after `at`; the returned function cancels it. */
  wakeAt(at: number, fn: () => void): () => void;
  /** Clock ms per real ms right now (0 while it stands still); absent: 1, it keeps real time. */
  rate?(): number;
  /**
   * Runs `fn` as one step of work that reads one time throughout (a test clock running many times faster than real
   * time would otherwise move on while the step runs); absent: `fn` just runs, reading the clock as it goes.
   */
  still?<T>(fn: () => T): T;
}

/** The real clock: performance.now and setTimeout. */
export const realClock: Clock = {
  now: () => performance.now(),
  wakeAt(at, fn) {
    const timer = setTimeout(fn, Math.max(0, at - performance.now()));
    return () => clearTimeout(timer);
  },
};

/** A clock that moves only when told to, for tests, benchmarks and simulations. */
export class ManualClock implements Clock {
  private time = 0;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 0;

  now(): number {
    return this.time;
  }

  wakeAt(at: number, fn: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at, fn, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }

  /** Moves time forward by `ms`, firing every wake-up that falls due, in time order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t.id !== due.id);
      this.time = Math.max(this.time, due.at);
      due.fn();
    }
    this.time = end;
  }

  /** Runs until `done()` holds or `limitMs` of clock time has passed; false when the limit was hit. */
  runUntil(done: () => boolean, limitMs: number, stepMs = 50): boolean {
    const stop = this.time + limitMs;
    while (!done()) {
      if (this.time >= stop) return false;
      this.advance(stepMs);
    }
    return true;
  }
}
