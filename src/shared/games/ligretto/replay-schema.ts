/** Validation of replay files at the boundary (file import, CLI, bug reports). */
import { z } from 'zod';
import { ligrettoIntentSchema } from './intent';
import { MAX_PLAYERS, optionsInputSchema } from './options';

const card = z.string().regex(/^[rgby](10|[1-9])$/, 'a card is a colour letter r/g/b/y and a number 1-10');

export { ligrettoIntentSchema };

/** Schema of one player's deal, each list top first, cards in notation (`r1` ... `y10`). */
export const replayDealEntrySchema = z.strictObject({
  stack: z.array(card).max(40).readonly(),
  row: z.array(card).max(40).readonly(),
  hand: z.array(card).max(40).readonly(),
});

/** Schema of a whole replay file (REPLAY.md): options, seed and/or deal, intents in arrival order. */
export const replayFileSchema = z.strictObject({
  /** The envelope's game (REPLAY.md "Other games"); absent in files written before there were several games. */
  game: z.literal('ligretto').optional(),
  options: optionsInputSchema,
  seed: z
    .number()
    .int()
    .min(-(2 ** 53) + 1)
    .max(2 ** 53 - 1)
    .optional(),
  deal: z.array(replayDealEntrySchema).max(MAX_PLAYERS).readonly().optional(),
  intents: z.array(ligrettoIntentSchema).max(1_000_000).readonly(),
});

/** Parses JSON text as a replay file: the file, or one line saying what is wrong. */
export function parseReplayText(text: string): { ok: true; file: z.infer<typeof replayFileSchema> } | { ok: false; error: string } {
  let json: unknown;
  try {
    // A byte order mark (Windows editors) is not part of the JSON.
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { ok: false, error: `invalid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = replayFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'file';
    return { ok: false, error: `invalid replay at ${where}: ${issue?.message ?? 'unknown problem'}` };
  }
  return { ok: true, file: parsed.data };
}
