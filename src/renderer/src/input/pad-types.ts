/** What a pad snapshot is and where snapshots come from: the types every pad source and reader share. */

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
