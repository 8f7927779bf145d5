/** The seam between pads and the game: raw pad snapshots from the browser or from a script. */
import { ScriptedPadSource } from './ScriptedPadSource';

/** One button as the Gamepad API reports it. */
export interface RawButton {
  readonly pressed: boolean;
  readonly value: number;
}

/** A snapshot of one pad, shaped like the Gamepad API's Gamepad. */
export interface RawPad {
  readonly index: number;
  readonly id: string;
  readonly mapping: string;
  readonly connected: boolean;
  readonly timestamp: number;
  readonly buttons: readonly RawButton[];
  readonly axes: readonly number[];
}

/** Where pad snapshots come from; read once per frame. Slots keep their index; empty slots are null. */
export interface PadSource {
  /**
   * The pads now. `now` is the reader's frame time: a source that makes its own changes (the scripted pads) stamps and
   * spaces them on that clock, the one the readers debounce with; real pads carry their own timestamps.
   */
  read(now?: number): readonly (RawPad | null)[];
}

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
