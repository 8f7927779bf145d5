/** The engine's resumeMatch: a saved match goes on exactly as it would have without the interruption (M1-M3, S1, D2). */
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@bots/index';
import { newGame, reduce, resumeMatch } from '@engine/ligretto/index';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';

/** A whole bot match and the state right after every "next round" (what a resumed match must reproduce). */
function playedMatch(input: RuleOptionsInput, seed: number): { history: number[][]; dealt: LigrettoState[]; final: LigrettoState } {
  const created = newGame(resolveOptions(input), seed);
  if (!created.ok) throw new Error(created.problems.join('; '));
  const run = simulateMatch(created.state, { levels: new Array(input.players).fill('expert'), seed });
  if (!run.ok) throw new Error(`round ${run.failedRound} hit the time limit`);
  const dealt = run.rounds.slice(0, -1).map((r) => {
    const next = reduce(r.state, { type: 'next-round' });
    if (!next.ok) throw new Error(next.reason);
    return next.state;
  });
  return { history: run.state.match.history.map((r) => [...r]), dealt, final: run.state };
}

describe('resumeMatch', () => {
  it('M3 after k saved rounds deals round k+1 exactly as the uninterrupted match did, totals and seed included', () => {
    for (const [input, seed] of [
      [{ players: 3, rounds: 4 }, 5],
      [{ players: 5, target: 40, handicap: [10, 8, 10, 6, 10] }, 77],
    ] as const) {
      const { history, dealt } = playedMatch(input, seed);
      expect(dealt.length).toBeGreaterThan(0);
      dealt.forEach((expected, k) => {
        const resumed = resumeMatch(resolveOptions(input), seed, history.slice(0, k + 1));
        if (!resumed.ok) return expect.fail(resumed.problems.join('; '));
        expect(resumed.state).toEqual(expected);
        expect(resumed.events[0]).toEqual({ type: 'round-dealt', round: k + 2 });
      });
    }
  });

  it('with no saved rounds it is a new game', () => {
    const options = resolveOptions({ players: 4 });
    expect(resumeMatch(options, 9, [])).toEqual(newGame(options, 9));
  });

  it('M1-M2 refuses a match that is already over, a history that does not fit the players, and bad options', () => {
    const { history } = playedMatch({ players: 3, rounds: 2 }, 3);
    expect(resumeMatch(resolveOptions({ players: 3, rounds: 2 }), 3, history)).toEqual({
      ok: false,
      problems: ['the match is already over'],
    });
    expect(resumeMatch(resolveOptions({ players: 3, target: 10 }), 3, [[12, 0, 0]])).toEqual({
      ok: false,
      problems: ['the match is already over'],
    });
    expect(resumeMatch(resolveOptions({ players: 3 }), 3, [[1, 2, 3, 4]])).toEqual({
      ok: false,
      problems: ['round 1 has 4 scores for a table of 2 to 3 players'],
    });
    // J1: a table only grows, so a round with fewer players than the one before it is no saved match.
    expect(
      resumeMatch(resolveOptions({ players: 3 }), 3, [
        [1, 2, 3],
        [1, 2],
      ]),
    ).toEqual({
      ok: false,
      problems: ['round 2 has 2 scores for a table of 3 to 3 players'],
    });
    expect(resumeMatch(resolveOptions({ players: 3 }), 3, [[1, 2.5, 3]])).toEqual({
      ok: false,
      problems: ['round 1 has a score that is not an integer'],
    });
    expect(resumeMatch(resolveOptions({ players: 1 }), 3, []).ok).toBe(false);
  });

  it('D2 the resumed match plays on to the same end as the uninterrupted one', () => {
    const input = { players: 4, rounds: 3 };
    const { history, final } = playedMatch(input, 21);
    const resumed = resumeMatch(resolveOptions(input), 21, history.slice(0, 1));
    if (!resumed.ok) return expect.fail(resumed.problems.join('; '));
    const run = simulateMatch(resumed.state, { levels: ['expert', 'expert', 'expert', 'expert'], seed: 21 });
    expect(run.state).toEqual(final);
  });
});
