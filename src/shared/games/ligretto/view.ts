/** What one Ligretto seat may see (a bot, a phone): only face-up cards and counts, never the order of a hand. */
import { z } from 'zod';

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
  })
  .readonly();

/** One seat's view: its own face-up tops and counts, and what the centre piles accept. */
export type TableView = z.infer<typeof tableViewSchema>;
