import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeLabels, tieGroups } from '@renderer/ui/label-placement';

describe('chart label placement', () => {
  it('leaves labels that do not collide where their lines end', () => {
    expect(placeLabels([10, 100, 200], 30, 0, 300)).toEqual([10, 100, 200]);
  });

  it('spreads a crowd around its lines, not below them (12 tied players stay centred on their line)', () => {
    const ys = placeLabels(new Array<number>(12).fill(300), 30, 0, 1000);
    const mean = ys.reduce((a, b) => a + b, 0) / ys.length;
    expect(mean).toBeCloseTo(300, 6);
    expect(Math.min(...ys)).toBeCloseTo(135, 6);
  });

  it('keeps labels inside the chart: a crowd at the bottom edge is pushed up, not out', () => {
    const ys = placeLabels([500, 500, 500], 30, 0, 500);
    expect([...ys].sort((a, b) => a - b)).toEqual([440, 470, 500]);
  });

  it('never lets two labels overlap, stays in bounds and keeps the order of the line ends (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 12 }), (wanted) => {
        const ys = placeLabels(wanted, 30, 0, 600);
        const sorted = wanted.map((w, i) => ({ w, y: ys[i] ?? 0, i })).sort((a, b) => a.w - b.w || a.i - b.i);
        for (let k = 1; k < sorted.length; k++) {
          expect((sorted[k]?.y ?? 0) - (sorted[k - 1]?.y ?? 0)).toBeGreaterThanOrEqual(30 - 1e-9);
        }
        for (const y of ys) {
          expect(y).toBeGreaterThanOrEqual(-1e-9);
          expect(y).toBeLessThanOrEqual(600 + 1e-9);
        }
      }),
    );
  });

  it('shares the room evenly when there is not room for every gap', () => {
    expect(placeLabels([50, 50, 50], 100, 0, 100)).toEqual([0, 50, 100]);
  });

  it('finds the tied line ends', () => {
    expect(tieGroups([10, 20, 10, 30, 20, 5])).toEqual([
      [0, 2],
      [1, 4],
    ]);
    expect(tieGroups([1, 2, 3])).toEqual([]);
  });
});
