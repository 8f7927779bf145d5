/** Issue 15 item 4: an area's captions stay at full size under their groups; a long word borrows its neighbours' room. */
import { describe, expect, it } from 'vitest';
import { placeCaptions } from '@renderer/games/ligretto/layout/caption-line';

/** Stack, a three-card row, waste and hand boxes of a 12-player area at 720p, px. */
const BOXES = [
  { x: 0, w: 40 },
  { x: 44, w: 130 },
  { x: 178, w: 40 },
  { x: 222, w: 40 },
] as const;

describe('placeCaptions', () => {
  it('centres captions that fit their own boxes under them, at full size', () => {
    const spots = placeCaptions(BOXES, [30, 30, 36, 36], 6);
    expect(spots.map((s) => s.scale)).toEqual([1, 1, 1, 1]);
    expect(spots.map((s) => s.x)).toEqual([5, 94, 180, 224]);
  });

  it('lets a caption wider than its box ("DESCARTE") take its neighbours\' room at full size, never over them', () => {
    const widths = [30, 30, 70, 36];
    const spots = placeCaptions(BOXES, widths, 6);
    expect(spots.every((s) => s.scale === 1)).toBe(true);
    for (let i = 1; i < spots.length; i++) {
      expect(spots[i]?.x ?? 0).toBeGreaterThanOrEqual((spots[i - 1]?.x ?? 0) + (widths[i - 1] ?? 0) + 6 - 1e-9);
    }
    const last = spots.at(-1);
    expect((last?.x ?? 0) + 36).toBeLessThanOrEqual(262 + 1e-9);
    // The waste caption still covers its own card.
    const waste = spots[2]?.x ?? 0;
    expect(waste).toBeLessThan(178);
    expect(waste + 70).toBeGreaterThan(218 - 40);
  });

  it('draws every caption smaller, by one scale, only when they cannot all fit side by side', () => {
    const spots = placeCaptions(BOXES, [80, 80, 80, 80], 6);
    const scale = spots[0]?.scale ?? 1;
    expect(scale).toBeCloseTo((262 - 18) / 320, 9);
    expect(spots.every((s) => s.scale === scale)).toBe(true);
    expect(spots[0]?.x).toBeCloseTo(0, 9);
    expect((spots[3]?.x ?? 0) + 80 * scale).toBeCloseTo(262, 9);
  });

  it('closes the gaps down to a word space before it draws any caption smaller (German at 4 players)', () => {
    // 244 px of words on a 262 px line: 6 px gaps do not fit, 4 px ones do.
    const widths = [61, 61, 61, 61];
    const spots = placeCaptions(BOXES, widths, 6, 4);
    expect(spots.every((s) => s.scale === 1)).toBe(true);
    for (let i = 1; i < spots.length; i++) {
      expect(spots[i]?.x ?? 0).toBeGreaterThanOrEqual((spots[i - 1]?.x ?? 0) + 61 + 4 - 1e-9);
    }
    expect((spots[3]?.x ?? 0) + 61).toBeLessThanOrEqual(262 + 1e-9);
    // Wider still, the gaps stay a word space and the words shrink.
    const tight = placeCaptions(BOXES, [80, 80, 80, 80], 6, 4);
    expect(tight[0]?.scale).toBeCloseTo((262 - 12) / 320, 9);
  });
});
