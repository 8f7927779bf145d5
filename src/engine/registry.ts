/** The games the party can play, by id. A new game adds one line here (and one in src/shared/games/contracts.ts). */
import type { AnyGameRules, GameId } from '@shared/game';
import { diceRules } from './dice/rules';
import { colorettoRules } from './coloretto/rules';
import { ligrettoRules } from './ligretto/rules';

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
export const BUILT_IN_GAMES: GameRegistry = gameRegistry([ligrettoRules, diceRules, colorettoRules]);
