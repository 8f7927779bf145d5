/**
 * The table layout for the shared TV screen: the title-safe area, the shared centre and one area
 * per player, as plain rectangles in pixels. Pure math: no Pixi, no DOM.
 *
 * Everything is laid out in design pixels on a screen at least 1920x1080 (1 design px = 1 screen
 * px at 1080p), rounded to whole design pixels, then scaled to the real screen with every edge
 * rounded. So 4K is exactly twice 1080p, and rounding never makes rectangles overlap.
 */
import { areaMetrics, areaRects, HINT_TEXT_RATIO, LABEL_TEXT_RATIO, type AreaMetrics } from './area-layout';
import { minReadableCard, numeralPx } from './centre-grid';
import { fromEdges, scaleRect, scaleSize, type Rect, type Size } from '@renderer/layout/rect';
import { SAFE, uiScale } from '@renderer/ui/design';
import { placeSeats, SEAT_PLANS, seatingFits, type SeatPlan, type Side } from './seating';

export { centreGrid, minReadableCard, numeralPx, pileRect, type CentreGrid } from './centre-grid';
export { rectContains, rectsOverlap, type Rect, type Size } from '@renderer/layout/rect';
export { SEAT_PLANS, type SeatPlan, type Side } from './seating';

/** Fewest and most players, and fewest and most row slots (RULES.md C2, S3). */
export const LIMITS = { minPlayers: 2, maxPlayers: 12, minRowSlots: 3, maxRowSlots: 5 } as const;

/** Card widths (design px) the solver chooses from. */
const MIN_CARD_W = 8;
const MAX_CARD_W = 400;

/** One player's area on screen; every rectangle lies inside `rect` and none overlap. */
export interface PlayerArea {
  readonly seat: number;
  readonly side: Side;
  readonly rect: Rect;
  /** Size of every card in this area. */
  readonly card: Size;
  /** Ligretto stack top card, with room below it for the count badge. */
  readonly stack: Rect;
  /** One per row slot: room for the card plus three buried A2 column cards, columnStep apart. */
  readonly row: readonly Rect[];
  readonly waste: Rect;
  /** Face-down hand, with room below it for the count. */
  readonly hand: Rect;
  /** Name, colour chip and score, one line. */
  readonly label: Rect;
  /** Strip for on-screen button hints, right under the cards. */
  readonly hint: Rect;
  /** Font size of the card numeral, px. */
  readonly numeralPx: number;
  /** Font size of the label text, px. */
  readonly labelPx: number;
  /** Font size of the hint text, px. */
  readonly hintPx: number;
  /** Offset between two cards of an A2 row column, px (room for three buried cards). */
  readonly columnStep: number;
}

/** The whole table: safe area, centre, and the player areas in seat order. */
export interface TableLayout {
  readonly width: number;
  readonly height: number;
  /** Screen px per design px (1 at 1080p, 2 at 4K). */
  readonly scale: number;
  readonly safe: Rect;
  readonly centre: Rect;
  /** Suggested centre card: the players' card size, so a played card keeps its size. */
  readonly centreCard: Size;
  /** Smallest readable card on this screen (numeral 40 px at 1080p); centreGrid goes below it only when forced. */
  readonly minCentreCard: Size;
  readonly plan: SeatPlan;
  readonly areas: readonly PlayerArea[];
}

function checkInt(name: string, v: number, lo: number, hi: number): void {
  if (!Number.isInteger(v) || v < lo || v > hi) throw new RangeError(`${name} must be an integer ${lo}..${hi}, got ${v}`);
}

function planFor(players: number): SeatPlan {
  const plan = SEAT_PLANS[players];
  if (!plan) throw new RangeError(`no seat plan for ${players} players`);
  return plan;
}

/** The largest whole-pixel card width whose seating fits; design px. */
function solveArea(plan: SeatPlan, safe: Rect, rowSlots: number): AreaMetrics {
  const fits = (w: number): boolean => {
    const m = areaMetrics(w, rowSlots);
    return seatingFits(placeSeats(plan, safe, { w: m.width, h: m.height }), safe, m.card);
  };
  // Fitting only gets harder as cards grow, so binary search works. On a design screen of at least
  // 1920x1080 every plan fits with far larger cards than MIN_CARD_W (the tests check 1080p).
  let lo = MIN_CARD_W;
  let hi = MAX_CARD_W;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return areaMetrics(lo, rowSlots);
}

/** Lays out the table for `players` seats with `rowSlots` row slots each on a width x height screen. */
export function tableLayout(players: number, width: number, height: number, rowSlots: number): TableLayout {
  checkInt('players', players, LIMITS.minPlayers, LIMITS.maxPlayers);
  checkInt('rowSlots', rowSlots, LIMITS.minRowSlots, LIMITS.maxRowSlots);
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) {
    throw new RangeError(`screen size must be positive, got ${width}x${height}`);
  }
  const scale = uiScale(width, height);
  const dw = width / scale;
  const dh = height / scale;
  const margin = SAFE;
  const safe = scaleRect(fromEdges(dw * margin, dh * margin, dw * (1 - margin), dh * (1 - margin)), 1);

  const plan = planFor(players);
  const m = solveArea(plan, safe, rowSlots);
  const seating = placeSeats(plan, safe, { w: m.width, h: m.height });
  const px = (r: Rect): Rect => scaleRect(scaleRect(r, 1), scale);
  const card = scaleSize(m.card, scale);

  const areas = seating.seats.map((s, seat): PlayerArea => {
    const r = areaRects(s.rect.x, s.rect.y, m, s.side === 'bottom' ? 'bottom' : 'top');
    return {
      seat,
      side: s.side,
      rect: px(r.rect),
      card,
      stack: px(r.stack),
      row: r.row.map(px),
      waste: px(r.waste),
      hand: px(r.hand),
      label: px(r.label),
      hint: px(r.hint),
      numeralPx: numeralPx(card),
      labelPx: Math.floor(m.labelH * scale * LABEL_TEXT_RATIO),
      hintPx: Math.floor(m.hintH * scale * HINT_TEXT_RATIO),
      columnStep: Math.floor(m.columnStep * scale),
    };
  });

  return {
    width,
    height,
    scale,
    safe: px(safe),
    centre: px(seating.centre),
    centreCard: card,
    minCentreCard: minReadableCard(scale),
    plan,
    areas,
  };
}
