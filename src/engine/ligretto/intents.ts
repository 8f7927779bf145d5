/** Applying one player's intent (P1-P8, A1-A2) to a running round. */
import { cardColor, cardNumber, type Card } from '@shared/games/ligretto/cards';
import type { CardSource, LigrettoEvent } from '@shared/games/ligretto/events';
import { INTENT_KINDS, type LigrettoIntent, type RejectReason } from '@shared/games/ligretto/intent';
import type { LigrettoState, Pile, PlayerState } from '@shared/games/ligretto/state';
import { fitsRowSlot, targetPile } from './piles';
import { shuffled } from '../rng';

/** An intent's effect before the round-level checks: the new state and its events, or a reason. */
export type IntentOutcome =
  | { readonly ok: true; readonly state: LigrettoState; readonly events: LigrettoEvent[]; readonly pile: number | null }
  | { readonly ok: false; readonly reason: RejectReason };

const reject = (reason: RejectReason): IntentOutcome => ({ ok: false, reason });

/** D1: an intent's shape, checked before anything else (unknown kinds, missing or fractional slots). */
export function isWellFormed(value: unknown): value is LigrettoIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { player?: unknown; do?: unknown; slot?: unknown };
  if (!Number.isInteger(v.player) || !INTENT_KINDS.includes(v.do as LigrettoIntent['do'])) return false;
  const needsSlot = v.do === 'row' || v.do === 'stack-to-row' || v.do === 'waste-to-row';
  return needsSlot ? Number.isInteger(v.slot) : v.slot === undefined;
}

function top(cards: readonly Card[]): Card | undefined {
  return cards[cards.length - 1];
}

function withPlayer(state: LigrettoState, seat: number, player: PlayerState): LigrettoState {
  const players = state.players.slice();
  players[seat] = player;
  return { ...state, players };
}

/** Puts a card on the centre (P2, P5): a new pile for a 1, else the oldest fitting pile. */
function toCentre(state: LigrettoState, seat: number, card: Card, from: CardSource, player: PlayerState): IntentOutcome {
  const target = targetPile(card, state.piles);
  if (target === null) return reject('no-fit');
  const piles: Pile[] = state.piles.slice();
  const index = target === -1 ? piles.length : target;
  const old = piles[index];
  piles[index] = old ? { color: old.color, cards: [...old.cards, card] } : { color: cardColor(card), cards: [card] };
  const events: LigrettoEvent[] = [{ type: 'card-played', player: seat, card, from, pile: index, newPile: target === -1 }];
  if (cardNumber(card) === 10) events.push({ type: 'pile-completed', pile: index, color: cardColor(card) });
  let next = player;
  if (from.kind === 'row') {
    const row = next.row.slice();
    const refill = row[from.slot]?.length === 0 ? top(next.stack) : undefined;
    if (refill !== undefined) {
      row[from.slot] = [refill];
      next = { ...next, row, stack: next.stack.slice(0, -1) };
      events.push({ type: 'row-refilled', player: seat, slot: from.slot, card: refill });
    }
  }
  return { ok: true, state: { ...withPlayer(state, seat, next), piles }, events, pile: index };
}

/** P7: an empty hand is made again from the waste: turned over as a block, or shuffled from the game's RNG. */
function flip(state: LigrettoState, seat: number, p: PlayerState): IntentOutcome {
  if (p.hand.length === 0 && p.waste.length === 0) return reject('empty-source');
  const events: LigrettoEvent[] = [];
  let hand = p.hand.slice();
  let waste = p.waste.slice();
  let rng = state.rng;
  if (hand.length === 0) {
    if (state.options.recycle === 'shuffle') {
      const mixed = shuffled(waste, rng);
      hand = mixed.items;
      rng = mixed.state;
    } else {
      hand = waste.reverse();
    }
    waste = [];
    events.push({ type: 'waste-recycled', player: seat, count: hand.length });
  }
  const cards: Card[] = [];
  for (let i = 0; i < 3 && hand.length > 0; i++) {
    const card = hand.pop() as Card;
    cards.push(card);
    waste.push(card);
  }
  events.push({ type: 'hand-flipped', player: seat, cards });
  return { ok: true, state: { ...withPlayer(state, seat, { ...p, hand, waste }), rng }, events, pile: null };
}

function toRow(state: LigrettoState, seat: number, p: PlayerState, from: 'stack' | 'waste', slot: number): IntentOutcome {
  if (!state.options.advancedRow) return reject('not-allowed');
  const column = p.row[slot];
  if (column === undefined) return reject('bad-slot');
  const source = from === 'stack' ? p.stack : p.waste;
  const card = top(source);
  if (card === undefined) return reject('empty-source');
  if (!fitsRowSlot(card, top(column))) return reject('no-fit');
  const row = p.row.slice();
  row[slot] = [...column, card];
  const rest = source.slice(0, -1);
  const next = from === 'stack' ? { ...p, row, stack: rest } : { ...p, row, waste: rest };
  const events: LigrettoEvent[] = [{ type: 'row-placed', player: seat, card, from, slot }];
  return { ok: true, state: withPlayer(state, seat, next), events, pile: null };
}

/** Applies a well-formed intent of a seated player while the round is running. */
export function applyIntent(state: LigrettoState, intent: LigrettoIntent): IntentOutcome {
  const seat = intent.player;
  const p = state.players[seat] as PlayerState;
  switch (intent.do) {
    case 'stack': {
      const card = top(p.stack);
      if (card === undefined) return reject('empty-source');
      return toCentre(state, seat, card, { kind: 'stack' }, { ...p, stack: p.stack.slice(0, -1) });
    }
    case 'row': {
      const column = p.row[intent.slot];
      if (column === undefined) return reject('bad-slot');
      const card = top(column);
      if (card === undefined) return reject('empty-source');
      const row = p.row.slice();
      row[intent.slot] = column.slice(0, -1);
      return toCentre(state, seat, card, { kind: 'row', slot: intent.slot }, { ...p, row });
    }
    case 'waste': {
      const card = top(p.waste);
      if (card === undefined) return reject('empty-source');
      return toCentre(state, seat, card, { kind: 'waste' }, { ...p, waste: p.waste.slice(0, -1) });
    }
    case 'flip':
      return flip(state, seat, p);
    case 'stack-to-row':
      return toRow(state, seat, p, 'stack', intent.slot);
    case 'waste-to-row':
      return toRow(state, seat, p, 'waste', intent.slot);
  }
}
