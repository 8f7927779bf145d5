/** Table layout (src/renderer/src/layout): the geometric guarantees the table view relies on. */
import { describe, expect, it } from 'vitest';
import {
  rectContains,
  rectsOverlap,
  tableLayout,
  type PlayerArea,
  type Rect,
  type TableLayout,
} from '@renderer/games/ligretto/layout/table-layout';
import { CASES, fmt, OTHER_SIZES, pairs, SIZES_16_9 } from './cases';

function subRects(a: PlayerArea): Rect[] {
  const c = a.captions;
  return [a.stack, ...a.row, a.waste, a.hand, c.stack, c.row, c.waste, c.hand, a.label, a.hint];
}

/** Every guarantee that holds on any screen shape. */
function expectSound(t: TableLayout, players: number, rowSlots: number): void {
  expect(t.areas).toHaveLength(players);
  expect(t.areas.map((a) => a.seat)).toEqual([...Array(players).keys()]);
  expect(rectContains(t.safe, t.centre), `centre ${fmt(t.centre)} in safe`).toBe(true);
  for (const [a, b] of pairs(t.areas)) {
    expect(rectsOverlap(a.rect, b.rect), `areas ${a.seat} and ${b.seat} overlap`).toBe(false);
  }
  for (const a of t.areas) {
    expect(rectContains(t.safe, a.rect), `area ${a.seat} ${fmt(a.rect)} in safe`).toBe(true);
    expect(rectsOverlap(a.rect, t.centre), `area ${a.seat} overlaps the centre`).toBe(false);
    expect(a.row).toHaveLength(rowSlots);
    for (const r of subRects(a)) expect(rectContains(a.rect, r), `${fmt(r)} in area ${a.seat}`).toBe(true);
    for (const [r, s] of pairs(subRects(a))) expect(rectsOverlap(r, s), `${fmt(r)} / ${fmt(s)}`).toBe(false);
    expect(a.card).toEqual(t.areas[0]?.card);
    for (const r of [a.stack, a.waste, a.hand, ...a.row]) {
      expect(r.w).toBeGreaterThanOrEqual(a.card.w);
      expect(r.h).toBeGreaterThanOrEqual(a.card.h);
    }
    expect(a.columnStep).toBeGreaterThan(0);
    expect(a.numeralPx / a.card.h).toBeGreaterThanOrEqual(0.55);
    expect(a.numeralPx / a.card.h).toBeLessThanOrEqual(0.77);
    expect(a.label.h).toBeGreaterThanOrEqual(a.labelPx);
    expect(a.hint.h).toBeGreaterThanOrEqual(a.hintPx);
  }
}

