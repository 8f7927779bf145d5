/** One pad's remembered state between polls: debounced buttons and the left stick's direction. */
import type { RawPad } from './pad-types';
import { type Control, type DeviceRef, type Direction, type Edge, type EdgeType } from './devices';

/** Tuning of the pad reader. */
export interface PadTuning {
  /** Radial stick deflection (0–1) that starts a direction. */
  readonly deadZone: number;
  /** Deflection below which a held direction ends (hysteresis; smaller than deadZone). */
  readonly releaseZone: number;
  /** A button must stay up this long (ms) before its release counts; a re-press sooner is chatter. */
  readonly debounceMs: number;
  /** Analog value at which a button counts as down even if the browser says not pressed. */
  readonly buttonThreshold: number;
}

/** The defaults: 0.35 dead zone, release at 0.25, 25 ms debounce, half-pulled triggers count. */
export const DEFAULT_PAD_TUNING: PadTuning = { deadZone: 0.35, releaseZone: 0.25, debounceMs: 25, buttonThreshold: 0.5 };

const AXIS: Readonly<Record<Direction, readonly [number, number]>> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** An exact diagonal picks the horizontal direction (the row cursor's axis). */
const TIE_ORDER: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** A held direction survives until the stick leaves ±60° of its axis (sectors are ±45°): cos 60° = 0.5. */
const KEEP_COSINE = 0.5;

/** The left stick's direction after hysteresis: radial dead zone to start, a smaller zone and a wider sector to keep. */
export function stickDirection(x: number, y: number, current: Direction | null, tuning: PadTuning = DEFAULT_PAD_TUNING): Direction | null {
  const magnitude = Math.hypot(x, y);
  if (magnitude === 0 || !Number.isFinite(magnitude)) return null;
  const along = (d: Direction): number => (AXIS[d][0] * x + AXIS[d][1] * y) / magnitude;
  if (current && magnitude >= tuning.releaseZone && along(current) >= KEEP_COSINE) return current;
  if (magnitude < tuning.deadZone) return null;
  let best: Direction = 'left';
  for (const d of TIE_ORDER) if (along(d) > along(best)) best = d;
  return best;
}

interface ButtonState {
  down: boolean;
  /** When the raw button went up while `down` still holds (a release waiting out the debounce). */
  upSince: number | null;
}

/** Turns successive snapshots of one pad into edges: presses at once, releases after the debounce. */
export class PadState {
  private readonly buttons: ButtonState[] = [];
  private stick: Direction | null = null;

  constructor(
    readonly device: DeviceRef,
    private readonly tuning: PadTuning,
  ) {}

  /** Edges between the last snapshot and this one, buttons in index order, then the stick. */
  update(raw: RawPad, at: number, now: number): Edge[] {
    const edges: Edge[] = [];
    for (let i = 0; i < raw.buttons.length; i++) {
      const b = raw.buttons[i];
      const rawDown = b ? b.pressed || b.value >= this.tuning.buttonThreshold : false;
      this.step(i, rawDown, at, now, edges);
    }
    for (let i = raw.buttons.length; i < this.buttons.length; i++) this.step(i, false, at, now, edges);
    const dir = stickDirection(raw.axes[0] ?? 0, raw.axes[1] ?? 0, this.stick, this.tuning);
    if (dir !== this.stick) {
      if (this.stick) edges.push(this.edge({ kind: 'stick', dir: this.stick }, 'release', at));
      if (dir) edges.push(this.edge({ kind: 'stick', dir }, 'press', at));
      this.stick = dir;
    }
    return edges;
  }

  /** Releases of everything still down, for a pad that went away. */
  releaseAll(at: number): Edge[] {
    const edges: Edge[] = [];
    this.buttons.forEach((b, button) => {
      if (b.down) edges.push(this.edge({ kind: 'button', button }, 'release', at));
      b.down = false;
      b.upSince = null;
    });
    if (this.stick) edges.push(this.edge({ kind: 'stick', dir: this.stick }, 'release', at));
    this.stick = null;
    return edges;
  }

  private step(button: number, rawDown: boolean, at: number, now: number, edges: Edge[]): void {
    let state = this.buttons[button];
    if (!state) {
      state = { down: false, upSince: null };
      this.buttons[button] = state;
    }
    if (rawDown) {
      // Up for the whole debounce window and down again: two presses even if no poll fell in between.
      if (state.down && state.upSince !== null && at - state.upSince >= this.tuning.debounceMs) {
        edges.push(this.edge({ kind: 'button', button }, 'release', state.upSince));
        state.down = false;
      }
      if (!state.down) edges.push(this.edge({ kind: 'button', button }, 'press', at));
      state.down = true;
      state.upSince = null;
      return;
    }
    if (!state.down) return;
    state.upSince ??= at;
    if (now - state.upSince >= this.tuning.debounceMs) {
      edges.push(this.edge({ kind: 'button', button }, 'release', state.upSince));
      state.down = false;
      state.upSince = null;
    }
  }

  private edge(control: Control, edge: EdgeType, at: number): Edge {
    return { device: this.device, control, edge, at };
  }
}
