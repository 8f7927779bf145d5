/** Ligretto Dice's rule options (DICE.md) with their defaults: schemas first, types derived from them. */
import { z } from 'zod';
import { DEFAULT_REJECT_LOCK_MS, rejectLockMsSchema } from '../../fair-play';
import { SEAT_COUNT } from '../../seats-schema';
import { legacyLobby } from '../legacy-lobby';

/** Fewest and most players (DC2). */
export const DICE_MIN_PLAYERS = 2;
export const DICE_MAX_PLAYERS = 12;
/** Dice of one colour in one set, and fields of one track (DC1). */
export const FIELDS = 6;
/** Dice in one set: 6 of each of the 4 colours (DC1). */
export const SET_DICE = 24;
/** DP5 default: the lock after a reroll, game ms. */
export const DEFAULT_REROLL_LOCK_MS = 800;
/** DS2 handicap: at most this many extra dice per seat. */
export const MAX_EXTRA_DICE = 2;
/** DM1: rounds per player (seed). */
export const ROUNDS_PER_PLAYER = 3;
/** DM1: the lobby's default number of rounds at 5 to 12 players (extension). */
export const LOBBY_ROUNDS_LARGE_TABLE = 12;

const int = z.number().int();
const players = int.min(DICE_MIN_PLAYERS).max(DICE_MAX_PLAYERS);
const rounds = int.min(1).max(1000).nullable();
const rerollLockMs = int.min(0).max(5000);
const handicap = z.array(int.min(0).max(MAX_EXTRA_DICE)).max(DICE_MAX_PLAYERS).readonly();

/** Every rule option, resolved (as the state holds them). */
export const diceOptionsSchema = z
  .strictObject({
    players,
    /** DM1: a fixed number of rounds; null plays the seed's 3 per player. */
    rounds,
    /** DP5: the lock after a reroll (0: none). */
    rerollLockMs,
    /** DS2: extra dice per seat (0, 1 or 2). */
    handicap,
  })
  .readonly();

/** Every rule option, resolved. */
export type DiceOptions = z.infer<typeof diceOptionsSchema>;

/** Options as a file gives them: everything but `players` optional (REPLAY.md). */
export const diceOptionsInputSchema = z
  .strictObject({ players, rounds: rounds.optional(), rerollLockMs: rerollLockMs.optional(), handicap: handicap.optional() })
  .readonly();

/** Options as a file gives them. */
export type DiceOptionsInput = z.infer<typeof diceOptionsInputSchema>;

/**
 * The options a table sets beyond its seats, each optional; other keys are ignored: the lobby's (its extra dice per
 * lobby seat) or the sim's (`handicap`, extra dice per engine player).
 */
export const diceTableOptionsSchema = z
  .object({ rounds, rerollLockMs, handicap, extraDice: z.array(int.min(0).max(MAX_EXTRA_DICE)).max(SEAT_COUNT).readonly() })
  .partial();

/** Fills in the defaults of DICE.md. */
export function resolveDiceOptions(input: DiceOptionsInput): DiceOptions {
  const valid = Number.isInteger(input.players) && input.players >= DICE_MIN_PLAYERS && input.players <= DICE_MAX_PLAYERS;
  return {
    players: input.players,
    rounds: input.rounds ?? null,
    rerollLockMs: input.rerollLockMs ?? DEFAULT_REROLL_LOCK_MS,
    handicap: input.handicap ? [...input.handicap] : new Array<number>(valid ? input.players : 0).fill(0),
  };
}

/** Problems with a set of options, empty when they are valid. */
export function diceOptionProblems(o: DiceOptions): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(o.players) || o.players < DICE_MIN_PLAYERS || o.players > DICE_MAX_PLAYERS) {
    problems.push(`players must be an integer from ${DICE_MIN_PLAYERS} to ${DICE_MAX_PLAYERS}`);
  }
  if (o.rounds !== null && (!Number.isInteger(o.rounds) || o.rounds < 1)) problems.push('rounds must be a positive integer');
  if (!Number.isInteger(o.rerollLockMs) || o.rerollLockMs < 0 || o.rerollLockMs > 5000) {
    problems.push('rerollLockMs must be an integer from 0 to 5000');
  }
  if (o.handicap.length !== o.players) problems.push('handicap needs one number of extra dice per player');
  if (o.handicap.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_EXTRA_DICE)) {
    problems.push(`handicap extra dice must be integers from 0 to ${MAX_EXTRA_DICE}`);
  }
  return problems;
}

