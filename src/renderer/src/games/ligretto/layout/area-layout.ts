/**
 * One player's area, in design pixels (1 design px = 1 screen px at 1080p).
 *
 *   label side 'top'                    label side 'bottom'
 *   +--------------------------------+  +--------------------------------+
 *   | ● name               42 pts · 3|  | [S]  [r][r][r]  [W] [H]        |
 *   | [S]  [r][r][r]  [W] [H]        |  |  s               w   h         |
 *   |  s               w   h         |  | Stack   Row    Waste Hand      |
 *   | Stack   Row    Waste Hand      |  | Y Stack · A Waste · …          |
 *   | Y Stack · A Waste · …          |  | ● name               42 pts · 3|
 *   +--------------------------------+  +--------------------------------+
 *
 * S stack, r row slots (with room below for a short A2 column when the advanced row is on), W waste,
 * H face-down hand; s, w, h their count badges, inside the card's width and hanging below it. One
 * caption per group (stack, row, waste, hand) names it once, and one hint line gives the buttons.
 * All cards of an area share one size.
 */
import type { Rect, Size } from '@renderer/layout/rect';
import { pileBadgeBox, pileBadgeSize } from '@renderer/views/cards/card-layout';
import { CARD_ASPECT } from '@renderer/ui/design';

/** Padding inside an area, design px. */
const PAD = 8;
/** Gap between the label, the card line, the captions and the hint strip, design px. */
const LINE_GAP = 4;
/** Gap between neighbouring cards of one group, as a fraction of the card width. */
const CARD_GAP = 0.1;
/** Gap between the stack, the row and the waste + hand groups, as a fraction of the card width. */
const GROUP_GAP = 0.2;
/** Room under the card line for the piles' depth edges and count badges, as a fraction of the card height. */
const PILE_ROOM = 0.14;
/** Buried cards of an A2 row column that peek out under the slot's top card. */
export const COLUMN_PEEKS = 3;
/** How far each buried column card peeks out, as a fraction of the card height (rounded up). */
export const COLUMN_STEP = 1 / 7;
/** Label font size as a fraction of the label strip height. */
export const LABEL_TEXT_RATIO = 0.7;
/** Hint and caption font size as a fraction of their strip height. */
export const HINT_TEXT_RATIO = 0.72;

/** The caption and hint strips' least height, design px (see areaMetrics). */
export const MIN_HINT_STRIP = 30;

/**
 * The words of an area: their font size (design px) and whether the group captions show. The table sizes the words
 * by the player count (issue 31: 28 px caps up to 4 players, 22 px at 12); at 12 players the captions give way, so
 * the cards and the hint line keep their size (the hint line names the buttons, the card line speaks for itself).
 */
export interface AreaText {
  readonly px: number;
  readonly captions: boolean;
}

/** The words of an area sized from its cards alone (the strips' own least heights). */
const CARD_SIZED_TEXT: AreaText = { px: 0, captions: true };

/** Which edge of the area holds the name label: the edge facing the player's own screen edge. */
export type LabelSide = 'top' | 'bottom';

/** Sizes of a player area built around one card size, design px. */
export interface AreaMetrics {
  readonly rowSlots: number;
  /** Room under the row for buried A2 column cards (only with the advanced row). */
  readonly advancedRow: boolean;
  readonly card: Size;
  readonly width: number;
  readonly height: number;
  readonly labelH: number;
  readonly captionH: number;
  readonly hintH: number;
  /** Offset between two cards of an A2 row column, whole design px. */
  readonly columnStep: number;
  /** Diameter of the piles' count badges, design px. */
  readonly badge: number;
}

/** One caption per card group, each under its group. */
export interface AreaCaptions {
  readonly stack: Rect;
  readonly row: Rect;
  readonly waste: Rect;
  readonly hand: Rect;
}

