/** Where everything of Coloretto's table goes, for 2–12 players and N rows, in screen pixels (pure maths, no Pixi). */
import { CARD_ASPECT, SAFE, uiScale } from '@renderer/ui/design';

/** A rectangle in screen pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The table's areas. */
export interface ColorettoLayout {
  readonly scale: number;
  /** The turn band across the top: deck, whose turn, timer, the drawn card. */
  readonly top: Rect;
  /** One box per row (truck), in row order. */
  readonly rows: readonly Rect[];
  /** A card's size inside a row box, and the padding (screen px) round the cards in the box. */
  readonly card: RowCard;
  /** One panel per player, in engine order. */
  readonly panels: readonly Rect[];
  /**
   * Where a toast ("Time! A bot moves for Dani") goes: the free strip under the rows, else the one above them, else
   * the turn band's lower half; never over a row's label or a panel (issue 31).
   */
  readonly toast: Rect;
}

/** A row's card size and the padding round its cards (screen px), as the layout chose them for the table's size. */
export interface RowCard {
  readonly w: number;
  readonly h: number;
  readonly pad: number;
}

/** The least height (1080p px) a free strip needs to hold a toast line. */
export const TOAST_H = 56;

/**
 * The table's words, 1080p px: a 28 px cap height (issue 31), the size words need at 2-4 players, kept at every
 * player count (Coloretto's table has room for it: its seats are panels, not card areas).
 */
export const TABLE_WORD_PX = 40;

/**
 * A +2 card's caption: its font size as a share of the card's width. "+2" spans 0.82 of the width (narrowed) and its digits
 * stand about 0.57 of it tall (Nunito 800), so a 12-player row card (85 px at 1080p) still shows a 44 px numeral.
 */
export const PLUS2_SHARE = 0.76;
/** The most of a card's width the +2 caption spans (its letters narrowed where "+2" would be wider). */
export const PLUS2_WIDTH = 0.82;

/** Design sizes (1080p px). */
const TOP_H = 170;
const GAP = 16;
const PANEL_H = 170;
const MAX_CARD_W = 180;
/** Room in a row box besides its cards: the row label above, padding around. */
const ROW_LABEL_H = 46;
const ROW_PAD = 14;
/**
 * Above 6 rows (two lines of rows, 18 cards across the screen) the rows pack tighter: less padding round the cards and
 * between the rows, so the cards (and a +2 card's caption) stay 44 px numerals at 12 players (issue 31).
 */
const TIGHT_ROWS = 6;
const TIGHT_PAD = 8;
const TIGHT_GAP = 10;

/** How many panel lines the players take: one up to 6 players, two above. */
export function panelLines(players: number): number {
  return players <= 6 ? 1 : 2;
}

function grid(count: number, cols: number, area: Rect, gap: number, h: number, maxW: number): Rect[] {
  const lines = Math.ceil(count / cols);
  const w = Math.min(maxW, (area.w - gap * (cols - 1)) / cols);
  return Array.from({ length: count }, (_, i) => {
    const line = Math.floor(i / cols);
    const inLine = line === lines - 1 ? count - line * cols : cols;
    const lineW = inLine * w + (inLine - 1) * gap;
    const x0 = area.x + (area.w - lineW) / 2;
    return { x: x0 + (i % cols) * (w + gap), y: area.y + line * (h + gap), w, h };
  });
}

/** The card width that fits a row box of this size (3 cards side by side, `pad` round them, `between` between). */
function cardWidthIn(boxW: number, boxH: number, s: number, pad: number, between: number): number {
  const byW = (boxW - 2 * pad - 2 * between) / 3;
  const byH = (boxH - ROW_LABEL_H * s - 2 * pad) / CARD_ASPECT;
  return Math.max(0, Math.min(byW, byH, MAX_CARD_W * s));
}

/** Lays out a table of `players` players and `rows` rows on a screen of `width` x `height`. */
export function colorettoLayout(players: number, rows: number, width: number, height: number): ColorettoLayout {
  const s = uiScale(width, height);
  const mx = width * SAFE;
  const my = height * SAFE;
  const inner = { x: mx, y: my, w: width - 2 * mx, h: height - 2 * my };
  const top: Rect = { x: inner.x, y: inner.y, w: inner.w, h: TOP_H * s };
  const lines = panelLines(players);
  const panelArea: Rect = {
    x: inner.x,
    y: inner.y + inner.h - lines * PANEL_H * s - (lines - 1) * GAP * s,
    w: inner.w,
    h: lines * PANEL_H * s + (lines - 1) * GAP * s,
  };
  const panels = grid(players, Math.ceil(players / lines), panelArea, GAP * s, PANEL_H * s, 620 * s);
  // The rows leave a strip above the panels for the toasts, so a toast never covers a row's label.
  const rowArea: Rect = {
    x: inner.x,
    y: top.y + top.h + GAP * s,
    w: inner.w,
    h: panelArea.y - TOAST_H * s - (top.y + top.h + GAP * s),
  };
  const tight = rows > TIGHT_ROWS;
  const pad = (tight ? TIGHT_PAD : ROW_PAD) * s;
  const gap = (tight ? TIGHT_GAP : GAP) * s;
  // The least gap between two cards of a row.
  const between = tight ? pad * 0.6 : GAP * s * 0.5;
  // The grid of rows whose cards come out biggest.
  let best = { cols: rows, cardW: -1, boxH: 0 };
  for (let cols = 1; cols <= rows; cols++) {
    const lines2 = Math.ceil(rows / cols);
    const boxW = (rowArea.w - gap * (cols - 1)) / cols;
    const boxH = (rowArea.h - gap * (lines2 - 1)) / lines2;
    const cardW = cardWidthIn(boxW, boxH, s, pad, between);
    if (cardW >= best.cardW - 0.5) best = { cols, cardW, boxH };
  }
  const cardW = best.cardW;
  const boxW = 3 * cardW + 2 * pad + 2 * between;
  const boxH = ROW_LABEL_H * s + 2 * pad + cardW * CARD_ASPECT;
  const linesUsed = Math.ceil(rows / best.cols);
  const usedH = linesUsed * boxH + (linesUsed - 1) * gap;
  const centred: Rect = { ...rowArea, y: rowArea.y + Math.max(0, (rowArea.h - usedH) / 2) };
  const rowRects = grid(rows, best.cols, centred, gap, boxH, boxW);
  const rowsTop = Math.min(...rowRects.map((r) => r.y));
  const rowsBottom = Math.max(...rowRects.map((r) => r.y + r.h));
  const below: Rect = { x: inner.x, y: rowsBottom, w: inner.w, h: panelArea.y - rowsBottom };
  const above: Rect = { x: inner.x, y: top.y + top.h, w: inner.w, h: rowsTop - (top.y + top.h) };
  const toast = below.h >= TOAST_H * s - 0.5 ? below : above.h >= TOAST_H * s ? above : { ...top, y: top.y + top.h / 2, h: top.h / 2 };
  return { scale: s, top, rows: rowRects, card: { w: cardW, h: cardW * CARD_ASPECT, pad }, panels, toast };
}

/** Where card `slot` (0..2) sits inside a row box. */
export function cardSlot(box: Rect, card: RowCard, slot: number, scale: number): Rect {
  const gap = (box.w - 2 * card.pad - 3 * card.w) / 2;
  return { x: box.x + card.pad + slot * (card.w + gap), y: box.y + ROW_LABEL_H * scale + card.pad, w: card.w, h: card.h };
}

/** Whether two rectangles overlap (tests: nothing on the table covers anything else). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
}
