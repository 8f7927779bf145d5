import { describe, expect, it } from 'vitest';
import { colorPoints, scoreCollection, winnersOf } from '@engine/coloretto/index';
import { EMPTY_COLLECTION, type Collection } from '@shared/games/coloretto/cards';
import { dealt, drawPlace, play } from './helpers';

const collection = (cards: Partial<Collection>): Collection => ({ ...EMPTY_COLLECTION, ...cards });

describe('Coloretto scoring', () => {
  it('KSC1 a colour scores by its count: 1, 3, 6, 10, 15, then 21 for 6 or more; three best colours positive, the rest negative', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 9].map(colorPoints)).toEqual([0, 1, 3, 6, 10, 15, 21, 21, 21]);
    const s = scoreCollection(0, collection({ blue: 4, red: 3, yellow: 2, green: 1, purple: 2 }));
    expect(s.positive).toEqual(['blue', 'red', 'yellow']);
    expect(s.total).toBe(10 + 6 + 3 - 1 - 3);
    expect(s.colors.map((c) => [c.color, c.points])).toEqual([
      ['blue', 10],
      ['red', 6],
      ['yellow', 3],
      ['green', -1],
      ['purple', -3],
    ]);
  });

  it('KSC1 fewer than three colours: only those score, positive', () => {
    expect(scoreCollection(1, collection({ green: 2 }))).toMatchObject({ positive: ['green'], jokers: [], total: 3 });
    expect(scoreCollection(1, collection({}))).toMatchObject({ positive: [], total: 0, colors: [] });
  });

  it('KSC2 the jokers take the colours that give the highest total, never a negative one', () => {
    // Two jokers: both on the 4 (4 → 6 cards: +11) beat one each on the 4 and the 3 (+5 +4).
    const s = scoreCollection(0, collection({ blue: 4, red: 3, yellow: 1, joker: 2 }));
    expect(s.jokers).toEqual(['blue', 'blue']);
    expect(s.total).toBe(21 + 6 + 1);
    // A joker makes a fourth colour positive rather than sitting on a colour already at 6.
    const t = scoreCollection(0, collection({ blue: 6, red: 6, yellow: 6, green: 2, joker: 1 }));
    expect(t.total).toBe(63 - 3);
    expect(t.jokers).toHaveLength(1);
    const u = scoreCollection(0, collection({ blue: 6, red: 6, green: 2, joker: 1 }));
    expect(u).toMatchObject({ positive: ['blue', 'red', 'green'], jokers: ['green'], total: 21 + 21 + 6 });
  });

  it('KSC3 each +2 card adds 2 points', () => {
    expect(scoreCollection(0, collection({ plus2: 3 })).total).toBe(6);
    expect(scoreCollection(0, collection({ red: 1, plus2: 1 }))).toMatchObject({ plus2: 2, total: 3 });
  });

  it('KSC4 the seed example: 6 blue, 3 red and a joker, 3 yellow, 2 purple, 2 green, one +2 card make 33', () => {
    const s = scoreCollection(0, collection({ blue: 6, red: 3, joker: 1, yellow: 3, purple: 2, green: 2, plus2: 1 }));
    expect(s.total).toBe(33);
    expect(s.positive).toEqual(['blue', 'red', 'yellow']);
    expect(s.jokers).toEqual(['red']);
    expect(s.colors.map((c) => c.points)).toEqual([21, 10, 6, -3, -3]);
    expect(s.plus2).toBe(2);
  });

  it('KSC5 the highest total wins; equal highest totals share the win', () => {
    expect(winnersOf([10, 33, 12])).toEqual([1]);
    expect(winnersOf([33, 10, 33])).toEqual([0, 2]);
  });

  it('KSC1-KSC5 the scores of a finished game are in the state, once, when it ends', () => {
    const s = dealt(2, ['red', 'last-round', 'blue'], 0, ['green', 'green']);
    expect(s.scores).toBeNull();
    const end = play(s, ...drawPlace(0, 0), ...drawPlace(1, 1), { player: 0, do: 'take', row: 1 }, { player: 1, do: 'take', row: 0 });
    expect(end.state.scores?.map((x) => x.total)).toEqual([2, 2]);
    expect(end.state.scores?.[0]).toMatchObject({ player: 0, positive: ['blue', 'green'] });
  });
});
