/** Coloretto's collection chips on the TV, readable from 3 m (issue 31): counts in big numerals, chips filling the panel. */
import { describe, expect, it } from 'vitest';
import { chipArea, chipLayout, NUMERAL_CAP } from '@renderer/games/coloretto/layout/chip-layout';
import { colorettoLayout, overlaps, type Rect } from '@renderer/games/coloretto/layout/coloretto-layout';

/** The seat stripe's width at 1080p (PanelView). */
const STRIPE_W = 44;

function chipsOf(players: number, chips: number, width = 1920, height = 1080) {
  const table = colorettoLayout(players, players, width, height);
  const panel = table.panels[0] as Rect;
  const area = chipArea(panel, table.scale, STRIPE_W * table.scale);
  return { area, panel, scale: table.scale, layout: chipLayout(chips, area, table.scale) };
}

const within = (r: Rect, box: Rect): boolean =>
  r.x >= box.x - 0.5 && r.y >= box.y - 0.5 && r.x + r.w <= box.x + box.w + 0.5 && r.y + r.h <= box.y + box.h + 0.5;

describe("Coloretto's collection chips on the TV", () => {
  it.each([2, 3, 4])('%i players at 1080p: counts stand at least 44 px tall for up to seven kinds of card', (players) => {
    for (let chips = 1; chips <= 7; chips++) {
      const { layout } = chipsOf(players, chips);
      expect(layout.countPx * NUMERAL_CAP, `${chips} chips`).toBeGreaterThanOrEqual(44);
      // The symbol (what tells red, orange and yellow apart) at least 24 px across, not the old 12–15 px.
      expect(2 * layout.symbolR, `${chips} chips`).toBeGreaterThanOrEqual(24);
    }
  });

  it('scales the counts with the screen: the same share of the height at 720p and 4K as at 1080p', () => {
    const at1080 = chipsOf(4, 6).layout.countPx / 1080;
    expect(chipsOf(4, 6, 1280, 720).layout.countPx / 720).toBeCloseTo(at1080, 3);
    expect(chipsOf(4, 6, 3840, 2160).layout.countPx / 2160).toBeCloseTo(at1080, 3);
  });

  it.each([2, 4, 6, 8, 12])('%i players: every chip lies in its panel under the name line, none over another', (players) => {
    for (let chips = 0; chips <= 8; chips++) {
      const { layout, area, panel } = chipsOf(players, chips);
      expect(layout.cells).toHaveLength(chips);
      layout.cells.forEach((c, i) => {
        expect(within(c, area), JSON.stringify(c)).toBe(true);
        expect(within(c, panel)).toBe(true);
        layout.cells.slice(i + 1).forEach((d) => expect(overlaps(c, d)).toBe(false));
      });
    }
  });

  it('fills the room at 12 players with counts still about 30 px tall for a typical six kinds', () => {
    const { layout } = chipsOf(12, 6);
    expect(layout.countPx * NUMERAL_CAP).toBeGreaterThanOrEqual(28);
    // Fewer kinds get bigger chips: the chips grow into the room they have.
    expect(chipsOf(12, 3).layout.countPx).toBeGreaterThan(layout.countPx);
  });
});
