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

/**
 * The numbers that make a level: all times in game milliseconds. A look at the table costs what a person spends
 * scanning it: a base time, a share for every open pile in the centre and a share for every own face-up card
 * (stack top, row cards, waste top), so a 12-player table with 25 piles is slower to read than a 2-player one with 6.
 */
export interface BotTuning {
  /** Median reaction to a table with nothing to scan (seeing, deciding). */
  readonly baseMs: number;
  /** Added to the median for every open pile in the centre. */
  readonly perPileMs: number;
  /** Added to the median for every own face-up card (finding it, reading it). */
  readonly perCardMs: number;
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
  /** Chance per look to misread a card and press it although it fits nowhere (a wrong press: F1 locks the seat). */
  readonly misplay: number;
  readonly preference: PlayPreference;
  readonly rowPlacement: RowPlacement;
  /** How long a bot with nothing to do waits before looking again (it also looks when the table changes). */
  readonly idleMs: number;
}

/**
 * The tuning of every level. The paces are about 1.4x apart (a person can climb them); `expert` is a strong person
 * (about 0.5 s a decision at 4 players); `instant` is superhuman (no reaction time), for tests only, never offered.
 */
export const LEVEL_TUNING: Readonly<Record<BotLevel, BotTuning>> = {
  relaxed: {
    baseMs: 296,
    perPileMs: 88,
    perCardMs: 60,
    reactionSigma: 0.4,
    reactionMinMs: 438,
    motorMs: 260,
    flipFactor: 1.25,
    overlook: 0.37,
    misplay: 0.04,
    preference: 'random',
    rowPlacement: 'when-stuck',
    idleMs: 2000,
  },
  casual: {
    baseMs: 212,
    perPileMs: 63,
    perCardMs: 43,
    reactionSigma: 0.28,
    reactionMinMs: 314,
    motorMs: 186,
    flipFactor: 1.2,
    overlook: 0.12,
    misplay: 0.03,
    preference: 'random',
    rowPlacement: 'when-stuck',
    idleMs: 1500,
  },
  skilled: {
    baseMs: 151,
    perPileMs: 45,
    perCardMs: 31,
    reactionSigma: 0.25,
    reactionMinMs: 224,
    motorMs: 133,
    flipFactor: 1,
    overlook: 0.06,
    misplay: 0.025,
    preference: 'stack-first',
    rowPlacement: 'when-stuck',
    idleMs: 1000,
  },
  expert: {
    baseMs: 108,
    perPileMs: 32,
    perCardMs: 22,
    reactionSigma: 0.22,
    reactionMinMs: 160,
    motorMs: 95,
    flipFactor: 0.9,
    overlook: 0.04,
    misplay: 0.02,
    preference: 'stack-first',
    rowPlacement: 'eager',
    idleMs: 700,
  },
  instant: {
    baseMs: 0,
    perPileMs: 0,
    perCardMs: 0,
    reactionSigma: 0,
    reactionMinMs: 0,
    motorMs: 0,
    flipFactor: 0,
    overlook: 0,
    misplay: 0,
    preference: 'stack-first',
    rowPlacement: 'eager',
    idleMs: 500,
  },
};
