/** Ligretto Dice's bot levels as tuning data: how fast a bot finds a die that fits, what it overlooks, how it rolls. */
import type { BotLevel } from '../game-bot';

/** Which fitting die a bot places when it sees several. */
export type DicePreference =
  /** The lowest value first: it opens the next field of its track, maybe for another own die. */
  | 'lowest'
  /** Whichever die the eye falls on first: a random order each look. */
  | 'random';

/**
 * The numbers that make a level, all in game milliseconds. A look costs what a person spends: a base time, a share for
 * every die still in the tray (more dice, longer search) and one for every dice set on the board (more tracks to read).
 */
export interface DiceTuning {
  /** Median of a look at an empty tray and a one-set board. */
  readonly baseMs: number;
  /** Added to the median for every die in the tray. */
  readonly perDieMs: number;
  /** Added to the median for every dice set beyond the first. */
  readonly perSetMs: number;
  /** Spread (sigma of the underlying normal) of a look; 0 makes it fixed. */
  readonly reactionSigma: number;
  /** Shortest look a person of this level manages. */
  readonly reactionMinMs: number;
  /** Moving the hand once decided (taking the die to its field, or grabbing the cup). */
  readonly motorMs: number;
  /** Multiplier of the look before a reroll: a person is surer nothing fits after a longer look. */
  readonly rerollFactor: number;
  /** Chance to overlook each die that fits, on one look. */
  readonly overlook: number;
  /** Chance per look to place a die that only looks right (one off, or a field just taken): F1 locks the seat. */
  readonly misplay: number;
  readonly preference: DicePreference;
  /** How long a bot with nothing to do waits before looking again (it also looks when the table changes). */
  readonly idleMs: number;
}

/**
 * Every level. The paces are about 1.4x apart; `expert` is a quick, sure person; `instant` is superhuman (no look time,
 * nothing overlooked), for tests and benchmarks only, never offered.
 */
export const DICE_LEVEL_TUNING: Readonly<Record<BotLevel, DiceTuning>> = {
  relaxed: {
    baseMs: 470,
    perDieMs: 110,
    perSetMs: 135,
    reactionSigma: 0.42,
    reactionMinMs: 400,
    motorMs: 290,
    rerollFactor: 1.3,
    overlook: 0.2,
    misplay: 0.04,
    preference: 'random',
    idleMs: 2000,
  },
  casual: {
    baseMs: 350,
    perDieMs: 82,
    perSetMs: 100,
    reactionSigma: 0.36,
    reactionMinMs: 290,
    motorMs: 215,
    rerollFactor: 1.15,
    overlook: 0.11,
    misplay: 0.03,
    preference: 'random',
    idleMs: 1500,
  },
  skilled: {
    baseMs: 265,
    perDieMs: 61,
    perSetMs: 75,
    reactionSigma: 0.3,
    reactionMinMs: 215,
    motorMs: 165,
    rerollFactor: 1,
    overlook: 0.06,
    misplay: 0.025,
    preference: 'lowest',
    idleMs: 1000,
  },
  expert: {
    baseMs: 190,
    perDieMs: 44,
    perSetMs: 54,
    reactionSigma: 0.26,
    reactionMinMs: 160,
    motorMs: 118,
    rerollFactor: 0.9,
    overlook: 0.03,
    misplay: 0.015,
    preference: 'lowest',
    idleMs: 700,
  },
  instant: {
    baseMs: 0,
    perDieMs: 0,
    perSetMs: 0,
    reactionSigma: 0,
    reactionMinMs: 0,
    motorMs: 0,
    rerollFactor: 0,
    overlook: 0,
    misplay: 0,
    preference: 'lowest',
    idleMs: 500,
  },
};
