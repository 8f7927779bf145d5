import { describe, expect, it } from 'vitest';
import { newGame } from '@engine/ligretto/index';
import { seatBots, simulateMatch, simulateRound, type BotLevel } from '@bots/index';
import { ligrettoRules } from '@engine/ligretto/rules';

const RESTART_DELAY_MS = ligrettoRules.flow.timings.restartCountdown;
import { resolveOptions } from '@shared/games/ligretto/options';
import { dealt, playRound, table } from './helpers';

describe('the round driver', () => {
  it('P5 applies intents strictly in arrival order and counts every rejection by reason', () => {
    const { run } = playRound({ players: 12 }, table('expert', 12), 4);
    run.log.slice(1).forEach((e, i) => expect(e.at).toBeGreaterThanOrEqual((run.log[i] as { at: number }).at));
    const rejected = Object.values(run.rejected).reduce((a, b) => a + (b ?? 0), 0);
    expect(run.applied + rejected).toBe(run.log.length);
    expect(run.rejected['no-fit'] ?? 0).toBeGreaterThan(0);
    expect(run.log.every((e) => e.at >= e.decidedAt)).toBe(true);
  });

  it('P5 breaks ties between equal arrival times fairly, not seat 0 first', () => {
    const firsts = [0, 0, 0, 0];
    for (let seed = 1; seed <= 200; seed++) {
      const { run } = playRound({ players: 4 }, table('instant', 4), seed);
      const first = run.log[0];
      expect(first?.at).toBe(0);
      const seat = first?.intent.player ?? 0;
      firsts[seat] = (firsts[seat] ?? 0) + 1;
    }
    for (const n of firsts) expect(n).toBeGreaterThan(25);
  });

  it('is deterministic: the same game, bots and seed give the same round', () => {
    const a = playRound({ players: 6 }, table('casual', 6), 17).run;
    const b = playRound({ players: 6 }, table('casual', 6), 17).run;
    expect(b.log).toEqual(a.log);
    expect(b.state).toEqual(a.state);
  });

  it('S5 B2 gives a new start call after a reshuffle; no bot decides or lands an intent in between', () => {
    let restarts = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { start, run } = playRound({ players: 2 }, ['skilled', 'casual'], seed);
      expect(run.startCalls[0]).toBe(0);
      const inPlay = run.reshuffles - start.reshuffles;
      expect(run.startCalls.length > 1).toBe(inPlay > 0);
      expect(run.startCalls.length - 1).toBeLessThanOrEqual(inPlay);
      for (const call of run.startCalls.slice(1)) {
        restarts++;
        const inWindow = run.log.filter((e) => e.at > call - RESTART_DELAY_MS && e.at < call);
        expect(inWindow.every((e) => !e.outcome.ok && e.outcome.reason === 'not-running')).toBe(true);
        expect(run.log.some((e) => e.decidedAt > call - RESTART_DELAY_MS && e.decidedAt < call)).toBe(false);
      }
    }
    expect(restarts).toBeGreaterThan(3);
  });

  it('reports passing the game-time safety limit as a failure, for a round and for a match', () => {
    const run = simulateRound(dealt({ players: 3 }, 5), { bots: seatBots(table('relaxed', 3), 5), seed: 5, maxGameMs: 3000 });
    expect(run.ok).toBe(false);
    expect(run.outcome).toBe('time-limit');
    expect(run.state.phase).toBe('playing');
    const game = newGame(resolveOptions({ players: 3, rounds: 2 }), 5);
    if (!game.ok) throw new Error('deal');
    const match = simulateMatch(game.state, { levels: table('relaxed', 3), seed: 5, maxGameMs: 3000 });
    expect(match).toMatchObject({ ok: false, failedRound: 1 });
  });

  it('reports a table without one bot per seat as a failure', () => {
    const run = simulateRound(dealt({ players: 3 }, 5), { bots: seatBots(table('expert', 2), 5), seed: 5 });
    expect(run).toMatchObject({ ok: false, outcome: 'bad-setup', log: [] });
  });

  it('a finished round given again returns at once with nothing sent', () => {
    const { run } = playRound({ players: 3 }, table('instant', 3), 2);
    const again = simulateRound(run.state, { bots: seatBots(table('instant', 3), 2), seed: 2 });
    expect(again.ok).toBe(true);
    expect(again.log).toEqual([]);
    expect(again.state).toBe(run.state);
  });

  it('M1 a match plays to its target; maxRounds stops it early', () => {
    const levels: BotLevel[] = table('expert', 3);
    const game = newGame(resolveOptions({ players: 3, target: 40 }), 8);
    if (!game.ok) throw new Error('deal');
    const full = simulateMatch(game.state, { levels, seed: 8 });
    expect(full.state.match.over).toBe(true);
    expect(Math.max(...full.state.match.totals)).toBeGreaterThanOrEqual(40);
    const short = simulateMatch(game.state, { levels, seed: 8, maxRounds: 1 });
    expect(short.rounds).toHaveLength(1);
    expect(short.rounds[0]?.state).toEqual(full.rounds[0]?.state);
  });
});
