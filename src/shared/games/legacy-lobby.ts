/**
 * How a game reads the match options files wrote before they were stored per game (issue 29): one flat object holding
 * every game's keys and the session's. Each game names, in its own `options.ts`, the keys it read from that object and
 * how they become its lobby options; src/shared/match-options-migration.ts runs every registered game's piece.
 */
import type { z } from 'zod';

/** A lobby seat as old files wrote it: the seat and its one shared handicap value then (Ligretto's stack size). */
export interface OldSeat {
  readonly seat: number;
  readonly stackSize: number;
}

/** One game's piece of the migration from the old flat options. */
export interface LegacyLobby {
  /** The keys of the flat object this game read. */
  readonly keys: readonly string[];
  /** Its lobby options from the flat object and the file's old seats, or null when its keys there are damaged. */
  migrate(flat: unknown, seats: readonly OldSeat[]): Readonly<Record<string, unknown>> | null;
}

/**
 * A game's piece from the schema of its keys in the flat object (keys added later carry their defaults; other games'
 * keys are ignored) and the mapping of what that schema reads to its lobby options.
 */
export function legacyLobby<S extends z.ZodObject, O extends Readonly<Record<string, unknown>>>(
  schema: S,
  migrate: (flat: z.infer<S>, seats: readonly OldSeat[]) => O,
): LegacyLobby {
  return {
    keys: Object.keys(schema.shape),
    migrate: (flat, seats) => {
      const parsed = schema.safeParse(flat);
      return parsed.success ? migrate(parsed.data, seats) : null;
    },
  };
}
