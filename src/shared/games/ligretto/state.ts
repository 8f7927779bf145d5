/** The game state: what the engine computes and every view draws. All card lists are bottom first, top last. */
import type { z } from 'zod';
import type {
  ligrettoStateSchema,
  matchStateSchema,
  pileSchema,
  playerStateSchema,
  roundPhaseSchema,
  roundScoreSchema,
} from './state-schema';

/** One player's cards: stack, row slots (each a column whose last card is its visible top), hand, waste. */
export type PlayerState = z.infer<typeof playerStateSchema>;

/** A centre pile (P2); cards bottom first. */
export type Pile = z.infer<typeof pileSchema>;

/** Where the round stands. */
export type RoundPhase = z.infer<typeof roundPhaseSchema>;

/** One player's round score (SC1-SC2). */
export type RoundScore = z.infer<typeof roundScoreSchema>;

/** The match around the rounds (M1-M3). */
export type MatchState = z.infer<typeof matchStateSchema>;

/** The whole game: options + RNG state + cards + match. */
export type LigrettoState = z.infer<typeof ligrettoStateSchema>;
