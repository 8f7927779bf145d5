/**
 * A hand-driven requestAnimationFrame and performance.now for the render loop's tests: frames run only when the test
 * says, at the time it gives, so a test counts the frames a loop asks for without waiting on the wall clock.
 */
import { gsap } from 'gsap';

/** The page's frame requests and clock, faked for one test. */
export class FakeFrames {
  /** The clock performance.now() reads (ms). */
  now = 0;
  private queue: FrameRequestCallback[] = [];
  private ids = new Map<number, FrameRequestCallback>();
  private next = 1;
  private restore: (() => void) | null = null;

  /** Frames asked for and not run yet. */
  get asked(): number {
    return this.queue.length;
  }

  /** Runs the frames asked for (if any) at `now` ms; returns whether one ran. */
  run(now: number): boolean {
    const list = this.queue;
    this.queue = [];
    for (const cb of list) cb(now);
    return list.length > 0;
  }

  /** Runs frames `stepMs` apart until none is asked for (at most `max`); returns how many ran. */
  runUntilIdle(max = 1000, stepMs = 16): number {
    let n = 0;
    while (n < max) {
      this.now += stepMs;
      if (!this.run(this.now)) break;
      n++;
    }
    return n;
  }

  /**
   * Runs frames `stepMs` apart until `loop` is idle and no frame is asked for (at most `max`); returns the frames the
   * loop itself ran. GSAP's own ticker asks this fake for frames too (it reads requestAnimationFrame when it wakes)
   * and decides on the wall clock whether a tick tells the loop, so only the loop's own count is exact.
   */
  runLoop(loop: { readonly idle: boolean; readonly stats: { readonly frames: number } }, max = 1000, stepMs = 16): number {
    const before = loop.stats.frames;
    for (let i = 0; i < max && !(loop.idle && this.asked === 0); i++) {
      this.now += stepMs;
      this.run(this.now);
    }
    return loop.stats.frames - before;
  }

  readonly request = (cb: FrameRequestCallback): number => {
    this.queue.push(cb);
    this.ids.set(this.next, cb);
    return this.next++;
  };

  readonly cancel = (id: number): void => {
    const cb = this.ids.get(id);
    this.ids.delete(id);
    this.queue = this.queue.filter((c) => c !== cb);
  };

  /** Puts these frames and this clock in place of the page's (undo with `uninstall`), GSAP's timeline emptied. */
  install(): this {
    const raf = globalThis.requestAnimationFrame;
    const cancel = globalThis.cancelAnimationFrame;
    const now = performance.now.bind(performance);
    globalThis.requestAnimationFrame = this.request;
    globalThis.cancelAnimationFrame = this.cancel;
    performance.now = () => this.now;
    gsap.globalTimeline.clear();
    this.restore = () => {
      globalThis.requestAnimationFrame = raf;
      globalThis.cancelAnimationFrame = cancel;
      performance.now = now;
    };
    return this;
  }

  /** Puts the page's frames and clock back, GSAP's timeline emptied and its ticker asleep (it must wake no loop after). */
  uninstall(): void {
    gsap.globalTimeline.clear();
    gsap.ticker.sleep();
    this.restore?.();
    this.restore = null;
  }
}
