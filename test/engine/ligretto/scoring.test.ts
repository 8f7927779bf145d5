/** Scoring and the match: SC1-SC4, M1-M3. */
import { describe, expect, it } from 'vitest';
import { scoreRound } from '@engine/ligretto/index';
import { fullDeck } from '@shared/games/ligretto/cards';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { act, actAll, apply, expectIntentRejected, expectRejected, fromDeal, I, seeded, start, times, type DealSpec } from './helpers';
import { playMatchOut, playRoundOut } from './drive';
import { assertInvariants } from './invariants';

/**
 * SC4's example as a round: player 0 plays 6 stack cards and 12 waste cards (18 in the centre, 4 left in
 * the stack), then player 1 plays out a 5-card stack.
 */
const SC4_DEAL: readonly DealSpec[] = [
  {
    stack: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'],
    hand: ['g3', 'g2', 'g1', 'g6', 'g5', 'g4', 'g9', 'g8', 'g7', 'b2', 'b1', 'g10'],
  },
  { stack: ['y1', 'y2', 'y3', 'y4', 'y5'] },
];
const SC4_INTENTS = [...times(6, I.stack(0)), ...[0, 1, 2, 3].flatMap(() => [I.flip(0), ...times(3, I.waste(0))]), ...times(5, I.stack(1))];

function sc4Round(input: Omit<RuleOptionsInput, 'players' | 'handicap'> = {}, seed = 0): { state: LigrettoState; events: LigrettoEvent[] } {
  const { state } = fromDeal({ players: 2, handicap: [10, 5], ...input }, SC4_DEAL, seed);
  return actAll(start(state), SC4_INTENTS);
}

function points(state: LigrettoState): number[] {
  return (state.scores ?? []).map((s) => s.points);
}

describe('SC1-SC3 round scores', () => {
  it("SC1 +1 for every card with the player's back in the centre, whoever started the pile, whatever its number", () => {
    const s = start(
      fromDeal({ players: 2, handicap: [5, 10] }, [{ stack: ['r1', 'b1', 'r3', 'b3', 'y1'] }, { stack: ['r2', 'b2'], row: ['y1'] }]).state,
    );
    const { state } = actAll(s, [I.stack(0), I.stack(0), I.stack(1), I.stack(1), I.stack(0), I.stack(0), I.stack(0)]);
    expect(state.phase).toBe('round-over');
    expect(state.scores).toEqual([
      { player: 0, centre: 5, stackLeft: 0, points: 5 },
      { player: 1, centre: 2, stackLeft: 8, points: 2 - 16 },
    ]);
    expect(scoreRound(state)).toEqual(state.scores);
  });

  it("SC2 -2 for every card left in the player's stack", () => {
    const s = start(fromDeal({ players: 3, handicap: [5, 7, 10] }, [{ stack: ['r1', 'r2', 'r3', 'r4', 'r5'] }]).state);
    const { state } = actAll(s, times(5, I.stack(0)));
    expect(state.scores?.map((x) => [x.stackLeft, x.points])).toEqual([
      [0, 5],
      [7, -14],
      [10, -20],
    ]);
  });

  it('SC3 row, hand and waste count nothing', () => {
    const s = start(
      fromDeal({ players: 2, handicap: [5, 10], advancedRow: true }, [
        { stack: ['r1', 'r2', 'r3', 'r4', 'r5'] },
        { row: ['y1', 'b10'], hand: ['g4', 'g5', 'g9'] },
      ]).state,
    );
    // Player 1 fills the waste and builds a two-card column; none of it counts.
    const { state } = actAll(s, [I.flip(1), I.wasteToRow(1, 1), I.flip(1), ...times(5, I.stack(0))]);
    const p1 = state.players[1];
    expect(p1?.row[1]).toHaveLength(2);
    expect(p1?.waste.length).toBeGreaterThan(0);
    expect(p1?.hand.length).toBeGreaterThan(0);
    expect(state.scores?.[1]).toEqual({ player: 1, centre: 0, stackLeft: 10, points: -20 });
    expect(state.scores?.[0]).toEqual({ player: 0, centre: 5, stackLeft: 0, points: 5 });
  });

  it('SC4 example: 18 cards in the centre and 4 left in the stack score 18 - 2x4 = 10', () => {
    const { state, events } = sc4Round();
    expect(state.scores?.[0]).toEqual({ player: 0, centre: 18, stackLeft: 4, points: 10 });
    expect(state.scores?.[1]).toEqual({ player: 1, centre: 5, stackLeft: 0, points: 5 });
    expect(events.at(-1)).toEqual({ type: 'round-scored', scores: state.scores, totals: [10, 5] });
    assertInvariants(state);
  });
});

