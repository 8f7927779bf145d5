/**
 * Input is taken where it happens, never in a frame: a key press in its own key event, pads on a light poll that
 * draws nothing. What the input changed asks for one frame.
 */
import type { ClientMessage } from '@shared/protocol';
import type { InputEvent, InputHub } from '../input/index';
import type { InputCounters } from './debug-hooks';

/** How often the pads are read (ms): often enough that a tap is never missed, and the read draws nothing. */
export const PAD_POLL_MS = 10;

/** What the pump hands the input to. */
export interface InputSinks {
  /** A stream view has no controllers: presses near the streaming machine must not reach the host. */
  readonly readOnly: boolean;
  send(msg: ClientMessage): unknown;
  /** Before the presses act: the snapshot waiting for a frame is applied (the input acts on what the players see). */
  beforeInput(): void;
  /** The presses (and pads found or lost) for the screens. */
  route(events: readonly InputEvent[]): void;
  /** A press unlocks the page's sound. */
  unlockSound(): void;
  requestRender(): void;
}

/** The running input pump. */
export interface InputPump {
  counters(): InputCounters;
  stop(): void;
}

/** Starts reading the hub's keys (on their events) and pads (every PAD_POLL_MS) into `sinks`. */
export function startInputPump(hub: InputHub, sinks: InputSinks, page: Pick<Window, 'addEventListener'>): InputPump {
  const stats = { keyEvents: 0, padPolls: 0, events: 0, ms: 0 };
  const take = (events: readonly InputEvent[]): void => {
    if (events.length === 0 || sinks.readOnly) return;
    const t0 = performance.now();
    stats.events += events.length;
    for (const e of events) {
      if (e.type === 'disconnected') sinks.send({ t: 'device', change: { op: 'lost', input: e.binding } });
      if (e.type === 'connected') sinks.send({ t: 'device', change: { op: 'found', input: e.binding, previous: e.rejoined } });
    }
    sinks.unlockSound();
    sinks.beforeInput();
    sinks.route(events);
    sinks.requestRender();
    stats.ms += performance.now() - t0;
  };
  hub.onKeys(() => {
    stats.keyEvents++;
    take(hub.pollKeys(performance.now()));
  });
  const poll = setInterval(() => {
    stats.padPolls++;
    take(hub.pollPads(performance.now()));
  }, PAD_POLL_MS);
  const stop = (): void => clearInterval(poll);
  page.addEventListener('pagehide', stop);
  return { counters: () => ({ ...stats }), stop };
}
