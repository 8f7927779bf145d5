/** The rule options of RULES.md with their defaults: schemas first, types derived from them. */
import { z } from 'zod';
import { DEFAULT_REJECT_LOCK_MS, rejectLockMsSchema } from '../../fair-play';
import { legacyLobby } from '../legacy-lobby';

/** Fewest and most players (C2). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;
/** Smallest and default stack size (S2). */
export const MIN_STACK = 5;
export const DEFAULT_STACK = 10;
/** Default match target (M1). */
export const DEFAULT_TARGET = 99;

/** S3: how many row cards each player lays out. */
export const rowSizeSchema = z.enum(['official', 'large-table']);
/** S3 row size rule. */
export type RowSizeRule = z.infer<typeof rowSizeSchema>;

/** B2: what a blockade does. */
export const blockadeSchema = z.enum(['reshuffle', 'end-round']);
/** B2 blockade remedy. */
export type BlockadeRule = z.infer<typeof blockadeSchema>;

/** P7: how a used-up hand is made again from the waste. */
export const recycleSchema = z.enum(['turn-over', 'shuffle']);
/** P7 recycle rule: `turn-over` keeps the order (English, Icelandic), `shuffle` shuffles it seeded (Spanish). */
export type RecycleRule = z.infer<typeof recycleSchema>;

const int = z.number().int();

/** Every rule option, fully resolved (as the game state and saved nights hold them). */
export const ruleOptionsSchema = z
  .strictObject({
    /** C2: 2 to 12 players. */
    players: int.min(MIN_PLAYERS).max(MAX_PLAYERS),
    rowSize: rowSizeSchema,
    /** M1: the total that ends the match. */
    target: int.min(1).max(100000),
    /** M2: a fixed number of rounds instead of a target (null: play to the target). */
    rounds: int.min(1).max(1000).nullable(),
    blockade: blockadeSchema,
    /** A1-A2 advanced row rule. */
    advancedRow: z.boolean(),
    /** S2: stack size per seat, 5 to 10. */
    handicap: z.array(int.min(MIN_STACK).max(DEFAULT_STACK)).max(MAX_PLAYERS).readonly(),
    /** P7: states saved before the option existed turned the waste over. */
    recycle: recycleSchema.default('turn-over'),
  })
  .readonly();

/** Every rule option, fully resolved. */
export type RuleOptions = z.infer<typeof ruleOptionsSchema>;

/** Options as a person or a file gives them: everything but `players` optional (REPLAY.md). */
export const optionsInputSchema = z
  .strictObject({
    players: int.min(MIN_PLAYERS).max(MAX_PLAYERS),
    rowSize: rowSizeSchema.optional(),
    target: int.min(1).max(100000).optional(),
    rounds: int.min(1).max(1000).nullable().optional(),
    blockade: blockadeSchema.optional(),
    advancedRow: z.boolean().optional(),
    handicap: z.array(int.min(MIN_STACK).max(DEFAULT_STACK)).max(MAX_PLAYERS).readonly().optional(),
    recycle: recycleSchema.optional(),
  })
  .readonly();

/** Options as a person or a file gives them. */
export type RuleOptionsInput = z.infer<typeof optionsInputSchema>;

/** The options a table sets beyond its seats (the lobby's or sim's), each optional; other keys are ignored. */
export const tableOptionsSchema = z
  .object({
    rowSize: rowSizeSchema,
    target: int.min(1).max(100000),
    rounds: int.min(1).max(1000).nullable(),
    blockade: blockadeSchema,
    advancedRow: z.boolean(),
    recycle: recycleSchema,
  })
  .partial();

/** Schema of Ligretto's lines in the lobby (stored per game in the match options; the stack size is a seat's own, S2). */
export const ligrettoLobbyOptionsSchema = z.strictObject({
  rowSize: rowSizeSchema,
  /** M1: the total that ends the match. */
  target: int.min(1).max(1000),
  /** M2: a fixed number of rounds instead of the target (null: play to the target). */
  rounds: int.min(1).max(100).nullable(),
  blockade: blockadeSchema,
  advancedRow: z.boolean(),
  /** P7: how a used-up hand comes back from the waste. */
  recycle: recycleSchema,
  /** F1: game ms a seat's plays are locked after a wrong play (0: off). */
  rejectLockMs: rejectLockMsSchema,
});

