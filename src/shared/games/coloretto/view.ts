/** What one Coloretto seat may see (a phone, a bot): everything but the deck's order. */
import { z } from 'zod';
import { cardSchema, collectionSchema } from './cards';
import { colorettoScoreSchema, rowSchema } from './state';

const player = z.number().int().min(0).max(11);
const count = z.number().int().min(0);

/** Schema of a seat's view. */
export const colorettoViewSchema = z.object({
  me: player,
  players: z.number().int().min(2).max(12),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  turn: player.nullable(),
  drawn: cardSchema.nullable(),
  rows: z.array(rowSchema).readonly(),
  collections: z.array(collectionSchema).readonly(),
  inRound: z.array(z.boolean()).readonly(),
  /** Cards left to draw (the last-round card not counted). */
  deckLeft: count,
  lastRound: z.boolean(),
  round: z.number().int().min(1),
  turnSeconds: z.number().int().nullable(),
  scores: z.array(colorettoScoreSchema).readonly().nullable(),
});
/** A seat's view. */
export type ColorettoView = z.infer<typeof colorettoViewSchema>;
