/** The one place Coloretto's front end takes its state out of a snapshot. */
import { isColorettoState } from '@shared/games/contracts';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { Snapshot } from '@shared/protocol';

/** Coloretto's state in a snapshot of a Coloretto match; null in the lobby and for another game's snapshot. */
export function colorettoState(snapshot: Snapshot | null): ColorettoState | null {
  const state = snapshot?.game === 'coloretto' ? snapshot.state : null;
  return state && isColorettoState(state) ? state : null;
}
