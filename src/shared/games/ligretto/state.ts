/** The game state: what the engine computes and every view draws. All card lists are bottom first, top last. */
import type { Card, Color } from './cards';
import type { RuleOptions } from './options';

/** One player's cards. */
export interface PlayerState {
  /** Ligretto stack (S2); the last card is the visible top. */
  readonly stack: readonly Card[];
  /** Row slots (S3); each slot is a column whose last card is its visible top (A2). */
  readonly row: readonly (readonly Card[])[];
  /** Face-down hand (S4); the last card is the next one a flip takes. */
  readonly hand: readonly Card[];
  /** Face-up waste (P7); the last card is the playable top. */
  readonly waste: readonly Card[];
}

/** A centre pile (P2); cards bottom first. */
export interface Pile {
  readonly color: Color;
  readonly cards: readonly Card[];
}

/** Where the round stands. */
export type RoundPhase = 'awaiting-start' | 'playing' | 'round-over';

/** One player's round score (SC1-SC2). */
export interface RoundScore {
  readonly player: number;
  /** Cards with the player's back in the centre. */
  readonly centre: number;
  /** Cards left in the player's stack. */
  readonly stackLeft: number;
  /** centre - 2 x stackLeft. */
  readonly points: number;
}

/** The match around the rounds (M1-M3). */
export interface MatchState {
  /** 1-based number of the current round. */
  readonly round: number;
  readonly totals: readonly number[];
  /** Round points per finished round, one list per round. */
  readonly history: readonly (readonly number[])[];
  readonly over: boolean;
  /** Seats with the highest total once the match is over; ties share the win. */
  readonly winners: readonly number[];
}

/** The whole game: options + RNG state + cards + match. */
export interface GameState {
  readonly options: RuleOptions;
  /** The match seed; round r is dealt from roundSeed(seed, r). */
  readonly seed: number;
  /** Seeded RNG state (32-bit) of the current round; its deal and reshuffles draw from it. */
  readonly rng: number;
  readonly phase: RoundPhase;
  readonly players: readonly PlayerState[];
  readonly piles: readonly Pile[];
  /** Seat that emptied its stack, null before or after a blockade end. */
  readonly stoppedBy: number | null;
  /** Blockades (B1) this round, whatever the remedy. */
  readonly blockades: number;
  /** Reshuffles (B2) this round. */
  readonly reshuffles: number;
  /** Round scores once the round is over. */
  readonly scores: readonly RoundScore[] | null;
  readonly match: MatchState;
}
