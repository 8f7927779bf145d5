/** The one place Ligretto Dice's front end takes its state out of a snapshot. */
import type { DiceState } from '@shared/games/dice/state';
import type { Snapshot } from '@shared/protocol';

/** Ligretto Dice's state in a snapshot of a dice match; null in the lobby and for another game's snapshot. */
export function diceState(snapshot: Snapshot | null): DiceState | null {
  const state = snapshot?.game === 'dice' ? snapshot.state : null;
  return state !== null && state.game === 'dice' ? state : null;
}
