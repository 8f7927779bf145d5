/** B1-B2: after the deal and after every applied intent, detect a blockade and apply the remedy at once. */
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoState, PlayerState } from '@shared/games/ligretto/state';
import { isBlockade, reshuffleCanHelp } from './blockade';
import { shuffled } from '../rng';
import { endRound } from './scoring';

/** B2: after this many reshuffles in one round, the next blockade ends the round. */
export const MAX_RESHUFFLES = 20;

function reshuffleHands(state: LigrettoState): LigrettoState {
  let rng = state.rng;
  const players: PlayerState[] = state.players.map((p) => {
    const mixed = shuffled([...p.hand, ...p.waste], rng);
    rng = mixed.state;
    return { ...p, hand: mixed.items, waste: [] };
  });
  return { ...state, players, rng, reshuffles: state.reshuffles + 1, phase: 'awaiting-start' };
}

/** Resolves every blockade in a row until someone can move or the round has ended. */
export function resolveBlockades(start: LigrettoState, events: LigrettoEvent[]): LigrettoState {
  let state = start;
  while (state.phase !== 'round-over' && isBlockade(state)) {
    const count = state.blockades + 1;
    const reshuffle = state.options.blockade === 'reshuffle' && state.reshuffles < MAX_RESHUFFLES && reshuffleCanHelp(state);
    events.push({ type: 'blockade', count, remedy: reshuffle ? 'reshuffle' : 'end-round' });
    state = { ...state, blockades: count };
    if (!reshuffle) return endRound(state, null, events);
    state = reshuffleHands(state);
    events.push({ type: 'reshuffled', count: state.reshuffles });
  }
  return state;
}
