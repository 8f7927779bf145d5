/** Coloretto's part of a phone's view (the phone protocol's `pad`): the rows, the seat's own collection and its turn. */
import { z } from 'zod';
import { cardSchema, collectionSchema } from './cards';
import { rowSchema } from './state';

/** Schema of Coloretto's pad view while the seat plays a match. */
export const colorettoPhonePadSchema = z.strictObject({
  game: z.literal('coloretto'),
  /** It is this seat's turn (its draw, place and take buttons are live). */
  myTurn: z.boolean(),
  /** Name of the seat whose turn it is, null between turns. */
  turnName: z.string().max(40).nullable(),
  /** The card this seat drew and has to place (KT1), null otherwise. */
  drawn: cardSchema.nullable(),
  rows: z.array(rowSchema).max(12).readonly(),
  /** This seat already took a row this round (KT2) and sits out. */
  out: z.boolean(),
  collection: collectionSchema,
  /** The collection's score now (KSC1–KSC3, best choice). */
  score: z.number().int(),
  /** Cards left to draw (the last-round card not counted). */
  deckLeft: z.number().int().min(0),
  /** Coloretto's own round, 1-based (a round ends when every seat took a row, KT4): the pad's header names it. */
  round: z.number().int().min(1),
  /** KT5: the last round is on. */
  lastRound: z.boolean(),
  /** Milliseconds left of the turn timer (KT7), null when none runs. */
  turnEndsIn: z.number().min(0).nullable(),
});

/** Coloretto's pad view. */
export type ColorettoPhonePad = z.infer<typeof colorettoPhonePadSchema>;
