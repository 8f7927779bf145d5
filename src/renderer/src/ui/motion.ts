/**
 * The one door to GSAP for the renderer's animations, so no animation forgets the reduced-motion setting (issue 31).
 * With reduced motion on, every move, swell, spin and shake becomes instant (duration 0, no ease, no repeats, keyframes
 * collapsed to where they end, a move placed later in a timeline moved to its start) while fades (tweens of `alpha` alone) keep their time and every delay and callback keeps
 * its place: a card is simply where it lands, a ✕ mark is held still and then fades. Confetti asks `reduced()` and
 * stays away. The renderer imports GSAP nowhere else but the render loop (test/renderer/motion.test.ts checks).
 */
import { gsap } from 'gsap';

let reducedOn = false;
/** Moves handed to GSAP so far: tweens of more than opacity that take time. */
let moves = 0;

/** What the debug hooks tell of motion. */
export interface MotionStats {
  readonly reduced: boolean;
  /** Moves (tweens of more than opacity, with a duration) handed to GSAP since the page started. */
  readonly moves: number;
}

/** Reduced motion and the moves made so far (tests: with reduced motion on, a played card makes none). */
export function motionStats(): MotionStats {
  return { reduced: reducedOn, moves };
}

/** Turns reduced motion on or off for animations made from now on (the settings apply it). */
export function setReducedMotion(on: boolean): void {
  reducedOn = on;
}

/** Whether reduced motion is on. */
export function reducedMotion(): boolean {
  return reducedOn;
}

/** Tween settings that only time, not values: they are kept out of the end state a collapsed keyframe list gives. */
const TIMING = new Set(['duration', 'ease', 'delay', 'repeat', 'yoyo', 'repeatDelay', 'stagger']);

/** Keys that animate nothing on the target (callbacks, timing, GSAP's own options). */
const NOT_VALUES = new Set([
  ...TIMING,
  'keyframes',
  'onStart',
  'onUpdate',
  'onComplete',
  'onRepeat',
  'onInterrupt',
  'callbackScope',
  'immediateRender',
  'overwrite',
  'paused',
  'id',
  'data',
  'lazy',
  'inherit',
]);

/** Whether a tween changes nothing but opacity (a fade keeps its time under reduced motion). */
export function isFade(vars: gsap.TweenVars): boolean {
  const values = Object.keys(vars).filter((k) => !NOT_VALUES.has(k));
  return vars.keyframes === undefined && values.length > 0 && values.every((k) => k === 'alpha' || k === 'opacity');
}

/** The values a keyframe list ends on: each keyframe's values over the ones before it. */
function keyframeEnd(keyframes: unknown): Record<string, unknown> {
  const end: Record<string, unknown> = {};
  const frames: unknown[] = Array.isArray(keyframes) ? keyframes : [];
  for (const frame of frames) {
    if (typeof frame !== 'object' || frame === null) continue;
    for (const [k, v] of Object.entries(frame)) if (!TIMING.has(k)) end[k] = v;
  }
  return end;
}

/**
 * Tween settings as the setting wants them: unchanged with reduced motion off or for a fade; otherwise instant (no
 * duration, ease, repeats or keyframes, the keyframes' last values set at once), its delay and callbacks kept.
 */
export function calm<V extends gsap.TweenVars>(vars: V): V {
  if (isFade(vars)) return vars;
  if (!reducedOn) {
    // GSAP's default duration is half a second; keyframes take their own time.
    if (vars.keyframes !== undefined || vars.duration === undefined || Number(vars.duration) > 0) moves++;
    return vars;
  }
  const { keyframes, ...rest } = vars;
  return { ...keyframeEnd(keyframes), ...rest, duration: 0, ease: 'none', repeat: 0, yoyo: false } as V;
}

type Position = gsap.Position | undefined;

/** A timeline whose tweens follow the setting (`to`, `from`, `fromTo` pass their settings through `calm`). */
function calmTimeline(vars?: gsap.TimelineVars): gsap.core.Timeline {
  const tl = gsap.timeline(vars);
  const to = tl.to.bind(tl);
  const from = tl.from.bind(tl);
  const fromTo = tl.fromTo.bind(tl);
  // A move placed later in the timeline happens at its start (instant moves wait for nothing); fades keep their place.
  const at = (v: gsap.TweenVars, position?: Position): Position => (reducedOn && typeof position === 'number' && !isFade(v) ? 0 : position);
  // Only the vars forms are used here (GSAP's legacy duration-first forms are not).
  tl.to = ((target: gsap.TweenTarget, v: gsap.TweenVars, position?: Position) => to(target, calm(v), at(v, position))) as typeof tl.to;
  tl.from = ((target: gsap.TweenTarget, v: gsap.TweenVars, position?: Position) =>
    from(target, calm(v), at(v, position))) as typeof tl.from;
  tl.fromTo = ((target: gsap.TweenTarget, start: gsap.TweenVars, end: gsap.TweenVars, position?: Position) =>
    fromTo(target, start, calm(end), at(end, position))) as typeof tl.fromTo;
  return tl;
}

/** GSAP's calls the renderer uses, each following the reduced-motion setting. */
export const motion = {
  to: (target: gsap.TweenTarget, vars: gsap.TweenVars): gsap.core.Tween => gsap.to(target, calm(vars)),
  fromTo: (target: gsap.TweenTarget, start: gsap.TweenVars, end: gsap.TweenVars): gsap.core.Tween => gsap.fromTo(target, start, calm(end)),
  timeline: calmTimeline,
  /** A call after `seconds` on the animations' clock (a wait, not a motion: kept under reduced motion). */
  delayedCall: (seconds: number, fn: () => void): gsap.core.Tween => gsap.delayedCall(seconds, fn),
  killTweensOf: (target: gsap.TweenTarget): void => gsap.killTweensOf(target),
  reduced: reducedMotion,
} as const;
