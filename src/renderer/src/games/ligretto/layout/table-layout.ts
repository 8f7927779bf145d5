/**
 * The table layout for the shared TV screen: the title-safe area, the shared centre and one area
 * per player, as plain rectangles in pixels. Pure math: no Pixi, no DOM.
 *
 * Everything is laid out in design pixels on a screen at least 1920x1080 (1 design px = 1 screen
 * px at 1080p), rounded to whole design pixels, then scaled to the real screen with every edge
 * rounded. So 4K is exactly twice 1080p, and rounding never makes rectangles overlap.
 */
import {
  areaMetrics,
  areaRects,
  HINT_TEXT_RATIO,
  LABEL_TEXT_RATIO,
  type AreaCaptions,
  type AreaMetrics,
  type AreaText,
} from './area-layout';
import { centreFits, minReadableCard, NUMERAL_RATIO, numeralPx, openPilesRect } from './centre-grid';
import { CARD_DIGIT_RATIO, READABLE_1080, wordFontPx1080 } from '@renderer/ui/text-layout';
import { fromEdges, inflate, scaleRect, scaleSize, type Rect, type Size } from '@renderer/layout/rect';
import { CARD_ASPECT, SAFE, uiScale } from '@renderer/ui/design';
import { centrePiles, placeSeats, SEAT_PLANS, seatingFits, type SeatPlan, type Side } from './seating';

export { centreGrid, minReadableCard, numeralPx, pileRect, type CentreGrid } from './centre-grid';
export { rectContains, rectsOverlap, type Rect, type Size } from '@renderer/layout/rect';
export { centrePiles, SEAT_PLANS, type SeatPlan, type Side } from './seating';
export { DONE_BAND, openPilesRect } from './centre-grid';

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
  /** Count badges of the stack, waste and hand, sized for two digits (they hang below their card, inside its width). */
  readonly badges: { readonly stack: Rect; readonly waste: Rect; readonly hand: Rect };
  /** Diameter of the count badges, px. */
  readonly badgePx: number;
  /** One caption per group, naming it once: stack, row, waste, hand. */
  readonly captions: AreaCaptions;
  /** Font size of the captions, px. */
  readonly captionPx: number;
  /** Name, colour chip and score, one line. */
  readonly label: Rect;
  /** Strip for on-screen button hints, under the captions. */
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
  /** Centre card: as large as the centre allows for its piles, at most the players' card size. */
  readonly centreCard: Size;
  /** Open piles the centre is sized for (`centrePiles`). */
  readonly centrePiles: number;
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

/** The font size (design px) whose digits are the readable 44 px at 1080p (issue 31). */
const READABLE_NUMERAL_FONT = Math.ceil(READABLE_1080.numeral / CARD_DIGIT_RATIO);
/** The most a small card's numeral may take of its height (it still leaves the corner indices clear). */
const SMALL_NUMERAL_RATIO = 0.76;
/** How much larger the centre's numerals are than the players' own at 2-4 players. */
const CENTRE_LEAD = 1.12;
/** The largest centre card, as a multiple of the players' cards. */
const CENTRE_MAX = 2;

/** A player's card numeral, design px: 58% of the card, raised towards the readable size on small cards. */
function ownNumeral(card: Size): number {
  return Math.max(numeralPx(card), Math.min(Math.round(card.h * SMALL_NUMERAL_RATIO), READABLE_NUMERAL_FONT));
}

/** A card of width `w` at the card aspect. */
function cardOf(w: number): Size {
  return { w, h: Math.round(w * CARD_ASPECT) };
}

/**
 * The smallest centre card the players' cards may push the centre down to: its numeral readable (44 px digits), and
 * at 2-4 players larger than theirs (the centre is what everyone watches).
 */
function minCentreCard(card: Size, players: number): Size {
  const font = Math.max(READABLE_NUMERAL_FONT, players <= 4 ? ownNumeral(card) * CENTRE_LEAD : 0);
  const h = Math.max(minReadableCard(1).h, Math.ceil(font / NUMERAL_RATIO));
  return cardOf(Math.ceil(h / CARD_ASPECT - 1e-9));
}

/** The least centre card where the readable one leaves no room: 45% of the players' card, never below 40 px numerals. */
function relaxedCentreCard(card: Size): Size {
  return cardOf(Math.min(card.w, Math.max(minReadableCard(1).w, Math.ceil(card.w * 0.45))));
}

/** The words of the areas at this player count: sized to be read from the sofa, captions up to 6 players. */
export function areaText(players: number): AreaText {
  return { px: wordFontPx1080(players), captions: players <= 6 };
}

/** Largest whole-pixel value in lo..hi for which `ok` holds (`ok` is true at lo and only gets harder going up). */
function largest(lo: number, hi: number, ok: (v: number) => boolean): number {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The largest whole-pixel card width whose seating fits with a readable centre; design px. */
function solveArea(plan: SeatPlan, safe: Rect, rowSlots: number, advancedRow: boolean, piles: number, players: number): AreaMetrics {
  const text = areaText(players);
  const fitsWith =
    (least: (card: Size) => Size) =>
    (w: number): boolean => {
      const m = areaMetrics(w, rowSlots, advancedRow, text);
      return seatingFits(placeSeats(plan, safe, { w: m.width, h: m.height }), safe, least(m.card), piles);
    };
  // Fitting only gets harder as cards grow, so binary search works. Where no seating leaves the centre its readable
  // cards (a wide row on a ring of areas), the centre may go down to the least readable card (40 px numerals).
  const strict = fitsWith((card) => minCentreCard(card, players));
  const fits = strict(MIN_CARD_W) ? strict : fitsWith(relaxedCentreCard);
  return areaMetrics(largest(MIN_CARD_W, MAX_CARD_W, fits), rowSlots, advancedRow, text);
}

/** The largest centre card, at least `least` and at most CENTRE_MAX times `card`, whose `piles` open piles fit the centre; design px. */
function solveCentreCard(centre: Rect, card: Size, least: Size, piles: number): Size {
  // One design px of slack keeps the fit after rounding to screen pixels.
  const fits = (cw: number): boolean => centreFits(openPilesRect(inflate(centre, -1), cardOf(cw)), piles, cardOf(cw));
  return cardOf(largest(Math.min(least.w, card.w), Math.round(card.w * CENTRE_MAX), fits));
}

/**
 * Lays out the table for `players` seats with `rowSlots` row slots each on a width x height screen; `advancedRow`
 * (RULES.md A1/A2) leaves room under the row slots for their columns.
 */
export function tableLayout(players: number, width: number, height: number, rowSlots: number, advancedRow = false): TableLayout {
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
  const piles = centrePiles(players);
  const m = solveArea(plan, safe, rowSlots, advancedRow, piles, players);
  const seating = placeSeats(plan, safe, { w: m.width, h: m.height });
  const centreCard = solveCentreCard(seating.centre, m.card, minCentreCard(m.card, players), piles);
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
      badges: { stack: px(r.badges.stack), waste: px(r.badges.waste), hand: px(r.badges.hand) },
      badgePx: Math.floor(m.badge * scale),
      captions: { stack: px(r.captions.stack), row: px(r.captions.row), waste: px(r.captions.waste), hand: px(r.captions.hand) },
      captionPx: Math.floor(m.captionH * scale * HINT_TEXT_RATIO),
      label: px(r.label),
      hint: px(r.hint),
      numeralPx: Math.round(ownNumeral(m.card) * scale),
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
    centreCard: scaleSize(centreCard, scale),
    centrePiles: piles,
    minCentreCard: minReadableCard(scale),
    plan,
    areas,
  };
}
