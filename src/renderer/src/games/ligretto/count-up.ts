/** Ligretto's round score counting up on the scores screen (SC1-SC4 shown step by step), without Pixi. */
import type { RoundScore } from '@shared/games/ligretto/state';
import { clamp01, easeOut } from '@renderer/screens/results/round-data';

/** The numbers a score line shows at one moment of its count-up. */
export interface CountUp {
  readonly centre: number;
  /** Points lost to the stack (2 x cards left), shown as "−{stack} stack". */
  readonly stack: number;
  readonly points: number;
  readonly total: number;
}

/**
 * The values of a score line at progress p (0..1): the centre cards count up first (0-45%),
 * then the stack penalty (45-75%); points and total follow what is shown so far; at p = 1 every value is exact.
 */
export function countUpAt(score: Pick<RoundScore, 'centre' | 'stackLeft'>, before: number, p: number): CountUp {
  const v = clamp01(p);
  const centre = Math.round(score.centre * easeOut(clamp01(v / 0.45)));
  const stack = Math.round(2 * score.stackLeft * easeOut(clamp01((v - 0.45) / 0.3)));
  const points = centre - stack;
  return { centre, stack, points, total: before + points };
}
