/** Continuing a saved match: the next round dealt exactly as the match would have dealt it (M1-M3, S1). */
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoState, MatchState } from '@shared/games/ligretto/state';
import { MIN_PLAYERS, type RuleOptions } from '@shared/games/ligretto/options';
import { newGame, type NewGameResult } from './game';
import { historyProblems, totalsAfter } from '@shared/round-join';
import { beginRound } from './reduce';

/**
 * The match after `history`'s rounds: their totals, and whether it is over (M1-M2). A row shorter than the table is a
 * round played before newcomers joined (J1); they start from the lowest total of that moment (J2).
 */
function matchAfter(options: RuleOptions, history: readonly (readonly number[])[]): MatchState {
  const totals = totalsAfter(history, options.players);
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

/**
 * A saved match after its rounds' points (`history`): the next round dealt exactly as it would have been, or why not.
 * A match whose table grew (J1) is resumed with its options as they are now and rows as long as each round's table.
 */
export function resumeMatch(options: RuleOptions, seed: number, history: readonly (readonly number[])[]): NewGameResult {
  const created = newGame(options, seed);
  if (!created.ok) return created;
  const problems = historyProblems(history, options.players, MIN_PLAYERS);
  if (problems.length > 0) return { ok: false, problems };
  const match = matchAfter(options, history);
  if (match.over) return { ok: false, problems: ['the match is already over'] };
  if (history.length === 0) return created;
  const events: LigrettoEvent[] = [];
  const state: LigrettoState = beginRound({ ...created.state, match }, history.length + 1, events);
  return { ok: true, state, events };
}
