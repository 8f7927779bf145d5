/**
 * Match options as files wrote them before they were stored per game (issue 29): one flat object holding every game's
 * keys (`rowSize` ... `turnSeconds`) and the session's. Saved nights and replay sidecars keep that shape until they are
 * written again; they are migrated on read to the per-game shape of src/shared/match-options.ts, each registered game
 * reading its own keys (`lobby.legacy` in its view contract, from its `options.ts`).
 */
import { z } from 'zod';
import type { GameViewContract } from './games/game-contract';
import { GAME_CONTRACTS } from './games/contracts';
import type { OldSeat } from './games/legacy-lobby';
import { SEAT_COUNT, lostControllerSchema } from './seats-schema';

const int = z.number().int();

/** Schema of the session's keys in the flat options (Even latency came later: absent, off). */
const flatSessionSchema = z.object({ lostController: lostControllerSchema, evenLatency: z.boolean().optional() });

const lobbies = (GAME_CONTRACTS as readonly GameViewContract[]).flatMap((c) => (c.lobby ? [[c.id, c.lobby] as const] : []));

/** Every key the flat options may hold: the session's and each registered game's (any other makes them damaged). */
const FLAT_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(flatSessionSchema.shape),
  ...lobbies.flatMap(([, l]) => l.legacy?.keys ?? []),
]);

/** Schema of what the migration reads of a night's players: the lobby seat and the seat's handicap value then. */
const oldSeatsSchema = z.array(z.looseObject({ seat: int.min(0).max(SEAT_COUNT - 1), stackSize: int })).max(SEAT_COUNT);

/** Match options in the per-game shape, before the current schema checks them. */
export interface MigratedOptions {
  readonly session: z.infer<typeof flatSessionSchema>;
  readonly games: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/**
 * Old flat options in the per-game shape: every game keeps the values it read from the flat object (Ligretto and Dice
 * share the old rounds and wrong-press lock), with the file's old seats for a game that reads them (Dice's extra dice);
 * a game newer than the flat shape gets its defaults. Null when `raw` is not flat options or they are damaged.
 */
export function migrateFlatOptions(raw: unknown, seats: readonly OldSeat[] = []): MigratedOptions | null {
  if (typeof raw !== 'object' || raw === null || Object.keys(raw).some((k) => !FLAT_KEYS.has(k))) return null;
  const session = flatSessionSchema.safeParse(raw);
  if (!session.success) return null;
  const games: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [id, lobby] of lobbies) {
    const options = lobby.legacy ? lobby.legacy.migrate(raw, seats) : lobby.defaults;
    if (options === null) return null;
    games[id] = options;
  }
  const { lostController, evenLatency } = session.data;
  return { session: { lostController, ...(evenLatency === undefined ? {} : { evenLatency }) }, games };
}

/**
 * Migrates a file's match options on read: old flat options become per-game ones (with the file's seats, when it has
 * them, for Dice's extra dice); anything else is returned as it is for the current schema to check (and refuse).
 */
export function migrateMatchOptions(raw: unknown, players?: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || 'games' in raw) return raw;
  const seats = oldSeatsSchema.safeParse(players);
  return migrateFlatOptions(raw, seats.success ? seats.data : []) ?? raw;
}

/** A night or replay sidecar object with its `lobby` options migrated (its `players` or `seats` give the old seats). */
export function migrateSavedLobby(file: unknown): unknown {
  if (typeof file !== 'object' || file === null || !('lobby' in file)) return file;
  if (file.lobby === null) return file;
  const seats = 'players' in file && Array.isArray(file.players) ? file.players : 'seats' in file ? file.seats : undefined;
  return { ...file, lobby: migrateMatchOptions(file.lobby, seats) };
}
