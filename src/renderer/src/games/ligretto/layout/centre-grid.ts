/**
 * The grid of open centre piles: how many columns and rows, and how big the cards are.
 * Cards keep the suggested size while the piles fit and shrink only as much as needed.
 */
import { CARD_ASPECT } from '@renderer/ui/design';
import type { Rect, Size } from '@renderer/layout/rect';

/** Horizontal gap between two piles, as a fraction of the card width. */
export const PILE_GAP_X = 0.12;
/** Vertical gap between two piles, as a fraction of the card height. */
export const PILE_GAP_Y = 0.1;
/** Card numeral height as a fraction of the card height (the card view uses the same ratio). */
export const NUMERAL_RATIO = 0.58;
/** Smallest numeral, in px at 1080p, that stays readable from a sofa 3 m from a 55" TV (UX.md). */
export const MIN_READABLE_NUMERAL_PX = 40;

/** Height of the completed-piles strip under the open piles, as a fraction of the centre card height. */
export const DONE_BAND = 0.62;

/** The part of the centre that holds the open piles: all of it but the completed strip along its bottom. */
export function openPilesRect(centre: Rect, card: Size): Rect {
  return { x: centre.x, y: centre.y, w: centre.w, h: centre.h - Math.round(card.h * DONE_BAND) };
}

/** Columns, rows and card size of the centre pile grid. */
export interface CentreGrid {
  readonly cols: number;
  readonly rows: number;
  readonly card: Size;
}

/** Numeral font size in px for a card of this size. */
export function numeralPx(card: Size): number {
  return Math.round(card.h * NUMERAL_RATIO);
}

/** The smallest readable card at this screen scale (1 = 1080p): its numeral is 40 px at 1080p. */
export function minReadableCard(scale: number): Size {
  const h = Math.ceil((MIN_READABLE_NUMERAL_PX / NUMERAL_RATIO) * scale);
  // The epsilon keeps a whole width whole despite 1.4 not being exact in binary.
  return { w: Math.ceil(h / CARD_ASPECT - 1e-9), h };
}

/** Width and height of a block of `cols` x `rows` cards with the pile gaps between them. */
export function gridBlock(cols: number, rows: number, card: Size): Size {
  return {
    w: cols * card.w + Math.max(0, cols - 1) * PILE_GAP_X * card.w,
    h: rows * card.h + Math.max(0, rows - 1) * PILE_GAP_Y * card.h,
  };
}

/**
 * Grid for `openPiles` piles inside `centre`. The card keeps the size given while some grid fits;
 * among those the grid whose shape best matches the centre wins. If none fits, the grid that
 * allows the largest card wins: the card never shrinks more than the space demands, so it stays
 * above a readable minimum whenever the piles fit at that minimum. To keep piles from moving as
 * piles open, pass a stable capacity (e.g. max(16, open piles)) rather than the exact count.
 */
export function centreGrid(centre: Rect, openPiles: number, card: Size): CentreGrid {
  const n = Math.max(0, Math.floor(openPiles));
  if (n === 0) return { cols: 0, rows: 0, card };
  const eps = 1e-9;
  let best = { cols: n, rows: 1, k: -1, miss: Infinity };
  for (let rows = 1; rows <= n; rows++) {
    const cols = Math.ceil(n / rows);
    if (rows > 1 && Math.ceil(n / (rows - 1)) === cols) continue; // same columns, only more rows
    const block = gridBlock(cols, rows, card);
    const k = Math.min(1, centre.w / block.w, centre.h / block.h);
    const miss = Math.abs(Math.log(block.w / block.h / (centre.w / centre.h)));
    if (k > best.k + eps || (k > best.k - eps && miss < best.miss)) best = { cols, rows, k, miss };
  }
  const k = Math.max(0, best.k);
  return { cols: best.cols, rows: best.rows, card: { w: Math.floor(card.w * k), h: Math.floor(card.h * k) } };
}

/** True when `openPiles` piles fit into `centre` without shrinking `card`. */
export function centreFits(centre: Rect, openPiles: number, card: Size): boolean {
  const grid = centreGrid(centre, openPiles, card);
  return grid.card.w === card.w && grid.card.h === card.h;
}

/** Rectangle of pile `index` (row by row), the grid block centred in `centre`; whole pixels, inside it. */
export function pileRect(centre: Rect, grid: CentreGrid, index: number): Rect {
  const block = gridBlock(grid.cols, grid.rows, grid.card);
  const col = index % Math.max(1, grid.cols);
  const row = Math.floor(index / Math.max(1, grid.cols));
  return {
    x: Math.floor(centre.x + (centre.w - block.w) / 2 + col * grid.card.w * (1 + PILE_GAP_X)),
    y: Math.floor(centre.y + (centre.h - block.h) / 2 + row * grid.card.h * (1 + PILE_GAP_Y)),
    w: grid.card.w,
    h: grid.card.h,
  };
}