/** Ligretto's lines in the lobby. */
export type LigrettoLobbyOptions = z.infer<typeof ligrettoLobbyOptionsSchema>;

/** Ligretto's lobby lines as RULES.md names their defaults. */
export const DEFAULT_LIGRETTO_LOBBY_OPTIONS: LigrettoLobbyOptions = {
  rowSize: 'official',
  target: DEFAULT_TARGET,
  rounds: null,
  blockade: 'reshuffle',
  advancedRow: false,
  recycle: 'turn-over',
  rejectLockMs: DEFAULT_REJECT_LOCK_MS,
};

/** Ligretto's keys in the flat options of old files (issue 29); P7 and F1, added later, get their defaults. */
const ligrettoFlatSchema = z.object({
  rowSize: rowSizeSchema,
  target: int.min(1).max(1000),
  rounds: int.min(1).max(100).nullable(),
  blockade: blockadeSchema,
  advancedRow: z.boolean(),
  recycle: recycleSchema.default('turn-over'),
  rejectLockMs: rejectLockMsSchema.default(DEFAULT_REJECT_LOCK_MS),
});

/** Ligretto's lobby options from an old file's flat ones: every key as it was. */
const ligrettoLegacy = legacyLobby(ligrettoFlatSchema, (flat): LigrettoLobbyOptions => ({
  rowSize: flat.rowSize,
  target: flat.target,
  rounds: flat.rounds,
  blockade: flat.blockade,
  advancedRow: flat.advancedRow,
  recycle: flat.recycle,
  rejectLockMs: flat.rejectLockMs,
}));

/** Ligretto's lobby options, named in its view contract (`contract.ts`). */
export const ligrettoLobbyOptions = {
  schema: ligrettoLobbyOptionsSchema,
  defaults: DEFAULT_LIGRETTO_LOBBY_OPTIONS,
  legacy: ligrettoLegacy,
} as const;

function validSeatCount(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
}

/** Fills in the defaults named in RULES.md. */
export function resolveOptions(input: RuleOptionsInput): RuleOptions {
  return {
    players: input.players,
    rowSize: input.rowSize ?? 'official',
    target: input.target ?? DEFAULT_TARGET,
    rounds: input.rounds ?? null,
    blockade: input.blockade ?? 'reshuffle',
    advancedRow: input.advancedRow ?? false,
    // An invalid player count gets no default stacks (optionProblems reports it) instead of a RangeError.
    handicap: input.handicap
      ? [...input.handicap]
      : new Array<number>(validSeatCount(input.players) ? input.players : 0).fill(DEFAULT_STACK),
    recycle: input.recycle ?? 'turn-over',
  };
}

/** Problems with a set of options, empty when they are valid. */
export function optionProblems(o: RuleOptions): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS) {
    problems.push(`players must be an integer from ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  }
  if (o.rowSize !== 'official' && o.rowSize !== 'large-table') problems.push('rowSize must be official or large-table');
  if (o.blockade !== 'reshuffle' && o.blockade !== 'end-round') problems.push('blockade must be reshuffle or end-round');
  if (o.recycle !== 'turn-over' && o.recycle !== 'shuffle') problems.push('recycle must be turn-over or shuffle');
  if (!Number.isInteger(o.target) || o.target < 1) problems.push('target must be a positive integer');
  if (o.rounds !== null && (!Number.isInteger(o.rounds) || o.rounds < 1)) problems.push('rounds must be a positive integer');
  if (o.handicap.length !== o.players) problems.push('handicap needs one stack size per player');
  if (o.handicap.some((s) => !Number.isInteger(s) || s < MIN_STACK || s > DEFAULT_STACK)) {
    problems.push(`handicap stack sizes must be integers from ${MIN_STACK} to ${DEFAULT_STACK}`);
  }
  return problems;
}

/** S3: row cards per player for a player count. */
export function rowSizeFor(rule: RowSizeRule, players: number): number {
  if (rule === 'official') return players === 2 ? 5 : players === 3 ? 4 : 3;
  return players <= 4 ? 5 : players <= 8 ? 4 : 3;
}
