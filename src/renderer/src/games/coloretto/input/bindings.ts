/** Coloretto's pad and key actions (COLORETTO.md "Controls"): a row cursor, A to draw then place, Y to take the row. */
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { binding, BUTTON, type BindingRow, type InputAction } from '@renderer/input/index';

/** What a Coloretto binding row triggers before the device's row cursor is applied. */
export type ColorettoCommand =
  { readonly kind: 'coloretto-act' } | { readonly kind: 'coloretto-take' } | { readonly kind: 'coloretto-cursor'; readonly step: -1 | 1 };

/** A Coloretto action, resolved against the device's row cursor (`row`: where the cursor rests). */
export type ColorettoAction =
  /** KT1: draw the top card, or place the drawn card in the row under the cursor. */
  | { readonly kind: 'coloretto-act'; readonly row: number }
  /** KT2: take the row under the cursor. */
  | { readonly kind: 'coloretto-take'; readonly row: number }
  /** The cursor moved; `row` is where it now rests. */
  | { readonly kind: 'coloretto-cursor'; readonly step: -1 | 1; readonly row: number };

const B = BUTTON;

/**
 * Coloretto's rows. Pads: d-pad ←/→ (or the stick) moves the cursor, A draws and then places, Y takes the row. The key
 * sets keep Ligretto's hands: A/D, Space, Q for the left; J/L, M, O for the right.
 */
export const COLORETTO_ROWS: readonly BindingRow<ColorettoCommand>[] = [
  binding('coloretto.act', 'game', { kind: 'coloretto-act' }, B.south, [['Space'], ['KeyM']]),
  binding('coloretto.take', 'game', { kind: 'coloretto-take' }, B.north, [['KeyQ'], ['KeyO']]),
  binding('coloretto.left', 'game', { kind: 'coloretto-cursor', step: -1 }, B.left, [['KeyA'], ['KeyJ']], 'left'),
  binding('coloretto.right', 'game', { kind: 'coloretto-cursor', step: 1 }, B.right, [['KeyD'], ['KeyL']], 'right'),
];

/** Whether an action from the hub is one of Coloretto's. */
export function isColorettoAction(action: InputAction): action is ColorettoAction {
  return (
    (action.kind === 'coloretto-act' || action.kind === 'coloretto-take' || action.kind === 'coloretto-cursor') &&
    'row' in action &&
    typeof action.row === 'number'
  );
}

/**
 * The intent an action asks for: A draws when the seat holds no drawn card and places it in the cursor's row when it
 * does; Y takes the cursor's row; cursor moves ask nothing. The engine judges the rest (a wrong turn, a full row).
 */
export function colorettoIntentFor(action: InputAction | ColorettoAction, player: number, game: ColorettoState): ColorettoIntent | null {
  if (!isColorettoAction(action)) return null;
  switch (action.kind) {
    case 'coloretto-act':
      return game.turn === player && game.drawn !== null ? { player, do: 'place', row: action.row } : { player, do: 'draw' };
    case 'coloretto-take':
      return { player, do: 'take', row: action.row };
    case 'coloretto-cursor':
      return null;
  }
}
