/** Coloretto's turns (COLORETTO.md KT1–KT6): draw and place, take a row, skipping, round end, the last round, an empty deck. */
import type { GameAction, Reduced } from '@shared/game';
import { LAST_ROUND, type Card, type Collection } from '@shared/games/coloretto/cards';
import type { ColorettoIntent, ColorettoRejectReason } from '@shared/games/coloretto/intent';
import type { ColorettoEvent, ColorettoState, Row } from '@shared/games/coloretto/state';
import { scoreCollection, winnersOf } from './scoring';

/** The reducer's answer. */
export type ColorettoReduced = Reduced<ColorettoState, ColorettoEvent, ColorettoRejectReason>;

/** Most cards a row holds (KS1). */
export const ROW_CAPACITY = 3;

const refuse = (reason: ColorettoRejectReason): ColorettoReduced => ({ ok: false, reason });

/** KT1: a row the drawn card may go to: not taken this round and holding fewer than 3 cards. */
export function openForCard(row: Row): boolean {
  return !row.taken && row.cards.length < ROW_CAPACITY;
}

/** KT2: a row that may be taken: not taken this round and holding at least one card. */
export function takeable(row: Row): boolean {
  return !row.taken && row.cards.length > 0;
}

/** KT6: is there a card left to draw (the last-round card counts: drawing it turns it up)? */
export function canDraw(state: ColorettoState): boolean {
  return state.deck.length > 0 && state.rows.some(openForCard);
}

/** KT3: the next seat after `from` still in the round, going round the seats in order; null when none is. */
export function nextInRound(inRound: readonly boolean[], from: number): number | null {
  const n = inRound.length;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (inRound[seat]) return seat;
  }
  return null;
}

function withCards(collection: Collection, cards: readonly Card[]): Collection {
  const out = { ...collection };
  for (const card of cards) out[card] += 1;
  return out;
}

/** KSC1–KSC5: the game is over; every seat is scored. */
function gameOver(state: ColorettoState, endedBy: number | null, events: ColorettoEvent[]): ColorettoReduced {
  const scores = state.collections.map((c, p) => scoreCollection(p, c));
  const winners = winnersOf(scores.map((s) => s.total));
  events.push({ type: 'round-ended', round: state.round, next: null }, { type: 'game-over', winners });
  return { ok: true, state: { ...state, phase: 'round-over', turn: null, drawn: null, endedBy, scores }, events };
}

/**
 * KT4: the round is over; the seat that took the last row (`last`) starts the next one with the markers back, or the
 * game ends when the last-round card came up in it (KT5).
 */
function endRound(state: ColorettoState, last: number, events: ColorettoEvent[]): ColorettoReduced {
  if (state.lastRound) return gameOver(state, last, events);
  events.push({ type: 'round-ended', round: state.round, next: last });
  const next: ColorettoState = {
    ...state,
    rows: state.rows.map(() => ({ cards: [], taken: false })),
    inRound: state.inRound.map(() => true),
    round: state.round + 1,
    starter: last,
    turn: last,
    turns: state.turns + 1,
  };
  return { ok: true, state: next, events };
}

/**
 * The turn passes to the next seat still in the round (KT3; the last seat keeps the turn). The deck may leave that
 * seat nothing to do (KT6 decided: no card to draw and no row with a card): then the round ends at once.
 */
function passTurn(state: ColorettoState, from: number, events: ColorettoEvent[]): ColorettoReduced {
  const seat = nextInRound(state.inRound, from);
  if (seat === null) return endRound(state, from, events);
  const next = { ...state, turn: seat, turns: state.turns + 1 };
  return stuck(next) ? endRound(next, seat, events) : { ok: true, state: next, events };
}

/** KT6 (decided): the seat on turn can neither draw nor take. */
function stuck(state: ColorettoState): boolean {
  return state.drawn === null && !canDraw(state) && !state.rows.some(takeable);
}

