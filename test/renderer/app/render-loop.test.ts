/** Issue 16: the render loop asks for frames only while something changed or moves; idle, it runs none. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { RenderLoop as Loop, animating, maxFpsOption } from '@renderer/app/render-loop';
import { FakeFrames } from '../../support/fake-frames';

/** Every loop a test makes is disposed after it: this file shares its worker (and GSAP's ticker) with other files. */
const made: Loop[] = [];
class RenderLoop extends Loop {
  constructor(...args: ConstructorParameters<typeof Loop>) {
    super(...args);
    made.push(this);
  }
}

let frames: FakeFrames;

beforeEach(() => {
  frames = new FakeFrames().install();
});

afterEach(() => {
  for (const loop of made.splice(0)) loop.dispose();
  frames.uninstall();
});

/** Runs frames 16 ms apart until the loop stops asking (at most `max`); returns how many ran. */
const runUntilIdle = (max = 1000): number => frames.runUntilIdle(max);

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
    frames.now += 10_000;
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
    frames.now += 60_000;
    const target = { x: 0 };
    gsap.to(target, { x: 100, duration: 0.5, ease: 'none' });
    expect(animating()).toBe(true);
    loop.wake();
    frames.now += 16;
    frames.run(frames.now);
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
    frames.now += 5_000;
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
    frames.now += 16;
    expect(() => frames.run(frames.now)).toThrow('draw failed');
    fail = false;
    loop.requestRender();
    expect(runUntilIdle()).toBe(1);
    expect(renders).toBe(2);
  });
});

describe('RenderLoop frame cap (?fps=N)', () => {
  /** Timers the test runs by hand: each with the clock time it is due at. */
  let timers: { due: number; run: () => void }[] = [];
  const setTimer = (run: () => void, ms: number): void => void timers.push({ due: frames.now + ms, run });
  beforeEach(() => {
    timers = [];
  });

  it('at 10 fps a busy screen applies every display frame but draws at most every 100 ms', () => {
    let ticks = 0;
    const steps: number[] = [];
    const renders: number[] = [];
    const loop = new RenderLoop(
      () => {
        steps.push(frames.now);
        return true;
      },
      () => renders.push(frames.now),
      () => ++ticks < 30,
      { maxFps: 10, setTimer },
    );
    for (let i = 0; i < 200 && !loop.idle; i++) {
      const timer = timers.shift();
      if (timer) {
        expect(frames.asked, 'a timer waits only when no display frame is asked for').toBe(0);
        frames.now = Math.max(frames.now, timer.due);
        timer.run();
      }
      frames.now += 16;
      frames.run(frames.now);
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
    frames.now += 20;
    loop.requestRender();
    frames.now += 16;
    frames.run(frames.now);
    // Held back: no display frame asked for, a timer due 200 ms after the first render.
    expect(renders).toBe(1);
    expect(frames.asked).toBe(0);
    expect(timers).toHaveLength(1);
    expect(loop.idle).toBe(false);
    // A wake (a snapshot came) asks for a display frame at once; the old timer then does nothing.
    loop.wake();
    expect(frames.asked).toBe(1);
    changes++;
    frames.now += 16;
    frames.run(frames.now);
    const stale = timers.shift();
    stale?.run();
    expect(frames.asked, 'the overtaken timer asks for nothing').toBe(0);
    const timer = timers.shift();
    expect(timer).toBeDefined();
    frames.now = timer?.due ?? frames.now;
    timer?.run();
    frames.now += 16;
    frames.run(frames.now);
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
      { maxFps: 5, setTimer: (run, ms) => void mine.push({ due: frames.now + ms, run }) },
    );
    runUntilIdle();
    frames.now += 1000;
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

describe('RenderLoop.dispose', () => {
  it('a disposed loop runs no frame on any wake or tween', () => {
    const loop = new RenderLoop(
      () => false,
      () => undefined,
    );
    runUntilIdle();
    const ran = loop.stats.frames;
    loop.dispose();
    loop.requestRender();
    loop.wake();
    gsap.to({ x: 0 }, { x: 1, duration: 0.1, ease: 'none' });
    // Whatever frames are asked for now are GSAP's own ticker's (given back to it), never the loop's.
    for (let i = 0; i < 20; i++) {
      frames.now += 16;
      frames.run(frames.now);
    }
    expect(loop.stats.frames).toBe(ran);
    expect(loop.idle).toBe(true);
  });
});
