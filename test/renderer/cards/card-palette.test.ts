import { describe, expect, it } from 'vitest';
import { COLORS } from '@shared/games/ligretto/cards';
import { CARD_BACKS, PLAYER_COLORS } from '@shared/seats';
import {
  COLOR_SYMBOLS,
  backFrame,
  backInk,
  backSpec,
  contrastRatio,
  inkOn,
  mixColor,
  relativeLuminance,
} from '@renderer/views/cards/card-palette';
import {
  CARD_THEMES,
  CardThemeHub,
  HIGH_VISIBILITY_THEME,
  STANDARD_THEME,
  type CardTheme,
  setCardTheme,
  sharedCardThemes,
} from '@renderer/views/cards/card-theme';

const THEMES: readonly CardTheme[] = Object.values(CARD_THEMES);

/** Every colour a numeral can sit on: both gradient ends, the centre symbol, and the fill pattern if any. */
function backgroundsOf(theme: CardTheme, color: (typeof COLORS)[number]): number[] {
  const p = theme.faces[color];
  return p.pattern === 'none' ? [p.top, p.bottom, p.watermark] : [p.top, p.bottom, p.watermark, p.patternInk];
}

describe('contrast maths (WCAG 2)', () => {
  it('gives the textbook values', () => {
    expect(relativeLuminance(0x000000)).toBe(0);
    expect(relativeLuminance(0xffffff)).toBeCloseTo(1, 10);
    expect(contrastRatio(0x000000, 0xffffff)).toBeCloseTo(21, 6);
    expect(contrastRatio(0x777777, 0x777777)).toBe(1);
    expect(contrastRatio(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(0x123456, 0xabcdef)).toBe(contrastRatio(0xabcdef, 0x123456));
  });

  it('mixes colours channel by channel', () => {
    expect(mixColor(0x000000, 0xffffff, 0)).toBe(0x000000);
    expect(mixColor(0x000000, 0xffffff, 1)).toBe(0xffffff);
    expect(mixColor(0x000000, 0xff0080, 0.5)).toBe(0x800040);
  });
});

describe('suit symbols for colour-blind players', () => {
  it('gives each colour its own symbol', () => {
    const symbols = COLORS.map((c) => COLOR_SYMBOLS[c]);
    expect(new Set(symbols).size).toBe(COLORS.length);
    expect(symbols).toEqual(['circle', 'triangle', 'square', 'star']);
  });
});

describe('face palettes', () => {
  for (const theme of THEMES) {
    for (const color of COLORS) {
      it(`${theme.name} ${color}: numeral contrast >= 4.5 on every background it sits on`, () => {
        const p = theme.faces[color];
        for (const bg of backgroundsOf(theme, color)) expect(contrastRatio(p.numeral, bg)).toBeGreaterThanOrEqual(4.5);
      });
      it(`${theme.name} ${color}: the numeral outline stands off the numeral`, () => {
        const p = theme.faces[color];
        expect(contrastRatio(p.numeral, p.outline)).toBeGreaterThanOrEqual(7);
      });
    }
  }

  it('keeps the four face colours apart from one another', () => {
    for (const theme of THEMES) {
      const tops = COLORS.map((c) => theme.faces[c].top);
      expect(new Set(tops).size).toBe(4);
    }
  });

  it('makes high visibility stronger: flat faces, more contrast, thicker lines, bigger symbols, a pattern per colour', () => {
    const min = (t: CardTheme): number =>
      Math.min(...COLORS.flatMap((c) => backgroundsOf(t, c).map((bg) => contrastRatio(t.faces[c].numeral, bg))));
    expect(min(HIGH_VISIBILITY_THEME)).toBeGreaterThan(min(STANDARD_THEME));
    expect(HIGH_VISIBILITY_THEME.edgeWidth).toBeGreaterThan(STANDARD_THEME.edgeWidth);
    expect(HIGH_VISIBILITY_THEME.numeralOutline).toBeGreaterThan(STANDARD_THEME.numeralOutline);
    expect(HIGH_VISIBILITY_THEME.symbolSize).toBeGreaterThan(STANDARD_THEME.symbolSize);
    const patterns = COLORS.map((c) => HIGH_VISIBILITY_THEME.faces[c].pattern);
    expect(new Set(patterns).size).toBe(4);
    expect(patterns).not.toContain('none');
    for (const c of COLORS) expect(HIGH_VISIBILITY_THEME.faces[c].top).toBe(HIGH_VISIBILITY_THEME.faces[c].bottom);
  });
});

describe('card backs', () => {
  it('has a spec for each of the 12 backs, in CARD_BACKS order, with 12 distinct motifs', () => {
    const specs = CARD_BACKS.map((_, i) => backSpec(i));
    expect(specs.map((s) => s.id)).toEqual([...CARD_BACKS]);
    expect(new Set(specs.map((s) => s.id)).size).toBe(12);
    expect(new Set(specs.map((s) => s.motif)).size).toBe(12);
    for (const s of specs) expect(s.cellsAcross).toBeGreaterThanOrEqual(2);
  });

  it('wraps out-of-range back indexes instead of failing', () => {
    expect(backSpec(12).id).toBe('dots');
    expect(backSpec(-1).id).toBe('bricks');
  });

  it('draws the pattern ink visibly darker than every player colour', () => {
    for (const { name, hex } of PLAYER_COLORS) {
      expect(contrastRatio(hex, backInk(hex)), name).toBeGreaterThanOrEqual(2.5);
      expect(relativeLuminance(backFrame(hex)), name).toBeLessThan(relativeLuminance(backInk(hex)));
      expect(contrastRatio(hex, inkOn(hex)), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('theme hub', () => {
  it('tells listeners about a switch once, ignores a switch to the same theme, and lets them leave', () => {
    const hub = new CardThemeHub();
    const seen: string[] = [];
    const leave = hub.subscribe((t) => seen.push(t.name));
    hub.set('standard');
    hub.set('high-visibility');
    hub.set('high-visibility');
    expect(seen).toEqual(['high-visibility']);
    expect(hub.current).toBe(HIGH_VISIBILITY_THEME);
    leave();
    expect(hub.listenerCount).toBe(0);
    hub.set('standard');
    expect(seen).toEqual(['high-visibility']);
  });

  it('switches the shared hub with setCardTheme', () => {
    setCardTheme('high-visibility');
    expect(sharedCardThemes.current.name).toBe('high-visibility');
    setCardTheme('standard');
    expect(sharedCardThemes.current).toBe(STANDARD_THEME);
  });
});
