/** The one place Ligretto's front end takes its state out of a snapshot (every built-in game's snapshot has a `state`). */
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { Snapshot } from '@shared/protocol';

/** Ligretto's state in a snapshot of a Ligretto match; null in the lobby and for another game's snapshot. */
export function ligrettoState(snapshot: Snapshot | null): LigrettoState | null {
  const state = snapshot?.game === 'ligretto' ? snapshot.state : null;
  return state !== null && state.game === 'ligretto' ? state : null;
}
