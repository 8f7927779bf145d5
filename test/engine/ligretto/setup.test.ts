/** Components and setup of a round: C1-C2, S1-S5. */
import { describe, expect, it } from 'vitest';
import { newGame, newGameFromDeal, stateHash } from '@engine/ligretto/index';
import {
  cardColor,
  cardLabel,
  cardNumber,
  cardOwner,
  COLORS,
  DECK_SIZE,
  fullDeck,
  makeCard,
  parseCard,
} from '@shared/games/ligretto/cards';
import { MAX_PLAYERS, MIN_PLAYERS, resolveOptions, rowSizeFor, type RowSizeRule } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { act, apply, dealOf, eventTypes, expectIntentRejected, expectRejected, fromDeal, I, makeDeal, seeded, start } from './helpers';
import { assertInvariants } from './invariants';

function allCardsOf(state: LigrettoState, seat: number): number[] {
  const p = state.players[seat];
  if (!p) throw new Error('no seat');
  return [...p.stack, ...p.row.flat(), ...p.hand, ...p.waste];
}

describe('C1 components', () => {
  it('C1 each deck is 40 cards: four colours r g b y times the numbers 1 to 10', () => {
    for (const owner of [0, 5, 11]) {
      const deck = fullDeck(owner);
      expect(deck).toHaveLength(DECK_SIZE);
      expect(new Set(deck).size).toBe(40);
      for (const color of COLORS) {
        const numbers = deck
          .filter((c) => cardColor(c) === color)
          .map(cardNumber)
          .sort((a, b) => a - b);
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }
      expect(deck.every((c) => cardOwner(c) === owner)).toBe(true);
    }
  });

  it('C1 a card id is owner*40 + colour*10 + number-1 and its back (owner) is readable from it', () => {
    expect(makeCard(0, 'r', 1)).toBe(0);
    expect(makeCard(0, 'y', 10)).toBe(39);
    expect(makeCard(3, 'g', 7)).toBe(3 * 40 + 10 + 6);
    const c = makeCard(11, 'b', 5);
    expect([cardOwner(c), cardColor(c), cardNumber(c), cardLabel(c)]).toEqual([11, 'b', 5, 'b5']);
    expect(parseCard('y10', 2)).toBe(makeCard(2, 'y', 10));
    expect(parseCard('r1', 0)).toBe(0);
    for (const bad of ['x1', 'r0', 'r11', 'R1', 'r', '', 'r1 ', 'g01']) expect(parseCard(bad, 0)).toBeNull();
  });

  it('C1 every player of a dealt game holds exactly their own 40 cards, up to 12 players', () => {
    const state = seeded({ players: 12 }, 7);
    for (let seat = 0; seat < 12; seat++) {
      const cards = allCardsOf(state, seat).sort((a, b) => a - b);
      expect(cards).toEqual(fullDeck(seat));
    }
    assertInvariants(state);
  });
});

describe('C2 player count', () => {
  it('C2 accepts 2 to 12 players', () => {
    for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
      const r = newGame(resolveOptions({ players: n }), 1);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.state.players).toHaveLength(n);
    }
    expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([2, 12]);
  });

  it('C2 refuses 0, 1, 13 and fractional player counts', () => {
    for (const n of [0, 1, 13, 2.5, -3]) {
      const r = newGame(resolveOptions({ players: n }), 1);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.join(' ')).toMatch(/players/);
    }
  });
});

describe('S1 shuffling', () => {
  it('S1 the same seed deals the same cards', () => {
    const a = seeded({ players: 5 }, 1234);
    const b = seeded({ players: 5 }, 1234);
    expect(a.players).toEqual(b.players);
    expect(stateHash(a)).toBe(stateHash(b));
  });

  it('S1 different seeds deal different cards and each deck is shuffled on its own', () => {
    const a = seeded({ players: 3 }, 1);
    const b = seeded({ players: 3 }, 2);
    expect(a.players).not.toEqual(b.players);
    // Each seat's deck is shuffled: its dealing order is not the fixed deck order, and seats differ.
    const order = (s: LigrettoState, seat: number): number[] => allCardsOf(s, seat).map((c) => c % DECK_SIZE);
    expect(order(a, 0)).not.toEqual(fullDeck(0));
    expect(order(a, 0)).not.toEqual(order(a, 1));
  });

  it('S1 a seeded deal replayed as an explicit deal with the same seed gives the identical state', () => {
    for (const seed of [0, 1, 99, 123456789]) {
      const options = resolveOptions({ players: 4 });
      const seededGame = newGame(options, seed);
      if (!seededGame.ok) throw new Error('refused');
      const replayed = newGameFromDeal(options, dealOf(seededGame.state), seed);
      if (!replayed.ok) throw new Error('refused');
      expect(stateHash(replayed.state)).toBe(stateHash(seededGame.state));
    }
  });
});

