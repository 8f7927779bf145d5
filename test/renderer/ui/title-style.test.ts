/**
 * Display titles (the title screen's, every framed screen's, "Match ended") share one look, and a shadowed title is
 * painted at a density of at least 1: below it Pixi's drop shadow leaves a dark, cut-off copy of the title above it.
 */
import '../../support/pixi-node-globals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installNodeCanvas } from '../../support/pixi-node';
import { Text } from 'pixi.js';
import { styleTitle, textPx } from '@renderer/ui/style';

beforeAll(() => installNodeCanvas());
afterEach(() => vi.unstubAllGlobals());

const titleAt = (density: number, outline = true): Text => {
  vi.stubGlobal('window', { devicePixelRatio: density });
  const title = new Text({ text: 'Replays' });
  styleTitle(title, 92, 0.5, { fill: 0xffffff, outline });
  return title;
};

describe('display titles', () => {
  it('paint at a density of at least 1 on a low-density screen, where the shadow would leak a copy', () => {
    expect(titleAt(0.5).resolution).toBe(1);
    expect(titleAt(0.625).resolution).toBe(1);
  });

  it("paint at the screen's density from 1 up, as the renderer does (at most 2)", () => {
    expect(titleAt(1).resolution).toBe(1);
    expect(titleAt(1.5).resolution).toBe(1.5);
    expect(titleAt(3).resolution).toBe(2);
  });

  it('carry the outline and a shadow straight down, or neither when asked for a plain title', () => {
    const shadowed = titleAt(1);
    expect(shadowed.style.fontSize).toBe(textPx(92, 0.5));
    expect(shadowed.style.stroke).toMatchObject({ width: 4 });
    expect(shadowed.style.dropShadow).toMatchObject({ angle: Math.PI / 2, distance: 3, alpha: 0.45 });
    const plain = titleAt(1, false);
    expect(plain.style.dropShadow).toBeFalsy();
    expect(plain.style.stroke).toBeFalsy();
  });
});
