/** Helpers for the engine tests: explicit deals from card labels, intent builders, checked reducers. */
import { expect } from 'vitest';
import { newGame, newGameFromDeal, reduce, stateHash, type DealEntry } from '@engine/ligretto/index';
import { cardColorIndex, cardLabel, cardNumber, fullDeck, parseCard, DECK_SIZE, type Card } from '@shared/games/ligretto/cards';
import type { LigrettoEvent, LigrettoEventType } from '@shared/games/ligretto/events';
import type { Action, LigrettoIntent, RejectReason } from '@shared/games/ligretto/intent';
import { resolveOptions, rowSizeFor, type RuleOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';

/** A card of `owner` from its REPLAY.md label (`r1` … `y10`); throws on a bad label. */
export function card(label: string, owner = 0): Card {
  const c = parseCard(label, owner);
  if (c === null) throw new Error(`not a card label: ${label}`);
  return c;
}

/** Labels of a list of cards, in the list's order. */
export function labels(cards: readonly Card[]): string[] {
  return cards.map(cardLabel);
}

/** Labels of a state list (bottom first, top last) written top first, as in REPLAY.md. */
export function topFirst(cards: readonly Card[]): string[] {
  return labels(cards).reverse();
}

/**
 * One player's part of an explicit deal, each list top first (REPLAY.md). Lists may be shorter than the
 * options ask for: the helper pads them with the player's remaining cards (see dealEntry).
 */
export interface DealSpec {
  readonly stack?: readonly string[];
  readonly row?: readonly string[];
  readonly hand?: readonly string[];
}

/**
 * A hand position a flip can expose from a fresh hand: every third card (positions 2, 5, 8, … counted from
 * the top, 0-based) and the last card.
 */
export function isVisibleHandPosition(position: number, handSize: number): boolean {
  return position % 3 === 2 || position === handSize - 1;
}

/**
 * A full DealEntry for `owner` from labels, filling every unnamed place deterministically and "quietly":
 * the cards not named are sorted from high numbers to low (colour order r, g, b, y on ties) and go first to
 * the row padding, then below the named stack cards, then to the hand positions a flip can expose from a
 * fresh hand, and last to the hidden hand positions. So with nothing named, every 1 ends up hidden in the
 * hand and nothing fits right after the deal.
 */
export function dealEntry(owner: number, spec: DealSpec, stackSize: number, rowSize: number): DealEntry {
  const stack = (spec.stack ?? []).map((l) => card(l, owner));
  const row = (spec.row ?? []).map((l) => card(l, owner));
  const handPrefix = (spec.hand ?? []).map((l) => card(l, owner));
  const handSize = DECK_SIZE - stackSize - rowSize;
  if (stack.length > stackSize) throw new Error(`player ${owner}: ${stack.length} stack cards named, stack holds ${stackSize}`);
  if (row.length > rowSize) throw new Error(`player ${owner}: ${row.length} row cards named, row holds ${rowSize}`);
  if (handPrefix.length > handSize) throw new Error(`player ${owner}: ${handPrefix.length} hand cards named, hand holds ${handSize}`);
  const named = [...stack, ...row, ...handPrefix];
  if (new Set(named).size !== named.length) throw new Error(`player ${owner}: a card is named twice`);
  const namedSet = new Set(named);
  const rest = fullDeck(owner)
    .filter((c) => !namedSet.has(c))
    .sort((a, b) => cardNumber(b) - cardNumber(a) || cardColorIndex(a) - cardColorIndex(b));
  let next = 0;
  const take = (): Card => {
    const c = rest[next++];
    if (c === undefined) throw new Error('ran out of filler cards');
    return c;
  };
  while (row.length < rowSize) row.push(take());
  while (stack.length < stackSize) stack.push(take());
  const hand: (Card | undefined)[] = [...handPrefix];
  for (let p = handPrefix.length; p < handSize; p++) hand.push(undefined);
  for (let p = handPrefix.length; p < handSize; p++) if (isVisibleHandPosition(p, handSize)) hand[p] = take();
  for (let p = handPrefix.length; p < handSize; p++) if (hand[p] === undefined) hand[p] = take();
  return { stack, row, hand: hand.map((c) => c as Card) };
}

/** A full explicit deal for the options: one DealSpec per seat (missing seats get a quiet filler deal). */
export function makeDeal(options: RuleOptions, specs: readonly DealSpec[]): DealEntry[] {
  const rowSize = rowSizeFor(options.rowSize, options.players);
  const deal: DealEntry[] = [];
  for (let seat = 0; seat < options.players; seat++) {
    deal.push(dealEntry(seat, specs[seat] ?? {}, options.handicap[seat] ?? 10, rowSize));
  }
  return deal;
}

/** A new game from an explicit deal (asserts it is accepted), with the events of the deal. */
export function fromDeal(
  input: RuleOptionsInput,
  specs: readonly DealSpec[],
  seed = 0,
): { readonly state: LigrettoState; readonly events: readonly LigrettoEvent[] } {
  const options = resolveOptions(input);
  const result = newGameFromDeal(options, makeDeal(options, specs), seed);
  if (!result.ok) throw new Error(`deal refused: ${result.problems.join('; ')}`);
  return { state: result.state, events: result.events };
}

/** A new seeded game (asserts the options are accepted). */
export function seeded(input: RuleOptionsInput, seed: number): LigrettoState {
  const result = newGame(resolveOptions(input), seed);
  if (!result.ok) throw new Error(`options refused: ${result.problems.join('; ')}`);
  return result.state;
}

/** The explicit deal (top first) that lays out the state's current cards; for a fresh deal it is the deal itself. */
export function dealOf(state: LigrettoState): DealEntry[] {
  return state.players.map((p) => ({
    stack: [...p.stack].reverse(),
    row: p.row.map((slot) => {
      if (slot.length !== 1) throw new Error('dealOf needs single-card row slots');
      return slot[0] as Card;
    }),
    hand: [...p.hand].reverse(),
  }));
}

/** Intent builders. */
export const I = {
  stack: (player: number): LigrettoIntent => ({ player, do: 'stack' }),
  row: (player: number, slot: number): LigrettoIntent => ({ player, do: 'row', slot }),
  flip: (player: number): LigrettoIntent => ({ player, do: 'flip' }),
  waste: (player: number): LigrettoIntent => ({ player, do: 'waste' }),
  stackToRow: (player: number, slot: number): LigrettoIntent => ({ player, do: 'stack-to-row', slot }),
  wasteToRow: (player: number, slot: number): LigrettoIntent => ({ player, do: 'waste-to-row', slot }),
};

/** An applied action's outcome. */
export interface Applied {
  readonly state: LigrettoState;
  readonly events: readonly LigrettoEvent[];
  readonly pile: number | null;
}

/** Applies an action that must be accepted; throws with the reason otherwise. */
export function apply(state: LigrettoState, action: Action): Applied {
  const result = reduce(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} rejected: ${result.reason}`);
  return { state: result.state, events: result.events, pile: result.pile };
}

/** The start call (S5), which must be accepted. */
export function start(state: LigrettoState): LigrettoState {
  return apply(state, { type: 'start' }).state;
}

/** Applies an intent that must be accepted. */
export function act(state: LigrettoState, intent: LigrettoIntent): Applied {
  return apply(state, { type: 'intent', intent });
}

/** Applies intents in order (each must be accepted); the final state and every event. */
export function actAll(
  state: LigrettoState,
  intents: readonly LigrettoIntent[],
): { readonly state: LigrettoState; readonly events: LigrettoEvent[] } {
  let s = state;
  const events: LigrettoEvent[] = [];
  for (const intent of intents) {
    const r = act(s, intent);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** `count` copies of an intent. */
export function times(count: number, intent: LigrettoIntent): LigrettoIntent[] {
  return new Array<LigrettoIntent>(count).fill(intent);
}

/** D1: the action is rejected with exactly this reason and the state is unchanged (deep-equal, same hash). */
export function expectRejected(state: LigrettoState, action: Action, reason: RejectReason): void {
  const before = structuredClone(state);
  const hash = stateHash(state);
  const result = reduce(state, action);
  expect(result).toEqual({ ok: false, reason });
  expect(state).toEqual(before);
  expect(stateHash(state)).toBe(hash);
}

/** D1 for an intent. */
export function expectIntentRejected(state: LigrettoState, intent: unknown, reason: RejectReason): void {
  expectRejected(state, { type: 'intent', intent: intent as LigrettoIntent }, reason);
}

/** The event types in order. */
export function eventTypes(events: readonly LigrettoEvent[]): LigrettoEventType[] {
  return events.map((e) => e.type);
}

/** A player's cards (tops last) by label. */
export function view(state: LigrettoState, seat: number): { stack: string[]; row: string[][]; hand: string[]; waste: string[] } {
  const p = state.players[seat];
  if (p === undefined) throw new Error(`no seat ${seat}`);
  return { stack: labels(p.stack), row: p.row.map(labels), hand: labels(p.hand), waste: labels(p.waste) };
}

/** The piles as label lists, bottom first. */
export function pileLabels(state: LigrettoState): string[][] {
  return state.piles.map((p) => labels(p.cards));
}

/** Freezes a value and everything reachable from it, so any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
