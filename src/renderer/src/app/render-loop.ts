/**
 * Render on demand: an animation frame is requested only when something changed (a snapshot, input feedback, a
 * resize), while a tween runs or while the screen on show moves with time. Nothing else asks for frames: with nothing
 * moving, the page does no work at all.
 */
import { gsap } from 'gsap';

/** Counts of what the loop did, for the benchmark, the idle-frame check and the end-to-end waits. */
export interface LoopStats {
  /** Animation frames the loop ran (each one was asked for; an idle page runs none). */
  frames: number;
  /** Frames that drew (a frame that only moved a clock forward without a visible change does not draw). */
  renders: number;
  /** JS time (ms) of each rendered frame: the snapshot applied, the updates, the animation and the render call. */
  readonly frameMs: number[];
  /** JS time (ms) of the latest render call alone (Pixi's render: scene walk, batching, WebGL calls queued). */
  lastRenderMs: number;
}

/** How often the loop may draw. */
export interface FramePacing {
  /**
   * At most this many renders a second (none: the display's rate). Frames still run as often as there is something
   * to apply (snapshots, input, tweens), so the scene and the debug hooks stay current; only the drawing is spaced.
   */
  readonly maxFps?: number;
  /** Runs `run` after `ms` (setTimeout; tests pass their own). */
  readonly setTimer?: (run: () => void, ms: number) => void;
}

/** The `fps` page option (`?fps=20`): a frame cap from 1 to 240 frames a second, or none when absent or not such a number. */
export function maxFpsOption(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('fps');
  if (raw === null) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 240) {
    console.warn(`fps=${raw} is not a whole number from 1 to 240: drawing at the display's rate`);
    return undefined;
  }
  return n;
}

/** Is any GSAP tween or timeline running or waiting to start (a delay, a delayed call)? */
export function animating(): boolean {
  const root = gsap.globalTimeline;
  const time = root.time();
  // Top level only: a timeline's end covers its children. Finished tweens leave the root by themselves.
  return root.getChildren(false, true, true).some((t) => !t.paused() && t.endTime() > time);
}

/**
 * Runs `step` and, when it or `requestRender` asked for it, `render`, in animation frames that are requested only
 * while there is something to do: a render asked for, a tween, or `busy()` (a snapshot waiting, a screen that moves
 * with time). GSAP runs on the loop's own clock, which stands still while the loop sleeps: a tween started while
 * idle starts from the moment the loop wakes, never from the last frame seconds ago.
 */
export class RenderLoop {
  private dirty = true;
  private scheduled = false;
  /** Inside a frame: a wake now only asks the frame to request the next one (the clock runs on). */
  private inFrame = false;
  private again = false;
  /** GSAP's time (ms): it advances only by the time between frames while the loop runs. */
  private clock = 0;
  /** The time the clock was last advanced to (the last frame, or the moment the loop woke). */
  private last = 0;
  readonly stats: LoopStats = { frames: 0, renders: 0, frameMs: [], lastRenderMs: 0 };
  /** Shortest time (ms) from one render to the next: 0 draws at the display's rate. */
  private readonly minRenderMs: number;
  private readonly setTimer: (run: () => void, ms: number) => void;
  /** performance.now() when the last render started (-Infinity before the first). */
  private lastRender = Number.NEGATIVE_INFINITY;
  /** A frame is asked for through a timer (a render held back by the cap), not the display yet. */
  private timed = false;
  /** Counts timers, so a timer overtaken by a display frame does nothing when it fires. */
  private timerId = 0;
  private disposed = false;

  constructor(
    private readonly step: (now: number) => boolean,
    private readonly render: () => void,
    private readonly busy: () => boolean = () => false,
    pacing: FramePacing = {},
  ) {
    this.minRenderMs = pacing.maxFps ? 1000 / pacing.maxFps : 0;
    this.setTimer = pacing.setTimer ?? ((run, ms) => void setTimeout(run, ms));
    // GSAP's own ticker would run an animation-frame loop of its own whenever a tween exists. It keeps no listener but
    // this one, which only hears that GSAP woke (a tween was made or played), wakes this loop and puts GSAP back to sleep.
    gsap.ticker.remove(gsap.updateRoot);
    gsap.ticker.add(this.gsapWoke);
    this.clock = gsap.globalTimeline.time() * 1000;
    this.wake();
  }

  private readonly gsapWoke = (): void => {
    gsap.ticker.sleep();
    this.wake();
  };

  /** Asks for one redraw on the next frame. */
  requestRender(): void {
    this.dirty = true;
    this.wake();
  }

  /**
   * Stops the loop for good (the page goes away, a test ends): no more frames, and GSAP gets its own ticker back.
   */
  dispose(): void {
    this.disposed = true;
    this.timerId++;
    gsap.ticker.remove(this.gsapWoke);
    gsap.ticker.add(gsap.updateRoot);
  }

  /** Makes sure a frame comes (something started moving: a tween, a screen that moves with time). */
  wake(): void {
    if (this.disposed) return;
    if (this.inFrame) {
      this.again = true;
      return;
    }
    // A frame waiting for a held-back render comes now instead: the change is applied at once (drawn when due).
    if (this.scheduled && !this.timed) return;
    if (!this.scheduled) this.last = performance.now();
    this.schedule();
  }

  /** Asks for the display's next frame, or after `delayMs` when only a render held back by the cap waits. */
  private schedule(delayMs = 0): void {
    this.scheduled = true;
    const id = ++this.timerId;
    this.timed = delayMs > 0;
    if (!this.timed) {
      requestAnimationFrame(this.frame);
      return;
    }
    this.setTimer(() => {
      if (id !== this.timerId) return;
      this.timed = false;
      requestAnimationFrame(this.frame);
    }, delayMs);
  }

  /** True while no frame is asked for: nothing changed and nothing moves. */
  get idle(): boolean {
    return !this.scheduled && !this.inFrame;
  }

  private readonly frame = (now: number): void => {
    // A display frame asked for twice (a wake overtook a timer) runs once; a disposed loop runs none.
    if (!this.scheduled || this.timed || this.disposed) return;
    this.scheduled = false;
    this.inFrame = true;
    this.again = false;
    try {
      this.draw(now);
    } finally {
      // A frame that threw still keeps the loop alive for the next change.
      this.inFrame = false;
      gsap.ticker.sleep();
      if (this.again || animating() || this.busy()) this.schedule();
      else if (this.dirty) this.schedule(Math.max(0, this.lastRender + this.minRenderMs - performance.now()));
    }
  };

  private draw(now: number): void {
    const t0 = performance.now();
    this.stats.frames++;
    this.clock += Math.max(0, now - this.last);
    this.last = now;
    const tweens = animating();
    gsap.updateRoot(this.clock / 1000);
    const changed = this.step(now);
    if (this.dirty || changed || tweens) {
      // Under a frame cap (`?fps=`) a render inside the interval waits: the scene is up to date, the pixels follow.
      if (t0 - this.lastRender < this.minRenderMs) {
        this.dirty = true;
        return;
      }
      this.dirty = false;
      this.lastRender = t0;
      const r0 = performance.now();
      this.render();
      this.stats.lastRenderMs = performance.now() - r0;
      this.stats.renders++;
      this.stats.frameMs.push(performance.now() - t0);
      if (this.stats.frameMs.length > 5000) this.stats.frameMs.splice(0, 1000);
    }
  }
}
