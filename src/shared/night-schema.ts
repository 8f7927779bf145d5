/** Validation of the saved files (nights, profiles, replay sidecars): a file that fails is damaged, never trusted. */
import { z } from 'zod';
import { DEFAULT_GAME, gameIdSchema } from './game';
import type { GameNight, ProfilesFile, ReplayMeta } from './night';
import { SAVE_FORMAT } from './night';
import { DEFAULT_STACK, MAX_PLAYERS, MIN_PLAYERS, MIN_STACK } from './games/ligretto/options';
import { BOT_LEVEL_NAMES, CARD_BACKS, PLAYER_COLORS, SEAT_COUNT } from './seats';

/** Ids of nights and replays: also their file names. */
export const saveIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'an id is lower-case letters, digits and dashes');

const int = z.number().int();
const when = z.iso.datetime();
const format = z.literal(SAVE_FORMAT);
const id = z.string().min(1).max(64);
const player = int.min(0).max(MAX_PLAYERS - 1);
const history = z.array(z.array(int).max(MAX_PLAYERS)).max(1000);

const input = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pad'), id }),
  z.strictObject({ kind: z.literal('keys'), set: int.min(0).max(1) }),
  z.strictObject({ kind: z.literal('phone'), id }),
  z.strictObject({ kind: z.literal('native'), id }),
]);

const nightPlayer = z.strictObject({
  seat: int.min(0).max(SEAT_COUNT - 1),
  kind: z.enum(['person', 'bot']),
  name: z.string().max(40),
  color: int.min(0).max(PLAYER_COLORS.length - 1),
  back: int.min(0).max(CARD_BACKS.length - 1),
  botLevel: z.enum(BOT_LEVEL_NAMES),
  stackSize: int.min(MIN_STACK).max(DEFAULT_STACK),
  input: input.nullable(),
});

const ruleOptions = z.strictObject({
  players: int.min(MIN_PLAYERS).max(MAX_PLAYERS),
  rowSize: z.enum(['official', 'large-table']),
  target: int.min(1).max(100000),
  rounds: int.min(1).max(1000).nullable(),
  blockade: z.enum(['reshuffle', 'end-round']),
  advancedRow: z.boolean(),
  handicap: z.array(int.min(MIN_STACK).max(DEFAULT_STACK)).max(MAX_PLAYERS),
});

const lobbyOptions = z.strictObject({
  rowSize: z.enum(['official', 'large-table']),
  target: int.min(1).max(1000),
  rounds: int.min(1).max(100).nullable(),
  blockade: z.enum(['reshuffle', 'end-round']),
  advancedRow: z.boolean(),
  lostController: z.enum(['pause', 'bot']),
});

const round = z.strictObject({
  points: z.array(int).max(MAX_PLAYERS),
  names: z.array(z.string().max(40)).max(MAX_PLAYERS),
  stoppedBy: player.nullable(),
  endedAt: when,
  replay: saveIdSchema.nullable(),
});

type Ctx = z.core.$RefinementCtx<GameNight>;

function checkNight(night: GameNight, ctx: Ctx): void {
  const n = night.options.players;
  const fail = (message: string, path: (string | number)[]): void => ctx.addIssue({ code: 'custom', message, path });
  if (night.players.length !== n) fail(`${night.players.length} players for options.players ${n}`, ['players']);
  if (night.options.handicap.length !== n) fail('one stack size per player', ['options', 'handicap']);
  if (new Set(night.players.map((p) => p.seat)).size !== night.players.length) fail('two players in one seat', ['players']);
  if (night.round !== night.rounds.length) fail(`round ${night.round} but ${night.rounds.length} rounds`, ['round']);
  night.rounds.forEach((r, i) => {
    if (r.points.length !== n || r.names.length !== n) fail(`round ${i + 1} does not list every player`, ['rounds', i]);
    if (r.stoppedBy !== null && r.stoppedBy >= n) fail('no such player', ['rounds', i, 'stoppedBy']);
  });
  const totals = Array.from({ length: n }, (_, p) => night.rounds.reduce((sum, r) => sum + (r.points[p] ?? 0), 0));
  if (night.totals.length !== n || totals.some((t, p) => t !== night.totals[p])) fail('totals are not the sums of the rounds', ['totals']);
  if (night.winners.some((w) => w >= n)) fail('no such winner', ['winners']);
  if (night.status === 'over' && night.winners.length === 0) fail('a finished night names its winners', ['winners']);
}

/** Schema of a game night file, with its totals checked against its rounds. */
export const gameNightSchema: z.ZodType<GameNight> = z
  .strictObject({
    format,
    /** The game played; files written before there were several games are Ligretto's. */
    game: gameIdSchema.default(DEFAULT_GAME),
    id: saveIdSchema,
    startedAt: when,
    savedAt: when,
    status: z.enum(['playing', 'over', 'discarded']),
    seed: int.min(-(2 ** 53) + 1).max(2 ** 53 - 1),
    options: ruleOptions,
    lobby: lobbyOptions,
    players: z.array(nightPlayer).max(MAX_PLAYERS),
    rounds: z.array(round).max(1000),
    round: int.min(0),
    totals: z.array(int).max(MAX_PLAYERS),
    winners: z.array(player).max(MAX_PLAYERS),
  })
  .superRefine(checkNight);

const headToHead = z.strictObject({
  key: z.string().max(40),
  name: z.string().max(40),
  wins: int.min(0),
  losses: int.min(0),
  draws: int.min(0),
});

const profileNight = z.strictObject({
  night: saveIdSchema,
  game: gameIdSchema.default(DEFAULT_GAME),
  startedAt: when,
  status: z.enum(['playing', 'over', 'discarded']),
  scores: z.array(int).max(1000),
  total: int,
  place: int.min(1),
  players: int.min(MIN_PLAYERS).max(MAX_PLAYERS),
  won: z.boolean(),
});

/** Schema of one player's profile. */
export const playerProfileSchema = z.strictObject({
  key: z.string().max(40),
  name: z.string().max(40),
  bot: z.boolean(),
  games: int.min(0),
  wins: int.min(0),
  rounds: int.min(0),
  points: int,
  average: z.number().nullable(),
  best: int.nullable(),
  headToHead: z.array(headToHead),
  nights: z.array(profileNight),
});

/** Schema of the profiles file. */
export const profilesFileSchema: z.ZodType<ProfilesFile> = z.strictObject({
  format,
  savedAt: when,
  profiles: z.array(playerProfileSchema),
});

/** Schema of a replay's list entry. */
export const replayEntrySchema = z.strictObject({
  id: saveIdSchema,
  game: gameIdSchema.default(DEFAULT_GAME),
  title: z.string().max(120),
  source: z.enum(['night', 'imported']),
  createdAt: when,
  night: saveIdSchema.nullable(),
  round: int.min(1).nullable(),
  players: int.min(MIN_PLAYERS).max(MAX_PLAYERS),
  intents: int.min(0),
  names: z.array(z.string().max(40)).max(MAX_PLAYERS),
});

/** Schema of a replay's library sidecar. */
export const replayMetaSchema: z.ZodType<ReplayMeta> = replayEntrySchema.extend({
  format,
  seats: z.array(nightPlayer).max(MAX_PLAYERS).nullable(),
  lobby: lobbyOptions.nullable(),
  match: z.strictObject({ seed: int, history }).nullable(),
  times: z.array(z.number().min(0)).max(1_000_000).nullable(),
  starts: z.array(z.number().min(0)).max(1000).nullable(),
});
