/** The one binding table: which pad button, stick direction and keys trigger each action, and its hints. */
import type { Command, InputMode } from './actions';
import type { DeviceRef, Direction, KeySet } from './devices';
import { BUTTON, buttonLabel, keyLabel, stickLabel } from './labels';

/** One row of the table: an action in one mode and every control that triggers it. */
export interface BindingRow {
  /** Stable name, used by the remap store and the hints ("game.stack", "menu.confirm"). */
  readonly id: string;
  readonly mode: InputMode;
  readonly command: Command;
  /** Default standard-mapping button, or null when pads reach it another way (row slot 5: cursor + B). */
  readonly button: number | null;
  readonly stick: Direction | null;
  /** Key codes per key set; the first one is the hint, the rest are aliases. */
  readonly keys: readonly [readonly string[], readonly string[]];
}

/** A pad's remapped buttons: binding row id → button index, or null for "no button". */
export type ButtonOverrides = Readonly<Record<string, number | null>>;

const B = BUTTON;

function row(
  id: string,
  mode: InputMode,
  command: Command,
  button: number | null,
  keys: BindingRow['keys'],
  stick: Direction | null = null,
): BindingRow {
  return { id, mode, command, button, stick, keys };
}

/**
 * Every binding. Pads: A waste, Y stack, X flip, B row at cursor, LB/RB/LT/RT row slots 1–4,
 * d-pad ←/→ cursor, ↑/↓ stack/waste onto the cursor slot, Start pause, Back menu.
 * Key set 0 (left hand) and 1 (right hand) never share a key; Space, Enter, arrows, Esc and ⌫ are
 * the keyboard's menu keys for anyone, counted for the nearer hand's set.
 */
export const BINDING_ROWS: readonly BindingRow[] = [
  row('game.waste', 'game', { kind: 'waste' }, B.south, [['Space'], ['KeyM']]),
  row('game.stack', 'game', { kind: 'stack' }, B.north, [['KeyQ'], ['KeyO']]),
  row('game.flip', 'game', { kind: 'flip' }, B.west, [['KeyE'], ['KeyU']]),
  row('game.row-at-cursor', 'game', { kind: 'row-at-cursor' }, B.east, [['KeyF'], ['KeyH']]),
  row('game.row.0', 'game', { kind: 'row', slot: 0 }, B.leftBumper, [['Digit1'], ['Digit7']]),
  row('game.row.1', 'game', { kind: 'row', slot: 1 }, B.rightBumper, [['Digit2'], ['Digit8']]),
  row('game.row.2', 'game', { kind: 'row', slot: 2 }, B.leftTrigger, [['Digit3'], ['Digit9']]),
  row('game.row.3', 'game', { kind: 'row', slot: 3 }, B.rightTrigger, [['Digit4'], ['Digit0']]),
  row('game.row.4', 'game', { kind: 'row', slot: 4 }, null, [['Digit5'], ['Minus']]),
  row('game.cursor-left', 'game', { kind: 'row-cursor', step: -1 }, B.left, [['KeyA'], ['KeyJ']], 'left'),
  row('game.cursor-right', 'game', { kind: 'row-cursor', step: 1 }, B.right, [['KeyD'], ['KeyL']], 'right'),
  row('game.stack-to-row', 'game', { kind: 'stack-to-row' }, B.up, [['KeyW'], ['KeyI']]),
  row('game.waste-to-row', 'game', { kind: 'waste-to-row' }, B.down, [['KeyS'], ['KeyK']]),
  row('game.pause', 'game', { kind: 'pause' }, B.start, [['Escape'], ['KeyP']]),
  row('game.menu', 'game', { kind: 'menu' }, B.select, [['Tab'], ['BracketLeft']]),
  row('menu.confirm', 'menu', { kind: 'confirm' }, B.south, [['Space'], ['KeyM', 'Enter']]),
  row('menu.back', 'menu', { kind: 'back' }, B.east, [
    ['KeyF', 'Escape'],
    ['KeyH', 'Backspace'],
  ]),
  row('menu.up', 'menu', { kind: 'up' }, B.up, [['KeyW'], ['KeyI', 'ArrowUp']], 'up'),
  row('menu.down', 'menu', { kind: 'down' }, B.down, [['KeyS'], ['KeyK', 'ArrowDown']], 'down'),
  row('menu.left', 'menu', { kind: 'left' }, B.left, [['KeyA'], ['KeyJ', 'ArrowLeft']], 'left'),
  row('menu.right', 'menu', { kind: 'right' }, B.right, [['KeyD'], ['KeyL', 'ArrowRight']], 'right'),
  row('menu.pause', 'menu', { kind: 'pause' }, B.start, [['Backquote'], ['KeyP']]),
  row('menu.menu', 'menu', { kind: 'menu' }, B.select, [['Tab'], ['BracketLeft']]),
];

