/** The engine's one entry point: (state, action) -> new state + events, or a rejection with a reason (D1). */
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { Action, RejectReason } from '@shared/games/ligretto/intent';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { DEFAULT_STACK, MAX_PLAYERS } from '@shared/games/ligretto/options';
import { dealSeeded } from './deal';
import { applyIntent, isWellFormed } from './intents';
import { resolveBlockades } from './remedy';
import { roundSeed, seedRng } from '../rng';
import { joinCount, withNewcomers } from '@shared/round-join';
import { endRound } from './scoring';

/** The outcome of one action: applied (with the pile a centre play went to) or rejected, changing nothing. */
export type ReduceResult =
  | { readonly ok: true; readonly state: LigrettoState; readonly events: readonly LigrettoEvent[]; readonly pile: number | null }
  | { readonly ok: false; readonly reason: RejectReason };

const rejected = (reason: RejectReason): ReduceResult => ({ ok: false, reason });

/** Starts a dealt round ready for the start call, resolving a blockade right after the deal (B1). */
export function beginRound(state: LigrettoState, round: number, events: LigrettoEvent[]): LigrettoState {
  const dealt = dealSeeded(state.options, seedRng(roundSeed(state.seed, round)));
  const fresh: LigrettoState = {
    ...state,
    rng: dealt.rng,
    phase: 'awaiting-start',
    players: dealt.players,
    piles: [],
    stoppedBy: null,
    blockades: 0,
    reshuffles: 0,
    scores: null,
    match: { ...state.match, round },
  };
  events.push({ type: 'round-dealt', round });
  return resolveBlockades(fresh, events);
}

function intentAction(state: LigrettoState, intent: unknown): ReduceResult {
  if (!isWellFormed(intent)) return rejected('malformed');
  if (intent.player < 0 || intent.player >= state.players.length) return rejected('unknown-player');
  if (state.phase !== 'playing') return rejected(state.match.over ? 'match-over' : 'not-running');
  const outcome = applyIntent(state, intent);
  if (!outcome.ok) return outcome;
  const events = outcome.events.slice();
  const emptied = outcome.state.players[intent.player]?.stack.length === 0;
  const next = emptied ? endRound(outcome.state, intent.player, events) : resolveBlockades(outcome.state, events);
  return { ok: true, state: next, events, pile: outcome.pile };
}

/**
 * M3 and J1-J3: the next round, dealt for the table with `join` newcomers (each with a full deck in its seat colour and
 * the default stack, S2), who start from the lowest total at the table (J2); a table past 12 players is refused (J3).
 */
function nextRound(state: LigrettoState, join: number | null): ReduceResult {
  if (join === null) return rejected('malformed');
  if (state.match.over) return rejected('match-over');
  if (state.phase !== 'round-over') return rejected('wrong-phase');
  const { options } = state;
  if (options.players + join > MAX_PLAYERS) return rejected('table-full');
  const grown: LigrettoState =
    join === 0
      ? state
      : {
          ...state,
          options: {
            ...options,
            players: options.players + join,
            handicap: [...options.handicap, ...new Array<number>(join).fill(DEFAULT_STACK)],
          },
          match: { ...state.match, totals: withNewcomers(state.match.totals, join) },
        };
  const events: LigrettoEvent[] = [];
  return { ok: true, state: beginRound(grown, state.match.round + 1, events), events, pile: null };
}

/** Applies one action. Never throws for a player's mistake: a rejection changes nothing. */
export function reduce(state: LigrettoState, action: Action): ReduceResult {
  // D1: an action that is not even an object (null from a bad message) is malformed, not a TypeError.
  if (typeof action !== 'object' || action === null) return rejected('malformed');
  switch (action.type) {
    case 'start':
      if (state.phase !== 'awaiting-start') return rejected('wrong-phase');
      return { ok: true, state: { ...state, phase: 'playing' }, events: [{ type: 'start-call' }], pile: null };
    case 'next-round':
      return nextRound(state, joinCount(action));
    case 'intent':
      return intentAction(state, action.intent);
    default:
      return rejected('malformed');
  }
}
