/** How a Coloretto bot values collections and rows: the exact final score of a collection, and what a row adds to it. */
import { colorPoints, PLUS2_POINTS } from '@engine/coloretto/index';
import { CARD_KINDS, COLORS, PER_DECK, type Card, type Collection } from '@shared/games/coloretto/cards';
import { decksFor } from '@shared/games/coloretto/options';
import type { ColorettoView } from '@shared/games/coloretto/view';

/** The best points three positive colours of these counts (largest first) make with `jokers` spread over them. */
function positivePoints(a: number, b: number, c: number, jokers: number): number {
  let best = -Infinity;
  for (let x = 0; x <= jokers; x++) {
    for (let y = 0; x + y <= jokers; y++) best = Math.max(best, colorPoints(a + x) + colorPoints(b + y) + colorPoints(c + jokers - x - y));
  }
  return best;
}

/**
 * A collection's worth: the score it would get if the game ended now (KSC1–KSC3), the same total as the engine's
 * exhaustive choice but faster: the three largest colours are always a best positive choice (swapping in a larger
 * colour never loses), so only the jokers' split over them is searched.
 */
export function worth(collection: Collection): number {
  const counts = COLORS.map((c) => collection[c]).sort((x, y) => y - x);
  const [a = 0, b = 0, c = 0] = counts;
  const negative = counts.slice(3).reduce((sum, n) => sum + colorPoints(n), 0);
  return positivePoints(a, b, c, collection.joker) - negative + PLUS2_POINTS * collection.plus2;
}

/** The collection with these cards added. */
export function plus(collection: Collection, cards: readonly Card[]): Collection {
  const out = { ...collection };
  for (const card of cards) out[card] += 1;
  return out;
}

/** The chance of each kind being the next card drawn: the table's decks minus every card in sight. */
export function drawOdds(view: ColorettoView): readonly { readonly card: Card; readonly p: number }[] {
  const decks = decksFor(view.players);
  const left: Record<Card, number> = { ...PER_DECK };
  for (const card of CARD_KINDS) left[card] = PER_DECK[card] * decks;
  const seen: Card[] = [
    ...view.rows.flatMap((r) => r.cards),
    ...(view.drawn === null ? [] : [view.drawn]),
    ...view.collections.flatMap((c) => CARD_KINDS.flatMap((k) => new Array<Card>(c[k]).fill(k))),
  ];
  for (const card of seen) left[card] = Math.max(0, left[card] - 1);
  const total = CARD_KINDS.reduce((sum, k) => sum + left[k], 0);
  if (total === 0) return [];
  return CARD_KINDS.filter((k) => left[k] > 0).map((card) => ({ card, p: left[card] / total }));
}

/** A collection with its worth worked out once, for many gains. */
export interface Holding {
  readonly cards: Collection;
  readonly worth: number;
}

/** A collection ready for many gains. */
export function holding(cards: Collection): Holding {
  return { cards, worth: worth(cards) };
}

/** What these cards add to a holding's worth. */
export function gainTo(h: Holding, cards: readonly Card[]): number {
  return cards.length === 0 ? 0 : worth(plus(h.cards, cards)) - h.worth;
}

/** The other seats still in the round, as holdings. */
export function rivals(view: ColorettoView): Holding[] {
  return view.inRound.flatMap((inside, p) => {
    const c = view.collections[p];
    return inside && p !== view.me && c ? [holding(c)] : [];
  });
}

/** The most any of these rivals would gain from these cards (0 when none is left). */
export function rivalGain(others: readonly Holding[], cards: readonly Card[]): number {
  let most = 0;
  for (const h of others) most = Math.max(most, gainTo(h, cards));
  return most;
}
