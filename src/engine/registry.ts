/** The games the party can play, by id: every game `registered.ts` lists (one line a game), in menu order. */
import type { AnyGameRules, GameId } from '@shared/game';
import { inMenuOrder } from '@shared/games/game-contract';
import * as REGISTERED from './registered';

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

/** The built-in games. */
export const BUILT_IN_GAMES: GameRegistry = gameRegistry(inMenuOrder(Object.values(REGISTERED), (g) => g.id));
