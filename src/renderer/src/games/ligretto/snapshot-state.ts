/** The one place Ligretto's front end takes its state out of a snapshot (every built-in game's snapshot has a `state`). */
import type { GameState } from '@shared/games/ligretto/state';
import type { Snapshot } from '@shared/protocol';

/** Ligretto's state in a snapshot of a Ligretto match; null in the lobby and for another game's snapshot. */
export function ligrettoState(snapshot: Snapshot | null): GameState | null {
  const state = snapshot?.game === 'ligretto' ? snapshot.state : null;
  // Ligretto's state is the one without a `game` field (contracts.ts BUILT_IN_GAME_SCHEMAS).
  return state !== null && !('game' in state) ? state : null;
}
