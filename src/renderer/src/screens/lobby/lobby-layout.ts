/** Where the lobby's parts go: a 1920x1080 design scaled to the window, everything in the central 90% (no Pixi). */
import type { Rect } from '@renderer/layout/rect';
import { DESIGN_HEIGHT, DESIGN_WIDTH, SAFE } from '@renderer/ui/design';

/** The lobby's rectangles in window pixels, and the scales to draw them at. */
export interface LobbyLayout {
  /** 1080p-relative scale. */
  readonly scale: number;
  /** The title-safe area (central 90% of the 16:9 design). */
  readonly safe: Rect;
  readonly title: Rect;
  /** The 4x3 grid of seat slots, in seat order (row by row). */
  readonly cells: readonly Rect[];
  readonly hints: Rect;
  /** The host-menu panel and the menu inside it. */
  readonly panel: Rect;
  readonly menu: Rect;
  /** The scale to lay the Menu out at so that every line fits the panel. */
  readonly menuScale: number;
  /** The phones' join card (QR code, room code, address) beside the title, or null while LAN mode is off. */
  readonly joinCard: Rect | null;
  /** How many QR codes the join card has room for: the LAN's, and the relay's beside it while remote players are on. */
  readonly joinCodes: 0 | 1 | 2;
}

/** Design height of the title row with the join card: its QR code is 300 px at 1080p, readable from the sofa. */
export const JOIN_CARD_H = 340;
/** Design width of the join card. */
export const JOIN_CARD_W = 700;
/** Design width of the join card with two QR codes (the LAN's and the relay's): the title beside it narrows. */
export const JOIN_CARD_TWO_W = 800;

/** Columns of seat slots. */
export const GRID_COLUMNS = 4;
/** Rows of seat slots. */
export const GRID_ROWS = 3;

/** Design sizes at 1080p. */
const D = {
  w: DESIGN_WIDTH,
  h: DESIGN_HEIGHT,
  panelW: 640,
  gap: 28,
  titleH: 96,
  cellGap: 18,
  hintRowH: 76,
  hintRowCompactH: 52,
  hintGap: 10,
  pad: 22,
} as const;

/** The Menu's own line height at scale 1 (src/renderer/src/ui/Menu.ts). */
export const MENU_LINE = 84;
/** The Menu's own gap between lines at scale 1. */
export const MENU_GAP = 14;

/** Chips per row of the hint strip. */
export const HINT_CHIPS_PER_ROW = 2;

/** How many rows `chips` chips take (at least one, for the join hint). */
export function hintRows(chips: number): number {
  return Math.max(1, Math.ceil(chips / HINT_CHIPS_PER_ROW));
}

/** Whether chips in `rows` rows show their menu keys under the game keys (two lines); three rows show the game keys alone. */
export function twoLineChips(rows: number): boolean {
  return rows <= 2;
}

/** Height of one hint row at 1080p: two lines of text up to two rows, one line from three rows on (the seats keep their room). */
export function hintRowHeight(rows: number): number {
  return twoLineChips(rows) ? D.hintRowH : D.hintRowCompactH;
}

/** Height of `rows` hint rows at 1080p. */
export function hintHeight(rows: number): number {
  const n = Math.max(1, rows);
  return n * hintRowHeight(n) + (n - 1) * D.hintGap;
}

/** The Menu scale that makes `lines` lines fit `height` pixels at 1080p (at most 1). */
export function menuScaleFor(lines: number, height: number): number {
  const full = lines * (MENU_LINE + MENU_GAP) - MENU_GAP;
  return lines > 0 ? Math.min(1, height / full) : 1;
}

/**
 * Lays the lobby out in a window; `hintRows` hint rows sit under the grid, `menuLines` lines in the panel; `joinCard`
 * makes the title row tall enough for the phones' join card beside the title (`'two'`: a wider card with two QR codes).
 */
export function lobbyLayout(
  width: number,
  height: number,
  hintRows: number,
  menuLines: number,
  joinCard: boolean | 'two' = false,
): LobbyLayout {
  const s = Math.min(width / D.w, height / D.h);
  const ox = (width - D.w * s) / 2;
  const oy = (height - D.h * s) / 2;
  const px = (x: number, y: number, w: number, h: number): Rect => ({ x: ox + x * s, y: oy + y * s, w: w * s, h: h * s });
  const sx = D.w * SAFE;
  const sy = D.h * SAFE;
  const sw = D.w * (1 - 2 * SAFE);
  const sh = D.h * (1 - 2 * SAFE);
  const leftW = sw - D.panelW - D.gap;
  const hintH = hintHeight(hintRows);
  const titleH = joinCard ? JOIN_CARD_H : D.titleH;
  const gridY = sy + titleH + D.cellGap;
  const gridH = sh - titleH - D.cellGap - hintH - D.cellGap;
  const cellW = (leftW - (GRID_COLUMNS - 1) * D.cellGap) / GRID_COLUMNS;
  const cellH = (gridH - (GRID_ROWS - 1) * D.cellGap) / GRID_ROWS;
  const cells: Rect[] = [];
  for (let r = 0; r < GRID_ROWS; r++) {
    for (let c = 0; c < GRID_COLUMNS; c++) cells.push(px(sx + c * (cellW + D.cellGap), gridY + r * (cellH + D.cellGap), cellW, cellH));
  }
  const panelX = sx + leftW + D.gap;
  const cardW = joinCard === 'two' ? JOIN_CARD_TWO_W : JOIN_CARD_W;
  const menuH = sh - 2 * D.pad;
  return {
    scale: s,
    safe: px(sx, sy, sw, sh),
    title: px(sx, sy, joinCard ? leftW - cardW - D.gap : leftW, titleH),
    cells,
    hints: px(sx, sy + sh - hintH, leftW, hintH),
    panel: px(panelX, sy, D.panelW, sh),
    menu: px(panelX + D.pad, sy + D.pad, D.panelW - 2 * D.pad, menuH),
    menuScale: s * menuScaleFor(menuLines, menuH),
    joinCard: joinCard ? px(sx + leftW - cardW, sy, cardW, titleH) : null,
    joinCodes: joinCard === 'two' ? 2 : joinCard ? 1 : 0,
  };
}

/** The area the seat grid covers: the rectangle around its cells. */
export function gridArea(cells: readonly Rect[]): Rect {
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...cells.map((c) => c.x + c.w)) - x, h: Math.max(...cells.map((c) => c.y + c.h)) - y };
}

/** Where `n` name pickers go over the seat grid: side by side, in two rows from four on, `gap` apart. */
export function pickerRects(n: number, area: Rect, gap: number): Rect[] {
  if (n <= 0) return [];
  const rows = n >= 4 ? 2 : 1;
  const cols = Math.ceil(n / rows);
  const w = (area.w - (cols - 1) * gap) / cols;
  const h = (area.h - (rows - 1) * gap) / rows;
  return Array.from({ length: n }, (_, i) => ({
    x: area.x + (i % cols) * (w + gap),
    y: area.y + Math.floor(i / cols) * (h + gap),
    w,
    h,
  }));
}
