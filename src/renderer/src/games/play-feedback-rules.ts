/**
 * What a table shows for a play, decided without drawing (unit-tested in Node; `play-feedback.ts` draws it): which marks
 * a refusal earns, the game time by the local clock, and the still-draining part of an F1 lock ring.
 */
import type { Rect } from '@renderer/layout/rect';
import { roundedRectLength, roundedRectPoint } from '@renderer/views/cards/card-layout';

/**
 * The ✕ mark's colours: a white cross on a near-black disc with a red rim that says "no", ringed in white and then
 * black, so one of the two outer rings stands out from any card or felt behind it.
 */
export const MARK = { disc: 0x121418, cross: 0xffffff, rim: 0xff3b3b, ring: 0xffffff, halo: 0x000000 } as const;

/**
 * How long each mark stays up, ms. A wrong press's ✕ and a lost race's "too slow!" hold fully for FEEDBACK_HOLD_MS
 * before they fade (issue 31: at 12 players a glance away missed the old 0.65 s and 0.9 s); the refused card's shake
 * ends with it dropping back onto its place.
 */
export const FEEDBACK_MS = { mark: 1450, shake: 560, good: 380, tooSlow: 1500 } as const;

/** The sideways part of a refused card's shake, ms; the rest of FEEDBACK_MS.shake drops it back onto its place. */
export const SHAKE_SIDEWAYS_MS = 310;

/** How long a ✕ or a "too slow!" stays fully visible before it starts to fade, ms. */
export const FEEDBACK_HOLD_MS = 1200;

/** When a mark of `kind` starts to fade, ms after it appears (its fade takes the rest of FEEDBACK_MS). */
export function fadeStartMs(kind: 'mark' | 'tooSlow'): number {
  return FEEDBACK_MS[kind] - (kind === 'mark' ? 200 : 250);
}

/** A refusal as a table hears it from the host (`rejected` message), with the local estimate of game time. */
export interface Refusal {
  readonly reason: string;
  readonly late: boolean;
  /** Game time (host session clock) the seat's F1 lock ends, when this refusal is a lock or started one. */
  readonly lockedUntil?: number | undefined;
}

/** What the table shows for one refusal. */
export interface RefusalFeedback {
  /** The card or tray shakes (always: every refusal is felt). */
  readonly shake: boolean;
  /** The ✕ mark pops up: a real mistake, not a lost race nor a press during the lock. */
  readonly mark: boolean;
  /** ms of F1 lock still to show as a draining ring (0: none). */
  readonly lockMs: number;
  /** "too slow!" in the seat's own area: a lost race of a person. */
  readonly tooSlow: boolean;
}

/** Decides the feedback for a refusal of a person's or a bot's play at game time `now`. */
export function refusalFeedback(r: Refusal, person: boolean, now: number): RefusalFeedback {
  const lockMs = r.lockedUntil === undefined ? 0 : Math.max(0, r.lockedUntil - now);
  return {
    shake: true,
    mark: !r.late && r.reason !== 'locked',
    lockMs,
    tooSlow: r.late && person,
  };
}

/** Game time by the local clock: the snapshot's `now` plus the time since it arrived (frozen while paused). */
export function gameTimeNow(snap: { readonly now: number; readonly paused: boolean } | null, receivedAt: number, now: number): number {
  if (!snap) return 0;
  return snap.paused ? snap.now : snap.now + (now - receivedAt);
}

/**
 * The part of a rounded rectangle's outline still to drain, as a polyline [x0, y0, x1, y1, ...]: `left` (0..1) of
 * the outline, starting at the top middle and running clockwise, so the ring empties towards 12 o'clock like a timer.
 */
export function drainOutline(r: Rect, radius: number, left: number): number[] {
  const f = Math.min(1, Math.max(0, left));
  if (f <= 0) return [];
  const rad = Math.min(radius, r.w / 2, r.h / 2);
  const total = roundedRectLength(r.w, r.h, rad);
  const start = (r.w - 2 * rad) / 2;
  const len = total * f;
  const step = Math.max(2, rad / 3);
  const pts: number[] = [];
  for (let s = 0; s < len; s += step) pts.push(...roundedRectPoint(r.x, r.y, r.w, r.h, rad, start + s));
  pts.push(...roundedRectPoint(r.x, r.y, r.w, r.h, rad, start + len));
  return pts;
}
