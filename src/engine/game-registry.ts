/** The games registry's contract: how the host, the CLIs and the saves look games up (tests build one with a game of their own). */
import type { AnyGameRules, GameId } from '@shared/game';

/** Looks games up by id; the host, the CLIs and the saves take one, so tests can add a game of their own. */
export interface GameRegistry {
  /** Every game, in menu order. */
  readonly games: readonly AnyGameRules[];
  /** The game with this id, or null. */
  get(id: GameId): AnyGameRules | null;
}

/** A registry of these games (ids must differ). */
export function gameRegistry(games: readonly AnyGameRules[]): GameRegistry {
  const byId = new Map(games.map((g) => [g.id, g]));
  if (byId.size !== games.length) throw new Error('two games share an id');
  return { games, get: (id) => byId.get(id) ?? null };
}
