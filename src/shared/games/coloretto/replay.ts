/** Coloretto replay files (REPLAY.md "Other games", COLORETTO.md "Replay files"): the input and the printed output. */
import { z } from 'zod';
import { cardSchema, collectionSchema, deckCardSchema } from './cards';
import { colorettoIntentSchema } from './intent';
import { colorettoOptionsInputSchema } from './options';
import { colorettoScoreSchema } from './state';

const player = z.number().int().min(0).max(11);

/** Schema of an optional written-out deal: each seat's starting card (KS2), the deck top first (KS3), the start player (KS4). */
export const colorettoDealSchema = z.strictObject({
  start: z.array(cardSchema).readonly(),
  deck: z.array(deckCardSchema).readonly(),
  first: player,
});
/** A written-out deal. */
export type ColorettoDeal = z.infer<typeof colorettoDealSchema>;

/** Schema of a replay file without its `game` field. */
export const colorettoReplaySchema = z.strictObject({
  options: colorettoOptionsInputSchema,
  seed: z.number().int().optional(),
  deal: colorettoDealSchema.optional(),
  intents: z.array(colorettoIntentSchema).readonly(),
});
/** A replay file. */
export type ColorettoReplay = z.infer<typeof colorettoReplaySchema>;

/** One intent's result: accepted (a draw names the card drawn), or refused with a reason. */
export type ColorettoReplayResult =
  { readonly ok: true; readonly card?: z.infer<typeof cardSchema> } | { readonly ok: false; readonly reason: string };

/** Schema of the printed state: rows, collections, whose turn, cards left, the last round, the phase, the scores. */
export const colorettoReplayStateSchema = z.object({
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  round: z.number().int(),
  turn: player.nullable(),
  drawn: cardSchema.nullable(),
  rows: z.array(z.object({ cards: z.array(cardSchema).readonly(), taken: z.boolean() })).readonly(),
  collections: z.array(collectionSchema).readonly(),
  deckLeft: z.number().int(),
  lastRound: z.boolean(),
  scores: z.array(colorettoScoreSchema).readonly().nullable(),
  winners: z.array(player).readonly().nullable(),
});
/** The printed state. */
export type ColorettoReplayState = z.infer<typeof colorettoReplayStateSchema>;

/** What `npm run replay` prints for a Coloretto file. */
export interface ColorettoReplayOutput {
  readonly results: readonly ColorettoReplayResult[];
  readonly state: ColorettoReplayState;
}
