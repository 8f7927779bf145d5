import { describe, expect, it } from 'vitest';
import { countUpAt } from '@renderer/games/ligretto/count-up';

describe('countUpAt (SC1-SC4 shown step by step)', () => {
  const score = { centre: 18, stackLeft: 4 };

  it('starts from nothing and the previous total', () => {
    expect(countUpAt(score, 30, 0)).toEqual({ centre: 0, stack: 0, points: 0, total: 30 });
  });

  it('ends exactly at the SC4 example: 18 - 2 x 4 = 10', () => {
    expect(countUpAt(score, 30, 1)).toEqual({ centre: 18, stack: 8, points: 10, total: 40 });
  });

  it('counts the centre first, then the stack penalty', () => {
    const mid = countUpAt(score, 0, 0.45);
    expect(mid.centre).toBe(18);
    expect(mid.stack).toBe(0);
    expect(countUpAt(score, 0, 0.6).stack).toBeGreaterThan(0);
  });

  it('never runs backwards and keeps points = centre - stack, total = before + points', () => {
    let prev = countUpAt(score, 5, 0);
    for (let i = 1; i <= 50; i++) {
      const v = countUpAt(score, 5, i / 50);
      expect(v.centre).toBeGreaterThanOrEqual(prev.centre);
      expect(v.stack).toBeGreaterThanOrEqual(prev.stack);
      expect(v.points).toBe(v.centre - v.stack);
      expect(v.total).toBe(5 + v.points);
      prev = v;
    }
  });

  it('clamps progress outside 0..1 and NaN', () => {
    expect(countUpAt(score, 0, 3)).toEqual(countUpAt(score, 0, 1));
    expect(countUpAt(score, 0, -1)).toEqual(countUpAt(score, 0, 0));
    expect(countUpAt(score, 0, Number.NaN)).toEqual(countUpAt(score, 0, 0));
  });
});
