/** Each game's bots, by game id: every bot `registered.ts` lists (one line a game). */
import type { GameId } from '@shared/game';
import type { AnyGameBot } from './game-bot';
import * as REGISTERED from './registered';

/** Looks a game's bots up; the host and sim take one, so tests can add a game of their own. */
export interface BotRegistry {
  get(game: GameId): AnyGameBot | null;
}

/** A registry of these games' bots. */
export function botRegistry(bots: readonly AnyGameBot[]): BotRegistry {
  const byGame = new Map(bots.map((b) => [b.game, b]));
  return { get: (game) => byGame.get(game) ?? null };
}

/** The built-in games' bots. */
export const BUILT_IN_BOTS: BotRegistry = botRegistry(Object.values(REGISTERED));