/** DC2: dice sets for a player count (1 for 2-4, 2 for 5-8, 3 for 9-12). */
export function setsFor(players: number): number {
  return players <= 4 ? 1 : players <= 8 ? 2 : 3;
}

/** DS2: dice per seat before the handicap (seed: 2 -> 12, 3 -> 8, 4 -> 6; extension: floor(24k / N)). */
export function baseDice(players: number): number {
  return Math.floor((SET_DICE * setsFor(players)) / players);
}

/** DM1: rounds in a match with these options (the fixed number, else 3 per player). */
export function matchRounds(o: DiceOptions): number {
  return o.rounds ?? ROUNDS_PER_PLAYER * o.players;
}

/** Schema of Ligretto Dice's lines in the lobby (stored per game in the match options). */
export const diceLobbyOptionsSchema = z.strictObject({
  /** DM1: a fixed number of rounds; null plays the seed's 3 per player. */
  rounds: int.min(1).max(100).nullable(),
  /** F1: game ms a seat's presses are locked after a wrong one (0: off). */
  rejectLockMs: rejectLockMsSchema,
  /** DP5: the lock after a reroll, game ms. */
  rerollLockMs,
  /** DS2: extra dice per lobby seat (0, 1 or 2), one entry for each of the lobby's seats. */
  extraDice: z.array(int.min(0).max(MAX_EXTRA_DICE)).length(SEAT_COUNT).readonly(),
});

/** Ligretto Dice's lines in the lobby. */
export type DiceLobbyOptions = z.infer<typeof diceLobbyOptionsSchema>;

/** Ligretto Dice's lobby lines by default: DICE.md's reroll lock, no seat handicapped. */
export const DEFAULT_DICE_LOBBY_OPTIONS: DiceLobbyOptions = {
  rounds: null,
  rejectLockMs: DEFAULT_REJECT_LOCK_MS,
  rerollLockMs: DEFAULT_REROLL_LOCK_MS,
  extraDice: new Array<number>(SEAT_COUNT).fill(0),
};

/** The one handicap value old seats shared: Ligretto's stack size (10 when unchanged); Dice read 10 - n as n extra dice. */
const OLD_SEAT_HANDICAP_DEFAULT = 10;

/** DS2 as old files meant it: a seat's shared handicap value as extra dice (10: none, 9: one, 8 or less: two). */
export function oldExtraDice(stackSize: number): number {
  return Math.max(0, Math.min(MAX_EXTRA_DICE, OLD_SEAT_HANDICAP_DEFAULT - Math.round(stackSize)));
}

/** Dice's keys in the flat options of old files (issue 29): the rounds and wrong-press lock it shared with Ligretto. */
const diceFlatSchema = z.object({
  rounds: int.min(1).max(100).nullable(),
  rejectLockMs: rejectLockMsSchema.default(DEFAULT_REJECT_LOCK_MS),
  rerollLockMs: rerollLockMs.optional(),
});

/** Dice's lobby options from an old file's flat ones; its extra dice come from the seats' old shared handicap value. */
const diceLegacy = legacyLobby(diceFlatSchema, (flat, seats): DiceLobbyOptions => {
  const extraDice = [...DEFAULT_DICE_LOBBY_OPTIONS.extraDice];
  for (const s of seats) extraDice[s.seat] = oldExtraDice(s.stackSize);
  return { rounds: flat.rounds, rejectLockMs: flat.rejectLockMs, rerollLockMs: flat.rerollLockMs ?? DEFAULT_REROLL_LOCK_MS, extraDice };
});

/** Ligretto Dice's lobby options, named in its view contract (`contract.ts`). */
export const diceLobbyOptions = { schema: diceLobbyOptionsSchema, defaults: DEFAULT_DICE_LOBBY_OPTIONS, legacy: diceLegacy } as const;