/** The rows of one mode. */
export function rowsFor(mode: InputMode): readonly BindingRow[] {
  return BINDING_ROWS.filter((r) => r.mode === mode);
}

/** A row by id. */
export function bindingRow(id: string): BindingRow | undefined {
  return BINDING_ROWS.find((r) => r.id === id);
}

/** The button that triggers a row on a pad with these overrides. */
export function buttonFor(r: BindingRow, overrides: ButtonOverrides = {}): number | null {
  const own = overrides[r.id];
  return own === undefined ? r.button : own;
}

/** The row a pad button triggers in a mode, with this pad's overrides. */
export function rowForButton(mode: InputMode, button: number, overrides: ButtonOverrides = {}): BindingRow | null {
  return rowsFor(mode).find((r) => buttonFor(r, overrides) === button) ?? null;
}

/** The row a left-stick direction triggers in a mode. */
export function rowForStick(mode: InputMode, dir: Direction): BindingRow | null {
  return rowsFor(mode).find((r) => r.stick === dir) ?? null;
}

/** The key set a key code belongs to, whatever the mode, or null for keys the game does not use. */
export function keySetOf(code: string): KeySet | null {
  for (const r of BINDING_ROWS) {
    if (r.keys[0].includes(code)) return 0;
    if (r.keys[1].includes(code)) return 1;
  }
  return null;
}

/** The row a key of a set triggers in a mode. */
export function rowForKey(mode: InputMode, set: KeySet, code: string): BindingRow | null {
  return rowsFor(mode).find((r) => r.keys[set].includes(code)) ?? null;
}

/** One hint for the screens: the label of the control that triggers an action on this device. */
export interface Hint {
  readonly id: string;
  readonly mode: InputMode;
  readonly command: Command;
  /** The main control's label in the device's own language, '' when it has no direct control. */
  readonly label: string;
  /** Other controls that do the same (stick direction, alias keys). */
  readonly alternatives: readonly string[];
}

/** The label of every action's control on a device, in table order (pads in their family's language). */
export function hintsFor(device: DeviceRef, overrides: ButtonOverrides = {}): readonly Hint[] {
  return BINDING_ROWS.map((r) => {
    if (device.kind === 'keys') {
      const [first, ...rest] = r.keys[device.set].map(keyLabel);
      return { id: r.id, mode: r.mode, command: r.command, label: first ?? '', alternatives: rest };
    }
    const button = buttonFor(r, overrides);
    const stick = r.stick ? [stickLabel(device.family, r.stick)] : [];
    return {
      id: r.id,
      mode: r.mode,
      command: r.command,
      label: button === null ? '' : buttonLabel(device.family, button),
      alternatives: stick,
    };
  });
}

/** The label of one row on a device ('' when unbound). */
export function hintLabel(device: DeviceRef, id: string, overrides: ButtonOverrides = {}): string {
  return hintsFor(device, overrides).find((h) => h.id === id)?.label ?? '';
}
