/** Pads driven by code: unit tests and the end-to-end suite set their state; readers see real-looking pads. */
import type { PadSource, RawPad } from './pad-types';
import { STANDARD_BUTTON_COUNT } from './labels';

/** A queued tap: shown down for one read, then up for at least TAP_GAP_MS before the next tap starts. */
interface Tap {
  readonly button: number;
  phase: 'queued' | 'down' | 'up';
  upAt: number;
}

/** How long a scripted tap keeps the button up before the next one (longer than the readers' debounce). */
export const TAP_GAP_MS = 40;

interface MutablePad {
  readonly taps: Tap[];
  id: string;
  mapping: string;
  timestamp: number;
  readonly buttons: { pressed: boolean; value: number }[];
  readonly axes: number[];
}

/** The most pad slots a scripted source offers (Chromium itself stops at 4). */
export const SCRIPTED_SLOTS = 16;

/**
 * A PadSource whose pads are set by calls (connect, press, release, tap, setAxis, disconnect).
 * Like Chromium, read() returns fresh snapshots and keeps a null in a disconnected pad's slot.
 */
export class ScriptedPadSource implements PadSource {
  private readonly pads: (MutablePad | null)[] = [];

  /** `clock` stamps each change (defaults to performance.now, the clock of requestAnimationFrame). */
  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Plugs a pad into a slot (replacing whatever was there), all buttons up and sticks centred. */
  connect(index: number, id: string, mapping = 'standard'): void {
    checkSlot(index);
    while (this.pads.length <= index) this.pads.push(null);
    this.pads[index] = {
      taps: [],
      id,
      mapping,
      timestamp: this.clock(),
      buttons: Array.from({ length: STANDARD_BUTTON_COUNT }, () => ({ pressed: false, value: 0 })),
      axes: [0, 0, 0, 0],
    };
  }

  /** Unplugs a pad; its slot reads null. */
  disconnect(index: number): void {
    if (this.pads[index]) this.pads[index] = null;
  }

  /** Holds a button down (value 1 unless given, e.g. 0.4 for a half-pulled trigger). */
  press(index: number, button: number, value = 1): void {
    this.setButton(index, button, value > 0, value);
  }

  /** Lets a button up. */
  release(index: number, button: number): void {
    this.setButton(index, button, false, 0);
  }

  /** Sets one axis, clamped to -1…1 (0–1 left stick, 2–3 right stick; up and left are negative). */
  setAxis(index: number, axis: number, value: number): void {
    const pad = this.pad(index);
    while (pad.axes.length <= axis) pad.axes.push(0);
    pad.axes[axis] = Math.max(-1, Math.min(1, value));
    pad.timestamp = this.clock();
  }

  /**
   * Queues a tap: the button reads down in exactly one read() and then up; taps queued on one pad
   * play one after another with the button up for TAP_GAP_MS between them, so none is taken for chatter.
   */
  tap(index: number, button: number): void {
    checkButton(button);
    this.pad(index).taps.push({ button, phase: 'queued', upAt: 0 });
  }

  /** Taps still queued or playing, over all pads (Playwright can wait for 0). */
  pendingTaps(): number {
    return this.pads.reduce((n, pad) => n + (pad?.taps.length ?? 0), 0);
  }

  /** Whether a slot holds a pad. */
  isConnected(index: number): boolean {
    return Boolean(this.pads[index]);
  }

  /** Snapshots of every slot, like navigator.getGamepads(). */
  read(now?: number): readonly (RawPad | null)[] {
    // Taps are stamped and spaced on the reader's frame clock when it gives one: spaced on another clock, a gap
    // could look long enough here and still fall inside the reader's debounce, and a press would be lost.
    const at = now ?? this.clock();
    this.pads.forEach((pad, index) => {
      if (pad) this.playTaps(index, pad, at);
    });
    return this.pads.map((pad, index) =>
      pad
        ? {
            index,
            id: pad.id,
            mapping: pad.mapping,
            connected: true,
            timestamp: pad.timestamp,
            buttons: pad.buttons.map((b) => ({ pressed: b.pressed, value: b.value })),
            axes: [...pad.axes],
          }
        : null,
    );
  }

  private playTaps(index: number, pad: MutablePad, at: number): void {
    let tap = pad.taps[0];
    if (tap?.phase === 'up' && at - tap.upAt >= TAP_GAP_MS) {
      pad.taps.shift();
      tap = pad.taps[0];
    }
    if (tap?.phase === 'queued') {
      this.setButton(index, tap.button, true, 1, at);
      tap.phase = 'down';
    } else if (tap?.phase === 'down') {
      this.setButton(index, tap.button, false, 0, at);
      tap.phase = 'up';
      tap.upAt = at;
    }
  }

  private setButton(index: number, button: number, pressed: boolean, value: number, at = this.clock()): void {
    const pad = this.pad(index);
    checkButton(button);
    while (pad.buttons.length <= button) pad.buttons.push({ pressed: false, value: 0 });
    pad.buttons[button] = { pressed, value: Math.max(0, Math.min(1, value)) };
    pad.timestamp = at;
  }

  private pad(index: number): MutablePad {
    const pad = this.pads[index];
    if (!pad) throw new RangeError(`no pad connected in slot ${index}`);
    return pad;
  }
}

function checkButton(button: number): void {
  if (!Number.isInteger(button) || button < 0 || button > 31) throw new RangeError(`no button ${button}`);
}

function checkSlot(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= SCRIPTED_SLOTS)
    throw new RangeError(`pad slot ${index} is not 0–${SCRIPTED_SLOTS - 1}`);
}
