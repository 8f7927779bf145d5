import { describe, expect, it } from 'vitest';
import { colourDifference, toLab, VISIONS, type Vision } from '@shared/colour-difference';
import { emblemOf, emblemPaths, emblemSvgPath, SEAT_EMBLEMS } from '@shared/seat-emblems';
import { PLAYER_COLORS } from '@shared/seats';
import { DIE_FILL } from '@shared/games/dice/colours';
import { COLOR_LOOKS } from '@shared/games/coloretto/cards';
import { SEAT_PALETTE_OBSTACLES, STATE, STATE_DICHROMAT, TABLE } from '@renderer/ui/seat-palette-obstacles';

/**
 * The least CIEDE2000 difference any two seat colours keep, per vision. Issue 31 asks 20 under normal vision; the
 * dichromacies squeeze the colour space (a red-green axis all but vanishes), so there the floor is lower.
 */
const BETWEEN_SEATS: Readonly<Record<Vision, number>> = { normal: 20, protanopia: 12, deuteranopia: 12, tritanopia: 6 };
/**
 * The pairs allowed under the dichromat floor above, down to 9, and why. Twelve colours 20 apart under normal vision,
 * clear of the felt, the cards, the dice and the Coloretto hues, leave no palette (scripts/seat-palette-search.mjs)
 * where every pair also stays 12 apart once the red-green axis collapses. These pairs keep a clear lightness step
 * (Sky L*79 / Blush 92, Peach 80 / Frost 91 / Stone 63, Teal 58 / Dusk 46, Magenta 45 / Teal 58) or, Magenta and Dusk (L* 45
 * and 46), a blue-yellow one; and every seat wears its own emblem, so where their hues meet these seats read by
 * shape: heart / arrow, hexagon / hourglass / flag, ring / sun, bolt / sun, bolt / ring.
 */
const CLOSER_PAIRS: Readonly<Partial<Record<Vision, readonly string[]>>> = {
  protanopia: ['Sky/Blush', 'Peach/Frost', 'Peach/Stone'],
  deuteranopia: ['Teal/Dusk', 'Magenta/Dusk', 'Magenta/Teal', 'Peach/Frost'],
};
const CLOSER_FLOOR = 9;

const seats = PLAYER_COLORS.map((c) => c);
const name = (i: number): string => seats[i]?.name ?? `#${i}`;

describe('the seat palette', () => {
  it('has 12 colours, each light enough to read on the dark panels (L* ≥ 45)', () => {
    expect(seats).toHaveLength(12);
    for (const c of seats) expect(toLab(c.hex).L, c.name).toBeGreaterThanOrEqual(45);
  });

  for (const vision of VISIONS) {
    it(`keeps every two seats apart (${vision}: ΔE00 ≥ ${BETWEEN_SEATS[vision]}, named pairs ≥ ${CLOSER_FLOOR})`, () => {
      const close: string[] = [];
      const allowed = new Set(CLOSER_PAIRS[vision] ?? []);
      for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++) {
          const pair = `${name(i)}/${name(j)}`;
          const d = colourDifference(seats[i]?.hex ?? 0, seats[j]?.hex ?? 0, vision);
          const floor = allowed.has(pair) ? CLOSER_FLOOR : BETWEEN_SEATS[vision];
          if (d < floor) close.push(`${pair} ${d.toFixed(1)}`);
        }
      expect(close).toEqual([]);
    });
  }

  it(`keeps every seat ${TABLE} from the felt, the cards, the dice and the Coloretto hues (normal vision)`, () => {
    const close: string[] = [];
    for (const c of seats)
      for (const o of SEAT_PALETTE_OBSTACLES) {
        const d = colourDifference(c.hex, o.hex);
        if (d < o.min) close.push(`${c.name}/${o.name} ${d.toFixed(1)}`);
      }
    expect(close).toEqual([]);
    expect(SEAT_PALETTE_OBSTACLES.filter((o) => o.min === TABLE).length).toBeGreaterThanOrEqual(1 + 8 + 4 + 6);
  });

  for (const vision of ['protanopia', 'deuteranopia'] as const)
    it(`keeps every seat ${STATE_DICHROMAT} from the focus, error, disabled and white states (${vision})`, () => {
      const close: string[] = [];
      for (const c of seats)
        for (const o of SEAT_PALETTE_OBSTACLES.filter((x) => x.min === STATE)) {
          const d = colourDifference(c.hex, o.hex, vision);
          if (d < STATE_DICHROMAT) close.push(`${c.name}/${o.name} ${d.toFixed(1)}`);
        }
      expect(close).toEqual([]);
    });

  it("stays clear of every registered game's table colours, each game naming its own in its view contract", () => {
    const names = new Set(SEAT_PALETTE_OBSTACLES.filter((o) => o.min === TABLE).map((o) => `${o.name} ${o.hex}`));
    for (const [c, hex] of Object.entries(DIE_FILL)) expect(names.has(`die ${c} ${hex}`), `die ${c}`).toBe(true);
    for (const [c, look] of Object.entries(COLOR_LOOKS)) expect(names.has(`Coloretto ${c} ${look.hue}`), c).toBe(true);
  });

  it('would catch the old palette (Lime/Mint 14.7 apart, Pink/Lilac 14.6, Lime beside the green die)', () => {
    expect(colourDifference(0x77bb22, 0x66cc88)).toBeLessThan(BETWEEN_SEATS.normal);
    expect(colourDifference(0xff66ee, 0xddaaee)).toBeLessThan(BETWEEN_SEATS.normal);
    expect(colourDifference(0x77bb22, 0xbb8811, 'deuteranopia')).toBeLessThan(CLOSER_FLOOR);
    expect(colourDifference(0x77bb22, DIE_FILL.g)).toBeLessThan(TABLE);
  });
});

