/**
 * Coloretto's colour symbols from the sofa (issue 31): none reads as a number or a sign (orange's old ✚ read as "+1"
 * beside a count of 1), the TV and the phone name each colour with the same glyph, and every symbol the TV draws fills
 * its box.
 */
import '../../../support/pixi-node-globals';
import { Graphics } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { glyphOf } from '@phone/games/coloretto/pad-model';
import { KIND_GLYPH } from '@renderer/games/coloretto/model';
import { drawSymbol } from '@renderer/games/coloretto/views/card-art';
import { COLOR_LOOKS, COLORS } from '@shared/games/coloretto/cards';

/** Digits, plus and minus signs and the crosses that look like them. */
const NUMBER_LIKE = /[0-9+\-−±✚✙✛✜✝✞†‡]/u;

describe("Coloretto's colour symbols", () => {
  it('no colour glyph reads as a number or a plus sign, on the TV or on the phone', () => {
    for (const c of COLORS) {
      expect(KIND_GLYPH[c], c).not.toMatch(NUMBER_LIKE);
      expect(glyphOf(c), c).not.toMatch(NUMBER_LIKE);
    }
    expect(COLORS.map((c) => COLOR_LOOKS[c].symbol)).not.toContain('cross');
  });

  it('the TV and the phone show each colour with the same glyph, a different one per colour', () => {
    for (const c of COLORS) expect(glyphOf(c), c).toBe(KIND_GLYPH[c]);
    expect(new Set(COLORS.map((c) => KIND_GLYPH[c])).size).toBe(COLORS.length);
  });

  it.each(COLORS)('%s: its drawn symbol fills most of its box and stays inside it', (c) => {
    const g = new Graphics();
    drawSymbol(g, COLOR_LOOKS[c].symbol, 0, 0, 10, 0xffffff);
    const b = g.bounds;
    expect(b.minX).toBeGreaterThanOrEqual(-10.01);
    expect(b.maxX).toBeLessThanOrEqual(10.01);
    expect(b.minY).toBeGreaterThanOrEqual(-10.01);
    expect(b.maxY).toBeLessThanOrEqual(10.01);
    expect(b.width).toBeGreaterThan(14);
    expect(b.height).toBeGreaterThan(14);
    g.destroy();
  });
});
