import { describe, expect, it } from 'vitest';
import {
  NUMERAL_RATIO,
  cardLayout,
  clipSegment,
  dashedRoundedRect,
  fitScale,
  roundedRectLength,
  roundedRectPoint,
} from '@renderer/views/cards/card-layout';
import { CARD_THEMES } from '@renderer/views/cards/card-theme';
import { CARD_ASPECT } from '@renderer/ui/design';

const SIZES: readonly [number, number][] = [
  [60, 84],
  [90, 126],
  [140, 196],
  [40, 56],
];

describe('card layout', () => {
  it('sizes the numeral at 58% of the card height unless told otherwise', () => {
    expect(cardLayout(90, 126, 0.17).numeralSize).toBe(Math.round(126 * NUMERAL_RATIO));
    expect(cardLayout(90, 126, 0.17, 50).numeralSize).toBe(50);
    expect(CARD_ASPECT).toBeCloseTo(1.4);
  });

  for (const theme of Object.values(CARD_THEMES)) {
    for (const [w, h] of SIZES) {
      it(`${theme.name} ${w}x${h}: corner index and owner badge stay on the card and clear of each other and the numeral`, () => {
        const L = cardLayout(w, h, theme.symbolSize);
        const indexTop = L.cornerY - Math.max(L.cornerFont, L.symbolSize) / 2;
        const indexBottom = L.cornerY + Math.max(L.cornerFont, L.symbolSize) / 2;
        const indexRight = L.cornerTextX + L.cornerFont * 1.05;
        expect(L.cornerSymbolX - L.symbolSize / 2).toBeGreaterThanOrEqual(L.rim);
        expect(indexTop).toBeGreaterThanOrEqual(L.rim);
        expect(L.badgeX + L.badgeSize).toBeLessThanOrEqual(w - L.rim);
        expect(L.badgeY).toBeGreaterThanOrEqual(L.rim);
        expect(indexRight).toBeLessThan(L.badgeX);
        const numeralTop = h / 2 - L.numeralSize * 0.37;
        expect(indexBottom).toBeLessThanOrEqual(numeralTop + 1);
        expect(L.badgeY + L.badgeSize).toBeLessThanOrEqual(numeralTop + 1);
        expect(L.numeralMaxWidth).toBeLessThan(w - 2 * L.rim);
      });
    }
  }

  it('squeezes only text that is too wide', () => {
    expect(fitScale(50, 80)).toBe(1);
    expect(fitScale(100, 80)).toBeCloseTo(0.8);
    expect(fitScale(0, 80)).toBe(1);
  });
});

describe('rounded rectangle outline', () => {
  it('walks the whole outline continuously and stays inside the bounds', () => {
    const [x, y, w, h, r] = [5, 7, 60, 84, 8];
    const total = roundedRectLength(w, h, r);
    let prev = roundedRectPoint(x, y, w, h, r, 0);
    for (let s = 0.5; s <= total; s += 0.5) {
      const p = roundedRectPoint(x, y, w, h, r, s);
      expect(Math.hypot(p[0] - prev[0], p[1] - prev[1])).toBeLessThan(0.51);
      expect(p[0]).toBeGreaterThanOrEqual(x - 1e-9);
      expect(p[0]).toBeLessThanOrEqual(x + w + 1e-9);
      expect(p[1]).toBeGreaterThanOrEqual(y - 1e-9);
      expect(p[1]).toBeLessThanOrEqual(y + h + 1e-9);
      prev = p;
    }
    const end = roundedRectPoint(x, y, w, h, r, total);
    const start = roundedRectPoint(x, y, w, h, r, 0);
    expect(end[0]).toBeCloseTo(start[0]);
    expect(end[1]).toBeCloseTo(start[1]);
  });

  it('splits a dashed outline into evenly spaced dashes on the outline', () => {
    const dashes = dashedRoundedRect(0, 0, 90, 126, 8, 9, 6);
    const total = roundedRectLength(90, 126, 8);
    expect(dashes.length).toBe(Math.round(total / 15));
    for (const pts of dashes) {
      expect(pts.length % 2).toBe(0);
      expect(pts.length).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < pts.length; i += 2) {
        expect(pts[i]).toBeGreaterThanOrEqual(-1e-9);
        expect(pts[i]).toBeLessThanOrEqual(90 + 1e-9);
        expect(pts[i + 1]).toBeGreaterThanOrEqual(-1e-9);
        expect(pts[i + 1]).toBeLessThanOrEqual(126 + 1e-9);
      }
    }
  });
});

describe('segment clipping', () => {
  it('keeps inside segments, trims crossing ones and drops outside ones', () => {
    expect(clipSegment(1, 1, 5, 5, 0, 0, 10, 10)).toEqual([1, 1, 5, 5]);
    expect(clipSegment(-5, 5, 15, 5, 0, 0, 10, 10)).toEqual([0, 5, 10, 5]);
    expect(clipSegment(-5, -5, -1, 20, 0, 0, 10, 10)).toBeNull();
    const d = clipSegment(-10, 20, 20, -10, 0, 0, 10, 10);
    expect(d).not.toBeNull();
    const [ax, ay, bx, by] = d ?? [0, 0, 0, 0];
    expect(ax).toBeCloseTo(0);
    expect(ay).toBeCloseTo(10);
    expect(bx).toBeCloseTo(10);
    expect(by).toBeCloseTo(0);
  });
});
