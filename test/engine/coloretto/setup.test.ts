import { describe, expect, it } from 'vitest';
import { colorettoRules, countCards, dealFromSeed, fullDeck, newGame } from '@engine/coloretto/index';
import { COLORS, COLOR_LOOKS, LAST_ROUND, type Card } from '@shared/games/coloretto/cards';
import { resolveOptions } from '@shared/games/coloretto/options';

const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, stackSize: 10 }));

describe('Coloretto components and setup', () => {
  it('KC1 a deck is 9 cards of each of six colours, 8 +2 cards and 2 jokers (64), colours apart by hue and symbol', () => {
    const deck = countCards(fullDeck(5));
    expect(deck).toEqual({ blue: 9, red: 9, yellow: 9, green: 9, purple: 9, orange: 9, plus2: 8, joker: 2 });
    expect(fullDeck(2)).toHaveLength(64);
    expect(new Set(COLORS.map((c) => COLOR_LOOKS[c].hue)).size).toBe(6);
    expect(new Set(COLORS.map((c) => COLOR_LOOKS[c].symbol)).size).toBe(6);
  });

  it('KC2 KS1 one row per player, empty, and one last-round card in the deck', () => {
    for (const players of [2, 3, 5, 9, 12]) {
      const g = newGame(resolveOptions({ players }), 3);
      if (!g.ok) throw new Error(g.problems.join());
      expect(g.state.rows).toEqual(new Array(players).fill({ cards: [], taken: false }));
      expect(g.state.deck.filter((c) => c === LAST_ROUND)).toHaveLength(1);
    }
  });

  it('KC3 2 to 5 players play one deck; 6 to 12 play ceil(N / 5) decks; 1 and 13 players are refused', () => {
    const cards = (players: number) => {
      const g = newGame(resolveOptions({ players }), 1);
      if (!g.ok) throw new Error(g.problems.join());
      return g.state.deck.length - 1 + g.state.collections.length;
    };
    expect([2, 5].map(cards)).toEqual([64, 64]);
    expect([6, 10, 11, 12].map(cards)).toEqual([128, 128, 192, 192]);
    expect(newGame(resolveOptions({ players: 1 }), 1).ok).toBe(false);
    expect(newGame(resolveOptions({ players: 13 }), 1).ok).toBe(false);
    expect(colorettoRules.optionProblems(colorettoRules.options({}, seats(13)))).not.toEqual([]);
  });

  it('KS2 each seat starts with one card of a different colour (colours repeat only past 6 seats), seeded', () => {
    for (let seed = 0; seed < 30; seed++) {
      const five = dealFromSeed(resolveOptions({ players: 5 }), seed);
      expect(new Set(five.start).size).toBe(5);
      expect(five.start.every((c) => (COLORS as readonly Card[]).includes(c))).toBe(true);
      const twelve = dealFromSeed(resolveOptions({ players: 12 }), seed);
      expect(COLORS.map((c) => twelve.start.filter((s) => s === c).length)).toEqual([2, 2, 2, 2, 2, 2]);
    }
    const starts = new Set(Array.from({ length: 20 }, (_, seed) => dealFromSeed(resolveOptions({ players: 3 }), seed).start.join()));
    expect(starts.size).toBeGreaterThan(5);
  });

  it('KS3 the last-round card lies in the bottom block: 15 cards (+ itself) up to 5 players, max(15, 3N) above', () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const players of [3, 5, 8, 12]) {
        const deal = dealFromSeed(resolveOptions({ players }), seed);
        const fromBottom = deal.deck.length - 1 - deal.deck.indexOf(LAST_ROUND);
        const block = players <= 5 ? 15 : Math.max(15, 3 * players);
        expect(fromBottom).toBeLessThanOrEqual(block);
        if (players === 3) positions.add(fromBottom);
      }
    }
    // Anywhere in the block, the very bottom and the block's top included.
    expect(positions.size).toBe(16);
    expect(dealFromSeed(resolveOptions({ players: 4 }), 9)).toEqual(dealFromSeed(resolveOptions({ players: 4 }), 9));
    expect(dealFromSeed(resolveOptions({ players: 4 }), 9).deck).not.toEqual(dealFromSeed(resolveOptions({ players: 4 }), 10).deck);
  });

  it('KS4 the first start player is drawn from the seed: every seat can start, the same seed gives the same seat', () => {
    const firsts = Array.from({ length: 100 }, (_, seed) => dealFromSeed(resolveOptions({ players: 5 }), seed).first);
    expect(new Set(firsts)).toEqual(new Set([0, 1, 2, 3, 4]));
    const g = colorettoRules.setup(resolveOptions({ players: 5 }), 42);
    if (!g.ok) throw new Error('setup');
    const started = colorettoRules.reduce(g.state, { type: 'start' });
    expect(started.ok && colorettoRules.flow.turn(started.state)).toBe(dealFromSeed(resolveOptions({ players: 5 }), 42).first);
  });

  it("a written-out deal that is not the table's cards is refused with the reason", () => {
    const deal = dealFromSeed(resolveOptions({ players: 3 }), 1);
    const short = newGame(resolveOptions({ players: 3 }), 1, { ...deal, deck: deal.deck.slice(1) });
    expect(short.ok).toBe(false);
    const noLast = newGame(resolveOptions({ players: 3 }), 1, { ...deal, deck: deal.deck.filter((c) => c !== LAST_ROUND) });
    expect(noLast.ok ? [] : noLast.problems).toContainEqual(expect.stringMatching(/0 last-round cards/));
  });
});
