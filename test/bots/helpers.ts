/** Shared set-up for the bot tests: seeded games, bot tables and the states a round passes through. */
import { newGame, reduce } from '@engine/ligretto/index';
import { seatBots, simulateRound, type BotLevel, type RoundRun } from '@bots/index';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';

/** A dealt game waiting for its start call. */
export function dealt(input: RuleOptionsInput, seed: number): LigrettoState {
  const game = newGame(resolveOptions(input), seed);
  if (!game.ok) throw new Error(game.problems.join('; '));
  return game.state;
}

/** The same level at every seat. */
export function table(level: BotLevel, players: number): BotLevel[] {
  return new Array<BotLevel>(players).fill(level);
}

/** Simulates round 1 of a seeded game with the given levels; bots and tie-breaks seeded from the same seed. */
export function playRound(input: RuleOptionsInput, levels: readonly BotLevel[], seed: number): { start: LigrettoState; run: RoundRun } {
  const start = dealt(input, seed);
  return { start, run: simulateRound(start, { bots: seatBots(levels, seed), seed }) };
}

/** Every running state the round went through (before each arriving intent), rebuilt with the engine. */
export function runningStates(start: LigrettoState, run: RoundRun): LigrettoState[] {
  const states: LigrettoState[] = [];
  let state = start;
  for (const entry of run.log) {
    if (state.phase === 'awaiting-start' && entry.outcome.ok) {
      const started = reduce(state, { type: 'start' });
      if (started.ok) state = started.state;
    }
    if (state.phase === 'playing') states.push(state);
    const r = reduce(state, { type: 'intent', intent: entry.intent });
    if (r.ok) state = r.state;
  }
  return states;
}

/** Arrival times of one seat's intents, in order. */
export function arrivals(run: RoundRun, seat: number): number[] {
  return run.log.filter((e) => e.intent.player === seat).map((e) => e.at);
}

/** Every table size, 2 to 12 players. */
export const PLAYER_COUNTS: readonly number[] = Array.from({ length: 11 }, (_, i) => i + 2);

/** Plays `rounds` seeded rounds and returns the ones that did not end with a stop or a blockade end. */
export function unfinished(input: RuleOptionsInput, levels: readonly BotLevel[], rounds: number, firstSeed = 1): string[] {
  const bad: string[] = [];
  const bots = (seed: number) => seatBots(levels, seed);
  for (let seed = firstSeed; seed < firstSeed + rounds; seed++) {
    const run: RoundRun = simulateRound(dealt(input, seed), { bots: bots(seed), seed });
    const ended = run.ok && run.state.phase === 'round-over' && (run.outcome === 'stopped') === (run.state.stoppedBy !== null);
    if (!ended) bad.push(`seed ${seed}: ${run.outcome} after ${run.durationMs} ms, phase ${run.state.phase}`);
  }
  return bad;
}
