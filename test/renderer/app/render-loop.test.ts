/** Issue 16: the render loop asks for frames only while something changed or moves; idle, it runs none. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { RenderLoop, animating } from '@renderer/app/render-loop';

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
