/** SDL game controllers in the Gamepad API's standard mapping, so native pads and browser pads read the same. */
import type { RawPadState } from '@shared/protocol';

/** The SDL controller buttons this game reads (a subset of @kmamal/sdl's names). */
export type SdlButton =
  | 'a'
  | 'b'
  | 'x'
  | 'y'
  | 'leftShoulder'
  | 'rightShoulder'
  | 'back'
  | 'start'
  | 'leftStick'
  | 'rightStick'
  | 'dpadUp'
  | 'dpadDown'
  | 'dpadLeft'
  | 'dpadRight'
  | 'guide';

/** The SDL controller axes: sticks -1..1, triggers 0..1. */
export type SdlAxis = 'leftStickX' | 'leftStickY' | 'rightStickX' | 'rightStickY' | 'leftTrigger' | 'rightTrigger';

/** What the mapping reads of one open SDL controller. */
export interface SdlControllerState {
  readonly buttons: Readonly<Partial<Record<SdlButton, boolean>>>;
  readonly axes: Readonly<Partial<Record<SdlAxis, number>>>;
}

/** Standard-mapping button i comes from this SDL button or trigger axis (SDL names buttons by position: a is south). */
export const STANDARD_SOURCES: readonly ({ readonly button: SdlButton } | { readonly trigger: SdlAxis })[] = [
  { button: 'a' },
  { button: 'b' },
  { button: 'x' },
  { button: 'y' },
  { button: 'leftShoulder' },
  { button: 'rightShoulder' },
  { trigger: 'leftTrigger' },
  { trigger: 'rightTrigger' },
  { button: 'back' },
  { button: 'start' },
  { button: 'leftStick' },
  { button: 'rightStick' },
  { button: 'dpadUp' },
  { button: 'dpadDown' },
  { button: 'dpadLeft' },
  { button: 'dpadRight' },
  { button: 'guide' },
];

/** A trigger counts as pressed past this pull, as XInput's threshold does (30/255). */
export const TRIGGER_PRESSED = 0.12;

function clamp(x: number | undefined, lo: number, hi: number): number {
  return typeof x === 'number' && Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : 0;
}

/** One controller's state as a Gamepad-shaped snapshot at slot `index`. */
export function toRawPad(index: number, id: string, state: SdlControllerState, timestamp: number): RawPadState {
  const buttons = STANDARD_SOURCES.map((source) => {
    if ('button' in source) {
      const down = state.buttons[source.button] === true;
      return { pressed: down, value: down ? 1 : 0 };
    }
    const value = clamp(state.axes[source.trigger], 0, 1);
    return { pressed: value > TRIGGER_PRESSED, value };
  });
  const axes = (['leftStickX', 'leftStickY', 'rightStickX', 'rightStickY'] as const).map((a) => clamp(state.axes[a], -1, 1));
  return { index, id, mapping: 'standard', connected: true, timestamp, buttons, axes };
}

/** Whether two states are equal but for their timestamp (only changes are sent on). */
export function samePadState(a: RawPadState, b: RawPadState): boolean {
  if (a.id !== b.id || a.connected !== b.connected || a.buttons.length !== b.buttons.length) return false;
  if (a.axes.some((v, i) => v !== b.axes[i])) return false;
  return a.buttons.every((btn, i) => btn.pressed === b.buttons[i]?.pressed && btn.value === b.buttons[i]?.value);
}

/** Gives each device a stable slot: a returning device (same key) gets its old slot back when it is free. */
export class SlotTable {
  private readonly slots: (string | null)[] = [];
  private readonly remembered = new Map<string, number>();

  /** The slot for a newly opened device with this key (guid + name). */
  take(key: string): number {
    const previous = this.remembered.get(key);
    let slot = previous !== undefined && this.slots[previous] == null ? previous : this.slots.findIndex((s) => s == null);
    if (slot === -1) slot = this.slots.length;
    this.slots[slot] = key;
    this.remembered.set(key, slot);
    return slot;
  }

  /** Frees a device's slot (the key keeps its claim until another device takes the slot). */
  free(slot: number): void {
    this.slots[slot] = null;
  }
}
