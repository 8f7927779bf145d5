/**
 * Invariants of a game state, reusable by any test that drives the engine (property tests, bot rounds).
 * Each check returns a list of problems (empty when the state is fine); assertInvariants throws on any.
 * No test-framework imports, so plain scripts can use them too.
 */
import { cardColor, cardNumber, cardOwner, DECK_SIZE, type Card } from '@shared/games/ligretto/cards';
import { rowSizeFor } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';

/** Where a card lies, for messages. */
function placeName(kind: string, seat: number | null, index?: number): string {
  return seat === null ? `${kind} ${index ?? ''}`.trim() : `player ${seat} ${kind}${index === undefined ? '' : ` ${index}`}`;
}

/**
 * C1/S4: every card lies in exactly one place (stacks, row slots, hands, wastes, centre piles), every id is a
 * card of a seated player, each owner has exactly 40 cards across all places, and outside the centre a
 * player only ever holds cards of their own deck.
 */
export function cardConservationProblems(state: LigrettoState): string[] {
  const problems: string[] = [];
  const players = state.options.players;
  const where = new Map<Card, string>();
  const perOwner = new Array<number>(players).fill(0);
  const see = (c: Card, place: string, holder: number | null): void => {
    if (!Number.isInteger(c) || c < 0 || c >= players * DECK_SIZE) {
      problems.push(`${place}: ${String(c)} is not a card of this game`);
      return;
    }
    const earlier = where.get(c);
    if (earlier !== undefined) problems.push(`card ${c} lies in ${earlier} and in ${place}`);
    where.set(c, place);
    const owner = cardOwner(c);
    perOwner[owner] = (perOwner[owner] ?? 0) + 1;
    if (holder !== null && owner !== holder) problems.push(`${place} holds card ${c} of player ${owner}`);
  };
  if (state.players.length !== players) problems.push(`${state.players.length} player states for ${players} players`);
  state.players.forEach((p, seat) => {
    p.stack.forEach((c) => see(c, placeName('stack', seat), seat));
    p.row.forEach((slot, i) => slot.forEach((c) => see(c, placeName('row slot', seat, i), seat)));
    p.hand.forEach((c) => see(c, placeName('hand', seat), seat));
    p.waste.forEach((c) => see(c, placeName('waste', seat), seat));
  });
  state.piles.forEach((pile, i) => pile.cards.forEach((c) => see(c, placeName('pile', null, i), null)));
  perOwner.forEach((n, owner) => {
    if (n !== DECK_SIZE) problems.push(`player ${owner} owns ${n} cards in play, not ${DECK_SIZE}`);
  });
  return problems;
}

/** P2-P3: every centre pile is one colour, starts at 1, rises by 1, and nothing lies on a 10. */
export function pileProblems(state: LigrettoState): string[] {
  const problems: string[] = [];
  state.piles.forEach((pile, i) => {
    if (pile.cards.length === 0) problems.push(`pile ${i} is empty`);
    if (pile.cards.length > 10) problems.push(`pile ${i} has ${pile.cards.length} cards`);
    pile.cards.forEach((c, k) => {
      if (cardColor(c) !== pile.color) problems.push(`pile ${i} (${pile.color}) holds a ${cardColor(c)} card at ${k}`);
      if (cardNumber(c) !== k + 1) problems.push(`pile ${i} has a ${cardNumber(c)} at height ${k + 1}`);
    });
  });
  return problems;
}

/**
 * Shape of the round: stack and row sizes, A1-A2 columns, P8 (no empty stack while the round runs),
 * scores present exactly when the round is over.
 */
export function layoutProblems(state: LigrettoState): string[] {
  const problems: string[] = [];
  const o = state.options;
  const rowSize = rowSizeFor(o.rowSize, o.players);
  state.players.forEach((p, seat) => {
    const stackSize = o.handicap[seat] ?? 10;
    if (p.stack.length > stackSize) problems.push(`player ${seat} stack has ${p.stack.length} > ${stackSize} cards`);
    if (p.row.length !== rowSize) problems.push(`player ${seat} has ${p.row.length} row slots, not ${rowSize}`);
    if (state.phase !== 'round-over' && p.stack.length === 0) problems.push(`player ${seat} stack is empty in phase ${state.phase}`);
    p.row.forEach((slot, i) => {
      if (state.phase !== 'round-over' && slot.length === 0) problems.push(`player ${seat} row slot ${i} is empty`);
      if (!o.advancedRow && slot.length > 1) problems.push(`player ${seat} row slot ${i} is a column without advancedRow`);
      for (let k = 1; k < slot.length; k++) {
        const below = slot[k - 1] as Card;
        const above = slot[k] as Card;
        if (cardNumber(above) !== cardNumber(below) - 1 || cardColor(above) === cardColor(below)) {
          problems.push(`player ${seat} row slot ${i}: ${cardColor(above)}${cardNumber(above)} on ${cardColor(below)}${cardNumber(below)}`);
        }
      }
    });
  });
  if ((state.phase === 'round-over') !== (state.scores !== null))
    problems.push(`scores ${state.scores ? 'present' : 'missing'} in phase ${state.phase}`);
  if (state.reshuffles > state.blockades) problems.push(`${state.reshuffles} reshuffles but only ${state.blockades} blockades`);
  if (state.match.totals.length !== o.players) problems.push('totals do not have one entry per player');
  return problems;
}