describe('S2 Ligretto stack', () => {
  it('S2 the stack is 10 cards for every seat by default', () => {
    const state = seeded({ players: 4 }, 3);
    for (const p of state.players) expect(p.stack).toHaveLength(10);
  });

  it('S2 handicap gives each seat a stack of 5 to 10 cards and the hand takes the rest', () => {
    for (let size = 5; size <= 10; size++) {
      const handicap = [size, 10, 15 - size];
      const state = seeded({ players: 3, handicap }, size);
      state.players.forEach((p, seat) => {
        const stackSize = handicap[seat] ?? 0;
        expect(p.stack).toHaveLength(stackSize);
        expect(p.row).toHaveLength(4);
        expect(p.hand).toHaveLength(40 - stackSize - 4);
      });
      assertInvariants(state);
    }
  });

  it('S2 handicap sizes outside 5 to 10, fractional, or not one per seat are refused', () => {
    for (const handicap of [[4, 10], [10, 11], [7.5, 10], [10], [10, 10, 10]]) {
      const r = newGame(resolveOptions({ players: 2, handicap }), 0);
      expect(r.ok).toBe(false);
    }
  });

  it('S2 an explicit deal whose stack size does not match the handicap is refused', () => {
    const options = resolveOptions({ players: 2 });
    const deal = makeDeal(options, []);
    const r = newGameFromDeal(resolveOptions({ players: 2, handicap: [6, 10] }), deal, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.join(' ')).toMatch(/stack has 10 cards, expected 6/);
  });
});

describe('S3 row size', () => {
  const expected: Record<RowSizeRule, (n: number) => number> = {
    official: (n) => (n === 2 ? 5 : n === 3 ? 4 : 3),
    'large-table': (n) => (n <= 4 ? 5 : n <= 8 ? 4 : 3),
  };
  for (const rule of ['official', 'large-table'] as const) {
    it(`S3 ${rule}: every player count 2 to 12 lays out the right number of single-card row slots`, () => {
      const seen: number[] = [];
      for (let n = 2; n <= 12; n++) {
        const want = expected[rule](n);
        expect(rowSizeFor(rule, n)).toBe(want);
        const state = seeded({ players: n, rowSize: rule }, n);
        for (const p of state.players) {
          expect(p.row).toHaveLength(want);
          for (const slot of p.row) expect(slot).toHaveLength(1);
        }
        seen.push(want);
      }
      expect(seen).toEqual(rule === 'official' ? [5, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3] : [5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3]);
    });
  }

  it('S3 official is the default row size rule', () => {
    expect(resolveOptions({ players: 2 }).rowSize).toBe('official');
  });

  it('S3 an explicit deal with a wrong row size is refused', () => {
    const deal = makeDeal(resolveOptions({ players: 5, rowSize: 'large-table' }), []);
    const r = newGameFromDeal(resolveOptions({ players: 5 }), deal, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.join(' ')).toMatch(/row has 4 cards, expected 3/);
  });
});

describe('S4 hand and waste', () => {
  it('S4 the hand holds the other 40 - 10 - R cards face down and the waste starts empty', () => {
    for (let n = 2; n <= 12; n++) {
      const state = seeded({ players: n }, 100 + n);
      const r = rowSizeFor('official', n);
      for (const p of state.players) {
        expect(p.hand).toHaveLength(40 - 10 - r);
        expect(p.waste).toEqual([]);
      }
    }
  });

  it('S4 an explicit deal lays out the lists given top first with their tops last in the state', () => {
    const { state } = fromDeal({ players: 2 }, [
      { stack: ['r1', 'g2', 'b3'], row: ['y4', 'r5', 'g6', 'b7', 'y8'], hand: ['r9', 'g10', 'b1'] },
    ]);
    const p = state.players[0];
    if (!p) throw new Error('no seat');
    expect(cardLabel(p.stack.at(-1) ?? -1)).toBe('r1');
    expect(cardLabel(p.stack.at(-2) ?? -1)).toBe('g2');
    expect(p.row.map((slot) => cardLabel(slot.at(-1) ?? -1))).toEqual(['y4', 'r5', 'g6', 'b7', 'y8']);
    expect(cardLabel(p.hand.at(-1) ?? -1)).toBe('r9');
    expect(cardLabel(p.hand.at(-3) ?? -1)).toBe('b1');
  });

  it('S4 an explicit deal that is not a full own deck is refused', () => {
    const options = resolveOptions({ players: 2 });
    const deal = makeDeal(options, []);
    const p0 = deal[0];
    const p1 = deal[1];
    if (!p0 || !p1) throw new Error('no deal');
    const twice = { ...p0, hand: [...p0.hand.slice(0, -1), p0.stack[0] as number] };
    expect(newGameFromDeal(options, [twice, p1], 0).ok).toBe(false);
    const foreign = { ...p0, hand: [...p0.hand.slice(0, -1), p1.hand[0] as number] };
    expect(newGameFromDeal(options, [foreign, p1], 0).ok).toBe(false);
    expect(newGameFromDeal(options, [p0], 0).ok).toBe(false);
  });
});

describe('S5 start call', () => {
  const deal = [{ stack: ['r1'] }, { row: ['y1'] }];

  it('S5 a dealt round waits for the start call and refuses intents before it', () => {
    const { state, events } = fromDeal({ players: 2 }, deal);
    expect(state.phase).toBe('awaiting-start');
    expect(eventTypes(events)).toEqual(['round-dealt']);
    expectIntentRejected(state, I.stack(0), 'not-running');
    expectIntentRejected(state, I.flip(1), 'not-running');
  });

  it('S5 the start call starts play, changes no card, and is reported as a start-call event', () => {
    const { state } = fromDeal({ players: 2 }, deal);
    const r = apply(state, { type: 'start' });
    expect(r.state.phase).toBe('playing');
    expect(r.events).toEqual([{ type: 'start-call' }]);
    expect(r.state.players).toEqual(state.players);
    expect(act(r.state, I.stack(0)).state.piles).toHaveLength(1);
    expectRejected(r.state, { type: 'start' }, 'wrong-phase');
  });

  it('S5 a seeded game also waits for the start call', () => {
    const state = seeded({ players: 3 }, 5);
    expect(state.phase).toBe('awaiting-start');
    expect(start(state).phase).toBe('playing');
  });
});
