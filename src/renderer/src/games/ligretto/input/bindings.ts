/** Ligretto's pad and key actions (RULES.md P1, P7, A1), its binding rows and the intents they make. */
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import { binding, BUTTON, type BindingRow, type InputAction } from '@renderer/input/index';

/** What a Ligretto binding row triggers before the device's row cursor is applied. */
export type LigrettoCommand =
  | { readonly kind: 'stack' | 'waste' | 'flip' }
  | { readonly kind: 'row-at-cursor' | 'stack-to-row' | 'waste-to-row' }
  | { readonly kind: 'row'; readonly slot: number }
  | { readonly kind: 'row-cursor'; readonly step: -1 | 1 };

/** A Ligretto action, already resolved against the device's row cursor. */
export type LigrettoAction =
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

const B = BUTTON;

/**
 * Ligretto's rows. Pads: A waste, Y stack, X flip, B row at cursor, LB/RB/LT/RT row slots 1–4,
 * d-pad ←/→ cursor, ↑/↓ stack/waste onto the cursor slot (Start pause and Back menu are shared rows).
 * Key set 0 is the left hand, 1 the right; no key is in both.
 */
export const LIGRETTO_ROWS: readonly BindingRow<LigrettoCommand>[] = [
  binding('game.waste', 'game', { kind: 'waste' }, B.south, [['Space'], ['KeyM']]),
  binding('game.stack', 'game', { kind: 'stack' }, B.north, [['KeyQ'], ['KeyO']]),
  binding('game.flip', 'game', { kind: 'flip' }, B.west, [['KeyE'], ['KeyU']]),
  binding('game.row-at-cursor', 'game', { kind: 'row-at-cursor' }, B.east, [['KeyF'], ['KeyH']]),
  binding('game.row.0', 'game', { kind: 'row', slot: 0 }, B.leftBumper, [['Digit1'], ['Digit7']]),
  binding('game.row.1', 'game', { kind: 'row', slot: 1 }, B.rightBumper, [['Digit2'], ['Digit8']]),
  binding('game.row.2', 'game', { kind: 'row', slot: 2 }, B.leftTrigger, [['Digit3'], ['Digit9']]),
  binding('game.row.3', 'game', { kind: 'row', slot: 3 }, B.rightTrigger, [['Digit4'], ['Digit0']]),
  binding('game.row.4', 'game', { kind: 'row', slot: 4 }, null, [['Digit5'], ['Minus']]),
  binding('game.cursor-left', 'game', { kind: 'row-cursor', step: -1 }, B.left, [['KeyA'], ['KeyJ']], 'left'),
  binding('game.cursor-right', 'game', { kind: 'row-cursor', step: 1 }, B.right, [['KeyD'], ['KeyL']], 'right'),
  binding('game.stack-to-row', 'game', { kind: 'stack-to-row' }, B.up, [['KeyW'], ['KeyI']]),
  binding('game.waste-to-row', 'game', { kind: 'waste-to-row' }, B.down, [['KeyS'], ['KeyK']]),
];

const SLOTTED = ['row', 'row-at-cursor', 'stack-to-row', 'waste-to-row', 'row-cursor'] as const;

/** Whether an action from the hub is one of Ligretto's (a menu action or another game's is not). */
export function isLigrettoAction(action: InputAction): action is LigrettoAction {
  if (action.kind === 'stack' || action.kind === 'waste' || action.kind === 'flip') return true;
  if (!(SLOTTED as readonly string[]).includes(action.kind)) return false;
  return 'slot' in action && typeof action.slot === 'number';
}

/** The intent an action asks the host for, or null for cursor moves and anything that is not a Ligretto play. */
export function intentFor(action: InputAction | LigrettoAction, player: number): LigrettoIntent | null {
  if (!isLigrettoAction(action)) return null;
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
    case 'row-cursor':
      return null;
  }
}