/** P2: does the card fit some centre pile (a 1 always does)? Written independently of the engine. */
function fitsCentre(state: LigrettoState, c: Card): boolean {
  const n = cardNumber(c);
  if (n === 1) return true;
  return state.piles.some((pile) => {
    const top = pile.cards[pile.cards.length - 1];
    return pile.color === cardColor(c) && top !== undefined && cardNumber(top) === n - 1;
  });
}

/** A1: may the card go onto one of the player's row slots? */
function fitsOwnRow(state: LigrettoState, seat: number, c: Card): boolean {
  if (!state.options.advancedRow) return false;
  return (state.players[seat]?.row ?? []).some((slot) => {
    const top = slot[slot.length - 1];
    return top !== undefined && cardNumber(c) === cardNumber(top) - 1 && cardColor(c) !== cardColor(top);
  });
}

/**
 * B1 by brute force: can any player make a move, flipping (P7, simulated card by card) through the rest of
 * the current pass and one whole further pass? Independent of the engine's own blockade detection.
 */
export function someoneCanMoveBySimulation(state: LigrettoState): boolean {
  return state.players.some((p, seat) => {
    const move = (c: Card): boolean => fitsCentre(state, c) || fitsOwnRow(state, seat, c);
    const stackTop = p.stack[p.stack.length - 1];
    if (stackTop !== undefined && move(stackTop)) return true;
    if (p.row.some((slot) => slot.length > 0 && fitsCentre(state, slot[slot.length - 1] as Card))) return true;
    let hand = p.hand.slice();
    let waste = p.waste.slice();
    const total = hand.length + waste.length;
    if (total === 0) return false;
    const flips = Math.ceil(hand.length / 3) + 1 + Math.ceil(total / 3);
    for (let k = 0; k <= flips; k++) {
      const top = waste[waste.length - 1];
      if (top !== undefined && move(top)) return true;
      if (hand.length === 0) {
        hand = waste.reverse();
        waste = [];
      }
      for (let i = 0; i < 3 && hand.length > 0; i++) waste.push(hand.pop() as Card);
    }
    return false;
  });
}

/** B1: after the engine has answered, a round that is not over is never left in a blockade. */
export function blockadeProblems(state: LigrettoState): string[] {
  if (state.phase === 'round-over' || someoneCanMoveBySimulation(state)) return [];
  return [`phase ${state.phase} but no player can make any move (an unresolved blockade)`];
}

/** Every single-state invariant. */
export function invariantProblems(state: LigrettoState): string[] {
  return [...cardConservationProblems(state), ...pileProblems(state), ...layoutProblems(state), ...blockadeProblems(state)];
}

/**
 * Between two states of the same round (same match round, the later one not freshly dealt): no stack
 * grows, and each stack is still the bottom part of what it was (cards only leave from the top); the
 * centre only gains cards (piles never shrink or change below their old tops).
 */
export function transitionProblems(before: LigrettoState, after: LigrettoState): string[] {
  if (before.match.round !== after.match.round) return [];
  const problems: string[] = [];
  after.players.forEach((p, seat) => {
    const old = before.players[seat];
    if (old === undefined) return;
    if (p.stack.length > old.stack.length) problems.push(`player ${seat} stack grew from ${old.stack.length} to ${p.stack.length}`);
    else if (p.stack.some((c, i) => old.stack[i] !== c)) problems.push(`player ${seat} stack changed below its top`);
  });
  if (after.piles.length < before.piles.length) problems.push('a centre pile disappeared');
  before.piles.forEach((pile, i) => {
    const now = after.piles[i];
    if (now === undefined) return;
    if (now.color !== pile.color || pile.cards.some((c, k) => now.cards[k] !== c)) problems.push(`pile ${i} changed below its top`);
  });
  return problems;
}

/** Throws an Error listing every broken invariant of the state (and of the step from `before`, if given). */
export function assertInvariants(state: LigrettoState, before?: LigrettoState): void {
  const problems = [...invariantProblems(state), ...(before ? transitionProblems(before, state) : [])];
  if (problems.length > 0) throw new Error(`invariants broken:\n  ${problems.join('\n  ')}`);
}
