/** What one Ligretto Dice seat sees (a bot, a phone): its own tray and the board, and the fit rule both use. */
import { z } from 'zod';
import { FIELDS } from './options';
import { diceColorSchema, type DiceColor, DICE_COLORS } from './state';

const filled = z.number().int().min(0).max(FIELDS);

/** Schema of one seat's view. */
export const diceViewSchema = z
  .object({
    seat: z.number().int().min(0),
    /** The round is running (after the start call, before "Ligretto!"). */
    running: z.boolean(),
    /** The seat's dice still in its tray, with the die numbers intents use. */
    tray: z
      .array(z.object({ die: z.number().int().min(0), color: diceColorSchema, value: z.number().int().min(1).max(FIELDS) }).readonly())
      .readonly(),
    /** Per set, per colour (DICE_COLORS order): how many fields of the track are filled. */
    board: z.array(z.tuple([filled, filled, filled, filled]).readonly()).readonly(),
    /** DP5: the game time the seat's dice stop rolling after a reroll, null when they lie still. */
    rollingUntil: z.number().nullable(),
  })
  .readonly();

/** One seat's view. */
export type DiceView = z.infer<typeof diceViewSchema>;

/** Filled fields per set and colour. */
export type BoardFill = DiceView['board'];

/** DP2: the set whose track of `color` takes a die showing `value` (the lowest such set), or null when none does. */
export function fittingSet(board: BoardFill, color: DiceColor, value: number): number | null {
  const c = DICE_COLORS.indexOf(color);
  const set = board.findIndex((tracks) => tracks[c] === value - 1);
  return set < 0 ? null : set;
}

/**
 * DICE.md controls: the die a colour button places, the one of that colour that fits the lowest field; null when none
 * of the seat's dice of that colour fits (the press is then a `no-fit`).
 */
export function dieForColor(view: DiceView, color: DiceColor): number | null {
  let best: { die: number; value: number } | null = null;
  for (const d of view.tray) {
    if (d.color !== color || fittingSet(view.board, d.color, d.value) === null) continue;
    if (best === null || d.value < best.value) best = { die: d.die, value: d.value };
  }
  return best?.die ?? null;
}
