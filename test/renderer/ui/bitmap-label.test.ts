/** Issue 16: the score line is bitmap text: its glyphs are painted once per size, and a new score paints nothing. */
import '../../support/pixi-node-globals';
import { describe, expect, it, vi } from 'vitest';
import { BitmapFont, CanvasTextMetrics } from 'pixi.js';
import { installNodeCanvas } from '../../support/pixi-node';
import { BitmapLabel, LABEL_FONTS_MAX, labelFont, labelFontCount } from '@renderer/ui/bitmap-label';

installNodeCanvas();

describe('bitmap labels', () => {
  it('install one font per size, weight and density, and reuse it', () => {
    const before = labelFontCount();
    const a = labelFont(31.25, '800', 1);
    expect(labelFont(31.25, '800', 1)).toBe(a);
    expect(labelFont(31.25, '800', 2)).not.toBe(a);
    expect(labelFont(32.25, '800', 1)).not.toBe(a);
    // Sizes no screen uses, so no other file in this worker installed them first. Other files do install fonts,
    // though: at the cap the cache starts again, so count the installs as it does.
    let expected = before;
    for (let i = 0; i < 3; i++) expected = (expected >= LABEL_FONTS_MAX ? 0 : expected) + 1;
    expect(labelFontCount()).toBe(expected);
  });

  it('a score that changes in play paints no glyph and measures no text once its characters are known', () => {
    const font = labelFont(33, '800', 1);
    const label = new BitmapLabel({ text: '0 pts · 0 played', style: { fontFamily: font, fontSize: 33, fill: 0xffffff } });
    const width = label.width;
    expect(width).toBeGreaterThan(0);
    const measure = vi.spyOn(CanvasTextMetrics, 'measureText');
    const install = vi.spyOn(BitmapFont, 'install');
    for (let n = 1; n <= 30; n++) {
      label.text = `${n * 2} pts · ${n} played`;
      expect(label.width).toBeGreaterThan(width * 0.9);
    }
    expect(measure).not.toHaveBeenCalled();
    expect(install).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('stays bounded over a night of window sizes', () => {
    for (let px = 12; px < 80; px++) labelFont(px, '700', 1);
    expect(labelFontCount()).toBeLessThanOrEqual(64);
  });
});
