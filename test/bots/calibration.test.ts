/** The bot ladder on a fixed seed set (issue 14): counts of rounds, never timing. */
import { describe, expect, it } from 'vitest';
import {
  CALIBRATED_LEVELS,
  DEFAULT_CALIBRATION,
  calibrationText,
  headToHead,
  levelLine,
  masherLine,
  winRate,
  type CalibrationSetup,
} from '@bots/ligretto/calibration';
import type { BotLevel } from '@bots/index';

const SMALL: CalibrationSetup = { ...DEFAULT_CALIBRATION, rounds: 16, firstSeed: 101 };

describe('bot calibration', () => {
  it('each level beats the one below in 55-85 % of head-to-head pairs at 4 players, never all of them', () => {
    for (let i = 1; i < CALIBRATED_LEVELS.length; i++) {
      const upper = CALIBRATED_LEVELS[i] as BotLevel;
      const lower = CALIBRATED_LEVELS[i - 1] as BotLevel;
      const tally = headToHead(SMALL, upper, lower, 4);
      expect(tally.rounds).toBe(16 * 4);
      expect(winRate(tally), `${upper} vs ${lower}`).toBeGreaterThanOrEqual(0.55);
      expect(winRate(tally), `${upper} vs ${lower}`).toBeLessThanOrEqual(0.85);
    }
  });

  it('each level beats the one below in 55-85 % of 2-player rounds', () => {
    const setup = { ...SMALL, rounds: 30 };
    for (let i = 1; i < CALIBRATED_LEVELS.length; i++) {
      const tally = headToHead(setup, CALIBRATED_LEVELS[i] as BotLevel, CALIBRATED_LEVELS[i - 1] as BotLevel, 2);
      expect(winRate(tally)).toBeGreaterThanOrEqual(0.55);
      expect(winRate(tally)).toBeLessThanOrEqual(0.85);
    }
  });

  it('a relaxed 4-player round lasts 2-4 minutes of game time (median)', () => {
    const line = levelLine({ ...SMALL, rounds: 12 }, 0, 4);
    expect(line.level).toBe('relaxed');
    expect(line.medianRoundS).toBeGreaterThanOrEqual(120);
    expect(line.medianRoundS).toBeLessThanOrEqual(240);
  });

  it('F1 the blind masher at 8 presses a second loses clearly to skilled bots; without the lock it wins far more', () => {
    const locked = masherLine({ ...SMALL, rounds: 20 }, 8, 4);
    const open = masherLine({ ...SMALL, rounds: 20, round: { rejectLockMs: 0 } }, 8, 4);
    expect(locked.result.rounds).toBe(20);
    expect(locked.result.wins).toBeLessThanOrEqual(4);
    expect(open.result.wins).toBeGreaterThan(locked.result.wins + 3);
    expect(locked.rejectedShare).toBeGreaterThan(0.5);
  });

  it('the table prints one line per level and player count and one per masher pace and player count', () => {
    const setup: CalibrationSetup = { ...SMALL, rounds: 2, playerCounts: [2], masherPlayerCounts: [2] };
    const text = calibrationText(
      {
        setup,
        levels: setup.levels.map((_, i) => levelLine(setup, i, 2)),
        masher: setup.masherPaces.map((pace) => masherLine(setup, pace, 2)),
      },
      '## t',
    );
    expect(text.split('\n').filter((l) => /^\| (relaxed|casual|skilled|expert) /.test(l))).toHaveLength(4);
    expect(text.split('\n').filter((l) => /^\| [48] \| 2 \|/.test(l))).toHaveLength(2);
  });
});