/** The rectangles of one player area, design px. */
export interface AreaRects {
  readonly rect: Rect;
  /** The card spots: where each card (top of its pile or column) is drawn. */
  readonly stack: Rect;
  readonly row: readonly Rect[];
  readonly waste: Rect;
  readonly hand: Rect;
  /** Count badges of the stack, waste and hand (sized for two digits). */
  readonly badges: { readonly stack: Rect; readonly waste: Rect; readonly hand: Rect };
  readonly captions: AreaCaptions;
  readonly label: Rect;
  readonly hint: Rect;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** Area metrics for a whole-pixel card width, the number of row slots and the words' size. */
export function areaMetrics(cardW: number, rowSlots: number, advancedRow = false, text: AreaText = CARD_SIZED_TEXT): AreaMetrics {
  const card = { w: cardW, h: Math.round(cardW * CARD_ASPECT) };
  const labelH = Math.max(clamp(0.4 * card.h, 40, 56), Math.ceil(text.px / LABEL_TEXT_RATIO));
  // At least 30: its text (HINT_TEXT_RATIO) is then 21 px at 1080p and 14 px at 720p, the same size on the TV.
  const strip = Math.max(clamp(0.2 * card.h, MIN_HINT_STRIP, 32), Math.ceil(text.px / HINT_TEXT_RATIO));
  const captionH = text.captions ? strip : 0;
  const hintH = strip;
  const n = rowSlots + 3;
  const width = 2 * PAD + card.w * (n + CARD_GAP * rowSlots + 2 * GROUP_GAP);
  const columnStep = Math.ceil(card.h * COLUMN_STEP);
  const lineH = card.h + (advancedRow ? COLUMN_PEEKS * columnStep : Math.ceil(card.h * PILE_ROOM));
  const height = 2 * PAD + labelH + lineGaps(captionH) * LINE_GAP + lineH + captionH + hintH;
  return { rowSlots, advancedRow, card, width, height, labelH, captionH, hintH, columnStep, badge: pileBadgeSize(cardW) };
}

/** The gaps between an area's lines: label, cards, captions (when shown), hint. */
function lineGaps(captionH: number): number {
  return captionH > 0 ? 3 : 2;
}

/** The rectangles of an area whose top-left corner is (x, y). */
export function areaRects(x: number, y: number, m: AreaMetrics, labelSide: LabelSide): AreaRects {
  const { card } = m;
  const innerW = m.width - 2 * PAD;
  const lineH = m.height - 2 * PAD - m.labelH - lineGaps(m.captionH) * LINE_GAP - m.captionH - m.hintH;
  const top = y + PAD;
  const lineY = labelSide === 'top' ? top + m.labelH + LINE_GAP : top;
  const captionY = lineY + lineH + LINE_GAP;
  const hintY = captionY + (m.captionH > 0 ? m.captionH + LINE_GAP : 0);
  const labelY = labelSide === 'top' ? top : hintY + m.hintH + LINE_GAP;

  let cx = x + PAD;
  const spot = (gapAfter: number): Rect => {
    const r = { x: cx, y: lineY, w: card.w, h: card.h };
    cx += card.w * (1 + gapAfter);
    return r;
  };
  const stack = spot(GROUP_GAP);
  const row: Rect[] = [];
  for (let i = 0; i < m.rowSlots; i++) row.push(spot(i === m.rowSlots - 1 ? GROUP_GAP : CARD_GAP));
  const waste = spot(CARD_GAP);
  const hand = spot(0);

  const badge = (r: Rect): Rect => {
    const b = pileBadgeBox(card.w, card.h, m.badge, 10);
    return { x: r.x + b.x, y: r.y + b.y, w: b.w, h: b.h };
  };
  // Each caption spans its group and half the gaps beside it, less a margin, so neighbouring captions never run together.
  const inset = card.w * 0.04;
  const caption = (x0: number, x1: number): Rect => ({ x: x0 + inset, y: captionY, w: x1 - x0 - 2 * inset, h: m.captionH });
  const firstRow = row[0] ?? stack;
  const lastRow = row[row.length - 1] ?? stack;
  const mid = (a: Rect, b: Rect): number => (a.x + a.w + b.x) / 2;
  const right = x + PAD + innerW;
  return {
    rect: { x, y, w: m.width, h: m.height },
    stack,
    row: row.map((r) => (m.advancedRow ? { ...r, h: lineH } : r)),
    waste,
    hand,
    badges: { stack: badge(stack), waste: badge(waste), hand: badge(hand) },
    captions: {
      stack: caption(x + PAD, mid(stack, firstRow)),
      row: caption(mid(stack, firstRow), mid(lastRow, waste)),
      waste: caption(mid(lastRow, waste), mid(waste, hand)),
      hand: caption(mid(waste, hand), right),
    },
    label: { x: x + PAD, y: labelY, w: innerW, h: m.labelH },
    hint: { x: x + PAD, y: hintY, w: innerW, h: m.hintH },
  };
}
