/**
 * A game clock that end-to-end tests steer (test-only; `serve --test-clock`): it runs at a chosen multiple
 * of real time, holds still on demand, and steps by hand while held. Timers fire in game-time order.
 */
import type { Clock } from './clock';

/** What the clock is doing, as reported to the test. */
export interface TestClockState {
  readonly now: number;
  readonly held: boolean;
  readonly scale: number;
}

interface Timer {
  readonly at: number;
  readonly fn: () => void;
  readonly id: number;
}

/** The most the clock may run ahead of real time (faster makes bots outrun the host loop, not the test). */
export const MAX_TEST_CLOCK_SCALE = 100;

export class TestClock implements Clock {
  /** Game time at real time `realBase` (while held: the time it holds at). */
  private base = 0;
  private realBase: number;
  private scale = 1;
  private held = false;
  /** The latest timer time fired: time never reads earlier (real-time rounding could otherwise re-arm forever). */
  private floor = 0;
  /** Set by hold() so that an advance() in progress stops at the timer that asked for the hold. */
  private interrupted = false;
  private timers: Timer[] = [];
  private nextId = 0;
  private cancelReal: (() => void) | null = null;
  /** While a step of work runs (still()), the one game time it reads; null between steps. */
  private latched: number | null = null;

  /** `real` drives the running clock: the real clock in `serve`, a ManualClock in unit tests. */
  constructor(private readonly real: Clock) {
    this.realBase = real.now();
  }

  now(): number {
    if (this.held) return this.base;
    return this.latched ?? Math.max(this.floor, this.base + (this.real.now() - this.realBase) * this.scale);
  }

  /**
   * Runs `fn` with game time standing still: every read inside gets the time the step began at. At 100 times real
   * time, a host that the machine's load stalls for 300 ms would otherwise see 30 s of game time pass between
   * starting a turn's timer and showing it (and a hold inside the step would stop the clock that much later).
   */
  still<T>(fn: () => T): T {
    if (this.latched !== null || this.held) return fn();
    this.latched = this.now();
    try {
      return fn();
    } finally {
      this.latched = null;
    }
  }

  wakeAt(at: number, fn: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at, fn, id });
    this.rearm();
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
      this.rearm();
    };
  }

  rate(): number {
    return this.held ? 0 : this.scale;
  }

  state(): TestClockState {
    return { now: this.now(), held: this.held, scale: this.scale };
  }

  /** Stops game time where it is; timers wait until run() or advance(). */
  hold(): void {
    this.interrupted = true;
    if (this.held) return;
    this.base = this.now();
    this.held = true;
    this.rearm();
  }

  /** Lets game time run again from where it stands, at `scale` times real time (unchanged when not given). */
  run(scale = this.scale): void {
    if (!(scale > 0 && scale <= MAX_TEST_CLOCK_SCALE)) throw new Error(`scale must be in (0, ${MAX_TEST_CLOCK_SCALE}], got ${scale}`);
    this.base = this.now();
    this.realBase = this.real.now();
    this.scale = scale;
    this.held = false;
    this.rearm();
    // Timers already due (a hold that stopped mid-step) fire now, not after the next real wake-up.
    this.fireDue();
  }

  /**
   * While held, moves game time forward by up to `ms`, firing every timer that falls due in time order.
   * Stops early, at the timer's time, when a timer's work calls hold() (a test's hold-on stage was entered).
   */
  advance(ms: number): void {
    if (!this.held) throw new Error('advance needs a held clock');
    if (!(ms >= 0 && Number.isFinite(ms))) throw new Error(`advance needs a finite ms >= 0, got ${ms}`);
    const end = this.base + ms;
    this.interrupted = false;
    for (;;) {
      const due = this.earliest();
      if (!due || due.at > end) break;
      this.timers = this.timers.filter((t) => t.id !== due.id);
      this.base = Math.max(this.base, due.at);
      due.fn();
      if (this.interrupted) return;
    }
    this.base = end;
  }

  private earliest(): Timer | undefined {
    return this.timers.reduce<Timer | undefined>((a, t) => (!a || t.at < a.at || (t.at === a.at && t.id < a.id) ? t : a), undefined);
  }

  /** One real wake-up for the earliest timer, none while held. */
  private rearm(): void {
    this.cancelReal?.();
    this.cancelReal = null;
    if (this.held) return;
    const first = this.earliest();
    if (!first) return;
    const realAt = this.realBase + (first.at - this.base) / this.scale;
    this.cancelReal = this.real.wakeAt(realAt, () => {
      this.cancelReal = null;
      this.fireDue(first.at);
    });
  }

  /**
   * Fires the timers due by now, in order, until one of them holds the clock. `reached` is the game time the
   * real wake-up was armed for: it counts as come even when real time converts back a hair short of it.
   */
  private fireDue(reached = -Infinity): void {
    this.floor = Math.max(this.floor, Math.min(reached, this.now() + 1));
    for (;;) {
      if (this.held) break;
      const due = this.earliest();
      if (!due || due.at > this.now()) break;
      this.timers = this.timers.filter((t) => t.id !== due.id);
      this.floor = Math.max(this.floor, due.at);
      this.still(due.fn);
    }
    this.rearm();
  }
}
