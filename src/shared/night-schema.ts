/** Validation of the saved files (nights, profiles, replay sidecars): a file that fails is damaged, never trusted. */
import { z } from 'zod';
import { totalsAfter } from './round-join';
import { DEFAULT_GAME, gameIdSchema, type AnyGameRules, type GameId } from './game';
import { DEFAULT_STACK, MIN_STACK } from './games/ligretto/options';
import { matchOptionsSchema } from './match-options';
import { migrateSavedLobby } from './match-options-migration';
import { CARD_BACKS, PLAYER_COLORS, SEAT_COUNT } from './seats';
import { botLevelSchema, inputBindingSchema } from './seats-schema';
import { hostSecretSchema } from './relay-protocol';

/** Version of every saved file's shape (`format` field). */
export const SAVE_FORMAT = 1;

/** Ids of nights and replays: also their file names. */
export const saveIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'an id is lower-case letters, digits and dashes');

const int = z.number().int();
const when = z.iso.datetime();
const format = z.literal(SAVE_FORMAT);
const player = int.min(0).max(SEAT_COUNT - 1);
const history = z.array(z.array(int).max(SEAT_COUNT).readonly()).max(1000).readonly();

/**
 * Schema of a night's state on disk: being played (can be resumed), finished, put away by the players, or ended early
 * with "End match" (not offered for resume).
 */
export const nightStatusSchema = z.enum(['playing', 'over', 'discarded', 'ended']);

/** Schema of a player of a night, in engine player order: the lobby seat it sat in and that seat as it was. */
export const nightPlayerSchema = z.strictObject({
  seat: player,
  kind: z.enum(['person', 'bot']),
  name: z.string().max(40),
  color: int.min(0).max(PLAYER_COLORS.length - 1),
  back: int.min(0).max(CARD_BACKS.length - 1),
  botLevel: botLevelSchema,
  stackSize: int.min(MIN_STACK).max(DEFAULT_STACK),
  input: inputBindingSchema.nullable(),
});

/**
 * The lobby options a night was started with, per game (src/shared/match-options.ts). Files written before they were
 * stored per game hold one flat object; `migrateSavedLobby` turns it into this shape as the file is read.
 */
const lobbyOptions = matchOptionsSchema;

/** Schema of one finished round of a night. */
export const nightRoundSchema = z.strictObject({
  /** Round points per engine player (SC1-SC2). */
  points: z.array(int).max(SEAT_COUNT).readonly(),
  /** Each engine player's name in this round (a person may take over a bot's seat between rounds). */
  names: z.array(z.string().max(40)).max(SEAT_COUNT).readonly(),
  stoppedBy: player.nullable(),
  /** Wall-clock time the round ended, ISO 8601. */
  endedAt: when,
  /** Id of the round's replay in the replay library. */
  replay: saveIdSchema.nullable(),
});

/** Schema of a game's resolved options in a file: an object its game's own schema checks (`GameRules.schemas.options`). */
export const savedOptionsSchema = z.record(z.string(), z.unknown());

const nightObject = z.strictObject({
  format,
  /** The game played; files written before there were several games are Ligretto's. */
  game: gameIdSchema.default(DEFAULT_GAME),
  id: saveIdSchema,
  /**
   * The game night this match is part of: the id of the night's first match (a night holds any sequence of matches of
   * any games). Files written before nights spanned several matches have none: each is a night of its own (`nightOf`).
   */
  partOf: saveIdSchema.optional(),
  startedAt: when,
  savedAt: when,
  status: nightStatusSchema,
  /** The match seed: the game deals every round from it. */
  seed: int.min(-(2 ** 53) + 1).max(2 ** 53 - 1),
  /** The game's resolved options (its own schema checks them when the game is known). */
  options: savedOptionsSchema,
  /** The lobby options the match was started with. */
  lobby: lobbyOptions,
  players: z.array(nightPlayerSchema).max(SEAT_COUNT).readonly(),
  rounds: z.array(nightRoundSchema).max(1000).readonly(),
  /** Rounds completed (= rounds.length); the match goes on with round `round + 1`. */
  round: int.min(0),
  /** Sums of the rounds' points per engine player. */
  totals: z.array(int).max(SEAT_COUNT).readonly(),
  /** Engine players with the highest total once the match is over. */
  winners: z.array(player).max(SEAT_COUNT).readonly(),
  /**
   * Issue 28: the relay room the night's remote phones use, so a restarted host re-claims it (same code, its secret).
   * Kept on disk only: no view, stream or phone is ever sent it. The code is checked loosely (its length may change).
   */
  relay: z.strictObject({ code: z.string().regex(/^[A-Z0-9]{1,16}$/), secret: hostSecretSchema }).optional(),
});

