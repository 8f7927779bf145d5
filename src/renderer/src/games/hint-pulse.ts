/**
 * The live-hint pulse (issue 30): a soft glowing outline round the card, die or row a stuck newcomer could play,
 * breathing (scale and glow) on GSAP, or a steady outline where motion is reduced (ui/motion.ts). The render loop draws
 * on demand, and a breathing outline is an endless tween that asks it for every frame: so a pulse breathes only while
 * its hint shows (it stops when the hint goes, the table hides or the layer is destroyed) and never under reduced
 * motion, even one turned on while it breathes. The outline stays inside the area it is given, so it never covers
 * another seat.
 */
import { motion as animate, reducedMotion } from '@renderer/ui/motion';
import { Container, Graphics } from 'pixi.js';
import type { Rect } from '@renderer/layout/rect';
import { UI } from '@renderer/ui/style';
import { fitPulse } from './hint-spots';

/** How hints show: a breathing pulse, or a steady outline (reduced motion). */
export type HintMotion = 'pulse' | 'static';

/** One hint to draw: the seat it is for, the part it names (for the tests), the spot and the area it must stay in. */
export interface PulseTarget {
  readonly seat: number;
  /** What the spot is, e.g. "row 2", "stack", "die 3", "deck": the e2e tests read it. */
  readonly part: string;
  readonly spot: Rect;
  /** The seat's own area (or the shared row or deck the hint names): the outline never leaves it. */
  readonly within: Rect;
  readonly scale: number;
}

/** A pulse on show, for the end-to-end tests. */
export interface PulseDescription {
  readonly seat: number;
  readonly part: string;
  readonly spot: Rect;
  readonly motion: HintMotion;
  /** The outline's bounds at its largest, design px: inside the seat's area. */
  readonly reach: Rect;
}

interface Shown {
  readonly key: string;
  readonly g: Graphics;
  /** The breathing, null once the outline holds still. */
  tween: gsap.core.Tween | null;
  /** The description, less its motion (read from `tween`). */
  readonly description: Omit<PulseDescription, 'motion'>;
}

/** The layer of hint pulses over a table. */
export class HintPulse extends Container {
  private readonly shown = new Map<number, Shown>();

  constructor() {
    super();
    this.eventMode = 'none';
  }

  /** Shows exactly these hints: a seat's pulse keeps running while its spot stays, and goes when its hint does. */
  show(targets: readonly PulseTarget[]): boolean {
    let changed = false;
    const seats = new Set(targets.map((t) => t.seat));
    for (const [seat, s] of this.shown) {
      if (seats.has(seat)) continue;
      this.drop(seat, s);
      changed = true;
    }
    for (const target of targets) {
      const key = `${target.part}|${rectKey(target.spot)}|${rectKey(target.within)}|${target.scale}`;
      const old = this.shown.get(target.seat);
      // The same spot keeps its outline, unless reduced motion was turned off since it held still.
      if (old?.key === key && (old.tween !== null || reducedMotion())) continue;
      if (old) this.drop(target.seat, old);
      this.shown.set(target.seat, this.draw(target, key));
      changed = true;
    }
    return changed;
  }

  /** Takes every pulse away (the table hides or lays itself out again). */
  clearAll(): void {
    for (const [seat, s] of this.shown) this.drop(seat, s);
  }

  /** The pulses on show. */
  describe(): PulseDescription[] {
    return [...this.shown.values()]
      .map((s): PulseDescription => ({ ...s.description, motion: s.tween ? 'pulse' : 'static' }))
      .sort((a, b) => a.seat - b.seat);
  }

  /** Destroyed with its table: no breathing outlives its outline. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const s of this.shown.values()) s.tween?.kill();
    this.shown.clear();
    super.destroy(options);
  }

  private draw(target: PulseTarget, key: string): Shown {
    const { spot, within, scale } = target;
    const width = Math.max(4, 7 * scale);
    const { pad, maxScale } = fitPulse(spot, within, 10 * scale, width);
    const halfW = spot.w / 2 + pad;
    const halfH = spot.h / 2 + pad;
    const radius = Math.min(spot.w, spot.h) * 0.14 + pad;
    const g = new Graphics()
      .roundRect(-halfW, -halfH, 2 * halfW, 2 * halfH, radius)
      .fill({ color: UI.accent, alpha: 0.12 })
      .roundRect(-halfW, -halfH, 2 * halfW, 2 * halfH, radius)
      .stroke({ color: UI.accent, width, alpha: 0.95 })
      .roundRect(-halfW + width * 0.6, -halfH + width * 0.6, 2 * halfW - width * 1.2, 2 * halfH - width * 1.2, radius)
      .stroke({ color: 0xffffff, width: Math.max(1, width * 0.3), alpha: 0.7 });
    g.position.set(spot.x + spot.w / 2, spot.y + spot.h / 2);
    this.addChild(g);
    // The outline's outer edge at its largest: fitPulse keeps it inside `within`.
    const reachW = (halfW + width / 2) * maxScale;
    const reachH = (halfH + width / 2) * maxScale;
    const reach = { x: g.x - reachW, y: g.y - reachH, w: 2 * reachW, h: 2 * reachH };
    const shown: Shown = { key, g, tween: null, description: { seat: target.seat, part: target.part, spot, reach } };
    if (!reducedMotion()) shown.tween = this.breathe(shown, maxScale);
    return shown;
  }

  /** The outline's breathing: its glow and size swell and ease back, for as long as it shows and motion is not reduced. */
  private breathe(shown: Shown, maxScale: number): gsap.core.Tween {
    const { g } = shown;
    return animate.fromTo(
      g,
      { alpha: 0.55 },
      {
        alpha: 1,
        duration: 0.75,
        ease: 'sine.inOut',
        yoyo: true,
        repeat: -1,
        onUpdate: () => {
          // Destroyed with a table that never said so, or reduced motion turned on meanwhile: the outline stops here.
          if (g.destroyed || reducedMotion()) {
            animate.killTweensOf(g);
            shown.tween = null;
            if (!g.destroyed) {
              g.alpha = 1;
              g.scale.set(1);
            }
            return;
          }
          g.scale.set(1 + (maxScale - 1) * ((g.alpha - 0.55) / 0.45));
        },
      },
    );
  }

  private drop(seat: number, s: Shown): void {
    s.tween?.kill();
    s.g.destroy();
    this.shown.delete(seat);
  }
}

function rectKey(r: Rect): string {
  return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.w)},${Math.round(r.h)}`;
}
