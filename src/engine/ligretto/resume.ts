/** Continuing a saved match: the next round dealt exactly as the match would have dealt it (M1-M3, S1). */
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { RuleOptions } from '@shared/games/ligretto/options';
import type { LigrettoState, MatchState } from '@shared/games/ligretto/state';
import { newGame, type NewGameResult } from './game';
import { beginRound } from './reduce';

function historyProblems(options: RuleOptions, history: readonly (readonly number[])[]): string[] {
  const problems: string[] = [];
  history.forEach((points, i) => {
    if (points.length !== options.players) problems.push(`round ${i + 1} has ${points.length} scores for ${options.players} players`);
    if (points.some((p) => !Number.isSafeInteger(p))) problems.push(`round ${i + 1} has a score that is not an integer`);
  });
  return problems;
}

/** The match after `history`'s rounds: their totals, and whether it is over (M1-M2). */
function matchAfter(options: RuleOptions, history: readonly (readonly number[])[]): MatchState {
  const totals = Array.from({ length: options.players }, (_, p) => history.reduce((sum, r) => sum + (r[p] ?? 0), 0));
  const over = history.length > 0 && (options.rounds !== null ? history.length >= options.rounds : totals.some((t) => t >= options.target));
  const best = Math.max(...totals);
  return {
    round: history.length,
    totals,
    history: history.map((r) => [...r]),
    over,
    winners: over ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [],
  };
}

/** A saved match after its rounds' points (`history`): the next round dealt exactly as it would have been, or why not. */
export function resumeMatch(options: RuleOptions, seed: number, history: readonly (readonly number[])[]): NewGameResult {
  const created = newGame(options, seed);
  if (!created.ok) return created;
  const problems = historyProblems(options, history);
  if (problems.length > 0) return { ok: false, problems };
  const match = matchAfter(options, history);
  if (match.over) return { ok: false, problems: ['the match is already over'] };
  if (history.length === 0) return created;
  const events: LigrettoEvent[] = [];
  const state: LigrettoState = beginRound({ ...created.state, match }, history.length + 1, events);
  return { ok: true, state, events };
}