/** KT1, KT5: the seat draws the top card; the last-round card is set aside and the seat draws again. */
function draw(state: ColorettoState, player: number, events: ColorettoEvent[]): ColorettoReduced {
  if (state.drawn !== null) return refuse('must-place');
  if (state.deck.length === 0) return refuse('deck-empty');
  if (!state.rows.some(openForCard)) return refuse('rows-full');
  let deck = state.deck;
  let lastRound = state.lastRound;
  if (deck[0] === LAST_ROUND) {
    lastRound = true;
    deck = deck.slice(1);
    events.push({ type: 'last-round', player });
  }
  const card = deck[0];
  if (card === undefined || card === LAST_ROUND) {
    // The last-round card was the deck's last card: nothing to draw after it, so the seat has to take a row (KT6).
    const next = { ...state, deck, lastRound };
    return stuck(next) ? endRound(next, player, events) : { ok: true, state: next, events };
  }
  events.push({ type: 'drew', player, card });
  return { ok: true, state: { ...state, deck: deck.slice(1), lastRound, drawn: card }, events };
}

/** KT1: the drawn card goes to a row that is not taken and holds fewer than 3 cards; the turn ends. */
function place(state: ColorettoState, player: number, index: number, events: ColorettoEvent[]): ColorettoReduced {
  const card = state.drawn;
  if (card === null) return refuse('nothing-drawn');
  const row = state.rows[index];
  if (row === undefined) return refuse('bad-row');
  if (row.taken) return refuse('row-taken');
  if (row.cards.length >= ROW_CAPACITY) return refuse('row-full');
  events.push({ type: 'placed', player, row: index, card });
  const rows = state.rows.map((r, i) => (i === index ? { ...r, cards: [...r.cards, card] } : r));
  return passTurn({ ...state, rows, drawn: null }, player, events);
}

/** KT2: the seat takes a row with its cards into its collection and sits out the rest of the round. */
function take(state: ColorettoState, player: number, index: number, events: ColorettoEvent[]): ColorettoReduced {
  if (state.drawn !== null) return refuse('must-place');
  const row = state.rows[index];
  if (row === undefined) return refuse('bad-row');
  if (row.taken) return refuse('row-taken');
  if (row.cards.length === 0) return refuse('row-empty');
  events.push({ type: 'took', player, row: index, cards: row.cards });
  const next: ColorettoState = {
    ...state,
    rows: state.rows.map((r, i) => (i === index ? { cards: [], taken: true } : r)),
    collections: state.collections.map((c, p) => (p === player ? withCards(c, row.cards) : c)),
    inRound: state.inRound.map((inside, p) => inside && p !== player),
  };
  return passTurn(next, player, events);
}

function intent(state: ColorettoState, it: ColorettoIntent, auto: boolean): ColorettoReduced {
  if (it.player >= state.options.players) return refuse('unknown-player');
  if (state.phase !== 'playing') return refuse('not-running');
  if (state.turn !== it.player) return refuse('not-your-turn');
  const events: ColorettoEvent[] = auto ? [{ type: 'timed-out', player: it.player }] : [];
  switch (it.do) {
    case 'draw':
      return draw(state, it.player, events);
    case 'place':
      return place(state, it.player, it.row, events);
    case 'take':
      return take(state, it.player, it.row, events);
  }
}

/** Applies one action; a refusal is a value and changes nothing. `auto` intents were made by the turn timer (KT7). */
export function reduce(state: ColorettoState, action: GameAction<ColorettoIntent>): ColorettoReduced {
  switch (action.type) {
    case 'start': {
      if (state.phase !== 'awaiting-start') return refuse('wrong-phase');
      const next: ColorettoState = { ...state, phase: 'playing', turn: state.starter, turns: state.turns + 1 };
      return { ok: true, state: next, events: [{ type: 'game-started', starter: state.starter }] };
    }
    case 'next-round':
      return refuse(state.phase === 'round-over' ? 'match-over' : 'wrong-phase');
    case 'intent':
      return intent(state, action.intent, action.auto === true);
  }
}
