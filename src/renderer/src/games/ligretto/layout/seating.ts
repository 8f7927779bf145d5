/**
 * Where the player areas sit around the table, design px.
 *
 * Players sit like people around a real table seen from above: a band of areas along the bottom
 * of the screen (seat order left to right), a column up the right side (bottom to top), a band
 * along the top (right to left) and a column down the left side (top to bottom). The shared centre
 * piles fill the rectangle between them. All areas have the same size.
 */
import { centreFits, openPilesRect } from './centre-grid';
import { fromEdges, inflate, rectContains, rectsOverlap, type Rect, type Size } from '@renderer/layout/rect';

/** A screen edge a player area sits along. */
export type Side = 'bottom' | 'right' | 'top' | 'left';

/** How many areas sit along each screen edge. */
export interface SeatPlan {
  readonly bottom: number;
  readonly right: number;
  readonly top: number;
  readonly left: number;
}

/** One player's place: the edge it sits along and its area rectangle. */
export interface Seat {
  readonly side: Side;
  readonly rect: Rect;
}

/** The placed areas in seat order, and the centre rectangle between them. */
export interface Seating {
  readonly seats: readonly Seat[];
  readonly centre: Rect;
}

/** Gap between two player areas, and between an area and the centre, design px. */
export const AREA_GAP = 16;
/** Open piles the centre must hold at its card size (completed piles collapse elsewhere); fewer players open fewer. */
export const CENTRE_MIN_PILES = 16;

/** Open piles the centre is sized for: 16, or every pile the players can open (four 1s each) when that is fewer. */
export function centrePiles(players: number): number {
  return Math.min(CENTRE_MIN_PILES, 4 * players);
}

/**
 * The arrangement for each player count 2..12, tuned for 16:9 and valid on any screen shape.
 * Card sizes at 1920x1080 with the official row (RULES.md S3) are noted; the tests pin a few.
 */
export const SEAT_PLANS: Readonly<Record<number, SeatPlan>> = {
  2: { bottom: 1, right: 0, top: 1, left: 0 }, //  face to face, 151x211
  3: { bottom: 2, right: 0, top: 1, left: 0 }, //  triangle, 106x148
  4: { bottom: 2, right: 0, top: 2, left: 0 }, //  two by two, 124x174 (93x130 with row 5)
  5: { bottom: 3, right: 0, top: 2, left: 0 }, //  81x113 (69x97 with row 4)
  6: { bottom: 3, right: 0, top: 3, left: 0 }, //  81x113 (69x97 with row 4)
  7: { bottom: 3, right: 1, top: 2, left: 1 }, //  ring, 81x113 (70x98 with row 4)
  8: { bottom: 3, right: 1, top: 3, left: 1 }, //  ring, 81x113 (70x98 with row 4)
  9: { bottom: 4, right: 1, top: 3, left: 1 }, //  ring, 60x84
  10: { bottom: 3, right: 2, top: 3, left: 2 }, // ring, 64x90
  11: { bottom: 4, right: 2, top: 3, left: 2 }, // ring, 60x84
  12: { bottom: 4, right: 2, top: 4, left: 2 }, // the rim of a 4x4 grid, 60x84
};

/**
 * Left edges of `count` areas of width `w` along [start, start + span]: spread to both ends when
 * `spread`, otherwise centred in equal slots.
 */
function positions(count: number, start: number, span: number, w: number, spread: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(spread && count > 1 ? start + (i * (span - w)) / (count - 1) : start + ((i + 0.5) * span) / count - w / 2);
  }
  return out;
}

/** Places areas of `size` for `plan` inside the safe rectangle, in seat order. */
export function placeSeats(plan: SeatPlan, safe: Rect, size: Size): Seating {
  const x1 = safe.x + safe.w;
  const y1 = safe.y + safe.h;
  const hasSides = plan.left > 0 || plan.right > 0;
  const midTop = safe.y + size.h + AREA_GAP;
  const midBottom = y1 - size.h - AREA_GAP;
  const seats: Seat[] = [];
  const add = (side: Side, x: number, y: number): void => {
    seats.push({ side, rect: { x, y, w: size.w, h: size.h } });
  };

  // A band of 3+ beside side columns spreads to the corners, lining up with the columns; a band of
  // 2 there stays in equal slots, which avoids a gap that looks like an empty seat.
  const bandXs = (count: number): number[] => positions(count, safe.x, safe.w, size.w, hasSides && count > 2);
  const sideYs = (count: number): number[] => positions(count, midTop, midBottom - midTop, size.h, false);

  for (const x of bandXs(plan.bottom)) add('bottom', x, y1 - size.h);
  for (const y of sideYs(plan.right).reverse()) add('right', x1 - size.w, y);
  for (const x of bandXs(plan.top).reverse()) add('top', x, safe.y);
  for (const y of sideYs(plan.left)) add('left', safe.x, y);

  const centre = fromEdges(
    plan.left > 0 ? safe.x + size.w + AREA_GAP : safe.x,
    midTop,
    plan.right > 0 ? x1 - size.w - AREA_GAP : x1,
    midBottom,
  );
  return { seats, centre };
}

/**
 * True when the seating works: every area inside the safe rectangle, areas and centre at least
 * AREA_GAP apart, and the centre's open part holds `piles` piles at the centre card size `card`.
 */
export function seatingFits(seating: Seating, safe: Rect, card: Size, piles = CENTRE_MIN_PILES): boolean {
  const { seats, centre } = seating;
  if (centre.w <= 0 || centre.h <= 0) return false;
  // One design px of slack keeps the fit after rounding to screen pixels.
  if (!centreFits(openPilesRect(inflate(centre, -1), card), piles, card)) return false;
  const room = inflate(safe, 1e-6); // tolerate floating-point noise at the edges
  if (!seats.every((s) => rectContains(room, s.rect))) return false;
  const rects = [centre, ...seats.map((s) => s.rect)].map((r) => inflate(r, AREA_GAP / 2 - 1e-6));
  return rects.every((a, i) => rects.every((b, j) => j <= i || !rectsOverlap(a, b)));
}
