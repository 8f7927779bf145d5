/** What a press means: menu actions, game actions (RULES.md P1, P7, A1) and how they become intents. */
import type { Intent } from '@shared/games/ligretto/intent';

/** Which layer of bindings is live: menus (lobby, settings, pause) or the running table. */
export type InputMode = 'menu' | 'game';

/** The names of the menu actions. */
export type MenuActionKind = 'confirm' | 'back' | 'up' | 'down' | 'left' | 'right' | 'pause' | 'menu';

/** Every menu action name, in hint order. */
export const MENU_ACTION_KINDS: readonly MenuActionKind[] = ['confirm', 'back', 'up', 'down', 'left', 'right', 'pause', 'menu'];

/** A menu action; `pause` and `menu` also exist while the table runs. */
export type MenuAction = { readonly kind: MenuActionKind };

/** A game action, already resolved against the device's row cursor. */
export type GameAction =
  /** P1: play the top of the stack. */
  | { readonly kind: 'stack' }
  /** P1: play the top of the waste. */
  | { readonly kind: 'waste' }
  /** P7: turn three hand cards onto the waste. */
  | { readonly kind: 'flip' }
  /** P1: play a row card through its direct button. */
  | { readonly kind: 'row'; readonly slot: number }
  /** Move this device's row cursor one slot (wrapping); `slot` is where it now rests. */
  | { readonly kind: 'row-cursor'; readonly step: -1 | 1; readonly slot: number }
  /** P1: play the row card under the cursor. */
  | { readonly kind: 'row-at-cursor'; readonly slot: number }
  /** A1: place the stack top onto the row slot under the cursor. */
  | { readonly kind: 'stack-to-row'; readonly slot: number }
  /** A1: place the waste top onto the row slot under the cursor. */
  | { readonly kind: 'waste-to-row'; readonly slot: number };

/** Anything a device press can mean. */
export type InputAction = MenuAction | GameAction;

/** What a binding row triggers before the row cursor is applied. */
export type Command =
  | MenuAction
  | { readonly kind: 'stack' | 'waste' | 'flip' }
  | { readonly kind: 'row-at-cursor' | 'stack-to-row' | 'waste-to-row' }
  | { readonly kind: 'row'; readonly slot: number }
  | { readonly kind: 'row-cursor'; readonly step: -1 | 1 };

/** Whether an action is a menu action (true for pause and menu in either mode). */
export function isMenuAction(action: InputAction): action is MenuAction {
  return (MENU_ACTION_KINDS as readonly string[]).includes(action.kind);
}

/** The intent a game action asks the host for, or null for cursor moves and menu actions. */
export function intentFor(action: InputAction, player: number): Intent | null {
  switch (action.kind) {
    case 'stack':
    case 'waste':
    case 'flip':
      return { player, do: action.kind };
    case 'row':
    case 'row-at-cursor':
      return { player, do: 'row', slot: action.slot };
    case 'stack-to-row':
    case 'waste-to-row':
      return { player, do: action.kind, slot: action.slot };
    default:
      return null;
  }
}

/** Per-device row cursors: each rests on the last slot (the one without a direct pad button) until moved. */
export class RowCursors {
  private readonly slots = new Map<string, number>();
  private size = 5;

  /** The number of row slots in the running game (S3); resets every cursor to its resting slot. */
  setRowSize(size: number): void {
    this.size = Math.max(1, Math.floor(size));
    this.slots.clear();
  }

  /** The row size the cursors wrap at. */
  get rowSize(): number {
    return this.size;
  }

  /** Where a device's cursor is. */
  slotOf(key: string): number {
    return this.slots.get(key) ?? this.size - 1;
  }

  /** Moves a device's cursor one slot, wrapping at both ends, and returns the new slot. */
  move(key: string, step: -1 | 1): number {
    const next = (this.slotOf(key) + step + this.size) % this.size;
    this.slots.set(key, next);
    return next;
  }

  /** Forgets one device's cursor (a pad went away). */
  forget(key: string): void {
    this.slots.delete(key);
  }

  /** Turns a binding row's command into the action it means for this device now. */
  resolve(key: string, command: Command): InputAction {
    switch (command.kind) {
      case 'row-cursor':
        return { kind: 'row-cursor', step: command.step, slot: this.move(key, command.step) };
      case 'row-at-cursor':
      case 'stack-to-row':
      case 'waste-to-row':
        return { kind: command.kind, slot: this.slotOf(key) };
      default:
        return command;
    }
  }
}