describe('table layout on 16:9 screens, every player count and allowed row size', () => {
  for (const [w, h] of SIZES_16_9) {
    for (const { players, rowSlots } of CASES) {
      it(`${w}x${h}, ${players} players, row ${rowSlots}: inside the safe area, nothing overlaps`, () => {
        expectSound(tableLayout(players, w, h, rowSlots), players, rowSlots);
      });
    }
  }

  it('the safe area is the central 90% of the screen (UX.md: TVs overscan)', () => {
    for (const [w, h] of [...SIZES_16_9, ...OTHER_SIZES]) {
      const { safe } = tableLayout(4, w, h, 3);
      expect(Math.abs(safe.x - 0.05 * w)).toBeLessThanOrEqual(1);
      expect(Math.abs(safe.y - 0.05 * h)).toBeLessThanOrEqual(1);
      expect(Math.abs(safe.w - 0.9 * w)).toBeLessThanOrEqual(1);
      expect(Math.abs(safe.h - 0.9 * h)).toBeLessThanOrEqual(1);
    }
  });

  it('seats go around the table: bottom left to right, right side up, top right to left, left side down', () => {
    for (const { players, rowSlots } of CASES) {
      const t = tableLayout(players, 1920, 1080, rowSlots);
      const angles = t.areas.map((a) => Math.atan2(540 - (a.rect.y + a.rect.h / 2), a.rect.x + a.rect.w / 2 - 960));
      const first = angles[0] ?? 0;
      const turned = angles.map((a) => (a - first + 4 * Math.PI) % (2 * Math.PI));
      for (let i = 1; i < turned.length; i++) expect(turned[i] ?? 0).toBeGreaterThan(turned[i - 1] ?? 0);
      const sides = t.areas.map((a) => a.side);
      const order = ['bottom', 'right', 'top', 'left'];
      expect([...sides].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(sides);
      expect(sides.filter((s) => s === 'bottom')).toHaveLength(t.plan.bottom);
      expect(sides.filter((s) => s === 'left').length).toBe(sides.filter((s) => s === 'right').length);
    }
  });
});

describe('readable from the sofa at 1920x1080 (UX.md: 40 px numerals, big text)', () => {
  it('12 players: the card numeral is 62 px (card 60x84, digits 44 px), the centre card larger', () => {
    const t = tableLayout(12, 1920, 1080, 3);
    const a = t.areas[0];
    expect(a?.card).toEqual({ w: 60, h: 84 });
    expect(a?.numeralPx).toBe(62);
    expect(t.centreCard.h).toBeGreaterThanOrEqual(107);
  });

  it('card numerals are at least 40 px for every count and row size', () => {
    for (const { players, rowSlots } of CASES) {
      for (const a of tableLayout(players, 1920, 1080, rowSlots).areas) expect(a.numeralPx).toBeGreaterThanOrEqual(40);
    }
  });

  it('label text is at least 28 px for every count and row size', () => {
    for (const { players, rowSlots } of CASES) {
      for (const a of tableLayout(players, 1920, 1080, rowSlots).areas) {
        expect(a.labelPx).toBeGreaterThanOrEqual(28);
        expect(a.label.h).toBeGreaterThanOrEqual(28);
      }
    }
  });

  it('card sizes: 2 players 93x130 (centre 107x150), 4 players 85x119, 12 players 60x84', () => {
    expect(tableLayout(2, 1920, 1080, 3).areas[0]?.card).toEqual({ w: 93, h: 130 });
    expect(tableLayout(2, 1920, 1080, 3).centreCard).toEqual({ w: 107, h: 150 });
    expect(tableLayout(4, 1920, 1080, 3).areas[0]?.card).toEqual({ w: 85, h: 119 });
    expect(tableLayout(12, 1920, 1080, 3).areas[0]?.card).toEqual({ w: 60, h: 84 });
  });
});

describe('the layout scales with the screen', () => {
  const double = (r: Rect): Rect => ({ x: 2 * r.x, y: 2 * r.y, w: 2 * r.w, h: 2 * r.h });

  for (const { players, rowSlots } of CASES) {
    it(`${players} players, row ${rowSlots}: 3840x2160 is exactly twice 1920x1080`, () => {
      const hd = tableLayout(players, 1920, 1080, rowSlots);
      const uhd = tableLayout(players, 3840, 2160, rowSlots);
      expect(uhd.safe).toEqual(double(hd.safe));
      expect(uhd.centre).toEqual(double(hd.centre));
      expect(uhd.centreCard).toEqual({ w: 2 * hd.centreCard.w, h: 2 * hd.centreCard.h });
      hd.areas.forEach((a, i) => {
        const b = uhd.areas[i];
        expect(b?.side).toBe(a.side);
        expect(b && subRects(b)).toEqual(subRects(a).map(double));
        expect(b && [b.badges.stack, b.badges.waste, b.badges.hand]).toEqual([a.badges.stack, a.badges.waste, a.badges.hand].map(double));
        expect(b && [b.rect]).toEqual([a.rect].map(double));
        expect(b?.card).toEqual({ w: 2 * a.card.w, h: 2 * a.card.h });
        expect(Math.abs((b?.numeralPx ?? 0) - 2 * a.numeralPx)).toBeLessThanOrEqual(1);
        expect(Math.abs((b?.labelPx ?? 0) - 2 * a.labelPx)).toBeLessThanOrEqual(1);
      });
    });
  }

  it('1280x720 is two thirds of 1920x1080 up to a pixel', () => {
    const hd = tableLayout(12, 1920, 1080, 3);
    const small = tableLayout(12, 1280, 720, 3);
    hd.areas.forEach((a, i) => {
      const r = small.areas[i]?.rect;
      for (const k of ['x', 'y', 'w', 'h'] as const) expect(Math.abs((r?.[k] ?? 0) - (a.rect[k] * 2) / 3)).toBeLessThanOrEqual(1);
    });
  });
});

describe('other screen shapes', () => {
  for (const [w, h] of OTHER_SIZES) {
    it(`${w}x${h}: does not throw; inside the safe area, nothing overlaps`, () => {
      for (const { players, rowSlots } of CASES) expectSound(tableLayout(players, w, h, rowSlots), players, rowSlots);
    });
  }

  it('rejects impossible arguments with a RangeError', () => {
    expect(() => tableLayout(1, 1920, 1080, 3)).toThrow(RangeError);
    expect(() => tableLayout(13, 1920, 1080, 3)).toThrow(RangeError);
    expect(() => tableLayout(4.5, 1920, 1080, 3)).toThrow(RangeError);
    expect(() => tableLayout(4, 1920, 1080, 2)).toThrow(RangeError);
    expect(() => tableLayout(4, 1920, 1080, 6)).toThrow(RangeError);
    expect(() => tableLayout(4, 0, 1080, 3)).toThrow(RangeError);
    expect(() => tableLayout(4, 1920, Number.NaN, 3)).toThrow(RangeError);
  });
});
