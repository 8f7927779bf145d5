/** Coloretto's whole state, its events and its final scores (COLORETTO.md), as zod schemas; types by z.infer. */
import { z } from 'zod';
import { cardSchema, collectionSchema, colorSchema, deckCardSchema } from './cards';
import { colorettoOptionsSchema } from './options';

const player = z.number().int().min(0).max(11);
const count = z.number().int().min(0);

/** Schema of a row in the centre (KS1): up to 3 cards, and whether a seat took it this round (KT2). */
export const rowSchema = z.object({ cards: z.array(cardSchema).max(3).readonly(), taken: z.boolean() });
/** A row in the centre. */
export type Row = z.infer<typeof rowSchema>;

/** Schema of one colour's part in a final score (KSC1–KSC2): its cards with the jokers given to it, and its points. */
export const colorScoreSchema = z.object({ color: colorSchema, cards: count, jokers: count, points: z.number().int() });
/** One colour's part in a final score. */
export type ColorScore = z.infer<typeof colorScoreSchema>;

/** Schema of one seat's final score: the chosen positive colours and jokers, each colour's points, the +2 cards. */
export const colorettoScoreSchema = z.object({
  player,
  /** KSC1: the three colours that score positive (fewer when the seat has fewer colours). */
  positive: z.array(colorSchema).max(3).readonly(),
  /** KSC2: the colour each joker counts as. */
  jokers: z.array(colorSchema).readonly(),
  colors: z.array(colorScoreSchema).readonly(),
  /** KSC3: points of the +2 cards. */
  plus2: count,
  total: z.number().int(),
});
/** One seat's final score. */
export type ColorettoScore = z.infer<typeof colorettoScoreSchema>;

/** Schema of the whole state: everything, the deck order included (the per-seat view leaves that out). */
export const colorettoStateSchema = z.object({
  game: z.literal('coloretto'),
  options: colorettoOptionsSchema,
  seed: z.number().int(),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  /** The deck, top first; the last-round card is in it until drawn (KS3). */
  deck: z.array(deckCardSchema).readonly(),
  rows: z.array(rowSchema).readonly(),
  collections: z.array(collectionSchema).readonly(),
  /** Per seat: still in this round (has not taken a row, KT2). */
  inRound: z.array(z.boolean()).readonly(),
  /** The seat whose turn it is; null before the start and after the end. */
  turn: player.nullable(),
  /** The card the seat on turn drew and has still to place (KT1). */
  drawn: cardSchema.nullable(),
  /** KT5: the last-round card has been drawn; the game ends with this round. */
  lastRound: z.boolean(),
  /** Coloretto round number, 1-based (a round ends when every seat took a row, KT4). */
  round: z.number().int().min(1),
  /** Turns begun so far in the game (the turn timer, KT7, restarts when it changes). */
  turns: count,
  /** The seat that started the current round (KS4, KT4). */
  starter: player,
  /** The seat whose move ended the game (it took the last row of the last round), null before. */
  endedBy: player.nullable(),
  /** KSC1–KSC5, once the game is over. */
  scores: z.array(colorettoScoreSchema).readonly().nullable(),
});
/** The whole state. */
export type ColorettoState = z.infer<typeof colorettoStateSchema>;

/** Schema of what happened, for animation and sound. */
export const colorettoEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game-started'), starter: player }),
  /** KT7: the turn timer ran out and the default move follows. */
  z.object({ type: z.literal('timed-out'), player }),
  z.object({ type: z.literal('drew'), player, card: cardSchema }),
  /** KT5: the last-round card came up and was set aside. */
  z.object({ type: z.literal('last-round'), player }),
  z.object({ type: z.literal('placed'), player, row: count, card: cardSchema }),
  z.object({ type: z.literal('took'), player, row: count, cards: z.array(cardSchema).readonly() }),
  /** KT4: every seat took a row (or, KT6, nothing is left to take); `next` starts the next round, null at the end. */
  z.object({ type: z.literal('round-ended'), round: z.number().int(), next: player.nullable() }),
  z.object({ type: z.literal('game-over'), winners: z.array(player).readonly() }),
]);
/** What happened. */
export type ColorettoEvent = z.infer<typeof colorettoEventSchema>;
