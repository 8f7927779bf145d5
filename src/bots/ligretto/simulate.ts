/** Ligretto rounds and matches of bots, with the facts sim reports: how a round ended, blockades and reshuffles. */
import { ligrettoRules } from '@engine/ligretto/rules';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { runMatch, runRound, type MatchRun, type MatchSetup, type RoundFacts, type RoundSetup } from '../round-runner';
import { ligrettoBot } from './bot-policy';

/** A Ligretto round run: ended by "Ligretto stop!" or a blockade, or failed. */
export type RoundRun = RoundFacts<LigrettoState, LigrettoIntent> & { readonly blockades: number; readonly reshuffles: number } & (
    | { readonly ok: true; readonly outcome: 'stopped' | 'blockade-end' }
    | { readonly ok: false; readonly outcome: 'time-limit' | 'bad-setup' }
  );

/** Plays a Ligretto round from its start call to "Ligretto stop!" or a blockade end; pure and deterministic. */
export function simulateRound(initial: LigrettoState, setup: RoundSetup): RoundRun {
  const run = runRound(ligrettoRules, ligrettoBot, initial, setup);
  const counts = { blockades: run.state.blockades, reshuffles: run.state.reshuffles };
  if (!run.ok) return { ...run, ...counts };
  return { ...run, ...counts, outcome: run.state.stoppedBy === null ? 'blockade-end' : 'stopped' };
}

/** Plays Ligretto rounds from a dealt game until the match is over or `maxRounds` are played. */
export function simulateMatch(initial: LigrettoState, setup: MatchSetup): MatchRun<RoundRun, LigrettoState> {
  return runMatch(ligrettoRules, initial, setup, simulateRound);
}
