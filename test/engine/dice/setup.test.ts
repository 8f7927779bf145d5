/** Components and the setup of a round: DC1-DC2, DS1-DS3 with the handicap option. */
import { describe, expect, it } from 'vitest';
import { bagOf, deal, diceCounts, diceView, reduceDice } from '@engine/dice/index';
import { seedRng } from '@engine/rng';
import { baseDice, resolveDiceOptions, setsFor } from '@shared/games/dice/options';
import { DICE_COLORS } from '@shared/games/dice/state';
import { dealt, eventsOf } from './helpers';

const colourCounts = (colors: readonly string[]): Record<string, number> =>
  Object.fromEntries(DICE_COLORS.map((c) => [c, colors.filter((x) => x === c).length]));

describe('components', () => {
  it('DC1 a set is 24 dice, 6 of each colour, and its board has one track of 6 fields per colour', () => {
    expect(bagOf(1)).toHaveLength(24);
    expect(colourCounts(bagOf(1))).toEqual({ r: 6, y: 6, g: 6, b: 6 });
    const s = dealt({ players: 3 });
    expect(s.board).toEqual([[[], [], [], []]]);
  });

  it('DC2 2-4 players use one set, 5-8 two, 9-12 three: k tracks per colour and 24k dice in the bag', () => {
    for (let players = 2; players <= 12; players++) {
      const k = players <= 4 ? 1 : players <= 8 ? 2 : 3;
      expect(setsFor(players)).toBe(k);
      const s = dealt({ players });
      expect(s.board).toHaveLength(k);
      expect(colourCounts(bagOf(k))).toEqual({ r: 6 * k, y: 6 * k, g: 6 * k, b: 6 * k });
    }
  });
});

describe('setup of a round', () => {
  it('DS1 the bag is mixed from the seed: the same seed deals the same colours, another seed others', () => {
    const a = dealt({ players: 4 }, 5);
    expect(dealt({ players: 4 }, 5).trays).toEqual(a.trays);
    expect(dealt({ players: 4 }, 6).trays).not.toEqual(a.trays);
    const colours = a.trays.flat().map((d) => d.color);
    expect(colourCounts(colours)).toEqual({ r: 6, y: 6, g: 6, b: 6 });
  });

  it('DS2 dice per seat: 2 -> 12, 3 -> 8, 4 -> 6, then floor(24k / N) up to 12 players', () => {
    const expected = { 2: 12, 3: 8, 4: 6, 5: 9, 6: 8, 7: 6, 8: 6, 9: 8, 10: 7, 11: 6, 12: 6 } as const;
    for (const [n, dice] of Object.entries(expected)) {
      const players = Number(n);
      expect(baseDice(players)).toBe(dice);
      expect(dealt({ players }).trays.map((t) => t.length)).toEqual(new Array<number>(players).fill(dice));
    }
  });

  it('DS2 handicap: a seat takes 0, +1 or +2 extra dice as long as the bag has them, never a base die of another seat', () => {
    // 7 players hold 42 of 48 dice: six spare dice.
    expect(dealt({ players: 7, handicap: [2, 0, 1, 0, 0, 2, 0] }).trays.map((t) => t.length)).toEqual([8, 6, 7, 6, 6, 8, 6]);
    // 2 and 4 players take the whole set: no extra die is left (DICE.md: "as long as the bag has them").
    expect(dealt({ players: 2, handicap: [2, 2] }).trays.map((t) => t.length)).toEqual([12, 12]);
    expect(dealt({ players: 4, handicap: [2, 0, 1, 0] }).trays.map((t) => t.length)).toEqual([6, 6, 6, 6]);
    // 5 players hold 45 of 48 dice: three spare dice go to the first seats asking, in seat order.
    expect(diceCounts(resolveDiceOptions({ players: 5, handicap: [1, 2, 2, 2, 0] }))).toEqual([10, 11, 9, 9, 9]);
    expect(resolveDiceOptions({ players: 3 }).handicap).toEqual([0, 0, 0]);
  });

  it('DS3 the seats draw from the mixed bag in seat order, keeping whatever colours they drew', () => {
    const d = deal(resolveDiceOptions({ players: 5, handicap: [1, 0, 0, 0, 0] }), seedRng(9));
    expect(d.trays.map((t) => t.length)).toEqual([10, 9, 9, 9, 9]);
    // The same bag drawn by one seat after another: both deals are the same first dice of the bag, cut differently.
    const again = deal(resolveDiceOptions({ players: 5 }), seedRng(9));
    expect(again.trays.flat().map((x) => x.color)).toEqual(
      d.trays
        .flat()
        .map((x) => x.color)
        .slice(0, 45),
    );
  });

  it('DS3 dice wait in the cups until the start call: no value before it, and the view shows no dice', () => {
    const s = dealt({ players: 4 });
    expect(s.phase).toBe('awaiting-start');
    expect(s.trays.flat().every((d) => d.value === null && !d.placed)).toBe(true);
    expect(diceView(s, 0)).toMatchObject({ running: false, tray: [] });
  });

  it('DM1 the next round deals anew from the bag (DS1-DS3), with the same counts', () => {
    const first = dealt({ players: 4, rounds: 2 }, 3);
    const next = reduceDice({ ...first, phase: 'round-over' }, { type: 'next-round' });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.state.match.round).toBe(2);
    expect(next.state.trays.map((t) => t.length)).toEqual([6, 6, 6, 6]);
    expect(next.state.trays).not.toEqual(first.trays);
    expect(eventsOf(next, 'round-dealt')).toEqual([{ type: 'round-dealt', round: 2 }]);
  });
});
