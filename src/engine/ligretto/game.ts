/** Creating a game: a seeded first round, or an explicit deal from a replay file. */
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import { optionProblems, type RuleOptions } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { dealExplicit, dealProblems, dealSeeded, type DealEntry } from './deal';
import { beginRound } from './reduce';
import { resolveBlockades } from './remedy';
import { seedRng } from '../rng';

/** A new game, or the reasons the inputs are refused. */
export type NewGameResult =
  | { readonly ok: true; readonly state: LigrettoState; readonly events: readonly LigrettoEvent[] }
  | { readonly ok: false; readonly problems: readonly string[] };

function emptyGame(options: RuleOptions, seed: number): LigrettoState {
  return {
    game: 'ligretto',
    options,
    seed,
    rng: seedRng(seed),
    phase: 'awaiting-start',
    players: [],
    piles: [],
    stoppedBy: null,
    blockades: 0,
    reshuffles: 0,
    scores: null,
    match: { round: 1, totals: new Array<number>(options.players).fill(0), history: [], over: false, winners: [] },
  };
}

/** S1: a match whose first round is dealt from the seed; waits for the start call (S5). */
export function newGame(options: RuleOptions, seed: number): NewGameResult {
  const problems = optionProblems(options);
  if (problems.length > 0) return { ok: false, problems };
  const events: LigrettoEvent[] = [];
  return { ok: true, state: beginRound(emptyGame(options, seed), 1, events), events };
}

/**
 * D2: a round from an explicit deal (lists top first). The seed drives later reshuffles (B2): the RNG advances
 * exactly as if it had dealt from the seed, so a deal equal to the seeded one replays identically.
 */
export function newGameFromDeal(options: RuleOptions, deal: readonly DealEntry[], seed: number): NewGameResult {
  const problems = optionProblems(options);
  if (problems.length === 0) problems.push(...dealProblems(options, deal));
  if (problems.length > 0) return { ok: false, problems };
  const events: LigrettoEvent[] = [{ type: 'round-dealt', round: 1 }];
  const rng = dealSeeded(options, seedRng(seed)).rng;
  const state = resolveBlockades({ ...emptyGame(options, seed), rng, players: dealExplicit(deal) }, events);
  return { ok: true, state, events };
}
