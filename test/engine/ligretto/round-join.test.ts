/** J1-J3: newcomers join a Ligretto match at a round boundary, dealt in with their own deck, from the lowest total. */
import { describe, expect, it } from 'vitest';
import { newGame, reduce, replayStartInMatch, resumeMatch, roundSeed, runReplay, stateHash } from '@engine/ligretto/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { cardOwner } from '@shared/games/ligretto/cards';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { playMatchOut, playRoundOut } from './drive';
import { assertInvariants } from './invariants';

function firstRoundOver(input: RuleOptionsInput, seed: number): LigrettoState {
  const g = newGame(resolveOptions(input), seed);
  if (!g.ok) throw new Error(g.problems.join('; '));
  return playRoundOut(g.state).state;
}

function joined(state: LigrettoState, join: number): LigrettoState {
  const r = reduce(state, { type: 'next-round', join });
  if (!r.ok) throw new Error(`next-round refused: ${r.reason}`);
  return r.state;
}

describe('Ligretto newcomers at a round boundary (J1-J3)', () => {
  it('J1 deals round 2 for the grown table: a full deck of their own colour each, the default stack, the row for the new count', () => {
    const over = firstRoundOver({ players: 2 }, 11);
    const next = joined(over, 2);
    expect(next.phase).toBe('awaiting-start');
    expect(next.match.round).toBe(2);
    expect(next.options.players).toBe(4);
    expect(next.options.handicap).toEqual([10, 10, 10, 10]);
    expect(next.players).toHaveLength(4);
    next.players.forEach((p, seat) => {
      const cards = [...p.stack, ...p.row.flat(), ...p.hand, ...p.waste];
      expect(cards, `seat ${seat} holds a whole deck`).toHaveLength(40);
      expect(
        cards.every((c) => cardOwner(c) === seat),
        `seat ${seat}'s deck is its own`,
      ).toBe(true);
      expect(p.row, 'S3: 3 row cards at 4 players').toHaveLength(3);
    });
    assertInvariants(next, next);
  });

  it('J2 a newcomer starts from the lowest total at the table, and its round points count from there', () => {
    const over = firstRoundOver({ players: 3 }, 4);
    const low = Math.min(...over.match.totals);
    const next = joined(over, 1);
    expect(next.match.totals).toEqual([...over.match.totals, low]);
    expect(next.match.history, 'the rounds played keep their own players').toEqual(over.match.history);
    const round2 = playRoundOut(next).state;
    expect(round2.match.history[1]).toHaveLength(4);
    expect(round2.match.totals[3]).toBe(low + (round2.match.history[1]?.[3] ?? 0));
  });

  it('J1 refuses a join mid-round or before the start call, and a malformed count; a refusal changes nothing', () => {
    const g = newGame(resolveOptions({ players: 2 }), 3);
    if (!g.ok) return expect.fail(g.problems.join('; '));
    expect(reduce(g.state, { type: 'next-round', join: 1 })).toEqual({ ok: false, reason: 'wrong-phase' });
    const running = reduce(g.state, { type: 'start' });
    if (!running.ok) return expect.fail(running.reason);
    expect(reduce(running.state, { type: 'next-round', join: 1 })).toEqual({ ok: false, reason: 'wrong-phase' });
    const over = playRoundOut(running.state).state;
    for (const join of [-1, 1.5, Number.NaN, '1']) {
      expect(reduce(over, { type: 'next-round', join: join as number }), `join ${String(join)}`).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('J3 a full table refuses newcomers: 12 players at most', () => {
    const over = firstRoundOver({ players: 10, rowSize: 'official' }, 8);
    expect(reduce(over, { type: 'next-round', join: 3 })).toEqual({ ok: false, reason: 'table-full' });
    expect(joined(over, 2).players).toHaveLength(12);
  });

  it('M1 a grown match still ends at its target, and with a fixed number of rounds after the last one', () => {
    const target = playMatchOut(joined(firstRoundOver({ players: 2, target: 40 }, 6), 1)).state;
    expect(target.match.over).toBe(true);
    expect(Math.max(...target.match.totals)).toBeGreaterThanOrEqual(40);
    expect(target.match.winners.length).toBeGreaterThan(0);
    const fixed = playMatchOut(joined(firstRoundOver({ players: 3, rounds: 3 }, 6), 2)).state;
    expect(fixed.match.over).toBe(true);
    expect(fixed.match.history.map((r) => r.length)).toEqual([3, 5, 5]);
  });

  it('D2 joining is deterministic: the same match and the same join give the same state', () => {
    const a = joined(firstRoundOver({ players: 3 }, 21), 2);
    const b = joined(firstRoundOver({ players: 3 }, 21), 2);
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).not.toBe(stateHash(joined(firstRoundOver({ players: 3 }, 21), 1)));
  });

  it('D2 a grown match resumes exactly: options as they are now, each round with the players it had', () => {
    const next = joined(firstRoundOver({ players: 2 }, 30), 1);
    const round2 = playRoundOut(next).state;
    const live = joined(round2, 0);
    const resumed = resumeMatch(live.options, live.seed, live.match.history);
    if (!resumed.ok) return expect.fail(resumed.problems.join('; '));
    expect(stateHash(resumed.state)).toBe(stateHash(live));
    expect(resumed.state.match.totals).toEqual(live.match.totals);
    // Joined and not yet scored: the newcomer's starting total comes back from the history alone.
    const waiting = resumeMatch(next.options, next.seed, next.match.history);
    if (!waiting.ok) return expect.fail(waiting.problems.join('; '));
    expect(stateHash(waiting.state)).toBe(stateHash(next));
  });

  it('D2 a grown round replays from its own file (REPLAY.md: per round, its own player count) and shows in its match', () => {
    const next = joined(firstRoundOver({ players: 2 }, 17), 1);
    const round2 = playRoundOut(next).state;
    const file = ligrettoRules.replays.fileFor(round2, []);
    expect(file.options.players).toBe(3);
    expect(file.seed).toBe(roundSeed(round2.seed, 2));
    const run = runReplay(file);
    if (!run.ok) return expect.fail(run.problems.join('; '));
    expect(run.final.players, 'the file deals round 2 exactly as it was dealt live').toEqual(next.players);
    const shown = replayStartInMatch(file, { seed: round2.seed, history: round2.match.history.slice(0, 1) });
    if (!shown.ok) return expect.fail(shown.problems.join('; '));
    expect(shown.state.match).toMatchObject({ round: 2, totals: next.match.totals, history: next.match.history });
  });
});
