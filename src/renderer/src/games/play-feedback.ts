/**
 * The feedback vocabulary every real-time table shares (Ligretto, Ligretto Dice), readable from a sofa 3 m away:
 * - a refused play: the card (or tray) shakes and a big ✕ mark pops up on it, dark disc with a white cross and ring,
 *   so it reads on a card of any colour;
 * - the F1 lock (RULES.md): the seat's area frame turns into a thick ring that drains clockwise until the lock ends;
 * - a good play: a flash in the player's own colour where the card lands;
 * - a lost race: "too slow!" inside the player's own area, for people only (a bot needs no telling).
 * The decisions are pure functions (unit-tested); `PlayFeedback` draws them.
 */
import { motion } from '@renderer/ui/motion';
import { Container, Graphics, GraphicsContext, Text } from 'pixi.js';
import type { Rect } from '@renderer/layout/rect';
import { sharedTextStyle, UI } from '@renderer/ui/style';
import { t } from '@renderer/i18n/i18n';
import { drainOutline, fadeStartMs, FEEDBACK_MS, MARK, SHAKE_SIDEWAYS_MS } from './play-feedback-rules';

export { drainOutline, FEEDBACK_MS, gameTimeNow, MARK, refusalFeedback, type Refusal, type RefusalFeedback } from './play-feedback-rules';

/**
 * The refused-play shake every table shares: `target` lifts off its place, shakes sideways, then drops back onto it
 * with a bounce (FEEDBACK_MS.shake in all), so a refused card is seen to return where it lay. Its pivot moves, so a
 * relayout during the shake keeps its place; the pivot is back at 0,0 when the tween ends.
 */
export function refusedShake(target: Container, scale: number): gsap.core.Tween {
  const amp = 14 * scale;
  const lift = 26 * scale;
  return motion.to(target.pivot, {
    keyframes: [
      { x: amp, y: lift, duration: 0.08 }, // 80 + 60 + 60 + 60 + 50 = SHAKE_SIDEWAYS_MS
      { x: -amp, duration: 0.06 },
      { x: amp * 0.7, duration: 0.06 },
      { x: -amp * 0.5, duration: 0.06 },
      { x: 0, duration: 0.05 },
      { y: 0, duration: (FEEDBACK_MS.shake - SHAKE_SIDEWAYS_MS) / 1000, ease: 'bounce.out' },
    ],
    ease: 'none',
  });
}

/** A lock ring on show. */
interface LockRing {
  readonly g: Graphics;
  readonly tween: gsap.core.Tween;
  readonly until: number;
}

/**
 * What the feedback layer has shown since it was made, for the end-to-end tests: counts, not what is on show this
 * instant (every mark lasts well under a second of real time, so a test could never wait for one without racing it).
 */
export interface FeedbackDescription {
  /** ✕ marks popped up, by seat key. */
  readonly marks: Readonly<Record<string, number>>;
  /** F1 lock rings started, by seat key. */
  readonly locks: Readonly<Record<string, number>>;
  /** "too slow!" texts shown, by seat key. */
  readonly tooSlow: Readonly<Record<string, number>>;
  /** Good-play flashes. */
  readonly good: number;
}

/** Good-play glow shapes kept at most (12 seats' colours times a few spot sizes fit). */
const GLOW_SHAPES_MAX = 64;

/** Draws a good-play glow centred on 0,0 into `into`: a ring in the player's colour round a faint wash. */
function glowShape(into: GraphicsContext, spot: Rect, color: number, scale: number): GraphicsContext {
  const pad = 6 * scale;
  const r = Math.min(spot.w, spot.h) * 0.12;
  return into
    .roundRect(-spot.w / 2 - pad, -spot.h / 2 - pad, spot.w + 2 * pad, spot.h + 2 * pad, r + pad)
    .stroke({ color, width: Math.max(5, 9 * scale) })
    .roundRect(-spot.w / 2, -spot.h / 2, spot.w, spot.h, r)
    .fill({ color, alpha: 0.14 });
}

