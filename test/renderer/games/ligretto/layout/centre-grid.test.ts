/** Centre pile grid and rect helpers (src/renderer/src/layout). */
import { describe, expect, it } from 'vitest';
import { gridBlock } from '@renderer/games/ligretto/layout/centre-grid';
import {
  centreGrid,
  numeralPx,
  openPilesRect,
  pileRect,
  rectContains,
  rectsOverlap,
  tableLayout,
  type Size,
} from '@renderer/games/ligretto/layout/table-layout';
import { CASES, COUNTS, fmt, OTHER_SIZES, pairs, rowSizes, SIZES_16_9 } from './cases';

describe('centre piles', () => {
  it('the centre holds 16 open piles (or all 4 per player, if fewer) above the done strip, at most twice the players card', () => {
    for (const [w, h] of [...SIZES_16_9, ...OTHER_SIZES]) {
      for (const { players, rowSlots } of CASES) {
        const t = tableLayout(players, w, h, rowSlots);
        const card = t.areas[0]?.card ?? { w: 0, h: 0 };
        expect(t.centrePiles).toBe(Math.min(16, 4 * players));
        expect(t.centreCard.w).toBeLessThanOrEqual(2 * card.w + 1);
        expect(centreGrid(openPilesRect(t.centre, t.centreCard), t.centrePiles, t.centreCard).card).toEqual(t.centreCard);
      }
    }
  });

  it('at 1920x1080 the centre card keeps a numeral of at least 40 px and at least 45% of the players card', () => {
    for (const { players, rowSlots } of CASES) {
      const t = tableLayout(players, 1920, 1080, rowSlots);
      expect(numeralPx(t.centreCard)).toBeGreaterThanOrEqual(40);
      expect(t.centreCard.w).toBeGreaterThanOrEqual(Math.floor(0.45 * (t.areas[0]?.card.w ?? 0)));
    }
  });

  it('at 1920x1080 every pile a count can open (4 per player) stays readable (numeral >= 40 px)', () => {
    for (const { players, rowSlots } of CASES) {
      const t = tableLayout(players, 1920, 1080, rowSlots);
      const grid = centreGrid(t.centre, 4 * players, t.centreCard);
      expect(grid.card.h).toBeGreaterThanOrEqual(t.minCentreCard.h);
      expect(numeralPx(grid.card)).toBeGreaterThanOrEqual(40);
    }
  });

  it('12 players at 1920x1080: all 48 piles fit in the centre with readable numerals (>= 40 px)', () => {
    const t = tableLayout(12, 1920, 1080, 3);
    expect(numeralPx(centreGrid(t.centre, 48, t.centreCard).card)).toBeGreaterThanOrEqual(40);
  });

  it('keeps the card while it fits and shrinks only as much as needed', () => {
    const card = { w: 50, h: 70 };
    const centre = { x: 0, y: 0, w: 600, h: 160 };
    const roomy = centreGrid(centre, 16, card);
    expect(roomy.card).toEqual(card);
    expect(roomy.cols * roomy.rows).toBeGreaterThanOrEqual(16);
    const tight = centreGrid(centre, 40, card);
    expect(tight.card.w).toBeLessThan(card.w);
    expect(tight.cols * tight.rows).toBeGreaterThanOrEqual(40);
    const fits = (c: Size, cols: number, rows: number): boolean => {
      const block = gridBlock(cols, rows, c);
      return block.w <= centre.w && block.h <= centre.h;
    };
    expect(fits(tight.card, tight.cols, tight.rows)).toBe(true);
    // A card one pixel wider (same shape) fits in no grid at all.
    const bigger = { w: tight.card.w + 1, h: ((tight.card.w + 1) * card.h) / card.w };
    for (let rows = 1; rows <= 40; rows++) expect(fits(bigger, Math.ceil(40 / rows), rows)).toBe(false);
    expect(centreGrid(centre, 0, card)).toEqual({ cols: 0, rows: 0, card });
  });

  it('pile rectangles lie inside the centre and do not overlap', () => {
    for (const players of COUNTS) {
      const t = tableLayout(players, 1920, 1080, rowSizes(players)[0] ?? 3);
      const n = 4 * players;
      const grid = centreGrid(t.centre, n, t.centreCard);
      const piles = [...Array(n).keys()].map((i) => pileRect(t.centre, grid, i));
      for (const p of piles) expect(rectContains(t.centre, p), fmt(p)).toBe(true);
      for (const [p, q] of pairs(piles)) expect(rectsOverlap(p, q)).toBe(false);
    }
  });
});

describe('rect helpers', () => {
  const a = { x: 0, y: 0, w: 10, h: 10 };
  it('rectsOverlap: shared interior only, touching edges do not count', () => {
    expect(rectsOverlap(a, { x: 5, y: 5, w: 10, h: 10 })).toBe(true);
    expect(rectsOverlap(a, { x: 10, y: 0, w: 5, h: 5 })).toBe(false);
    expect(rectsOverlap(a, { x: 0, y: 10, w: 5, h: 5 })).toBe(false);
    expect(rectsOverlap(a, { x: 2, y: 2, w: 1, h: 1 })).toBe(true);
  });
  it('rectContains: edges may touch', () => {
    expect(rectContains(a, a)).toBe(true);
    expect(rectContains(a, { x: 5, y: 5, w: 5, h: 5 })).toBe(true);
    expect(rectContains(a, { x: 5, y: 5, w: 6, h: 5 })).toBe(false);
    expect(rectContains(a, { x: -1, y: 0, w: 5, h: 5 })).toBe(false);
  });

  it('at 2-4 players on 16:9 screens the centre numeral is larger than the players own (issue 31)', () => {
    for (const [w, h] of SIZES_16_9) {
      for (const { players, rowSlots } of CASES.filter((c) => c.players <= 4)) {
        const t = tableLayout(players, w, h, rowSlots);
        for (const a of t.areas) expect(numeralPx(t.centreCard), `${players} players ${w}x${h}`).toBeGreaterThan(a.numeralPx);
      }
    }
  });
});
