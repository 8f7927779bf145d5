/**
 * What one Ligretto seat may see (a bot, a phone): only face-up cards and counts, never the order of a hand. The one
 * per-seat view of the game: the engine serves it (`GameRules.view`), the bots decide from it and the LAN pad draws it.
 */
import { z } from 'zod';
import { cardNumber, COLORS } from './cards';
import type { Pile, LigrettoState } from './state';

const card = z.number().int().min(0);
const mask = z.number().int();

/** Schema of one seat's view of the table. */
export const tableViewSchema = z
  .object({
    seat: z.number().int().min(0),
    /** The round is running (after the start call, before "Ligretto stop!"). */
    running: z.boolean(),
    advancedRow: z.boolean(),
    stackTop: card.optional(),
    stackCount: z.number().int(),
    /** The visible top of each row slot. */
    rowTops: z.array(card.optional()).readonly(),
    wasteTop: card.optional(),
    wasteCount: z.number().int(),
    /** How many cards lie face down in the hand (their order is hidden). */
    handCount: z.number().int(),
    /** What the centre piles accept, per colour a bit mask of the numbers some open pile accepts (P2). */
    centre: z.tuple([mask, mask, mask, mask]).readonly(),
    /** How many centre piles are still open (not topped by a 10): what a person's eye has to scan. */
    openPiles: z.number().int().min(0),
  })
  .readonly();

/** One seat's view: its own face-up tops and counts, and what the centre piles accept. */
export type TableView = z.infer<typeof tableViewSchema>;

/** Per colour, a bit mask of the numbers some open pile accepts (bit n set: a pile of that colour has top n-1). */
export type NeedMasks = readonly [number, number, number, number];

/** Builds the accept masks for the current piles. */
export function needMasks(piles: readonly Pile[]): NeedMasks {
  const m = [0, 0, 0, 0];
  for (const pile of piles) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined) continue;
    const n = cardNumber(top);
    const c = COLORS.indexOf(pile.color);
    if (n < 10) m[c] = (m[c] ?? 0) | (1 << (n + 1));
  }
  return [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, m[3] ?? 0];
}

/** Builds a seat's view of the table; a seat outside the game sees an empty, stopped table. */
export function tableView(state: LigrettoState, seat: number): TableView {
  const p = state.players[seat];
  return {
    seat,
    running: state.phase === 'playing' && p !== undefined,
    advancedRow: state.options.advancedRow,
    stackTop: p?.stack.at(-1),
    stackCount: p?.stack.length ?? 0,
    rowTops: p?.row.map((slot) => slot.at(-1)) ?? [],
    wasteTop: p?.waste.at(-1),
    wasteCount: p?.waste.length ?? 0,
    handCount: p?.hand.length ?? 0,
    centre: needMasks(state.piles),
    openPiles: state.piles.filter((pile) => pile.cards.length < 10).length,
  };
}
