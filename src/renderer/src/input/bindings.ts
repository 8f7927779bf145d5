/** The binding tables: which pad button, stick direction and keys trigger each action, and their hints. */
import type { Command, InputAction, InputMode, MenuAction } from './actions';
import type { DeviceRef, Direction, KeySet } from './devices';
import { BUTTON, buttonLabel, keyLabel, stickLabel } from './labels';

/** One row of a table: an action in one mode and every control that triggers it. */
export interface BindingRow<C extends Command = Command> {
  /** Stable name, used by the remap store and the hints ("game.stack", "menu.confirm"). */
  readonly id: string;
  readonly mode: InputMode;
  readonly command: C;
  /** Default standard-mapping button, or null when pads reach it another way (Ligretto's row slot 5: cursor + B). */
  readonly button: number | null;
  readonly stick: Direction | null;
  /** Key codes per key set; the first one is the hint, the rest are aliases. */
  readonly keys: readonly [readonly string[], readonly string[]];
}

/** A pad's remapped buttons: binding row id → button index, or null for "no button". */
export type ButtonOverrides = Readonly<Record<string, number | null>>;

/** Builds one binding row (games build theirs with it too). */
export function binding<C extends Command>(
  id: string,
  mode: InputMode,
  command: C,
  button: number | null,
  keys: BindingRow['keys'],
  stick: Direction | null = null,
): BindingRow<C> {
  return { id, mode, command, button, stick, keys };
}

const B = BUTTON;

/** Pause and the menu while a table runs: every game has them (Start / Esc / P, Back / Tab / [). */
export const SHARED_GAME_ROWS: readonly BindingRow<MenuAction>[] = [
  binding('game.pause', 'game', { kind: 'pause' }, B.start, [['Escape'], ['KeyP']]),
  binding('game.menu', 'game', { kind: 'menu' }, B.select, [['Tab'], ['BracketLeft']]),
];

/**
 * The menu rows. Key set 0 (left hand) and 1 (right hand) never share a key; Space, Enter, arrows, Esc and ⌫ are
 * the keyboard's menu keys for anyone, counted for the nearer hand's set. A game's rows keep the same two hands.
 */
export const MENU_ROWS: readonly BindingRow<MenuAction>[] = [
  binding('menu.confirm', 'menu', { kind: 'confirm' }, B.south, [['Space'], ['KeyM', 'Enter']]),
  binding('menu.back', 'menu', { kind: 'back' }, B.east, [
    ['KeyF', 'Escape'],
    ['KeyH', 'Backspace'],
  ]),
  binding('menu.up', 'menu', { kind: 'up' }, B.up, [['KeyW'], ['KeyI', 'ArrowUp']], 'up'),
  binding('menu.down', 'menu', { kind: 'down' }, B.down, [['KeyS'], ['KeyK', 'ArrowDown']], 'down'),
  binding('menu.left', 'menu', { kind: 'left' }, B.left, [['KeyA'], ['KeyJ', 'ArrowLeft']], 'left'),
  binding('menu.right', 'menu', { kind: 'right' }, B.right, [['KeyD'], ['KeyL', 'ArrowRight']], 'right'),
  binding('menu.pause', 'menu', { kind: 'pause' }, B.start, [['Backquote'], ['KeyP']]),
  binding('menu.menu', 'menu', { kind: 'menu' }, B.select, [['Tab'], ['BracketLeft']]),
];

/** The button that triggers a row on a pad with these overrides. */
export function buttonFor(r: BindingRow, overrides: ButtonOverrides = {}): number | null {
  const own = overrides[r.id];
  return own === undefined ? r.button : own;
}

/** One hint for the screens: the label of the control that triggers an action on this device. */
export interface Hint {
  readonly id: string;
  readonly mode: InputMode;
  readonly command: InputAction;
  /** The main control's label in the device's own language, '' when it has no direct control. */
  readonly label: string;
  /** Other controls that do the same (stick direction, alias keys). */
  readonly alternatives: readonly string[];
}

/** Every row live at once: a game's own rows (if any), then the shared pause and menu rows, then the menu rows. */
export class BindingTable {
  readonly rows: readonly BindingRow[];

  constructor(gameRows: readonly BindingRow[] = []) {
    this.rows = [...gameRows, ...SHARED_GAME_ROWS, ...MENU_ROWS];
  }

  /** A row by id. */
  row(id: string): BindingRow | undefined {
    return this.rows.find((r) => r.id === id);
  }

  /** The rows of one mode. */
  inMode(mode: InputMode): readonly BindingRow[] {
    return this.rows.filter((r) => r.mode === mode);
  }

  /** The row a pad button triggers in a mode, with this pad's overrides. */
  forButton(mode: InputMode, button: number, overrides: ButtonOverrides = {}): BindingRow | null {
    return this.inMode(mode).find((r) => buttonFor(r, overrides) === button) ?? null;
  }

  /** The row a left-stick direction triggers in a mode. */
  forStick(mode: InputMode, dir: Direction): BindingRow | null {
    return this.inMode(mode).find((r) => r.stick === dir) ?? null;
  }

  /** The row a key of a set triggers in a mode. */
  forKey(mode: InputMode, set: KeySet, code: string): BindingRow | null {
    return this.inMode(mode).find((r) => r.keys[set].includes(code)) ?? null;
  }

  /** The key set a key code belongs to, whatever the mode, or null for keys nothing here uses. */
  keySetOf(code: string): KeySet | null {
    for (const r of this.rows) {
      if (r.keys[0].includes(code)) return 0;
      if (r.keys[1].includes(code)) return 1;
    }
    return null;
  }

  /** The label of every action's control on a device, in table order (pads in their family's language). */
  hints(device: DeviceRef, overrides: ButtonOverrides = {}): readonly Hint[] {
    return this.rows.map((r) => {
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
  label(device: DeviceRef, id: string, overrides: ButtonOverrides = {}): string {
    return this.hints(device, overrides).find((h) => h.id === id)?.label ?? '';
  }
}

/** The table of the menus alone (no game's rows): what the lobby and the other menus read. */
export const MENU_TABLE = new BindingTable();

/** The menu hints of a device (the lobby's hint strip). */
export function hintsFor(device: DeviceRef, overrides: ButtonOverrides = {}): readonly Hint[] {
  return MENU_TABLE.hints(device, overrides);
}
