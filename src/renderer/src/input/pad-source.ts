/** The seam between pads and the game: raw pad snapshots from the browser or from a script. */
import type { PadSource, RawPad } from './pad-types';
import { ScriptedPadSource } from './ScriptedPadSource';

export type { PadSource, RawButton, RawPad } from './pad-types';

/** What browserPadSource needs of `navigator`. */
export interface GamepadNavigator {
  getGamepads(): ArrayLike<RawPad | null>;
}

/** Copies one browser Gamepad so later reads cannot change it under the reader. */
function snapshot(pad: RawPad): RawPad {
  return {
    index: pad.index,
    id: pad.id,
    mapping: pad.mapping,
    connected: pad.connected,
    timestamp: pad.timestamp,
    buttons: Array.from(pad.buttons, (b) => ({ pressed: b.pressed, value: b.value })),
    axes: Array.from(pad.axes),
  };
}

/** The real pads through navigator.getGamepads(); a browser without the API reads no pads. */
export function browserPadSource(navigator: Partial<GamepadNavigator>): PadSource {
  return {
    read() {
      if (typeof navigator.getGamepads !== 'function') return [];
      let list: ArrayLike<RawPad | null>;
      try {
        list = navigator.getGamepads();
      } catch {
        // A page without gamepad permission (permissions policy) throws; it simply has no pads.
        return [];
      }
      return Array.from(list, (pad) => (pad ? snapshot(pad) : null));
    },
  };
}

/** The page global the end-to-end suite drives pads through. */
export interface PadsGlobal {
  ligrettoPads?: ScriptedPadSource;
}

declare global {
  interface Window {
    /** Scripted pads for Playwright; present only when the page URL has `?pads=scripted`. */
    ligrettoPads?: ScriptedPadSource;
  }
}

/** The query parameter value that swaps the real pads for scripted ones. */
export const SCRIPTED_PADS_PARAM = 'scripted';

/**
 * The renderer's pad source: scripted pads (exposed as `window.ligrettoPads`) when the page URL has
 * `?pads=scripted`, the browser's pads otherwise.
 */
export function installPadSource(location: Pick<Location, 'search'>, navigator: Partial<GamepadNavigator>, window: PadsGlobal): PadSource {
  if (new URLSearchParams(location.search).get('pads') === SCRIPTED_PADS_PARAM) {
    const scripted = new ScriptedPadSource();
    window.ligrettoPads = scripted;
    return scripted;
  }
  return browserPadSource(navigator);
}
