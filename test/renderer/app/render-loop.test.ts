/** Issue 16: the render loop asks for frames only while something changed or moves; idle, it runs none. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { RenderLoop, animating, maxFpsOption } from '@renderer/app/render-loop';

/** A hand-driven requestAnimationFrame: frames run only when the test says, at the time it gives. */
class FakeFrames {
  private queue: FrameRequestCallback[] = [];
  /** Frames asked for and not run yet. */
  get asked(): number {
    return this.queue.length;
  }
  /** Runs the frame asked for (if any) at `now` ms; returns whether one ran. */
  run(now: number): boolean {
    const list = this.queue;
    this.queue = [];
    for (const cb of list) cb(now);
    return list.length > 0;
  }
  private ids = new Map<number, FrameRequestCallback>();
  private next = 1;
  request = (cb: FrameRequestCallback): number => {
    this.queue.push(cb);
    this.ids.set(this.next, cb);
    return this.next++;
  };
  cancel = (id: number): void => {
    const cb = this.ids.get(id);
    this.ids.delete(id);
    this.queue = this.queue.filter((c) => c !== cb);
  };
}

let frames: FakeFrames;
let clockMs = 0;
const realRaf = globalThis.requestAnimationFrame;
const realCancel = globalThis.cancelAnimationFrame;
const realNow = performance.now.bind(performance);

beforeEach(() => {
  frames = new FakeFrames();
  clockMs = 0;
  globalThis.requestAnimationFrame = frames.request;
  globalThis.cancelAnimationFrame = frames.cancel;
  performance.now = () => clockMs;
  gsap.globalTimeline.clear();
});

afterEach(() => {
  gsap.globalTimeline.clear();
  // GSAP's ticker (setTimeout-driven in Node) must not wake a loop after the fakes are gone.
  gsap.ticker.sleep();
  globalThis.requestAnimationFrame = realRaf;
  globalThis.cancelAnimationFrame = realCancel;
  performance.now = realNow;
});

/** Runs frames 16 ms apart until the loop stops asking (at most `max`); returns how many ran. */
function runUntilIdle(max = 1000): number {
  let n = 0;
  while (n < max) {
    clockMs += 16;
    if (!frames.run(clockMs)) break;
    n++;
  }
  return n;
}

describe('RenderLoop', () => {
  it('draws the first frame, then asks for no frames at all while nothing changes', () => {
    let renders = 0;
    const loop = new RenderLoop(
      () => false,
      () => renders++,
    );
    expect(runUntilIdle()).toBe(1);
    expect(renders).toBe(1);
    expect(loop.idle).toBe(true);
    clockMs += 10_000;
    expect(frames.asked).toBe(0);
    expect(loop.stats).toMatchObject({ frames: 1, renders: 1 });
  });

  it('a change asks for exactly one frame, however many changes come before it', () => {
    let renders = 0;
    const loop = new RenderLoop(
      () => false,
      () => renders++,
    );
    runUntilIdle();
    loop.requestRender();
    loop.requestRender();
    loop.requestRender();
    expect(frames.asked).toBe(1);
    expect(runUntilIdle()).toBe(1);
    expect(renders).toBe(2);
  });

  it('keeps frames coming while busy() holds (a moving screen) and draws only the frames whose step changed something', () => {
    let ticks = 0;
    let renders = 0;
    const loop = new RenderLoop(
      () => ++ticks % 3 === 0,
      () => renders++,
      () => ticks < 9,
    );
    expect(runUntilIdle()).toBe(9);
    // The first frame (asked to draw) plus the frames 3, 6 and 9 that changed something.
    expect(renders).toBe(4);
    expect(loop.idle).toBe(true);
  });

  it('runs a tween started while idle from the moment the loop wakes, to its end, then sleeps again', () => {
    const loop = new RenderLoop(
      () => false,
      () => undefined,
    );
    runUntilIdle();
    // Asleep for a minute: GSAP's clock stands still, so the tween is not over on the first frame.
    clockMs += 60_000;
    const target = { x: 0 };
    gsap.to(target, { x: 100, duration: 0.5, ease: 'none' });
    expect(animating()).toBe(true);
    loop.wake();
    clockMs += 16;
    frames.run(clockMs);
    expect(target.x).toBeGreaterThan(0);
    expect(target.x).toBeLessThan(10);
    const more = runUntilIdle();
    // 0.5 s at 16 ms a frame, and no frame after the tween ended.
    expect(more).toBeGreaterThanOrEqual(30);
    expect(more).toBeLessThanOrEqual(33);
    expect(target.x).toBe(100);
    expect(loop.idle).toBe(true);
    expect(animating()).toBe(false);
  });

  it('a tween made while idle wakes the loop by itself (GSAP never runs a frame loop of its own)', () => {
    const loop = new RenderLoop(
      () => false,
      () => undefined,
    );
    runUntilIdle();
    clockMs += 5_000;
    const target = { x: 0 };
    gsap.to(target, { x: 1, duration: 0.1 });
    // GSAP wakes its ticker; the ticker's first tick (at once, or on its own timer in Node, as GSAP's wall clock says)
    // wakes the loop. The test ticks it by hand so the order never depends on that timer; from then on the loop runs
    // the tween.
    gsap.ticker.tick();
    expect(frames.asked).toBeGreaterThan(0);
    runUntilIdle();
    expect(target.x).toBe(1);
    expect(loop.idle).toBe(true);
    expect(frames.asked).toBe(0);
  });

  it('a delayed call keeps the loop awake until it has run', () => {
    const loop = new RenderLoop(
      () => false,
      () => undefined,
    );
    runUntilIdle();
    let called = false;
    gsap.delayedCall(0.2, () => {
      called = true;
    });
    loop.wake();
    runUntilIdle();
    expect(called).toBe(true);
    expect(loop.idle).toBe(true);
  });

  it('keeps running after a frame that threw', () => {
    let fail = true;
    let renders = 0;
    const loop = new RenderLoop(
      () => false,
      () => {
        renders++;
        if (fail) throw new Error('draw failed');
      },
    );
    clockMs += 16;
    expect(() => frames.run(clockMs)).toThrow('draw failed');
    fail = false;
    loop.requestRender();
    expect(runUntilIdle()).toBe(1);
    expect(renders).toBe(2);
  });
});

