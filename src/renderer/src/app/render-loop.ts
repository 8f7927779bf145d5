/** Render on demand: a frame is drawn only when something changed or an animation runs. */
import { gsap } from 'gsap';

/** Counts of what the loop did, for the benchmark and the idle-redraw check. */
export interface LoopStats {
  frames: number;
  renders: number;
  /** JS time (ms) of each rendered frame: input, updates, animation and the render call. */
  readonly frameMs: number[];
}

/** Is any GSAP tween or timeline running? */
export function animating(): boolean {
  return gsap.globalTimeline.getChildren(true, true, true).some((t) => t.isActive());
}

/** Runs `step` every animation frame and `render` only when `step` or `requestRender` asked for it. */
export class RenderLoop {
  private dirty = true;
  readonly stats: LoopStats = { frames: 0, renders: 0, frameMs: [] };

  constructor(
    private readonly step: (now: number) => boolean,
    private readonly render: () => void,
  ) {
    gsap.ticker.remove(gsap.updateRoot);
    requestAnimationFrame(this.frame);
  }

  /** Asks for one redraw on the next frame. */
  requestRender(): void {
    this.dirty = true;
  }

  private readonly frame = (now: number): void => {
    const t0 = performance.now();
    this.stats.frames++;
    const tweens = animating();
    gsap.updateRoot(now / 1000);
    const changed = this.step(now);
    if (this.dirty || changed || tweens) {
      this.dirty = false;
      this.render();
      this.stats.renders++;
      this.stats.frameMs.push(performance.now() - t0);
      if (this.stats.frameMs.length > 5000) this.stats.frameMs.splice(0, 1000);
    }
    requestAnimationFrame(this.frame);
  };
}
