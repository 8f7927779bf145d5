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
  readonly stats: LoopStats = { frames: 0, renders: 0, frameMs: [] };

  constructor(
    private readonly step: (now: number) => boolean,
    private readonly render: () => void,
    private readonly busy: () => boolean = () => false,
  ) {
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

  /** Makes sure a frame comes (something started moving: a tween, a screen that moves with time). */
  wake(): void {
    if (this.scheduled) return;
    if (this.inFrame) {
      this.again = true;
      return;
    }
    this.last = performance.now();
    this.schedule();
  }

  private schedule(): void {
    this.scheduled = true;
    requestAnimationFrame(this.frame);
  }

  /** True while no frame is asked for: nothing changed and nothing moves. */
  get idle(): boolean {
    return !this.scheduled && !this.inFrame;
  }

  private readonly frame = (now: number): void => {
    this.scheduled = false;
    this.inFrame = true;
    this.again = false;
    try {
      this.draw(now);
    } finally {
      // A frame that threw still keeps the loop alive for the next change.
      this.inFrame = false;
      gsap.ticker.sleep();
      if (this.again || this.dirty || animating() || this.busy()) this.schedule();
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
      this.dirty = false;
      this.render();
      this.stats.renders++;
      this.stats.frameMs.push(performance.now() - t0);
      if (this.stats.frameMs.length > 5000) this.stats.frameMs.splice(0, 1000);
    }
  }
}
