/** The dice bot ladder on fixed seeds: each level beats the one below over many rounds, but not always. */
import { describe, expect, it } from 'vitest';
import { DICE_CALIBRATED_LEVELS, diceHeadToHead, diceLevelPace, diceMasherLine, diceWinRate } from '@bots/dice/calibration';
import type { BotLevel } from '@bots/index';

describe('dice bot calibration', () => {
  it('each level beats the one below in 55-90 % of 2-player rounds, never all of them', () => {
    for (let i = 1; i < DICE_CALIBRATED_LEVELS.length; i++) {
      const upper = DICE_CALIBRATED_LEVELS[i] as BotLevel;
      const lower = DICE_CALIBRATED_LEVELS[i - 1] as BotLevel;
      const tally = diceHeadToHead(upper, lower, 2, 60, 201);
      expect(tally.rounds).toBe(60);
      expect(diceWinRate(tally), `${upper} vs ${lower}`).toBeGreaterThanOrEqual(0.55);
      expect(diceWinRate(tally), `${upper} vs ${lower}`).toBeLessThanOrEqual(0.9);
    }
  });

  it('each level beats the one below in 55-85 % of head-to-head pairs at 4 players', () => {
    for (let i = 1; i < DICE_CALIBRATED_LEVELS.length; i++) {
      const upper = DICE_CALIBRATED_LEVELS[i] as BotLevel;
      const lower = DICE_CALIBRATED_LEVELS[i - 1] as BotLevel;
      const tally = diceHeadToHead(upper, lower, 4, 30, 301);
      expect(tally.rounds).toBe(30 * 4);
      expect(diceWinRate(tally), `${upper} vs ${lower}`).toBeGreaterThanOrEqual(0.55);
      expect(diceWinRate(tally), `${upper} vs ${lower}`).toBeLessThanOrEqual(0.85);
    }
  });

  it('slower levels play longer rounds with fewer intents a second', () => {
    const paces = DICE_CALIBRATED_LEVELS.map((level) => diceLevelPace(level, 4, 15, 401));
    for (let i = 1; i < paces.length; i++) {
      expect(paces[i]?.medianRoundS).toBeLessThan(paces[i - 1]?.medianRoundS ?? 0);
      expect(paces[i]?.intentsPerSecond).toBeGreaterThan(paces[i - 1]?.intentsPerSecond ?? Infinity);
    }
  });

  it('F1 the blind masher at 8 presses a second rarely wins against skilled bots; without the lock it wins far more', () => {
    const locked = diceMasherLine(8, 4, 'skilled', 40, undefined, 101);
    const open = diceMasherLine(8, 4, 'skilled', 40, 0, 101);
    expect(locked.rounds).toBe(40);
    expect(locked.wins).toBeLessThanOrEqual(3);
    expect(open.wins).toBeGreaterThan(locked.wins + 3);
    expect(locked.refusedShare).toBeGreaterThan(0.5);
  });
});
