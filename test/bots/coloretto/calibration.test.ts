import { describe, expect, it } from 'vitest';
import { headToHead } from '@bots/coloretto/calibration';

describe('Coloretto bot calibration', () => {
  it('each level beats the one below over many 4-seat games (alternate seats), but not always', () => {
    const pairs = [
      ['casual', 'relaxed'],
      ['skilled', 'casual'],
      ['expert', 'skilled'],
    ] as const;
    for (const [upper, lower] of pairs) {
      const h = headToHead(upper, lower, 100, 500);
      expect(h.upperWins, `${upper} over ${lower}`).toBeGreaterThan(h.lowerWins);
      expect(h.upperMean, `${upper}'s mean total`).toBeGreaterThan(h.lowerMean);
      expect(h.lowerWins, `${lower} still wins some`).toBeGreaterThan(0);
    }
  });
});
