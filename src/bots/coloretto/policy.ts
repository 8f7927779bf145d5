/** Coloretto's bots: from a seat's view to its next move (draw, place, take) and when it lands on the game clock. */
import { nextRandom } from '@engine/coloretto/index';
import type { Card } from '@shared/games/coloretto/cards';
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import type { ColorettoView } from '@shared/games/coloretto/view';
import type { BotDecision, BotLevel, GameBot } from '../game-bot';
import { drawOdds, gainTo, holding, rivalGain, rivals, type Holding } from './judge';
import { COLORETTO_TUNING, type ColorettoTuning } from './levels';

/** Most cards a row holds (KS1). */
const ROW_CAPACITY = 3;

/** A bot that is not on turn looks again when the table changes, or after this long. */
const IDLE_MS = 5000;

/** A rival gaining this much from a row will most likely take it before the bot's next turn. */
const TEMPTING = 3;

type Draw<T> = { readonly rng: number; readonly value: T };

function random(rng: number): Draw<number> {
  const r = nextRandom(rng);
  return { rng: r.state, value: r.value };
}

/** The intents the view allows the seat right now (the engine's legalIntents, from what the seat sees). */
export function movesOf(view: ColorettoView): ColorettoIntent[] {
  const player = view.me;
  if (view.phase !== 'playing' || view.turn !== player) return [];
  const open = view.rows.flatMap((r, i) => (!r.taken && r.cards.length < ROW_CAPACITY ? [i] : []));
  if (view.drawn !== null) return open.map((row) => ({ player, do: 'place', row }));
  const takes = view.rows.flatMap((r, i): ColorettoIntent[] => (!r.taken && r.cards.length > 0 ? [{ player, do: 'take', row: i }] : []));
  const canDraw = (view.deckLeft > 0 || !view.lastRound) && open.length > 0;
  return canDraw ? [{ player, do: 'draw' }, ...takes] : takes;
}

/** How likely a row is still there at the bot's next turn: rivals take rows they gain much from. */
function survives(others: readonly Holding[], cards: readonly Card[]): number {
  if (others.length === 0) return 1;
  return rivalGain(others, cards) >= TEMPTING ? 0.35 : 0.85;
}

/** The expected gain of drawing now: the card placed where it helps most, the row perhaps taken by a rival first. */
function drawValue(view: ColorettoView, mine: Holding): number {
  const others = rivals(view);
  const kept = view.rows.map((r) => (r.taken || r.cards.length === 0 ? -Infinity : gainTo(mine, r.cards) * survives(others, r.cards)));
  const standing = Math.max(...kept);
  let expected = 0;
  for (const { card, p } of drawOdds(view)) {
    let best = standing;
    view.rows.forEach((r) => {
      if (r.taken || r.cards.length >= ROW_CAPACITY) return;
      const cards = [...r.cards, card];
      best = Math.max(best, gainTo(mine, cards) * survives(others, cards));
    });
    expected += p * (Number.isFinite(best) ? best : 0);
  }
  return expected;
}

/** Draw or take: the best row's gain against the level's bar (and, looking ahead, against drawing one more card). */
function drawOrTake(view: ColorettoView, tuning: ColorettoTuning, moves: readonly ColorettoIntent[]): ColorettoIntent | undefined {
  const own = view.collections[view.me];
  const takes = moves.filter((m): m is Extract<ColorettoIntent, { do: 'take' }> => m.do === 'take');
  const draw = moves.find((m) => m.do === 'draw');
  if (!own || takes.length === 0) return draw;
  const mine = holding(own);
  let best = takes[0];
  let bestGain = -Infinity;
  for (const t of takes) {
    const g = gainTo(mine, view.rows[t.row]?.cards ?? []);
    if (g > bestGain) [best, bestGain] = [t, g];
  }
  if (!draw) return best;
  const bar = tuning.lookahead ? Math.max(tuning.takeAt, drawValue(view, mine)) : tuning.takeAt;
  return bestGain >= bar ? best : draw;
}

/** Where the drawn card goes: where it helps the bot most, less what it gives the rivals (weighed by `spite`). */
function placement(view: ColorettoView, tuning: ColorettoTuning, moves: readonly ColorettoIntent[]): ColorettoIntent | undefined {
  const own = view.collections[view.me];
  const card = view.drawn;
  if (!own || card === null) return moves[0];
  const mine = holding(own);
  const others = tuning.spite > 0 ? rivals(view) : [];
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.do !== 'place') continue;
    const cards = [...(view.rows[m.row]?.cards ?? []), card];
    const score = gainTo(mine, cards) - tuning.spite * rivalGain(others, cards);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

/** The move a level makes from a view, with its RNG advanced; null when the seat has nothing to do. */
export function chooseMove(view: ColorettoView, level: BotLevel, rng: number): Draw<ColorettoIntent | null> {
  const moves = movesOf(view);
  if (moves.length === 0) return { rng, value: null };
  const tuning = COLORETTO_TUNING[level];
  let state = rng;
  if (tuning.careless > 0) {
    const roll = random(state);
    state = roll.rng;
    if (roll.value < tuning.careless) {
      const pick = random(state);
      return { rng: pick.rng, value: moves[Math.floor(pick.value * moves.length)] ?? null };
    }
  }
  const move = view.drawn !== null ? placement(view, tuning, moves) : drawOrTake(view, tuning, moves);
  return { rng: state, value: move ?? null };
}

/** A thinking time around a median: 0.6x to 1.4x of it, uniformly. */
function thinking(rng: number, median: number): Draw<number> {
  if (median <= 0) return { rng, value: 0 };
  const r = random(rng);
  return { rng: r.rng, value: Math.round(median * (0.6 + 0.8 * r.value)) };
}

/** Coloretto's bots: the seat on turn moves after its level's thinking time; every other seat waits for a change. */
export const colorettoBot: GameBot<ColorettoView, ColorettoIntent> = {
  game: 'coloretto',
  decide(view, level, rng, now): BotDecision<ColorettoIntent> {
    const move = chooseMove(view, level, rng);
    if (move.value === null) return { rng: move.rng, plan: { kind: 'wait', until: now + IDLE_MS, orChange: true } };
    const tuning = COLORETTO_TUNING[level];
    const time = thinking(move.rng, move.value.do === 'place' ? tuning.placeMs : tuning.thinkMs);
    return { rng: time.rng, plan: { kind: 'send', intent: move.value, at: now + time.value } };
  },
};
