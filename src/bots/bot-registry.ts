/** The bot registry's contract: how the host and the sim look a game's bots up (tests build one with a bot of their own). */
import type { GameId } from '@shared/game';
import type { AnyGameBot } from './game-bot';

/** Looks a game's bots up; the host and sim take one, so tests can add a game of their own. */
export interface BotRegistry {
  get(game: GameId): AnyGameBot | null;
}

/** A registry of these games' bots. */
export function botRegistry(bots: readonly AnyGameBot[]): BotRegistry {
  const byGame = new Map(bots.map((b) => [b.game, b]));
  return { get: (game) => byGame.get(game) ?? null };
}
