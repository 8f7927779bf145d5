import { describe, expect, it } from 'vitest';
import { rectContains, rectsOverlap, type Rect } from '@renderer/layout/rect';
import {
  GRID_COLUMNS,
  GRID_ROWS,
  MENU_GAP,
  MENU_LINE,
  hintHeight,
  hintRows,
  lobbyLayout,
  menuScaleFor,
} from '@renderer/screens/lobby/lobby-layout';
import { near } from '../../../support/matchers';

const SIZES: readonly [number, number][] = [
  [1920, 1080],
  [1280, 720],
  [3840, 2160],
  [2560, 1080],
  [1024, 768],
  [800, 1280],
];
const LINES = 13;

function grow(r: Rect, e = 1e-6): Rect {
  return { x: r.x - e, y: r.y - e, w: r.w + 2 * e, h: r.h + 2 * e };
}

describe('lobby layout', () => {
  it.each(SIZES)('keeps every part inside the title-safe area and apart at %ix%i', (w, h) => {
    for (const rows of [1, 2, 3]) {
      const L = lobbyLayout(w, h, rows, LINES);
      const safe = grow(L.safe);
      const parts = [L.title, L.hints, L.panel, ...L.cells];
      for (const p of parts) expect(rectContains(safe, p)).toBe(true);
      expect(rectContains(grow(L.panel), L.menu)).toBe(true);
      parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => expect(rectsOverlap(a, b)).toBe(false)));
      expect(L.safe.x + L.safe.w / 2).toBeCloseTo(w / 2);
      expect(L.safe.y + L.safe.h / 2).toBeCloseTo(h / 2);
    }
  });

  it.each(SIZES)('with the join card, keeps it inside the safe area, apart from the rest, its QR code 300 px at 1080p (%ix%i)', (w, h) => {
    const L = lobbyLayout(w, h, 2, LINES, true);
    const card = L.joinCard;
    if (!card) return expect.fail('no join card');
    const parts = [card, L.title, L.hints, L.panel, ...L.cells];
    for (const p of parts) expect(rectContains(grow(L.safe), p)).toBe(true);
    parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => expect(rectsOverlap(a, b)).toBe(false)));
    expect(card.h / L.scale).toBeGreaterThanOrEqual(300 + 2 * 18);
    expect(lobbyLayout(w, h, 2, LINES).joinCard).toBeNull();
  });

  it('is the central 90% of a 16:9 screen, scaled from 1080p', () => {
    const L = lobbyLayout(1280, 720, 1, LINES);
    expect(L.scale).toBeCloseTo(2 / 3);
    expect(L.safe).toEqual({ x: 64, y: 36, w: 1152, h: 648 });
  });

  it('scales linearly: at 4K every rectangle is twice its 1080p size', () => {
    const hd = lobbyLayout(1920, 1080, 2, LINES);
    const uhd = lobbyLayout(3840, 2160, 2, LINES);
    expect(uhd.scale).toBe(2);
    expect(uhd.menuScale).toBeCloseTo(hd.menuScale * 2);
    hd.cells.forEach((c, i) => {
      const big = uhd.cells[i]!;
      expect([big.x, big.y, big.w, big.h]).toEqual([c.x * 2, c.y * 2, c.w * 2, c.h * 2].map((v) => near(v, 6)));
    });
  });

  it('keeps the 16:9 design centred in wider or taller windows', () => {
    const wide = lobbyLayout(2560, 1080, 1, LINES);
    expect(wide.scale).toBe(1);
    expect(wide.safe.x).toBeCloseTo(320 + 96);
    const tall = lobbyLayout(1920, 1440, 1, LINES);
    expect(tall.safe.y).toBeCloseTo(180 + 54);
    expect(tall.safe.w).toBeCloseTo(1728);
  });

  it('lays out 4 x 3 equal seat slots in seat order, big enough to read from the sofa', () => {
    const L = lobbyLayout(1920, 1080, 3, LINES);
    expect(L.cells).toHaveLength(GRID_COLUMNS * GRID_ROWS);
    expect(L.cells[1]!.x).toBeGreaterThan(L.cells[0]!.x);
    expect(L.cells[4]!.y).toBeGreaterThan(L.cells[3]!.y);
    for (const c of L.cells) {
      expect(c.w).toBeCloseTo(L.cells[0]!.w);
      expect(c.w).toBeGreaterThan(240);
      expect(c.h).toBeGreaterThan(190);
    }
  });

  it('fits every menu line into the panel', () => {
    const L = lobbyLayout(1920, 1080, 1, LINES);
    const used = (LINES * (MENU_LINE + MENU_GAP) - MENU_GAP) * L.menuScale;
    expect(used).toBeLessThanOrEqual(L.menu.h + 1e-6);
    expect(used).toBeGreaterThan(L.menu.h * 0.98);
    expect(menuScaleFor(3, 1000)).toBe(1);
    expect(menuScaleFor(0, 10)).toBe(1);
  });

  it('gives the hint strip one row per two devices', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(hintRows)).toEqual([1, 1, 1, 2, 2, 3, 3]);
    expect(hintHeight(0)).toBe(hintHeight(1));
    expect(hintHeight(3)).toBeGreaterThan(hintHeight(2));
    const one = lobbyLayout(1920, 1080, 1, LINES);
    const three = lobbyLayout(1920, 1080, 3, LINES);
    expect(three.hints.h).toBeGreaterThan(one.hints.h);
    expect(three.cells[0]!.h).toBeLessThan(one.cells[0]!.h);
  });
});
