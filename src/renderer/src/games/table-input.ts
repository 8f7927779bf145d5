/** The presses every game's table handles alike, before the game turns the rest into its own intents. */
import type { ClientMessage, Snapshot } from '@shared/protocol';
import { seatOfDevice, type ActionEvent, type InputEvent } from '@renderer/input/index';

/** A seated person's press on the running table. */
export interface SeatAction {
  readonly seat: number;
  /** The seat's engine player. */
  readonly player: number;
  readonly action: ActionEvent['action'];
}

/**
 * Takes what is the same at every table: a watched replay's bar gets the presses, pause asks for the pause menu and
 * confirm continues a stopped round. Returns the other presses of seated players (a waking press and an unseated
 * device's press do nothing), in order.
 */
export function seatActions(
  snapshot: Snapshot,
  events: readonly InputEvent[],
  send: (msg: ClientMessage) => unknown,
  replayBar: { input(events: readonly InputEvent[]): void },
): SeatAction[] {
  if (snapshot.replay) {
    replayBar.input(events);
    return [];
  }
  const out: SeatAction[] = [];
  for (const e of events) {
    if (e.type !== 'action') continue;
    if (e.action.kind === 'pause') send({ t: 'control', op: 'pause' });
    else if (snapshot.stage === 'stopped' && e.action.kind === 'confirm') send({ t: 'control', op: 'continue' });
    else {
      const seat = seatOfDevice(snapshot.seats, e.device);
      if (seat === null || e.waking) continue;
      out.push({ seat, player: snapshot.players.indexOf(seat), action: e.action });
    }
  }
  return out;
}
