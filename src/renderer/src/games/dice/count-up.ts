/** Ligretto Dice's round score counting up on the scores screen (DSC1-DSC2), without Pixi. */
import { clamp01, easeOut } from '@renderer/screens/results/round-data';

/** A score line at progress p (0..1): the dice count up, the points and the total follow; exact at p = 1. */
export function diceCountUp(
  points: number,
  held: number,
  finisher: boolean,
  before: number,
  p: number,
): { dice: number; points: number; total: number } {
  const v = easeOut(clamp01(p / 0.7));
  const dice = Math.round((finisher ? points : held) * v);
  const shown = finisher ? dice : -dice;
  return { dice, points: shown, total: before + shown };
}