type Night = z.infer<typeof nightObject>;

function checkNight(night: Night, ctx: z.core.$RefinementCtx<Night>): void {
  const n = night.players.length;
  const fail = (message: string, path: (string | number)[]): void => ctx.addIssue({ code: 'custom', message, path });
  if (new Set(night.players.map((p) => p.seat)).size !== night.players.length) fail('two players in one seat', ['players']);
  if (night.round !== night.rounds.length) fail(`round ${night.round} but ${night.rounds.length} rounds`, ['round']);
  // Issue 30: a table may grow between rounds (J1, DJ1): a round lists the players of that round, never fewer than the
  // round before, and a newcomer's total starts from the lowest total when they joined (J2, DJ2).
  let before = Math.min(n, 2);
  night.rounds.forEach((r, i) => {
    const k = r.points.length;
    if (k < before || k > n || r.names.length !== k) fail(`round ${i + 1} does not list every player`, ['rounds', i]);
    if (r.stoppedBy !== null && r.stoppedBy >= k) fail('no such player', ['rounds', i, 'stoppedBy']);
    before = Math.max(before, k);
  });
  if (night.rounds.length > 0 && before !== n) fail('the last round does not list every player', ['rounds']);
  const totals = totalsAfter(
    night.rounds.map((r) => r.points),
    n,
  );
  if (night.totals.length !== n || totals.some((t, p) => t !== night.totals[p])) fail('totals are not the sums of the rounds', ['totals']);
  if (night.winners.some((w) => w >= n)) fail('no such winner', ['winners']);
  if (night.status === 'over' && night.winners.length === 0) fail('a finished night names its winners', ['winners']);
}

/**
 * Schema of a game night file (`nights/<id>.json`), with its totals checked against its rounds; any game. Old flat
 * lobby options are migrated on read.
 */
export const gameNightSchema = z.preprocess(migrateSavedLobby, nightObject.superRefine(checkNight));

/**
 * The night schema of a host that knows these games: a known game's night must also have options its game accepts
 * (parsed by the game's schema, so its defaults fill in) and a player count it allows. Another game's night loads as
 * it is (it is counted in profiles, never resumed).
 */
export function gameNightSchemaFor(games: (id: GameId) => AnyGameRules | null) {
  return gameNightSchema.transform((night, ctx) => {
    const rules = games(night.game);
    if (rules === null) return night;
    const fail = (message: string, path: (string | number)[]): typeof z.NEVER => {
      ctx.addIssue({ code: 'custom', message, path });
      return z.NEVER;
    };
    const { min, max } = rules.players;
    if (night.players.length < min || night.players.length > max)
      return fail(`${night.players.length} players for a ${rules.id} night (${min} to ${max})`, ['players']);
    const parsed = rules.schemas.options.safeParse(night.options);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(`not ${rules.id} options: ${issue?.message ?? 'invalid'}`, ['options', ...(issue?.path ?? []).map(String)]);
    }
    const problems = rules.optionProblems(parsed.data);
    if (problems.length > 0) return fail(problems.join('; '), ['options']);
    const options = savedOptionsSchema.safeParse(parsed.data);
    return options.success ? { ...night, options: options.data } : fail(`${rules.id} options are not an object`, ['options']);
  });
}

/** Schema of the wins, losses and draws (equal final totals) of one player against another over finished matches. */
export const headToHeadSchema = z.strictObject({
  key: z.string().max(40),
  name: z.string().max(40),
  wins: int.min(0),
  losses: int.min(0),
  draws: int.min(0),
});

/** Schema of one night in a player's history. */
export const profileNightSchema = z.strictObject({
  night: saveIdSchema,
  game: gameIdSchema.default(DEFAULT_GAME),
  startedAt: when,
  status: nightStatusSchema,
  /** This player's round points in that night, in order (a chart draws their running total). */
  scores: z.array(int).max(1000).readonly(),
  total: int,
  /** 1 for the highest total; equal totals share a place. */
  place: int.min(1),
  players: int.min(1).max(SEAT_COUNT),
  won: z.boolean(),
});

/** Most people a night's table lists (people may take over bots' seats between matches). */
export const MAX_NIGHT_ROWS = 24;

/** Most matches a night's table shows (the latest ones). */
export const MAX_NIGHT_MATCHES = 30;

