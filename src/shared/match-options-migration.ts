/**
 * Match options as files wrote them before they were stored per game (issue 29): one flat object holding every game's
 * keys (`rowSize` ... `turnSeconds`) and the session's. Saved nights and replay sidecars keep that shape until they are
 * written again; they are migrated on read to the per-game shape of src/shared/match-options.ts.
 */
import { z } from 'zod';
import { DEFAULT_REJECT_LOCK_MS, rejectLockMsSchema } from './fair-play';
import { DEFAULT_TURN_SECONDS, turnSecondsSchema } from './games/coloretto/options';
import { DEFAULT_REROLL_LOCK_MS, MAX_EXTRA_DICE } from './games/dice/options';
import { blockadeSchema, recycleSchema, rowSizeSchema } from './games/ligretto/options';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from './match-options';
import { SEAT_COUNT, lostControllerSchema } from './seats-schema';

const int = z.number().int();

/** Schema of the flat match options of old files; options added later (P7, F1, KT7, DP5) get their defaults. */
export const flatMatchOptionsSchema = z.strictObject({
  rowSize: rowSizeSchema,
  target: int.min(1).max(1000),
  rounds: int.min(1).max(100).nullable(),
  blockade: blockadeSchema,
  advancedRow: z.boolean(),
  recycle: recycleSchema.default('turn-over'),
  rejectLockMs: rejectLockMsSchema.default(DEFAULT_REJECT_LOCK_MS),
  lostController: lostControllerSchema,
  rerollLockMs: int.min(0).max(5000).optional(),
  turnSeconds: turnSecondsSchema.default(DEFAULT_TURN_SECONDS),
  evenLatency: z.boolean().optional(),
});

/** The flat match options of an old file. */
export type FlatMatchOptions = z.infer<typeof flatMatchOptionsSchema>;

/** Schema of what the migration reads of a night's players: the lobby seat and the seat's handicap value then. */
const oldSeatsSchema = z.array(z.looseObject({ seat: int.min(0).max(SEAT_COUNT - 1), stackSize: int })).max(SEAT_COUNT);

/** The one handicap value old seats shared: Ligretto's stack size (10 when unchanged); Dice read 10 - n as n extra dice. */
const OLD_SEAT_HANDICAP_DEFAULT = 10;

/** DS2 as old files meant it: a seat's shared handicap value as extra dice (10: none, 9: one, 8 or less: two). */
export function oldExtraDice(stackSize: number): number {
  return Math.max(0, Math.min(MAX_EXTRA_DICE, OLD_SEAT_HANDICAP_DEFAULT - Math.round(stackSize)));
}

/**
 * Old flat options in the per-game shape: every game keeps the values it read from the flat object (Ligretto and Dice
 * share the old rounds and wrong-press lock), and Dice's extra dice come from the seats' old shared handicap value.
 */
export function migrateFlatOptions(
  flat: FlatMatchOptions,
  seats: readonly { readonly seat: number; readonly stackSize: number }[] = [],
): MatchOptions {
  const extraDice = [...DEFAULT_MATCH_OPTIONS.games.dice.extraDice];
  for (const s of seats) extraDice[s.seat] = oldExtraDice(s.stackSize);
  return {
    session: { lostController: flat.lostController, ...(flat.evenLatency === undefined ? {} : { evenLatency: flat.evenLatency }) },
    games: {
      ligretto: {
        rowSize: flat.rowSize,
        target: flat.target,
        rounds: flat.rounds,
        blockade: flat.blockade,
        advancedRow: flat.advancedRow,
        recycle: flat.recycle,
        rejectLockMs: flat.rejectLockMs,
      },
      dice: { rounds: flat.rounds, rejectLockMs: flat.rejectLockMs, rerollLockMs: flat.rerollLockMs ?? DEFAULT_REROLL_LOCK_MS, extraDice },
      coloretto: { turnSeconds: flat.turnSeconds },
    },
  };
}

/**
 * Migrates a file's match options on read: old flat options become per-game ones (with the file's seats, when it has
 * them, for Dice's extra dice); anything else is returned as it is for the current schema to check (and refuse).
 */
export function migrateMatchOptions(raw: unknown, players?: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'games' in raw) return raw;
  const flat = flatMatchOptionsSchema.safeParse(raw);
  if (!flat.success) return raw;
  const seats = oldSeatsSchema.safeParse(players);
  return migrateFlatOptions(flat.data, seats.success ? seats.data : []);
}

/** A night or replay sidecar object with its `lobby` options migrated (its `players` or `seats` give the old seats). */
export function migrateSavedLobby(file: unknown): unknown {
  if (typeof file !== 'object' || file === null || !('lobby' in file)) return file;
  if (file.lobby === null) return file;
  const seats = 'players' in file && Array.isArray(file.players) ? file.players : 'seats' in file ? file.seats : undefined;
  return { ...file, lobby: migrateMatchOptions(file.lobby, seats) };
}
