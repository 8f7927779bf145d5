/** Cards in motion over the table: plays flying to their pile, row refills and flips. */
import { motion } from '@renderer/ui/motion';
import { Container } from 'pixi.js';
import type { Card } from '@shared/games/ligretto/cards';
import type { Rect } from '@renderer/games/ligretto/layout/table-layout';
import { CardView } from '@renderer/views/cards/CardView';

/**
 * Card views kept for the next flights once they land. A deal or a burst of plays can have a hundred cards in the air
 * at once; the pool keeps enough for the busiest moments of play and destroys the rest as they land (it kept every
 * view ever made before: ~100 more each round, with their shapes and subscriptions).
 */
export const FLY_POOL_MAX = 48;

/** A pool-backed layer of short-lived card sprites. */
export class FlyLayer extends Container {
  private readonly pool: CardView[] = [];
  private readonly live = new Set<gsap.core.Animation>();

  constructor() {
    super();
    // Its own render group: a card taking off or landing rebuilds the draw list of the cards in the air only, not the
    // whole stage's (backdrop, banners, every screen's root).
    this.isRenderGroup = true;
  }

  private take(card: Card | null, back: { back: number; color: number } | null, rect: Rect): CardView {
    const view = this.pool.pop() ?? new CardView();
    view.setSize(rect.w, rect.h);
    if (card !== null) view.setFace(card);
    else if (back) view.setBack(back.back, back.color);
    view.pivot.set(rect.w / 2, rect.h / 2);
    view.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
    view.scale.set(1);
    view.rotation = 0;
    view.alpha = 1;
    view.visible = true;
    this.addChild(view);
    return view;
  }

  private give(view: CardView): void {
    if (view.destroyed || this.pool.includes(view)) return;
    this.removeChild(view);
    if (this.pool.length < FLY_POOL_MAX) this.pool.push(view);
    else view.destroy();
  }

  /** Views waiting in the pool (tests: it stays bounded). */
  get pooled(): number {
    return this.pool.length;
  }

  private track(anim: gsap.core.Animation): void {
    this.live.add(anim);
    anim.eventCallback('onComplete', () => this.live.delete(anim));
  }

  /** A card flies from `from` to `to` after `delay` ms, lifting off and landing with a small bounce. */
  fly(card: Card, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void {
    const view = this.take(card, null, from);
    view.visible = false;
    const scaleTo = to.w / from.w;
    const tl = motion.timeline({ delay: delay / 1000, onStart: () => void (view.visible = true) });
    tl.to(
      view,
      { x: to.x + to.w / 2, y: to.y + to.h / 2, rotation: (Math.random() - 0.5) * 0.12, duration: duration / 1000, ease: 'power2.out' },
      0,
    )
      .to(view.scale, { x: 1.18, y: 1.18, duration: (duration / 1000) * 0.4, ease: 'sine.out' }, 0)
      .to(view.scale, { x: scaleTo, y: scaleTo, duration: (duration / 1000) * 0.6, ease: 'sine.in' }, (duration / 1000) * 0.4)
      .call(() => {
        onLand();
        this.give(view);
      });
    this.track(tl);
  }

  /** A card slides from the stack into a row slot (P6 refill) or onto a row column (A1). */
  slide(card: Card, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void {
    const view = this.take(card, null, from);
    view.visible = false;
    const tl = motion.timeline({ delay: delay / 1000, onStart: () => void (view.visible = true) });
    tl.to(view, { x: to.x + to.w / 2, y: to.y + to.h / 2, duration: duration / 1000, ease: 'power1.inOut' }).call(() => {
      onLand();
      this.give(view);
    });
    this.track(tl);
  }

  /** Three cards turn over from the hand onto the waste (P7): a quick fanned flip. */
  flip(
    cards: readonly Card[],
    from: Rect,
    to: Rect,
    back: { back: number; color: number },
    delay: number,
    duration: number,
    onLand: () => void,
  ): void {
    const last = cards.length - 1;
    cards.forEach((card, i) => {
      const view = this.take(null, back, from);
      view.visible = false;
      const d = delay / 1000 + (i * duration) / 3000;
      const tl = motion.timeline({ delay: d, onStart: () => void (view.visible = true) });
      tl.to(view, { x: to.x + to.w / 2, y: to.y + to.h / 2, duration: duration / 1000, ease: 'power2.out' }, 0)
        .to(view.scale, { x: 0, duration: duration / 2000, ease: 'sine.in' }, 0)
        .call(() => void view.setFace(card), [], duration / 2000)
        .to(view.scale, { x: 1, duration: duration / 2000, ease: 'sine.out' }, duration / 2000)
        .call(() => {
          if (i === last) onLand();
          this.give(view);
        });
      this.track(tl);
    });
  }

  /** Runs `fn` after `delay` ms on the animations' clock (finished early by `finishAll`, like every motion). */
  after(delay: number, fn: () => void): void {
    this.track(motion.delayedCall(delay / 1000, fn));
  }

  /** Finishes every animation at once (a newer state wins: a new round, a new screen). */
  finishAll(): void {
    for (const anim of [...this.live]) anim.progress(1);
    this.live.clear();
  }

  /** How many animations are running. */
  get running(): number {
    return this.live.size;
  }
}
