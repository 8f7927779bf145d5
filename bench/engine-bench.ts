/** Engine figures: time to apply one intent at 12 players (blockade check included). */
import { seatBots, simulateRound, type BotLevel } from '@bots/index';
import { legalIntents, newGame, reduce } from '@engine/ligretto/index';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import { resolveOptions } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { round3, summary } from './stats';

function nextIntent(state: LigrettoState, turn: number): LigrettoIntent | null {
  const players = state.players.length;
  for (let k = 0; k < players; k++) {
    const seat = (turn + k) % players;
    const legal = legalIntents(state, seat);
    const play = legal.find((i) => i.do !== 'flip') ?? legal[0];
    if (play) return play;
  }
  return null;
}

/** Applies intents of 12 players over many seeded rounds and times each reduce() call in microseconds. */
export function benchIntents(rounds: number): Record<string, number> {
  const times: number[] = [];
  for (let seed = 1; seed <= rounds; seed++) {
    const created = newGame(resolveOptions({ players: 12 }), seed);
    if (!created.ok) throw new Error(created.problems.join('; '));
    let state = created.state;
    for (let turn = 0; state.phase !== 'round-over' && turn < 20000; turn++) {
      if (state.phase === 'awaiting-start') {
        const r = reduce(state, { type: 'start' });
        if (r.ok) state = r.state;
      }
      const intent = nextIntent(state, turn);
      if (!intent) break;
      const t0 = performance.now();
      const r = reduce(state, { type: 'intent', intent });
      times.push((performance.now() - t0) * 1000);
      if (r.ok) state = r.state;
    }
  }
  const s = summary(times.slice(Math.floor(times.length / 10)));
  return { intentMedianUs: round3(s.median), intentP95Us: round3(s.p95), intentP99Us: round3(s.p99), intentsMeasured: s.n };
}

/** Whole 12-player rounds of instant bots: rounds per second and the median round time in ms. */
export function benchBotRounds(rounds: number): Record<string, number> {
  const times: number[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= rounds; seed++) {
    const created = newGame(resolveOptions({ players: 12 }), seed);
    if (!created.ok) throw new Error(created.problems.join('; '));
    const t0 = performance.now();
    const run = simulateRound(created.state, { bots: seatBots(new Array<BotLevel>(12).fill('instant'), seed), seed });
    times.push(performance.now() - t0);
    if (!run.ok) throw new Error(`round ${seed} did not finish: ${run.outcome}`);
  }
  const elapsed = (performance.now() - started) / 1000;
  const s = summary(times);
  return { instantRoundsPerSecond: Math.round(rounds / elapsed), roundMedianMs: round3(s.median), roundP95Ms: round3(s.p95), rounds };
}
