/** Native pads (SDL, beyond Chromium's four) arrive from the host as raw states and enter the same pad seam. */
import type { RawPadState } from '@shared/protocol';
import type { PadSource, RawPad } from './pad-types';

/** Slots the browser's Gamepad API can use; native pads sit after them so device ids never collide. */
export const BROWSER_PAD_SLOTS = 4;

/** A PadSource fed by the host's `native-pads` messages. */
export class NativePadSource implements PadSource {
  private pads: (RawPad | null)[] = [];

  /** The latest states from the host replace the previous ones (a pad missing from the list is unplugged). */
  update(states: readonly RawPadState[]): void {
    const next: (RawPad | null)[] = new Array<RawPad | null>(BROWSER_PAD_SLOTS).fill(null);
    for (const s of states) {
      const slot = BROWSER_PAD_SLOTS + s.index;
      while (next.length <= slot) next.push(null);
      next[slot] = {
        index: slot,
        id: s.id,
        mapping: s.mapping,
        connected: s.connected,
        timestamp: s.timestamp,
        buttons: s.buttons,
        axes: s.axes,
      };
    }
    this.pads = next;
  }

  read(): readonly (RawPad | null)[] {
    return this.pads;
  }
}