/** The layer of play feedback over a table; every motion runs on GSAP (the render loop draws while one runs). */
export class PlayFeedback extends Container {
  private readonly live = new Set<gsap.core.Animation>();
  private readonly locks = new Map<string, LockRing>();
  private readonly shakes = new Map<Container, gsap.core.Tween>();
  private readonly slow = new Map<string, Text>();
  /**
   * Good-play glow shapes by spot size, colour and scale: each is built (tessellated) once and shared by every glow
   * of that kind, so a play makes no new shape. Bounded; let go when every motion is finished (a new layout).
   */
  private readonly glows = new Map<string, GraphicsContext>();

  constructor() {
    super();
    // Its own render group: a glow or mark coming and going rebuilds this layer's draw list only, not the stage's.
    this.isRenderGroup = true;
  }
  private readonly shown = {
    marks: new Map<string, number>(),
    locks: new Map<string, number>(),
    tooSlow: new Map<string, number>(),
    good: 0,
  };

  private count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  private track(anim: gsap.core.Animation, done: () => void): void {
    this.live.add(anim);
    anim.eventCallback('onComplete', () => {
      this.live.delete(anim);
      done();
    });
  }

  /**
   * Shakes a display object sideways, lifted off its place, then drops it back there with a bounce, so a refused card
   * is seen to return where it lay (its pivot moves, so a relayout during the shake keeps its place).
   */
  shake(target: Container, scale: number): void {
    this.shakes.get(target)?.progress(1);
    const tween = refusedShake(target, scale);
    this.shakes.set(target, tween);
    this.track(tween, () => {
      target.pivot.set(0, 0);
      if (this.shakes.get(target) === tween) this.shakes.delete(target);
    });
  }

  /**
   * Pops the ✕ mark up over `spot` (a card or a tray) of seat `key`, a disc of about the spot's width, with the seat's
   * `name` under it (issue 31: the mark says whose press it was).
   */
  mark(key: string, spot: Rect, scale: number, name = ''): void {
    const d = Math.max(44 * scale, Math.min(spot.w, spot.h) * 0.82);
    const g = new Graphics();
    const r = d / 2;
    const arm = r * 0.46;
    const line = Math.max(4, r * 0.22);
    g.circle(0, 0, r + line * 0.35).fill(0x000000);
    g.circle(0, 0, r)
      .fill(MARK.disc)
      .stroke({ color: MARK.rim, width: line * 0.7 });
    g.moveTo(-arm, -arm).lineTo(arm, arm).moveTo(arm, -arm).lineTo(-arm, arm).stroke({ color: MARK.cross, width: line, cap: 'round' });
    if (name !== '') {
      const px = Math.max(30 * scale, r * 0.55);
      const label = new Text({
        text: name,
        style: sharedTextStyle(px, 1, { fill: UI.text, stroke: { color: 0x000000, width: px * 0.22 } }),
      });
      label.anchor.set(0.5, 0);
      label.position.set(0, r + line);
      const room = Math.max(spot.w, d) * 1.3;
      if (label.width > room) label.scale.set(room / label.width);
      g.addChild(label);
    }
    g.position.set(spot.x + spot.w / 2, spot.y + spot.h / 2);
    this.addChild(g);
    this.count(this.shown.marks, key);
    const tl = motion.timeline();
    tl.fromTo(g.scale, { x: 0.3, y: 0.3 }, { x: 1, y: 1, duration: 0.16, ease: 'back.out(3)' }).to(
      g,
      { alpha: 0, duration: 0.2, ease: 'power1.in' },
      fadeStartMs('mark') / 1000,
    );
    this.track(tl, () => g.destroy({ children: true }));
  }

