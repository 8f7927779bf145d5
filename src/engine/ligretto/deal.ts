/** Dealing a round (S1-S4, M3) from the seeded RNG or from an explicit deal (REPLAY.md). */
import { cardOwner, fullDeck, DECK_SIZE, type Card } from '@shared/games/ligretto/cards';
import { rowSizeFor, type RuleOptions } from '@shared/games/ligretto/options';
import type { PlayerState } from '@shared/games/ligretto/state';
import { shuffled } from '../rng';

/** One player's deck split into stack, row and hand, each listed top first (REPLAY.md `deal`). */
export interface DealEntry {
  readonly stack: readonly Card[];
  readonly row: readonly Card[];
  readonly hand: readonly Card[];
}

/** Splits a shuffled deck (in dealing order) into the player's piles, tops last. */
function layOut(deck: readonly Card[], stackSize: number, rowSize: number): PlayerState {
  return {
    stack: deck.slice(0, stackSize),
    row: deck.slice(stackSize, stackSize + rowSize).map((card) => [card]),
    hand: deck.slice(stackSize + rowSize),
    waste: [],
  };
}

/** S1-S4: shuffles every deck with the RNG and lays out each player. */
export function dealSeeded(options: RuleOptions, rng: number): { readonly players: PlayerState[]; readonly rng: number } {
  const rowSize = rowSizeFor(options.rowSize, options.players);
  const players: PlayerState[] = [];
  let state = rng;
  for (let seat = 0; seat < options.players; seat++) {
    const deck = shuffled(fullDeck(seat), state);
    state = deck.state;
    players.push(layOut(deck.items, options.handicap[seat] ?? 10, rowSize));
  }
  return { players, rng: state };
}

/** Problems with an explicit deal against the options; empty when it is a full, well-sized deal. */
export function dealProblems(options: RuleOptions, deal: readonly DealEntry[]): string[] {
  if (deal.length !== options.players) return [`deal has ${deal.length} entries for ${options.players} players`];
  const rowSize = rowSizeFor(options.rowSize, options.players);
  const problems: string[] = [];
  deal.forEach((entry, seat) => {
    const stackSize = options.handicap[seat] ?? 10;
    if (entry.stack.length !== stackSize) problems.push(`player ${seat}: stack has ${entry.stack.length} cards, expected ${stackSize}`);
    if (entry.row.length !== rowSize) problems.push(`player ${seat}: row has ${entry.row.length} cards, expected ${rowSize}`);
    const expectedHand = DECK_SIZE - stackSize - rowSize;
    if (entry.hand.length !== expectedHand) problems.push(`player ${seat}: hand has ${entry.hand.length} cards, expected ${expectedHand}`);
    const seen = new Set<Card>();
    for (const card of [...entry.stack, ...entry.row, ...entry.hand]) {
      if (cardOwner(card) !== seat) problems.push(`player ${seat}: card ${card} belongs to another deck`);
      else if (seen.has(card)) problems.push(`player ${seat}: a card appears twice`);
      seen.add(card);
    }
    if (seen.size !== DECK_SIZE && problems.length === 0) problems.push(`player ${seat}: not a full 40-card deck`);
  });
  return problems;
}

/** Lays out an explicit deal (lists top first) as player states (tops last). */
export function dealExplicit(deal: readonly DealEntry[]): PlayerState[] {
  return deal.map((entry) => ({
    stack: [...entry.stack].reverse(),
    row: entry.row.map((card) => [card]),
    hand: [...entry.hand].reverse(),
    waste: [],
  }));
}
