/** Playing a whole match of bots: rounds one after another (M1-M3) until the match is over or a round limit. */
import { reduce, roundSeed } from '@engine/ligretto/index';
import type { GameState } from '@shared/games/ligretto/state';
import type { BotLevel } from './bot-levels';
import { seatBots } from './bot-seat';
import { simulateRound, type RoundRun, type RoundSetup } from './simulate';

/** How to run a match: a level per seat, a seed for the bots, and optional limits. */
export interface MatchSetup {
  readonly levels: readonly BotLevel[];
  readonly seed: number;
  /** Stop after this many rounds even if the match is not over. */
  readonly maxRounds?: number;
  readonly restartDelayMs?: number;
  readonly maxGameMs?: number;
}

/** A played match: every round run and the final state; not ok when a round hit the safety limit. */
export type MatchRun =
  | { readonly ok: true; readonly rounds: readonly RoundRun[]; readonly state: GameState }
  | { readonly ok: false; readonly rounds: readonly RoundRun[]; readonly state: GameState; readonly failedRound: number };

/** The round setup of match round `round`: bots and tie-breaks seeded from the match seed and the round. */
export function roundSetupFor(setup: MatchSetup, round: number): RoundSetup {
  const seed = roundSeed(setup.seed, round);
  return {
    bots: seatBots(setup.levels, seed),
    seed,
    ...(setup.restartDelayMs === undefined ? {} : { restartDelayMs: setup.restartDelayMs }),
    ...(setup.maxGameMs === undefined ? {} : { maxGameMs: setup.maxGameMs }),
  };
}

/** Plays rounds from a dealt game (phase awaiting-start) until the match is over or `maxRounds` are played. */
export function simulateMatch(initial: GameState, setup: MatchSetup): MatchRun {
  const rounds: RoundRun[] = [];
  let state = initial;
  for (;;) {
    const run = simulateRound(state, roundSetupFor(setup, state.match.round));
    rounds.push(run);
    state = run.state;
    if (!run.ok) return { ok: false, rounds, state, failedRound: state.match.round };
    if (state.match.over || (setup.maxRounds !== undefined && rounds.length >= setup.maxRounds)) break;
    const next = reduce(state, { type: 'next-round' });
    if (!next.ok) break;
    state = next.state;
  }
  return { ok: true, rounds, state };
}