  /**
   * Shows the F1 lock of `key` (a seat) as a thick ring along `area`'s outline that drains over `ms`. A refusal during
   * the same lock (the same end time) keeps the ring running instead of filling it again.
   */
  lock(key: string, area: Rect, radius: number, ms: number, until: number, scale: number): void {
    if (ms <= 0) return;
    const running = this.locks.get(key);
    if (running && Math.abs(running.until - until) < 1) return;
    running?.tween.progress(1);
    const g = new Graphics();
    this.addChild(g);
    const width = Math.max(6, 10 * scale);
    const state = { left: 1 };
    const draw = (): void => {
      const pts = drainOutline(area, radius, state.left);
      g.clear();
      if (pts.length < 4) return;
      g.poly(pts, false).stroke({ color: 0x000000, width: width + 4 * scale, alpha: 0.6, cap: 'round', join: 'round' });
      g.poly(pts, false).stroke({ color: MARK.rim, width, cap: 'round', join: 'round' });
    };
    draw();
    const tween = motion.to(state, { left: 0, duration: ms / 1000, ease: 'none', onUpdate: draw });
    this.locks.set(key, { g, tween, until });
    this.count(this.shown.locks, key);
    this.track(tween, () => {
      g.destroy();
      if (this.locks.get(key)?.tween === tween) this.locks.delete(key);
    });
  }

  /** A good play: a glow in the player's colour over `spot` that swells and fades. */
  good(spot: Rect, color: number, scale: number): void {
    const key = `${spot.w}x${spot.h}|${color}|${scale}`;
    let shape = this.glows.get(key);
    if (!shape && this.glows.size < GLOW_SHAPES_MAX) {
      shape = glowShape(new GraphicsContext(), spot, color, scale);
      this.glows.set(key, shape);
    }
    const g = shape ? new Graphics(shape) : new Graphics();
    if (!shape) glowShape(g.context, spot, color, scale);
    g.position.set(spot.x + spot.w / 2, spot.y + spot.h / 2);
    this.addChild(g);
    this.shown.good++;
    const tl = motion.timeline();
    tl.fromTo(g.scale, { x: 0.92, y: 0.92 }, { x: 1.14, y: 1.14, duration: FEEDBACK_MS.good / 1000, ease: 'power2.out' }).fromTo(
      g,
      { alpha: 1 },
      { alpha: 0, duration: FEEDBACK_MS.good / 1000, ease: 'power1.in' },
      0,
    );
    this.track(tl, () => g.destroy());
  }

  /** Glow shapes built so far (tests: equal glows share one). */
  get glowShapes(): number {
    return this.glows.size;
  }

  /** "too slow!" inside `area` (key: the seat), big, held briefly; it never leaves the area. */
  tooSlow(key: string, area: Rect, text: string, px: number): void {
    this.slow.get(key)?.destroy();
    const label = new Text({ text, style: sharedTextStyle(px, 1, { fill: UI.accent, stroke: { color: 0x000000, width: px * 0.2 } }) });
    label.anchor.set(0.5);
    const room = area.w * 0.9;
    if (label.width > room) label.scale.set(room / label.width);
    const base = label.scale.x;
    label.position.set(area.x + area.w / 2, area.y + area.h / 2);
    this.addChild(label);
    this.slow.set(key, label);
    this.count(this.shown.tooSlow, key);
    const tl = motion.timeline();
    tl.fromTo(label.scale, { x: base * 0.5, y: base * 0.5 }, { x: base, y: base, duration: 0.15, ease: 'back.out(3)' }).to(
      label,
      { alpha: 0, duration: 0.25, ease: 'power1.in' },
      fadeStartMs('tooSlow') / 1000,
    );
    this.track(tl, () => {
      if (this.slow.get(key) === label) this.slow.delete(key);
      if (!label.destroyed) label.destroy();
    });
  }

  /** Ends every mark at once (a new round, a new layout, another screen). */
  finishAll(): void {
    for (const anim of [...this.live]) anim.progress(1);
    this.live.clear();
    // No glow is left on show: their shapes go too (the next layout may have other sizes).
    for (const shape of this.glows.values()) shape.destroy();
    this.glows.clear();
  }

  /** What has been shown so far. */
  describe(): FeedbackDescription {
    return {
      marks: Object.fromEntries(this.shown.marks),
      locks: Object.fromEntries(this.shown.locks),
      tooSlow: Object.fromEntries(this.shown.tooSlow),
      good: this.shown.good,
    };
  }
}

/** The words of a lost race, naming the seat ("Dani: too slow!"; just "too slow!" with no name). */
export function slowWords(name: string): string {
  return name === '' ? t('table.tooSlow') : t('table.tooSlowWho', { name });
}
