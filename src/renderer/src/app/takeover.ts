/**
 * Between rounds (and between an event's games), a controller without a seat takes over the first bot's seat with one
 * press (A / Enter), unless the results wait for a press (then that press is the host's continue).
 */
import type { ClientMessage, Snapshot } from '@shared/protocol';
import type { InputBinding } from '@shared/seats';
import type { DeviceRef, InputEvent } from '../input/index';
import { seatOfDevice } from '../input/index';

/** Join messages for unseated controllers pressing confirm on the scores or standings, and the events left over. */
export function takeoverJoins(
  snapshot: Snapshot | null,
  events: readonly InputEvent[],
  bindingOf: (device: DeviceRef) => InputBinding,
  /** A local screen (title, settings) is on top: its presses are its own, never a takeover of a seat behind it. */
  localOnTop = false,
): { readonly messages: ClientMessage[]; readonly rest: InputEvent[] } {
  if (localOnTop) return { messages: [], rest: [...events] };
  // A watched replay ends on a 'scores' frame: its confirm presses belong to the replay controls, not to a takeover.
  const between = snapshot?.stage === 'scores' || snapshot?.stage === 'standings' || (snapshot?.stage === 'lobby' && snapshot.event);
  if (!snapshot || snapshot.replay || !between) return { messages: [], rest: [...events] };
  // Results that wait for a press: an unseated controller's confirm is the host's "continue" (a bot-only table has
  // nobody else to press it), so it takes no seat; seats are taken over in the lobby or when results move on alone.
  if (snapshot.stage !== 'lobby' && snapshot.waiting) return { messages: [], rest: [...events] };
  const messages: ClientMessage[] = [];
  const rest: InputEvent[] = [];
  const taken = new Set<number>();
  for (const e of events) {
    const bot = snapshot.seats.findIndex((s, i) => s.kind === 'bot' && !taken.has(i));
    if (e.type === 'action' && e.action.kind === 'confirm' && bot !== -1 && seatOfDevice(snapshot.seats, e.device) === null) {
      taken.add(bot);
      messages.push({ t: 'lobby', cmd: { op: 'join', input: bindingOf(e.device), seat: bot } });
    } else rest.push(e);
  }
  return { messages, rest };
}
