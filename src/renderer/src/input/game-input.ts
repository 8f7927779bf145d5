/** The running game's part of the input layer: its own binding rows and how their commands become actions. */
import type { GameAction } from './actions';
import type { BindingRow } from './bindings';

/**
 * One game's pad and key actions (`C`: the commands on its rows, `A`: the actions they resolve to). The game's table
 * gives its instance to the hub while it is on show; the instance may keep per-device state (Ligretto's row cursor).
 */
export interface GameInput<C extends GameAction = GameAction, A extends GameAction = GameAction> {
  /** The game's own binding rows (mode 'game'), in hint order; pause and menu are shared rows every game has. */
  readonly rows: readonly BindingRow<C>[];
  /** The action a row's command means for one device now (`device`: its deviceKey). */
  resolve(device: string, command: C): A;
  /** Forgets a device's state (its pad went away). */
  forget(device: string): void;
}
