/** A celebration: small cards in the players' colours tumble down the screen in two waves, then stop by themselves. */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { confettiPieces, MAX_CONFETTI } from './round-data';

/** Confetti cards per player, before the MAX_CONFETTI cap. */
const PER_PLAYER = 8;

/** Fewest confetti cards for a small table. */
const MIN_PIECES = 50;

/** The confetti layer; `burst` starts one celebration, `stop` clears it. */
export class Confetti extends Container {
  private timeline: gsap.core.Timeline | null = null;
  private readonly contexts = new Map<number, GraphicsContext>();
  private contextScale = 0;

  constructor() {
    super();
    this.eventMode = 'none';
  }

  /** Whether cards are still falling. */
  get running(): boolean {
    return this.timeline !== null;
  }

  /** How many cards are on screen. */
  get pieces(): number {
    return this.children.length;
  }

  /** Drops a bounded number of cards over a width x height screen in the given colours. */
  burst(colors: readonly number[], width: number, height: number, scale: number): void {
    this.stop();
    // Reduced motion (issue 31): no confetti; the results screen says who won without it.
    if (motion.reduced()) return;
    const count = Math.min(MAX_CONFETTI, Math.max(MIN_PIECES, colors.length * PER_PLAYER));
    const specs = confettiPieces(count, colors, width);
    const timeline = motion.timeline({ onComplete: () => this.stop() });
    for (const spec of specs) {
      const card = new Graphics(this.contextFor(spec.color, scale));
      card.position.set(spec.x, -60 * scale);
      card.rotation = spec.spin;
      card.scale.set(spec.size);
      card.alpha = 0.95;
      this.addChild(card);
      const at = spec.delay;
      timeline.to(card, { y: height + 60 * scale, duration: spec.duration, ease: 'power1.in' }, at);
      timeline.to(card, { x: spec.x + spec.drift * scale, duration: spec.duration, ease: 'sine.inOut' }, at);
      timeline.to(card, { rotation: spec.spin * 3, duration: spec.duration, ease: 'none' }, at);
      timeline.to(
        card.scale,
        {
          x: -spec.size,
          duration: 0.35 + Math.abs(spec.spin) * 0.05,
          repeat: Math.ceil(spec.duration / 0.5),
          yoyo: true,
          ease: 'sine.inOut',
        },
        at,
      );
    }
    this.timeline = timeline;
  }

  /** Ends the celebration at once and removes every card. */
  stop(): void {
    this.timeline?.kill();
    this.timeline = null;
    for (const child of this.removeChildren()) child.destroy();
  }

  /** Frees the shared card shapes (when the screen goes away for good). */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.stop();
    for (const ctx of this.contexts.values()) ctx.destroy();
    this.contexts.clear();
    super.destroy(options);
  }

  private contextFor(color: number, scale: number): GraphicsContext {
    if (scale !== this.contextScale) {
      for (const ctx of this.contexts.values()) ctx.destroy();
      this.contexts.clear();
      this.contextScale = scale;
    }
    let ctx = this.contexts.get(color);
    if (!ctx) {
      const w = 26 * scale;
      const h = 36 * scale;
      ctx = new GraphicsContext()
        .roundRect(-w / 2, -h / 2, w, h, 5 * scale)
        .fill(color)
        .roundRect(-w / 2 + 3 * scale, -h / 2 + 3 * scale, w - 6 * scale, h - 6 * scale, 3 * scale)
        .stroke({ color: 0xffffff, width: 2 * scale, alpha: 0.7 });
      this.contexts.set(color, ctx);
    }
    return ctx;
  }
}
