/** Ligretto's bot difficulty levels as tuning data: how fast a bot reacts, how much it overlooks, what it prefers. */
import type { BotLevel } from '../game-bot';

/** Which playable card a bot picks when it sees several. */
export type PlayPreference =
  /** Stack top first, then row cards (they refill from the stack), then the waste: empties the stack. */
  | 'stack-first'
  /** Whichever card the eye falls on first: a random order each look. */
  | 'random';

/** When a bot uses the advanced row rule (A1) to put its stack top or waste top onto its row. */
export type RowPlacement =
  /** Stack-to-row as soon as it fits (it shortens the stack), before waste plays; waste-to-row before flipping. */
  | 'eager'
  /** Only when it sees no centre play, instead of flipping. */
  | 'when-stuck';

/** The numbers that make a level: all times in game milliseconds. */
export interface BotTuning {
  /** Median of the log-normal reaction time: seeing the table to deciding. */
  readonly reactionMedianMs: number;
  /** Spread (sigma of the underlying normal) of the reaction time; 0 makes it fixed. */
  readonly reactionSigma: number;
  /** Shortest reaction a person of this level manages. */
  readonly reactionMinMs: number;
  /** Moving the hand once decided, added to every intent. */
  readonly motorMs: number;
  /** Reaction multiplier before a flip: above 1 flips lazily, below 1 flips briskly. */
  readonly flipFactor: number;
  /** Chance to overlook each playable card on one look. */
  readonly overlook: number;
  readonly preference: PlayPreference;
  readonly rowPlacement: RowPlacement;
  /** How long a bot with nothing to do waits before looking again (it also looks when the table changes). */
  readonly idleMs: number;
}

/** The tuning of every level. */
export const LEVEL_TUNING: Readonly<Record<BotLevel, BotTuning>> = {
  relaxed: {
    reactionMedianMs: 1300,
    reactionSigma: 0.35,
    reactionMinMs: 450,
    motorMs: 200,
    flipFactor: 1.6,
    overlook: 0.25,
    preference: 'random',
    rowPlacement: 'when-stuck',
    idleMs: 2000,
  },
  casual: {
    reactionMedianMs: 850,
    reactionSigma: 0.3,
    reactionMinMs: 300,
    motorMs: 150,
    flipFactor: 1.3,
    overlook: 0.12,
    preference: 'random',
    rowPlacement: 'when-stuck',
    idleMs: 1500,
  },
  skilled: {
    reactionMedianMs: 500,
    reactionSigma: 0.25,
    reactionMinMs: 200,
    motorMs: 100,
    flipFactor: 1,
    overlook: 0.05,
    preference: 'stack-first',
    rowPlacement: 'when-stuck',
    idleMs: 1000,
  },
  expert: {
    reactionMedianMs: 280,
    reactionSigma: 0.2,
    reactionMinMs: 140,
    motorMs: 70,
    flipFactor: 0.6,
    overlook: 0.02,
    preference: 'stack-first',
    rowPlacement: 'eager',
    idleMs: 600,
  },
  instant: {
    reactionMedianMs: 0,
    reactionSigma: 0,
    reactionMinMs: 0,
    motorMs: 0,
    flipFactor: 0,
    overlook: 0,
    preference: 'stack-first',
    rowPlacement: 'eager',
    idleMs: 500,
  },
};
