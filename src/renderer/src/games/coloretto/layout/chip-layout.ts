/**
 * Where a panel's collection chips go and how big their counts and symbols are (issue 31: readable from 3 m), in
 * screen pixels, without Pixi. The chips fill the room the panel layout leaves them: one line of tall chips (the
 * symbol over the count) or, where a line is much wider than high, chips with the symbol beside the count; two lines
 * only when that makes the counts bigger. The symbol is drawn large: it, not the hue, tells red, orange and yellow
 * apart for a colour-blind player.
 */
import type { Rect } from './coloretto-layout';

/** Cap height of the screen face's numerals (Nunito), as a share of the font size. */
export const NUMERAL_CAP = 0.705;
/** Width of one numeral of the screen face at weight 800, as a share of the font size. */
const NUMERAL_W = 0.6;
/** Gap between chips (1080p px). */
const CHIP_GAP = 8;
/** Most lines of chips in a panel. */
const MAX_LINES = 2;

/** How a chip arranges its symbol and its count. */
export type ChipArrangement = 'stacked' | 'side';

/** One chip's place and the sizes inside it. */
export interface ChipCell {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The chips of one panel. */
export interface ChipLayout {
  readonly arrangement: ChipArrangement;
  readonly cells: readonly ChipCell[];
  /** The count's font size (px on screen); its numerals stand `px * NUMERAL_CAP` tall. */
  readonly countPx: number;
  /** The colour symbol's radius (px on screen). */
  readonly symbolR: number;
  /** Where the count's centre sits in a cell, as shares of the cell's width and height. */
  readonly countAt: { readonly x: number; readonly y: number };
  /** Where the symbol's centre sits in a cell, as shares of the cell's width and height. */
  readonly symbolAt: { readonly x: number; readonly y: number };
}

/** The count size and symbol size of one chip of w × h in an arrangement. */
function sizes(arrangement: ChipArrangement, w: number, h: number): { readonly px: number; readonly r: number } {
  if (arrangement === 'stacked') {
    // The symbol takes the top third, the count's numerals just over half the chip's height below it.
    const px = Math.min((h * 0.52) / NUMERAL_CAP, (w * 0.86) / NUMERAL_W);
    return { px, r: Math.min(w * 0.32, h * 0.15) };
  }
  // Symbol on the left half, the count on the right half.
  const px = Math.min((h * 0.66) / NUMERAL_CAP, (w * 0.44) / NUMERAL_W);
  return { px, r: Math.min(w * 0.2, h * 0.3) };
}

/** Lays out `count` chips in `area` (the panel's room under its name line) at UI scale `s`. */
export function chipLayout(count: number, area: Rect, s: number): ChipLayout {
  const gap = CHIP_GAP * s;
  let best: ChipLayout | null = null;
  for (let lines = 1; lines <= Math.min(MAX_LINES, Math.max(1, count)); lines++) {
    const perLine = Math.max(1, Math.ceil(count / lines));
    const cellW = (area.w - gap * (perLine - 1)) / perLine;
    const h = (area.h - gap * (lines - 1)) / lines;
    for (const arrangement of ['stacked', 'side'] as const) {
      // A stacked chip is never much wider than high, a side chip never much wider than two symbols and a count.
      const w = Math.max(0, Math.min(cellW, arrangement === 'stacked' ? h * 1.1 : h * 2.2));
      const { px, r } = sizes(arrangement, w, h);
      if (best && px <= best.countPx + 0.5) continue;
      const cells = Array.from({ length: count }, (_, i) => ({
        x: area.x + (i % perLine) * (w + gap),
        y: area.y + Math.floor(i / perLine) * (h + gap),
        w,
        h,
      }));
      best =
        arrangement === 'stacked'
          ? { arrangement, cells, countPx: px, symbolR: r, countAt: { x: 0.5, y: 0.67 }, symbolAt: { x: 0.5, y: 0.2 } }
          : { arrangement, cells, countPx: px, symbolR: r, countAt: { x: 0.72, y: 0.5 }, symbolAt: { x: 0.27, y: 0.5 } };
    }
  }
  return best ?? { arrangement: 'stacked', cells: [], countPx: 0, symbolR: 0, countAt: { x: 0.5, y: 0.66 }, symbolAt: { x: 0.5, y: 0.2 } };
}

/** The panel's name line (1080p px): the name and the running score in big numerals over the chips. */
export const NAME_LINE_H = 72;

/** The room a panel leaves its chips: under the name line, right of the seat stripe, inside the panel's padding. */
export function chipArea(panel: Rect, s: number, stripeW: number): Rect {
  const top = panel.y + NAME_LINE_H * s;
  const left = panel.x + stripeW + 10 * s;
  return { x: left, y: top, w: panel.x + panel.w - 10 * s - left, h: panel.y + panel.h - 10 * s - top };
}