describe('M1 match to a target', () => {
  it('M1 the default target is 99', () => {
    expect(seeded({ players: 2 }, 0).options.target).toBe(99);
  });

  it('M1 after the round in which a total reaches the target the match ends and the highest total wins', () => {
    const { state, events } = sc4Round({ target: 10 });
    expect(state.match.totals).toEqual([10, 5]);
    expect(state.match.over).toBe(true);
    expect(state.match.winners).toEqual([0]);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['round-scored', 'match-over']);
    expect(events.at(-1)).toEqual({ type: 'match-over', winners: [0] });
    expectRejected(state, { type: 'next-round' }, 'match-over');
    expectIntentRejected(state, I.flip(1), 'match-over');
  });

  it('M1 the match goes on while no total has reached the target', () => {
    const { state, events } = sc4Round({ target: 11 });
    expect(state.match.over).toBe(false);
    expect(state.match.winners).toEqual([]);
    expect(events.some((e) => e.type === 'match-over')).toBe(false);
    expect(apply(state, { type: 'next-round' }).state.match.round).toBe(2);
  });

  it('M1 equal highest totals share the win', () => {
    const s = start(
      fromDeal({ players: 3, handicap: [5, 5, 10], target: 5 }, [
        { stack: ['r1', 'r2', 'r3', 'r4'], hand: ['g3', 'g2', 'g1'] },
        { stack: ['y1', 'y2', 'y3', 'y4', 'y5'] },
      ]).state,
    );
    const { state, events } = actAll(s, [...times(4, I.stack(0)), I.flip(0), ...times(3, I.waste(0)), ...times(5, I.stack(1))]);
    expect(points(state)).toEqual([7 - 2, 5, -20]);
    expect(state.match.over).toBe(true);
    expect(state.match.winners).toEqual([0, 1]);
    expect(events.at(-1)).toEqual({ type: 'match-over', winners: [0, 1] });
  });

  it('M1 over a whole match the rounds add up and the match ends exactly after the first round that reaches the target', () => {
    const { state, events } = playMatchOut(seeded({ players: 3, target: 25 }, 2024));
    const scored = events.filter((e): e is Extract<LigrettoEvent, { type: 'round-scored' }> => e.type === 'round-scored');
    expect(scored.length).toBe(state.match.history.length);
    const running = [0, 0, 0];
    scored.forEach((e, i) => {
      e.scores.forEach((s, seat) => (running[seat] = (running[seat] ?? 0) + s.points));
      expect(e.totals).toEqual(running);
      const reached = running.some((t) => t >= 25);
      expect(reached).toBe(i === scored.length - 1);
    });
    expect(state.match.totals).toEqual(running);
    const best = Math.max(...running);
    expect(state.match.winners).toEqual(running.flatMap((t, seat) => (t === best ? [seat] : [])));
    expect(events.filter((e) => e.type === 'match-over')).toEqual([{ type: 'match-over', winners: state.match.winners }]);
  });
});

describe('M2 fixed number of rounds', () => {
  it('M2 with rounds set the match lasts exactly that many rounds, whatever the totals', () => {
    const first = sc4Round({ rounds: 2, target: 1 });
    expect(first.state.match.totals).toEqual([10, 5]);
    expect(first.state.match.over).toBe(false);
    const second = playRoundOut(apply(first.state, { type: 'next-round' }).state);
    expect(second.state.match.history).toHaveLength(2);
    expect(second.state.match.over).toBe(true);
    const totals = second.state.match.totals;
    const best = Math.max(...totals);
    expect(second.state.match.winners).toEqual(totals.flatMap((t, seat) => (t === best ? [seat] : [])));
  });

  it('M2 rounds: 1 ends the match after the first round even far below the target', () => {
    const { state } = sc4Round({ rounds: 1 });
    expect(state.match.over).toBe(true);
    expect(state.match.winners).toEqual([0]);
  });
});

describe('M3 next round', () => {
  it('M3 between rounds every card goes back to its owner and the round is dealt anew from the seed', () => {
    const round1 = sc4Round({}, 77).state;
    const r = apply(round1, { type: 'next-round' });
    const s = r.state;
    expect(r.events[0]).toEqual({ type: 'round-dealt', round: 2 });
    expect(s.match.round).toBe(2);
    expect(s.match.totals).toEqual([10, 5]);
    expect(s.match.history).toEqual([[10, 5]]);
    expect(s.piles).toEqual([]);
    expect([s.stoppedBy, s.scores, s.blockades, s.reshuffles]).toEqual([null, null, 0, 0]);
    expect(s.phase).toBe('awaiting-start');
    s.players.forEach((p, seat) => {
      expect(p.stack).toHaveLength(seat === 0 ? 10 : 5);
      expect(p.row.every((slot) => slot.length === 1)).toBe(true);
      expect(p.waste).toEqual([]);
      expect([...p.stack, ...p.row.flat(), ...p.hand].sort((a, b) => a - b)).toEqual(fullDeck(seat));
    });
    assertInvariants(s);
    // The new deal depends only on the seed and the round number, not on how round 1 went.
    const other = playRoundOut(seeded({ players: 2, handicap: [10, 5] }, 77)).state;
    const otherRound2 = apply(other, { type: 'next-round' }).state;
    expect(otherRound2.players).toEqual(s.players);
    expect(otherRound2.rng).toBe(s.rng);
    expect(s.players).not.toEqual(seeded({ players: 2, handicap: [10, 5] }, 77).players);
  });

  it('M3 next-round is refused while a round is waiting or running', () => {
    const { state } = fromDeal({ players: 2 }, [{ stack: ['r1'] }, { row: ['y1'] }]);
    expectRejected(state, { type: 'next-round' }, 'wrong-phase');
    const playing = start(state);
    expectRejected(playing, { type: 'next-round' }, 'wrong-phase');
    expect(act(playing, I.stack(0)).state.phase).toBe('playing');
  });
});
