/** Scoring and the match: DSC1-DSC3 (the seed's example), DM1-DM2. */
import { describe, expect, it } from 'vitest';
import { matchAfter, reduceDice, resumeDiceGame, scoreRound } from '@engine/dice/index';
import { diceRules } from '@engine/dice/rules';
import { resolveDiceOptions } from '@shared/games/dice/options';
import type { DiceState } from '@shared/games/dice/state';
import { act, dealt, eventsOf, ok, running, tray } from './helpers';

describe('scoring', () => {
  it('DSC1 the finisher gets +1 for every die the other seats still hold (dice, not pips)', () => {
    const s = running([tray('y1'), tray('r6 r6'), tray('g5')]);
    const r = ok(act(s, { player: 0, do: 'place', die: 0 }));
    expect(r.state.scores?.[0]).toEqual({ player: 0, held: 0, points: 3 });
  });

  it('DSC2 every other seat gets -1 for every die it still holds', () => {
    const s = running([tray('y1'), tray('r6 r6'), tray('g5')]);
    const r = ok(act(s, { player: 0, do: 'place', die: 0 }));
    expect(r.state.scores?.map((x) => x.points)).toEqual([3, -2, -1]);
    expect(eventsOf(r, 'round-scored')[0]?.totals).toEqual([3, -2, -1]);
  });

  it('DSC3 the seed example: Lucas finishes; Nina holds 3, Maria 1, Jonas 4 -> Lucas +8, Nina -3, Maria -1, Jonas -4', () => {
    // Lucas (seat 0) has placed five dice and places his 6th; the others hold 3, 1 and 4 dice.
    const lucas = tray('y1 y2 y3 y4 y5 y6').map((d, i) => (i < 5 ? { ...d, placed: true } : d));
    const s = running([lucas, tray('r2 r3 r4'), tray('g6'), tray('b2 b3 b4 b5')], [{ y: 5 }]);
    const r = ok(act(s, { player: 0, do: 'place', die: 5 }));
    expect(r.state.finishedBy).toBe(0);
    expect(r.state.scores?.map((x) => x.points)).toEqual([8, -3, -1, -4]);
    expect(scoreRound([tray(''), tray('r1 r1 r1'), tray('g1'), tray('b1 b1 b1 b1')], 0).map((x) => x.points)).toEqual([8, -3, -1, -4]);
  });
});

/** Plays a round to its end with the first legal place, else a reroll, seat after seat (no clock). */
function playOut(state: DiceState): DiceState {
  let s = ok(reduceDice(state, { type: 'start' })).state;
  for (let turn = 0; s.phase === 'playing'; turn++) {
    const player = turn % s.trays.length;
    const legal = diceRules.legalIntents(s, player);
    const intent = legal.find((i) => i.do === 'place') ?? legal.at(-1);
    if (intent) s = ok(act(s, intent)).state;
    if (turn > 100000) throw new Error('round did not end');
  }
  return s;
}

describe('the match', () => {
  it('DM1 3 rounds per player (4 players: 12 rounds); the option rounds sets a fixed number; the dice are dealt anew', () => {
    let s = dealt({ players: 4 }, 2);
    const deals: string[] = [];
    for (let round = 1; ; round++) {
      expect(s.match.round).toBe(round);
      deals.push(JSON.stringify(s.trays));
      s = playOut(s);
      if (s.match.over) break;
      s = ok(reduceDice(s, { type: 'next-round' })).state;
    }
    expect(s.match.history).toHaveLength(12);
    expect(new Set(deals).size).toBe(12);
    expect(reduceDice(s, { type: 'next-round' })).toEqual({ ok: false, reason: 'match-over' });
    expect(playOut(dealt({ players: 4, rounds: 1 }, 2)).match.over).toBe(true);
    // The lobby's default at 5 to 12 players is 12 rounds (extension); up to 4 players the seed's 3 per player.
    const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, stackSize: 10 }));
    expect(diceRules.options({}, seats(6)).rounds).toBe(12);
    expect(diceRules.options({ rounds: null, rowSize: 'official' }, seats(12)).rounds).toBe(12);
    expect(diceRules.options({}, seats(3)).rounds).toBeNull();
    expect(diceRules.options({ rounds: 2, rerollLockMs: 500, handicap: [0, 1, 2] }, seats(3))).toEqual({
      players: 3,
      rounds: 2,
      rerollLockMs: 500,
      handicap: [0, 1, 2],
    });
  });

  it('DM2 the highest total after the last round wins; equal highest totals share the win', () => {
    const options = resolveDiceOptions({ players: 3, rounds: 2 });
    expect(
      matchAfter(options, 2, [
        [5, -2, -3],
        [-1, 4, -3],
      ]),
    ).toMatchObject({ over: true, totals: [4, 2, -6], winners: [0] });
    expect(
      matchAfter(options, 2, [
        [5, -2, -3],
        [-1, 7, -6],
      ]),
    ).toMatchObject({ over: true, totals: [4, 5, -9], winners: [1] });
    expect(
      matchAfter(options, 2, [
        [5, -2, -3],
        [-2, 7, -5],
      ]),
    ).toMatchObject({ over: true, totals: [3, 5, -8], winners: [1] });
    expect(
      matchAfter(options, 2, [
        [5, -2, -3],
        [-1, 6, -5],
      ]),
    ).toMatchObject({ over: true, totals: [4, 4, -8], winners: [0, 1] });
    expect(matchAfter(options, 1, [[5, -2, -3]])).toMatchObject({ over: false, winners: [] });
  });

  it('DM1 a saved match resumes with the next round dealt exactly as the match would have dealt it', () => {
    const options = resolveDiceOptions({ players: 3, rounds: 3 });
    const first = playOut(dealt({ players: 3, rounds: 3 }, 8));
    const next = ok(reduceDice(first, { type: 'next-round' })).state;
    const resumed = resumeDiceGame(options, 8, first.match.history);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(diceRules.hash(resumed.state)).toBe(diceRules.hash(next));
    // A row per round: never more scores than players, never fewer than the round before or than DICE_MIN_PLAYERS.
    expect(resumeDiceGame(options, 8, [[1, 2, 3, 4]]).ok).toBe(false);
    expect(
      resumeDiceGame(options, 8, [
        [1, 2, 3],
        [1, 2],
      ]).ok,
    ).toBe(false);
    expect(resumeDiceGame(options, 8, [[1]]).ok).toBe(false);
    // Two played round 1 and a newcomer joins round 2 (DJ1): a table that grew.
    expect(resumeDiceGame(options, 8, [[1, 2]]).ok).toBe(true);
    expect(
      resumeDiceGame(options, 8, [
        [1, -1, 0],
        [1, -1, 0],
        [1, -1, 0],
      ]).ok,
    ).toBe(false);
  });
});
