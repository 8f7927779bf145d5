/**
 * Between rounds (and between an event's games), a controller without a seat takes over the first bot's seat with one
 * press (A / Enter), unless the results wait for a press (then that press is the host's continue). Once a match runs
 * with no bot seat to take (issue 30), that press seats the controller under its suggested name, waiting for the next
 * match (`late`).
 */
import type { ClientMessage, LobbyCommand, Snapshot } from '@shared/protocol';
import type { InputBinding } from '@shared/seats';
import type { DeviceRef, InputEvent } from '../input/index';
import { seatOfDevice } from '../input/index';
import { MENU_ACTION_KINDS, type MenuActionKind } from '../input/actions';

/** Join messages for unseated controllers pressing confirm on the scores or standings, and the events left over. */
export function takeoverJoins(
  snapshot: Snapshot | null,
  events: readonly InputEvent[],
  bindingOf: (device: DeviceRef) => InputBinding,
  /** A local screen (title, settings) is on top: its presses are its own, never a takeover of a seat behind it. */
  localOnTop = false,
  /** The join of a controller once a match runs (its suggested name, `claimed` names taken by joins just made); absent: none. */
  late?: (input: InputBinding, claimed: readonly string[]) => LobbyCommand,
): { readonly messages: ClientMessage[]; readonly rest: InputEvent[] } {
  if (localOnTop) return { messages: [], rest: [...events] };
  // A watched replay ends on a 'scores' frame: its confirm presses belong to the replay controls, not to a takeover.
  const between = snapshot?.stage === 'scores' || snapshot?.stage === 'standings' || (snapshot?.stage === 'lobby' && snapshot.event);
  // No bot's seat to take over (or mid-round): a confirm seats the controller for the next match.
  const noBot = snapshot?.stage !== 'lobby' && !snapshot?.seats.some((s) => s.kind === 'bot');
  if (snapshot && !snapshot.replay && late && (!between || noBot)) return lateJoins(snapshot, events, bindingOf, late);
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

/** Stages of a running match in which a confirm of an unseated controller seats it for the next match. */
const RUNNING = new Set(['countdown', 'playing', 'stopped', 'scores', 'standings', 'match-over']);

/** Late joins (issue 30): each unseated controller's confirm while a match runs seats it, waiting for the next match. */
function lateJoins(
  snapshot: Snapshot,
  events: readonly InputEvent[],
  bindingOf: (device: DeviceRef) => InputBinding,
  late: (input: InputBinding, claimed: readonly string[]) => LobbyCommand,
): { readonly messages: ClientMessage[]; readonly rest: InputEvent[] } {
  if (!RUNNING.has(snapshot.stage) || snapshot.event || (snapshot.stage !== 'playing' && snapshot.waiting)) {
    return { messages: [], rest: [...events] };
  }
  const messages: ClientMessage[] = [];
  const rest: InputEvent[] = [];
  const claimed: string[] = [];
  const joined = new Set<string>();
  for (const e of events) {
    // In play the pads drive the game, so A comes as a game action: any game press of an unseated controller counts.
    const joining = e.type === 'action' && (e.action.kind === 'confirm' || !MENU_ACTION_KINDS.includes(e.action.kind as MenuActionKind));
    const input = joining && seatOfDevice(snapshot.seats, e.device) === null ? bindingOf(e.device) : null;
    const key = input ? JSON.stringify(input) : '';
    if (!input || joined.has(key)) {
      rest.push(e);
      continue;
    }
    joined.add(key);
    const cmd = late(input, claimed);
    if (cmd.op === 'join' && cmd.name !== undefined) claimed.push(cmd.name);
    messages.push({ t: 'lobby', cmd });
  }
  return { messages, rest };
}