/** Schema of a player's record in one game: its own rounds only, so no average mixes two games' scoring. */
export const gameRecordSchema = z.strictObject({
  game: gameIdSchema,
  /** Finished matches of this game played and won (shared wins count). */
  games: int.min(0),
  wins: int.min(0),
  rounds: int.min(0),
  points: int,
  /** Average round score in this game, null before its first round. */
  average: z.number().nullable(),
  best: int.nullable(),
});

/** Schema of one game night (any games, `nightOf`) in a player's record, as its table stands. */
export const profileGameNightSchema = z.strictObject({
  /** The night's id (its first match's). */
  night: saveIdSchema,
  startedAt: when,
  /** The games of its matches, in the order played. */
  games: z.array(gameIdSchema).max(MAX_NIGHT_MATCHES).readonly(),
  /** This player's night points and place in the night's table (equal points share a place). */
  points: int.min(0),
  place: int.min(1),
  /** People in the night's table. */
  players: int.min(1).max(MAX_NIGHT_ROWS),
  /** The names in first place. */
  winners: z.array(z.string().max(40)).max(MAX_NIGHT_ROWS).readonly(),
  won: z.boolean(),
});

/** Schema of a player's night-level record: nights played and won, night points summed. */
export const nightRecordSchema = z.strictObject({ nights: int.min(0), won: int.min(0), points: int.min(0) });

/**
 * Schema of a player's record, kept by name (case-insensitive key, last display name kept). `byGame`, `record` and
 * `gameNights` came with nights across games (issue 31): a profiles file written before has none and reads them empty
 * (they are rebuilt from the nights at load).
 */
export const playerProfileSchema = z.strictObject({
  /** The name trimmed, NFC-normalised and lower-cased. */
  key: z.string().max(40),
  name: z.string().max(40),
  /** Last seen in a bot seat. */
  bot: z.boolean(),
  /** Finished matches played and won (shared wins count). */
  games: int.min(0),
  wins: int.min(0),
  rounds: int.min(0),
  points: int,
  /** Average round score, null before the first round. */
  average: z.number().nullable(),
  best: int.nullable(),
  headToHead: z.array(headToHeadSchema).readonly(),
  /** Newest match first (a file of `nights/`: one match). */
  nights: z.array(profileNightSchema).readonly(),
  /** The record of each game played, in the registry's order of first play. */
  byGame: z.array(gameRecordSchema).max(64).readonly().default([]),
  /** Game nights played, won and their night points. */
  record: nightRecordSchema.default({ nights: 0, won: 0, points: 0 }),
  /** Newest game night first. */
  gameNights: z.array(profileGameNightSchema).readonly().default([]),
});

/** Schema of the profiles file (`profiles.json`), rebuilt from the nights after every round. */
export const profilesFileSchema = z.strictObject({
  format,
  savedAt: when,
  profiles: z.array(playerProfileSchema).readonly(),
});

/** Schema of where a replay in the library came from. */
export const replaySourceSchema = z.enum(['night', 'imported']);

/** Schema of one replay in the library list. */
export const replayEntrySchema = z.strictObject({
  id: saveIdSchema,
  /** The game the replay is of. */
  game: gameIdSchema.default(DEFAULT_GAME),
  title: z.string().max(120),
  source: replaySourceSchema,
  createdAt: when,
  night: saveIdSchema.nullable(),
  round: int.min(1).nullable(),
  players: int.min(1).max(SEAT_COUNT),
  intents: int.min(0),
  names: z.array(z.string().max(40)).max(SEAT_COUNT).readonly(),
});

/** A replay's library sidecar (`replays/<id>.meta.json`): its list entry and what the replay file cannot hold. */
const replayMetaObject = replayEntrySchema.extend({
  format,
  /** The seats to draw, in engine player order; null for an imported file (plain seats are shown). */
  seats: z.array(nightPlayerSchema).max(SEAT_COUNT).readonly().nullable(),
  lobby: lobbyOptions.nullable(),
  /** The match around the round: its seed and the round points before it, so watching shows live totals. */
  match: z.strictObject({ seed: int, history }).nullable(),
  /** Game ms after the deal at which each recorded intent arrived; null plays them evenly. */
  times: z.array(z.number().min(0)).max(1_000_000).readonly().nullable(),
  /** Game ms after the deal of each start call (S5, B2). */
  starts: z.array(z.number().min(0)).max(1000).readonly().nullable(),
});

/** Schema of a replay's library sidecar, with old flat lobby options migrated on read. */
export const replayMetaSchema = z.preprocess(migrateSavedLobby, replayMetaObject);
