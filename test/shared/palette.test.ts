import { describe, expect, it } from 'vitest';
import { colourDifference, toLab, VISIONS, type Vision } from '@shared/colour-difference';
import { PLAYER_COLORS } from '@shared/seats';
import { UI } from '@renderer/ui/colours';

/** The least CIEDE2000 difference any two seat colours may have, per vision (dichromacies squeeze the colour space). */
const BETWEEN_SEATS: Readonly<Record<Vision, number>> = { normal: 14, protanopia: 5, deuteranopia: 5, tritanopia: 7 };
/** The least difference between a seat colour and an interface state colour. */
const FROM_UI: Readonly<Record<Vision, number>> = { normal: 15, protanopia: 6, deuteranopia: 6, tritanopia: 8 };
const UI_STATES = { 'focus yellow': UI.accent, 'error red': UI.bad, 'disabled grey': UI.dim, white: UI.focus } as const;

describe('the seat palette', () => {
  const seats = PLAYER_COLORS.map((c) => c);

  it('has 12 colours, each light enough to read on the dark panels', () => {
    expect(seats).toHaveLength(12);
    for (const c of seats) expect(toLab(c.hex).L, c.name).toBeGreaterThanOrEqual(55);
  });

  for (const vision of VISIONS) {
    it(`keeps every two seats apart (${vision}: ΔE00 ≥ ${BETWEEN_SEATS[vision]})`, () => {
      const close: string[] = [];
      for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++) {
          const [p, q] = [seats[i], seats[j]];
          if (!p || !q) continue;
          const d = colourDifference(p.hex, q.hex, vision);
          if (d < BETWEEN_SEATS[vision]) close.push(`${p.name}/${q.name} ${d.toFixed(1)}`);
        }
      expect(close).toEqual([]);
    });

    it(`keeps every seat apart from the focus, error, disabled and white states (${vision}: ΔE00 ≥ ${FROM_UI[vision]})`, () => {
      const close: string[] = [];
      for (const c of seats)
        for (const [state, hex] of Object.entries(UI_STATES)) {
          const d = colourDifference(c.hex, hex, vision);
          if (d < FROM_UI[vision]) close.push(`${c.name}/${state} ${d.toFixed(1)}`);
        }
      expect(close).toEqual([]);
    });
  }

  it('would catch the old palette (Sun = focus yellow, Coral ≈ error red, Lime/Sun under protanopia)', () => {
    expect(colourDifference(0xffc93c, UI.accent)).toBeLessThan(FROM_UI.normal);
    expect(colourDifference(0xff6b5b, UI.bad)).toBeLessThan(FROM_UI.normal);
    expect(colourDifference(0x8fdc3c, 0xffc93c, 'protanopia')).toBeLessThan(BETWEEN_SEATS.protanopia);
  });
});
