/** Coloretto figures: one reduce() call at 5 players, and whole 5-player games of bots through the one scheduler. */
import { runRound, seatBots, type BotLevel } from '@bots/index';
import { chooseMove, colorettoBot } from '@bots/coloretto/policy';
import { colorettoRules, reduce } from '@engine/coloretto/index';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { round3, summary } from './stats';

const PLAYERS = 5;

function dealt(seed: number): ColorettoState {
  const created = colorettoRules.setup(resolveOptions({ players: PLAYERS }), seed);
  if (!created.ok) throw new Error(created.problems.join('; '));
  return created.state;
}

/** Plays 5-player games with expert moves (chosen outside the timing) and times each reduce() call in microseconds. */
export function benchColorettoIntents(games: number): Record<string, number> {
  const times: number[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const started = reduce(dealt(seed), { type: 'start' });
    if (!started.ok) throw new Error(started.reason);
    let state = started.state;
    let rng = seed;
    while (state.phase === 'playing') {
      const move = chooseMove(colorettoRules.view(state, state.turn ?? 0), 'expert', rng);
      rng = move.rng + 1;
      if (move.value === null) throw new Error(`game ${seed}: no move`);
      const t0 = performance.now();
      const r = reduce(state, { type: 'intent', intent: move.value });
      times.push((performance.now() - t0) * 1000);
      if (!r.ok) throw new Error(`game ${seed}: ${r.reason}`);
      state = r.state;
    }
  }
  const s = summary(times.slice(Math.floor(times.length / 10)));
  return { intentMedianUs: round3(s.median), intentP95Us: round3(s.p95), intentP99Us: round3(s.p99), intentsMeasured: s.n };
}

/** Whole 5-player games of expert bots on the game clock (bot decisions, scheduler and engine): wall ms per game. */
export function benchColorettoGames(games: number): Record<string, number> {
  const times: number[] = [];
  const gameSeconds: number[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    const state = dealt(seed);
    const t0 = performance.now();
    const run = runRound(colorettoRules, colorettoBot, state, { bots: seatBots(new Array<BotLevel>(PLAYERS).fill('expert'), seed), seed });
    times.push(performance.now() - t0);
    if (!run.ok) throw new Error(`game ${seed} did not finish: ${run.outcome}`);
    gameSeconds.push(run.durationMs / 1000);
  }
  const elapsed = (performance.now() - started) / 1000;
  const s = summary(times);
  return {
    gamesPerSecond: Math.round(games / elapsed),
    gameMedianMs: round3(s.median),
    gameP95Ms: round3(s.p95),
    gameP99Ms: round3(s.p99),
    medianGameSeconds: round3(summary(gameSeconds).median),
    games,
  };
}