describe('the seat emblems', () => {
  it('gives each of the 12 seat colours its own emblem', () => {
    expect(new Set(seats.map((_, i) => emblemOf(i))).size).toBe(12);
    expect(SEAT_EMBLEMS).toHaveLength(PLAYER_COLORS.length);
  });

  it('draws every emblem inside the unit box, as closed outlines the phone can draw too', () => {
    for (const e of SEAT_EMBLEMS) {
      const paths = emblemPaths(e);
      expect(paths.length, e).toBeGreaterThan(0);
      for (const p of paths) {
        expect(p.points.length % 2, e).toBe(0);
        expect(p.points.length, e).toBeGreaterThanOrEqual(6);
        for (const v of p.points) expect(Math.abs(v), e).toBeLessThanOrEqual(1);
      }
      expect(emblemSvgPath(e), e).toMatch(/^(M[-\d. L]+Z)+$/);
    }
  });

  it('gives no two emblems the same silhouette (their filled area on a 24×24 grid differs)', () => {
    const cover = (e: (typeof SEAT_EMBLEMS)[number]): string => {
      const cells: string[] = [];
      for (let y = 0; y < 24; y++)
        for (let x = 0; x < 24; x++) cells.push(inside(emblemPaths(e), -1 + (x + 0.5) / 12, -1 + (y + 0.5) / 12) ? '#' : '.');
      return cells.join('');
    };
    const seen = new Map<string, string>();
    for (const e of SEAT_EMBLEMS) {
      const c = cover(e);
      expect(seen.get(c), `${e} looks like ${seen.get(c)}`).toBeUndefined();
      expect(c.includes('#'), e).toBe(true);
      seen.set(c, e);
    }
  });
});

/** Whether (x, y) is filled: inside some outline and in none of the holes. */
function inside(paths: ReturnType<typeof emblemPaths>, x: number, y: number): boolean {
  const within = (pts: readonly number[]): boolean => {
    let odd = false;
    for (let i = 0, j = pts.length - 2; i < pts.length; j = i, i += 2) {
      const [xi, yi, xj, yj] = [pts[i] ?? 0, pts[i + 1] ?? 0, pts[j] ?? 0, pts[j + 1] ?? 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
    return odd;
  };
  return paths.some((p) => !p.hole && within(p.points)) && !paths.some((p) => p.hole && within(p.points));
}
