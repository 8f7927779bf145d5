/** What every game's bots have in common: levels, plans on the game clock, and a policy from a seat's view. */
import type { GameId } from '@shared/game';
import { BOT_LEVEL_NAMES, type BotLevelName } from '@shared/seats';

/** Every bot level, slowest to fastest (the names the lobby and the protocol use). */
export const BOT_LEVELS = BOT_LEVEL_NAMES;

/** One bot level. */
export type BotLevel = BotLevelName;

/** Is this text a bot level name? */
export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/** What a bot does next: send an intent that lands at game time `at`, or wait. */
export type BotPlan<I> =
  | { readonly kind: 'send'; readonly intent: I; readonly at: number }
  /** Look again at `until`; with `orChange`, also as soon as the table changes. */
  | { readonly kind: 'wait'; readonly until: number; readonly orChange: boolean };

/** A policy's answer: its advanced RNG state and its plan. */
export interface BotDecision<I> {
  readonly rng: number;
  readonly plan: BotPlan<I>;
}

/** One game's bots: a pure policy from what a seat may see (the game's per-seat view) to a decision. */
export interface GameBot<V, I> {
  readonly game: GameId;
  /** The decision of a bot of `level` looking at `view` at game time `now`, with its own RNG state. */
  decide(view: V, level: BotLevel, rng: number, now: number): BotDecision<I>;
}

/** Any game's bots, their types forgotten. */
export type AnyGameBot = GameBot<unknown, { readonly player: number }>;
