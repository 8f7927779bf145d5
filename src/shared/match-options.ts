/**
 * The lobby's match options: the session's own (lost controllers, Even latency) and each game's, stored per game and
 * composed from the games' view contracts (src/shared/games/lobby-registry.ts). Types are inferred from the schemas.
 */
import { z } from 'zod';
import type { GameId } from './game';
import { GAME_LOBBY_OPTIONS } from './games/lobby-registry';
import { rejectLockMsSchema } from './fair-play';
import { lostControllerSchema } from './seats-schema';

type Registry = typeof GAME_LOBBY_OPTIONS;
type BuiltInLobbyGame = keyof Registry;

/** Schema of the session's own options: they hold whatever game is chosen. */
export const sessionOptionsSchema = z.strictObject({
  /** What the session does when a seat's controller disappears mid-match: pause everyone, or a stand-in bot. */
  lostController: lostControllerSchema,
  /** Issue 28, real-time games: hold each seat's intent to the slowest remote seat's delay (at most 150 ms); absent: off. */
  evenLatency: z.boolean().optional(),
  /** Issue 30, live hints for a stuck newcomer: in the session's first real match (and the practice round), always, or never; absent: first. */
  hints: z.enum(['first', 'on', 'off']).optional(),
});

/** The session's own options. */
export type SessionOptions = z.infer<typeof sessionOptionsSchema>;

function schemasOf<R extends Record<string, { readonly schema: z.ZodType }>>(registry: R): { [K in keyof R]: R[K]['schema'] } {
  return Object.fromEntries(Object.entries(registry).map(([id, g]) => [id, g.schema])) as { [K in keyof R]: R[K]['schema'] };
}

/** Schema of the match options chosen in the lobby: the session's, and each built-in game's under its id. */
export const matchOptionsSchema = z.strictObject({
  session: sessionOptionsSchema,
  games: z.strictObject(schemasOf(GAME_LOBBY_OPTIONS)),
});

/** The match options chosen in the lobby (players and Ligretto's stack sizes come from the seats). */
export type MatchOptions = z.infer<typeof matchOptionsSchema>;

/** One built-in game's lobby options. */
export type GameLobbyOptions<G extends BuiltInLobbyGame> = MatchOptions['games'][G];

/** The defaults every game names in its rules, and pausing for a lost controller. */
export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  session: { lostController: 'pause' },
  games: Object.fromEntries(Object.entries(GAME_LOBBY_OPTIONS).map(([id, g]) => [id, g.defaults])) as MatchOptions['games'],
};

/** A change to one game's lobby options (the lobby's `set-game-options`), one variant per built-in game. */
export type GameOptionsPatch = {
  [G in BuiltInLobbyGame]: { readonly game: G; readonly options: Partial<GameLobbyOptions<G>> };
}[BuiltInLobbyGame];

/** Schema of a change to one game's lobby options: the game's own schema, every field optional, checks it. */
const patchVariants = Object.entries(GAME_LOBBY_OPTIONS).map(([id, g]) =>
  z.strictObject({ game: z.literal(id), options: g.schema.partial() }),
);
type PatchVariant = (typeof patchVariants)[number];
export const gameOptionsPatchSchema: z.ZodType<GameOptionsPatch> = z.discriminatedUnion(
  'game',
  patchVariants as [PatchVariant, ...PatchVariant[]],
) as z.ZodType as z.ZodType<GameOptionsPatch>;

/** Is this game id one whose lobby options the match options hold? */
export function hasLobbyOptions(game: GameId): game is BuiltInLobbyGame {
  return Object.hasOwn(GAME_LOBBY_OPTIONS, game);
}

/** A game's lobby options as its rules read them (`GameRules.options`); an empty object for a game without any. */
export function gameLobbyOf(options: MatchOptions, game: GameId): Readonly<Record<string, unknown>> {
  return hasLobbyOptions(game) ? options.games[game] : {};
}

/** The options with one game's lobby options changed (keys set to undefined change nothing). */
export function withGameOptions(options: MatchOptions, patch: GameOptionsPatch): MatchOptions {
  const given = Object.fromEntries(Object.entries(patch.options).filter(([, v]) => v !== undefined));
  const games = { ...options.games, [patch.game]: { ...options.games[patch.game], ...given } };
  return { ...options, games };
}

/**
 * A patch of one game's lobby options from values named by key (the lobby's shared lines: target, rounds, the
 * wrong-press lock), or null when that game has no such option or refuses the value: the game's schema decides.
 */
export function gameOptionsPatch(game: GameId, values: Readonly<Record<string, unknown>>): GameOptionsPatch | null {
  const parsed = gameOptionsPatchSchema.safeParse({ game, options: values });
  return parsed.success ? parsed.data : null;
}

/** The options with some of one game's values changed where that game has them (else the options as they were). */
export function withGameValues(options: MatchOptions, game: GameId, values: Readonly<Record<string, unknown>>): MatchOptions {
  const patch = gameOptionsPatch(game, values);
  return patch === null ? options : withGameOptions(options, patch);
}

/** F1: a game's wrong-press lock from its lobby options, game ms (0 for a game without the option). */
export function rejectLockOf(options: MatchOptions, game: GameId): number {
  const lock = rejectLockMsSchema.safeParse(gameLobbyOf(options, game)['rejectLockMs']);
  return lock.success ? lock.data : 0;
}

const optionNames = [
  ...Object.keys(sessionOptionsSchema.shape),
  ...new Set(Object.values(GAME_LOBBY_OPTIONS).flatMap((g) => Object.keys(g.schema.shape))),
];

/**
 * Schema of options set by name (the lobby's `set-options`): only names the session or some game has (any other key is
 * refused at the boundary); each value is checked by the schemas of those that have it (`withNamedOptions`).
 */
export const namedOptionsSchema = z.strictObject(Object.fromEntries(optionNames.map((name) => [name, z.unknown().optional()])));

/**
 * The options with values set by name: a session option (lost controllers, Even latency) in the session's, any other in
 * every game whose lobby options name it and accept the value (so a shared line such as `rounds` reaches each game that
 * has rounds). Keys set to undefined change nothing. An error when a key is nobody's or no game accepts its value.
 */
export function withNamedOptions(options: MatchOptions, values: Readonly<Record<string, unknown>>): MatchOptions | string {
  let next = options;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Object.hasOwn(sessionOptionsSchema.shape, key)) {
      const session = sessionOptionsSchema.safeParse({ ...next.session, [key]: value });
      if (!session.success) return `${key}: ${session.error.issues[0]?.message ?? 'invalid'}`;
      next = { ...next, session: session.data };
      continue;
    }
    const before = next;
    for (const game of Object.keys(GAME_LOBBY_OPTIONS)) next = withGameValues(next, game, { [key]: value });
    if (next === before) return `no game takes ${key} ${JSON.stringify(value)}`;
  }
  return next;
}