describe('RenderLoop frame cap (?fps=N)', () => {
  /** Timers the test runs by hand: each with the clock time it is due at. */
  let timers: { due: number; run: () => void }[] = [];
  const setTimer = (run: () => void, ms: number): void => void timers.push({ due: clockMs + ms, run });
  beforeEach(() => {
    timers = [];
  });

  it('at 10 fps a busy screen applies every display frame but draws at most every 100 ms', () => {
    let ticks = 0;
    const steps: number[] = [];
    const renders: number[] = [];
    const loop = new RenderLoop(
      () => {
        steps.push(clockMs);
        return true;
      },
      () => renders.push(clockMs),
      () => ++ticks < 30,
      { maxFps: 10, setTimer },
    );
    for (let i = 0; i < 200 && !loop.idle; i++) {
      const timer = timers.shift();
      if (timer) {
        expect(frames.asked, 'a timer waits only when no display frame is asked for').toBe(0);
        clockMs = Math.max(clockMs, timer.due);
        timer.run();
      }
      clockMs += 16;
      frames.run(clockMs);
    }
    expect(loop.idle).toBe(true);
    // Every display frame stepped (the scene stays current) while busy...
    expect(steps.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => 16 * (i + 1)));
    // ...and the renders kept 100 ms apart, the last change drawn in the end.
    for (let i = 1; i < renders.length; i++) expect((renders[i] ?? 0) - (renders[i - 1] ?? 0)).toBeGreaterThanOrEqual(100);
    expect(renders.length).toBeGreaterThanOrEqual(4);
    expect(renders.length).toBeLessThanOrEqual(6);
    expect(renders.at(-1)).toBeGreaterThanOrEqual(steps.at(-1) ?? Infinity);
  });

  it('a change inside the interval is drawn by a timer when nothing else asks for frames, and a wake overtakes it', () => {
    let renders = 0;
    let changes = 0;
    const loop = new RenderLoop(
      () => false,
      () => renders++,
      () => false,
      { maxFps: 5, setTimer },
    );
    runUntilIdle();
    expect(renders).toBe(1);
    clockMs += 20;
    loop.requestRender();
    clockMs += 16;
    frames.run(clockMs);
    // Held back: no display frame asked for, a timer due 200 ms after the first render.
    expect(renders).toBe(1);
    expect(frames.asked).toBe(0);
    expect(timers).toHaveLength(1);
    expect(loop.idle).toBe(false);
    // A wake (a snapshot came) asks for a display frame at once; the old timer then does nothing.
    loop.wake();
    expect(frames.asked).toBe(1);
    changes++;
    clockMs += 16;
    frames.run(clockMs);
    const stale = timers.shift();
    stale?.run();
    expect(frames.asked, 'the overtaken timer asks for nothing').toBe(0);
    const timer = timers.shift();
    expect(timer).toBeDefined();
    clockMs = timer?.due ?? clockMs;
    timer?.run();
    clockMs += 16;
    frames.run(clockMs);
    expect(renders).toBe(2);
    expect(changes).toBe(1);
    expect(loop.idle).toBe(true);
  });

  it('a change after a long idle draws on the next display frame (the cap never delays a wake after a quiet spell)', () => {
    let renders = 0;
    const mine: { due: number; run: () => void }[] = [];
    const loop = new RenderLoop(
      () => false,
      () => renders++,
      () => false,
      // Its own timer list: a loop of an earlier test (woken through GSAP) may still push to the shared one.
      { maxFps: 5, setTimer: (run, ms) => void mine.push({ due: clockMs + ms, run }) },
    );
    runUntilIdle();
    clockMs += 1000;
    loop.requestRender();
    expect(mine).toEqual([]);
    expect(frames.asked).toBe(1);
    runUntilIdle();
    expect(renders).toBe(2);
  });

  it('reads ?fps=N only as a whole number from 1 to 240', () => {
    expect(maxFpsOption('?fps=20')).toBe(20);
    expect(maxFpsOption('?pads=scripted&fps=240')).toBe(240);
    expect(maxFpsOption('')).toBeUndefined();
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (m: unknown) => void warned.push(m);
    try {
      for (const bad of ['0', '241', '7.5', 'fast', '']) expect(maxFpsOption(`?fps=${bad}`)).toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warned).toHaveLength(5);
  });
});
