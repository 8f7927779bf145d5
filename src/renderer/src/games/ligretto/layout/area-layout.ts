/**
 * One player's area, in design pixels (1 design px = 1 screen px at 1080p).
 *
 *   label side 'top'           label side 'bottom'
 *   +-----------------------+  +-----------------------+
 *   | label                 |  | [S] [r][r][r] [W][H]  |
 *   | [S] [r][r][r] [W][H]  |  |  s   r  r  r       h  |
 *   |  s   r  r  r       h  |  | hint                  |
 *   | hint                  |  | label                 |
 *   +-----------------------+  +-----------------------+
 *
 * S stack (s: its count badge), r row slots (room below for a short A2 column), W waste,
 * H face-down hand (h: its count). All cards of an area share one size.
 */
import type { Rect, Size } from '@renderer/layout/rect';
import { CARD_ASPECT } from '@renderer/ui/design';

/** Padding inside an area, design px. */
const PAD = 8;
/** Gap between the label, the card line and the hint strip, design px. */
const LINE_GAP = 6;
/** Gap between neighbouring cards, as a fraction of the card width. */
const CARD_GAP = 0.1;
/** Gap between the stack, the row and the waste + hand groups, as a fraction of the card width. */
const GROUP_GAP = 0.3;
/** Room under the stack and hand cards for their count badge, as a fraction of the card height. */
const BADGE_ROOM = 0.4;
/** Buried cards of an A2 row column that peek out under the slot's top card. */
export const COLUMN_PEEKS = 3;
/** How far each buried column card peeks out, as a fraction of the card height (rounded up). */
export const COLUMN_STEP = 1 / 6;
/** Label font size as a fraction of the label strip height. */
export const LABEL_TEXT_RATIO = 0.7;
/** Hint font size as a fraction of the hint strip height. */
export const HINT_TEXT_RATIO = 0.7;

/** Which edge of the area holds the name label: the edge facing the player's own screen edge. */
export type LabelSide = 'top' | 'bottom';

/** Sizes of a player area built around one card size, design px. */
export interface AreaMetrics {
  readonly rowSlots: number;
  readonly card: Size;
  readonly width: number;
  readonly height: number;
  readonly labelH: number;
  readonly hintH: number;
  /** Offset between two cards of an A2 row column, whole design px. */
  readonly columnStep: number;
}

/** The rectangles of one player area, design px. */
export interface AreaRects {
  readonly rect: Rect;
  readonly stack: Rect;
  readonly row: readonly Rect[];
  readonly waste: Rect;
  readonly hand: Rect;
  readonly label: Rect;
  readonly hint: Rect;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** Area metrics for a whole-pixel card width and the number of row slots. */
export function areaMetrics(cardW: number, rowSlots: number): AreaMetrics {
  const card = { w: cardW, h: Math.round(cardW * CARD_ASPECT) };
  const labelH = clamp(0.4 * card.h, 44, 64);
  const hintH = clamp(0.28 * card.h, 30, 44);
  const n = rowSlots + 3;
  const width = 2 * PAD + card.w * (n + CARD_GAP * (n - 1) + 2 * (GROUP_GAP - CARD_GAP));
  const columnStep = Math.ceil(card.h * COLUMN_STEP);
  const height = 2 * PAD + labelH + 2 * LINE_GAP + card.h + COLUMN_PEEKS * columnStep + hintH;
  return { rowSlots, card, width, height, labelH, hintH, columnStep };
}

/** The rectangles of an area whose top-left corner is (x, y). */
export function areaRects(x: number, y: number, m: AreaMetrics, labelSide: LabelSide): AreaRects {
  const { card } = m;
  const innerW = m.width - 2 * PAD;
  const lineH = card.h + COLUMN_PEEKS * m.columnStep;
  const top = y + PAD;
  const lineY = labelSide === 'top' ? top + m.labelH + LINE_GAP : top;
  const hintY = lineY + lineH + LINE_GAP;
  const labelY = labelSide === 'top' ? top : hintY + m.hintH + LINE_GAP;

  let cx = x + PAD;
  const column = (h: number): Rect => {
    const r = { x: cx, y: lineY, w: card.w, h };
    cx += card.w * (1 + CARD_GAP);
    return r;
  };
  const badged = card.h * (1 + BADGE_ROOM);
  const stack = column(badged);
  cx += card.w * (GROUP_GAP - CARD_GAP);
  const row: Rect[] = [];
  for (let i = 0; i < m.rowSlots; i++) row.push(column(lineH));
  cx += card.w * (GROUP_GAP - CARD_GAP);
  const waste = column(card.h);
  const hand = column(badged);

  return {
    rect: { x, y, w: m.width, h: m.height },
    stack,
    row,
    waste,
    hand,
    label: { x: x + PAD, y: labelY, w: innerW, h: m.labelH },
    hint: { x: x + PAD, y: hintY, w: innerW, h: m.hintH },
  };
}
