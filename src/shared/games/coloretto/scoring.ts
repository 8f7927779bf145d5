/** Coloretto's final scoring (COLORETTO.md KSC1–KSC5), the jokers' colours and the positive colours chosen exactly (the engine scores with it, the screens preview it). */
import { COLORS, type Collection, type Color } from './cards';
import type { ColorettoScore, ColorScore } from './state';

/** KSC1: points of a colour by its card count: 1 → 1, 2 → 3, 3 → 6, 4 → 10, 5 → 15, 6 or more → 21. */
export const COLOR_POINTS = [0, 1, 3, 6, 10, 15, 21] as const;

/** How many colours score positive (KSC1). */
export const POSITIVE_COLORS = 3;

/** KSC3: points per +2 card. */
export const PLUS2_POINTS = 2;

/** KSC1: the points of `n` cards of one colour (before the sign). */
export function colorPoints(n: number): number {
  return COLOR_POINTS[Math.min(n, COLOR_POINTS.length - 1)] ?? 0;
}

/** Every way to choose `k` of the indices 0..n-1, in lexicographic order. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++) {
    for (const rest of subsets(n - first - 1, k - 1)) out.push([first, ...rest.map((i) => i + first + 1)]);
  }
  return out;
}

const CHOICES = subsets(COLORS.length, POSITIVE_COLORS);

/** Every way to split `total` jokers over `parts` colours (a count per colour). */
function splits(total: number, parts: number): number[][] {
  if (parts === 1) return [[total]];
  const out: number[][] = [];
  for (let first = total; first >= 0; first--) {
    for (const rest of splits(total - first, parts - 1)) out.push([first, ...rest]);
  }
  return out;
}

/** The colours' card counts of a collection, in COLORS order. */
function colorCounts(collection: Collection): number[] {
  return COLORS.map((c) => collection[c]);
}

/**
 * KSC1–KSC2: the best total a collection can score and how (which three colours score positive, where each joker
 * goes). Exact: it tries every choice of three positive colours and every split of the jokers over them (a joker in a
 * negative colour can only cost points, so none goes there). Ties keep the first choice in COLORS order.
 */
export function bestChoice(collection: Collection): {
  readonly total: number;
  readonly positive: readonly number[];
  readonly add: readonly number[];
} {
  const counts = colorCounts(collection);
  const all = counts.reduce((sum, n) => sum + colorPoints(n), 0);
  let best = { total: -Infinity, positive: [] as readonly number[], add: [] as readonly number[] };
  const jokerSplits = splits(collection.joker, POSITIVE_COLORS);
  for (const choice of CHOICES) {
    // The negative colours' points are all minus the chosen ones'; count them once per choice.
    const chosenPlain = choice.reduce((sum, i) => sum + colorPoints(counts[i] ?? 0), 0);
    const negative = all - chosenPlain;
    for (const split of jokerSplits) {
      const positive = choice.reduce((sum, i, k) => sum + colorPoints((counts[i] ?? 0) + (split[k] ?? 0)), 0);
      const total = positive - negative + PLUS2_POINTS * collection.plus2;
      if (total > best.total) best = { total, positive: choice, add: split };
    }
  }
  return best;
}

/** A seat's final score with the choice spelled out (KSC1–KSC3): what the result screen shows. */
export function scoreCollection(player: number, collection: Collection): ColorettoScore {
  const best = bestChoice(collection);
  const counts = colorCounts(collection);
  const extra = new Array<number>(COLORS.length).fill(0);
  best.positive.forEach((i, k) => (extra[i] = best.add[k] ?? 0));
  const positive = best.positive.filter((i) => (counts[i] ?? 0) + (extra[i] ?? 0) > 0).map((i) => COLORS[i] as Color);
  const jokers = COLORS.flatMap((color, i) => new Array<Color>(extra[i] ?? 0).fill(color));
  const colors: ColorScore[] = COLORS.map((color, i) => {
    const cards = (counts[i] ?? 0) + (extra[i] ?? 0);
    const points = colorPoints(cards);
    return { color, cards, jokers: extra[i] ?? 0, points: best.positive.includes(i) ? points : -points };
  }).filter((c) => c.cards > 0);
  return { player, positive, jokers, colors, plus2: PLUS2_POINTS * collection.plus2, total: best.total };
}

/** KSC5: the seats with the highest total (equal highest totals share the win). */
export function winnersOf(totals: readonly number[]): number[] {
  const top = Math.max(...totals);
  return totals.flatMap((t, p) => (t === top ? [p] : []));
}
