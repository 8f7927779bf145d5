/** DJ1-DJ3: newcomers join a Ligretto Dice match at a round boundary, with dice for the new table, from the lowest total. */
import { describe, expect, it } from 'vitest';
import { diceHash, diceLegalIntents, reduceDice, resumeDiceGame } from '@engine/dice/index';
import type { DiceOptionsInput } from '@shared/games/dice/options';
import type { DiceState } from '@shared/games/dice/state';
import { dealt, ok } from './helpers';

/** Plays the round out: the start call, then seat after seat its first fitting die, else a reroll (no clock: no locks). */
function playRound(from: DiceState, maxSteps = 5000): DiceState {
  let state = from.phase === 'awaiting-start' ? ok(reduceDice(from, { type: 'start' })).state : from;
  for (let step = 0; step < maxSteps && state.phase === 'playing'; step++) {
    const player = step % state.trays.length;
    const intent = diceLegalIntents(state, player)[0];
    if (intent) state = ok(reduceDice(state, { type: 'intent', intent })).state;
  }
  if (state.phase !== 'round-over') throw new Error('the round did not end');
  return state;
}

function joined(state: DiceState, join: number): DiceState {
  return ok(reduceDice(state, { type: 'next-round', join })).state;
}

const firstRoundOver = (input: DiceOptionsInput, seed: number): DiceState => playRound(dealt(input, seed));

describe('Ligretto Dice newcomers at a round boundary (DJ1-DJ3)', () => {
  it('DJ1 deals round 2 for the grown table: DS2 dice per seat for the new count, no extra dice for the newcomer', () => {
    const next = joined(firstRoundOver({ players: 3 }, 2), 1);
    expect(next.phase).toBe('awaiting-start');
    expect(next.match.round).toBe(2);
    expect(next.options.players).toBe(4);
    expect(next.options.handicap).toEqual([0, 0, 0, 0]);
    expect(
      next.trays.map((t) => t.length),
      'DS2: 6 dice each at 4 players',
    ).toEqual([6, 6, 6, 6]);
    expect(next.lockedUntil).toHaveLength(4);
    expect(next.rerolls).toEqual([0, 0, 0, 0]);
  });

  it('DJ1 the match keeps its length: 3 rounds per player of the table it started with', () => {
    const next = joined(firstRoundOver({ players: 2 }, 5), 1);
    expect(next.options.rounds).toBe(6);
    let state = next;
    for (let round = 2; round <= 6; round++) {
      state = playRound(state);
      if (round < 6) state = joined(state, 0);
    }
    expect(state.match.over).toBe(true);
    expect(state.match.history.map((r) => r.length)).toEqual([2, 3, 3, 3, 3, 3]);
    expect(reduceDice(state, { type: 'next-round', join: 1 })).toEqual({ ok: false, reason: 'match-over' });
  });

  it('DJ2 a newcomer starts from the lowest total at the table, and its round points count from there', () => {
    const over = firstRoundOver({ players: 2 }, 9);
    const low = Math.min(...over.match.totals);
    expect(low, 'someone lost dice in round 1').toBeLessThan(0);
    const next = joined(over, 2);
    expect(next.match.totals).toEqual([...over.match.totals, low, low]);
    const round2 = playRound(next);
    expect(round2.match.totals[2]).toBe(low + (round2.match.history[1]?.[2] ?? 0));
  });

  it('DJ1 refuses a join before the start call or mid-round, and a malformed count', () => {
    const fresh = dealt({ players: 2 }, 1);
    expect(reduceDice(fresh, { type: 'next-round', join: 1 })).toEqual({ ok: false, reason: 'wrong-phase' });
    const running = ok(reduceDice(fresh, { type: 'start' })).state;
    expect(reduceDice(running, { type: 'next-round', join: 1 })).toEqual({ ok: false, reason: 'wrong-phase' });
    expect(reduceDice(playRound(running), { type: 'next-round', join: -2 })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('DJ3 a full table refuses newcomers: 12 players at most', () => {
    const over = firstRoundOver({ players: 11, rounds: 4 }, 3);
    expect(reduceDice(over, { type: 'next-round', join: 2 })).toEqual({ ok: false, reason: 'table-full' });
    expect(joined(over, 1).trays).toHaveLength(12);
  });

  it('D2 joining is deterministic, and a grown match resumes exactly from its per-round history', () => {
    const a = joined(firstRoundOver({ players: 3 }, 12), 1);
    expect(diceHash(a)).toBe(diceHash(joined(firstRoundOver({ players: 3 }, 12), 1)));
    const live = joined(playRound(a), 0);
    const resumed = resumeDiceGame(live.options, live.seed, live.match.history);
    if (!resumed.ok) return expect.fail(resumed.problems.join('; '));
    expect(diceHash(resumed.state)).toBe(diceHash(live));
    const waiting = resumeDiceGame(a.options, a.seed, a.match.history);
    if (!waiting.ok) return expect.fail(waiting.problems.join('; '));
    expect(diceHash(waiting.state)).toBe(diceHash(a));
  });
});
