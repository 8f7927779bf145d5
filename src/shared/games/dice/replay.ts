/** Ligretto Dice replay files (DICE.md "Replay files", REPLAY.md envelope): schema and printed output. */
import { z } from 'zod';
import { diceIntentSchema } from './intent';
import { diceOptionsInputSchema } from './options';
import { diceColorSchema } from './state';

/** Schema of a dice replay file without its `game` field: options, seed, intents in arrival order. */
export const diceReplayFileSchema = z.strictObject({
  options: diceOptionsInputSchema,
  seed: z
    .number()
    .int()
    .min(-(2 ** 53) + 1)
    .max(2 ** 53 - 1)
    .optional(),
  intents: z.array(diceIntentSchema).max(1_000_000),
});

/** A dice replay file. */
export type DiceReplayFile = z.infer<typeof diceReplayFileSchema>;

const int = z.number().int();

/** Schema of the printed output: one result per intent and the final state. */
export const diceReplayOutputSchema = z.object({
  results: z.array(
    z.union([z.object({ ok: z.literal(true), set: int.optional() }), z.object({ ok: z.literal(false), reason: z.string() })]),
  ),
  state: z.object({
    phase: z.enum(['playing', 'round-over']),
    finishedBy: int.nullable(),
    /** Each seat's dice still in its tray: die number, colour and value. */
    trays: z.array(z.array(z.object({ die: int, color: diceColorSchema, value: int }))),
    /** Per set, per colour: the filled fields with the seat that placed each. */
    board: z.array(z.record(diceColorSchema, z.array(z.object({ field: int, player: int })))),
    scores: z.array(int).nullable(),
  }),
});

/** What `npm run replay` prints for a dice file. */
export type DiceReplayOutput = z.infer<typeof diceReplayOutputSchema>;
