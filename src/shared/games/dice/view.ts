/**
 * What one Ligretto Dice seat sees, in one place (issue 29.1): the view the engine serves its bots, the TV's input and
 * the LAN pad build on, and the DP2 fit rule the engine, the bots and the pads all use.
 */
import { z } from 'zod';
import { FIELDS } from './options';
import { diceColorSchema, type BoardSet, type DiceColor, type DiceState, DICE_COLORS } from './state';

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

/** How many fields of each track are filled, per set: the board as a seat sees it. */
export function boardFill(board: readonly BoardSet[]): BoardFill {
  return board.map(([r, y, g, b]) => [r.length, y.length, g.length, b.length] as const);
}

/** A seat's view (DICE.md): its own dice that lie still in the tray, never another seat's; a seat outside the game sees an empty, stopped table. */
export function diceSeatView(state: DiceState, seat: number): DiceView {
  const tray = state.trays[seat];
  return {
    seat,
    running: state.phase === 'playing' && tray !== undefined,
    tray: (tray ?? []).flatMap((d, die) => (d.placed || d.value === null ? [] : [{ die, color: d.color, value: d.value }])),
    board: boardFill(state.board),
    rollingUntil: state.lockedUntil[seat] ?? null,
  };
}

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
