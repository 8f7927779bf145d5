/** Coloretto's options (COLORETTO.md KC3, KT7): the player count and the turn timer. */
import { z } from 'zod';
import { DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS } from './defaults';
import { legacyLobby } from '../legacy-lobby';

/** Fewest and most players (KC3: 2–5 from the seed, 6–12 as the extension). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;

export { DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS };

/** Schema of the turn timer's seconds (KT7), null for no timer; the lobby's option too. */
export const turnSecondsSchema = z.number().int().min(MIN_TURN_SECONDS).max(MAX_TURN_SECONDS).nullable();
const turnSeconds = turnSecondsSchema;

/** Schema of the resolved options; `turnSeconds` null switches the turn timer off (KT7). */
export const colorettoOptionsSchema = z.strictObject({
  players: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
  turnSeconds,
});
/** The resolved options. */
export type ColorettoOptions = z.infer<typeof colorettoOptionsSchema>;

/** Schema of the options a lobby or a replay file gives: everything but `players` optional. */
export const colorettoOptionsInputSchema = z.strictObject({ players: z.number().int(), turnSeconds: turnSeconds.optional() });

/** The lobby's choices this game reads (unknown keys are other games' and ignored). */
export const colorettoLobbySchema = z.object({ turnSeconds: turnSeconds.optional() });

/** Schema of Coloretto's lines in the lobby (stored per game in the match options). */
export const colorettoLobbyOptionsSchema = z.strictObject({ turnSeconds });

/** Coloretto's lines in the lobby. */
export type ColorettoLobbyOptions = z.infer<typeof colorettoLobbyOptionsSchema>;

/** Coloretto's lobby lines by default: KT7's turn timer. */
export const DEFAULT_COLORETTO_LOBBY_OPTIONS: ColorettoLobbyOptions = { turnSeconds: DEFAULT_TURN_SECONDS };

/** Coloretto's lobby options from an old file's flat ones (KT7's turn timer, its default before KT7 existed). */
const colorettoLegacy = legacyLobby(
  z.object({ turnSeconds: turnSecondsSchema.default(DEFAULT_TURN_SECONDS) }),
  (flat): ColorettoLobbyOptions => ({ turnSeconds: flat.turnSeconds }),
);

/** Coloretto's lobby options, named in its view contract (`contract.ts`). */
export const colorettoLobbyOptions = {
  schema: colorettoLobbyOptionsSchema,
  defaults: DEFAULT_COLORETTO_LOBBY_OPTIONS,
  legacy: colorettoLegacy,
} as const;

/** Options with the defaults filled in. */
export function resolveOptions(input: { readonly players: number; readonly turnSeconds?: number | null | undefined }): ColorettoOptions {
  return { players: input.players, turnSeconds: input.turnSeconds === undefined ? DEFAULT_TURN_SECONDS : input.turnSeconds };
}

/** Problems with a set of options, empty when they are valid. */
export function optionProblems(options: ColorettoOptions): string[] {
  const parsed = colorettoOptionsSchema.safeParse(options);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`);
}

/** KC3: how many decks a table of `players` plays with: one up to 5 players, ceil(N / 5) above. */
export function decksFor(players: number): number {
  return Math.max(1, Math.ceil(players / 5));
}

/** KS3: the bottom block's size the last-round card is shuffled into: 15, or 3 per player above 5 players. */
export function bottomBlockFor(players: number): number {
  return players <= 5 ? 15 : Math.max(15, 3 * players);
}
