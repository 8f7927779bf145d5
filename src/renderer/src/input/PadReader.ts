/** Polls a PadSource once per frame: pads appearing and going away, and pressed/released edges. */
import type { InputBinding } from '@shared/seats';
import type { PadSource, RawPad } from './pad-types';
import { DEFAULT_PAD_TUNING, PadState, type PadTuning } from './PadState';
import { padBindingId, padDevice, type DeviceRef, type ReaderEvent } from './devices';

/** How many lost pads are remembered for recognising them again. */
const MAX_LOST = 32;

interface LostPad {
  readonly id: string;
  readonly index: number;
}

/**
 * Reads every pad slot once per poll. A pad that appears is reported as connected and its buttons
 * start up, so the press that woke it (browsers show a pad only after one) is already an edge.
 * A pad that goes away releases what it held and is remembered, so when a pad with the same id
 * string comes back the `connected` event names the lost binding in `rejoined`.
 * Events come in slot order, and within a pad in button order then stick: the same frame always
 * gives the same order.
 */
export class PadReader {
  private readonly slots: (PadState | null)[] = [];
  private readonly lost: LostPad[] = [];
  private lastPoll: number | null = null;
  private readonly tuning: PadTuning;

  constructor(
    private readonly source: PadSource,
    tuning: Partial<PadTuning> = {},
  ) {
    this.tuning = { ...DEFAULT_PAD_TUNING, ...tuning };
  }

  /** Reads the source once and returns what changed since the last poll; `now` is the frame time. */
  poll(now: number): ReaderEvent[] {
    let raws: readonly (RawPad | null)[];
    try {
      raws = this.source.read(now);
    } catch {
      // A source that fails this frame reads as unchanged rather than as every pad unplugged.
      return [];
    }
    const events: ReaderEvent[] = [];
    const count = Math.max(raws.length, this.slots.length);
    for (let index = 0; index < count; index++) {
      const raw = raws[index];
      this.pollSlot(index, raw && raw.connected ? raw : null, now, events);
    }
    this.lastPoll = now;
    return events;
  }

  /** The pads present after the last poll, in slot order. */
  connected(): readonly DeviceRef[] {
    return this.slots.flatMap((s) => (s ? [s.device] : []));
  }

  private pollSlot(index: number, raw: RawPad | null, now: number, events: ReaderEvent[]): void {
    let state = this.slots[index] ?? null;
    if (state && (!raw || (state.device.kind === 'pad' && state.device.id !== raw.id))) {
      this.drop(index, state, now, events);
      state = null;
    }
    if (!raw) return;
    const at = this.edgeTime(raw.timestamp, now);
    if (!state) state = this.add(index, raw.id, at, events);
    for (const edge of state.update(raw, at, now)) events.push({ type: 'edge', edge });
  }

  private add(index: number, id: string, at: number, events: ReaderEvent[]): PadState {
    const state = new PadState(padDevice(index, id), this.tuning);
    this.slots[index] = state;
    events.push({ type: 'connected', device: state.device, at, rejoined: this.reclaim(index, id) });
    return state;
  }

  private drop(index: number, state: PadState, now: number, events: ReaderEvent[]): void {
    for (const edge of state.releaseAll(now)) events.push({ type: 'edge', edge });
    events.push({ type: 'disconnected', device: state.device, at: now });
    this.slots[index] = null;
    if (state.device.kind === 'pad') this.lost.push({ id: state.device.id, index });
    if (this.lost.length > MAX_LOST) this.lost.shift();
  }

  /** The lost pad a newcomer is taken to be: same id string, the same slot first, else the longest lost. */
  private reclaim(index: number, id: string): InputBinding | null {
    let found = this.lost.findIndex((p) => p.id === id && p.index === index);
    if (found < 0) found = this.lost.findIndex((p) => p.id === id);
    const pad = this.lost[found];
    if (!pad) return null;
    this.lost.splice(found, 1);
    return { kind: 'pad', id: padBindingId(pad.index, pad.id) };
  }

  /** The pad's own sample time when it lies within this frame (fairer order), else the frame time. */
  private edgeTime(timestamp: number, now: number): number {
    if (this.lastPoll !== null && timestamp > this.lastPoll && timestamp <= now) return timestamp;
    return now;
  }
}
