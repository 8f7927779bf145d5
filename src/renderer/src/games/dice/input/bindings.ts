/**
 * Ligretto Dice's pad and key actions (DICE.md "Controls"): each face button is one colour, "place a die of this
 * colour that fits" (the lowest field wins), a shoulder or trigger rerolls. The face buttons follow the colours the
 * common pads print on them (south green, east red, west blue, north yellow), so the map is easy to learn.
 */
import { DICE_COLORS, type DiceColor } from '@shared/games/dice/state';
import { dieForColor, type DiceView } from '@shared/games/dice/view';
import type { DiceIntent } from '@shared/games/dice/intent';
import { binding, BUTTON, type BindingRow, type GameInput, type InputAction } from '@renderer/input/index';

/** A Ligretto Dice action: place a die of a colour, or reroll every unplaced die (DP4). */
export type DiceAction = { readonly kind: 'place-color'; readonly color: DiceColor } | { readonly kind: 'reroll' };

const B = BUTTON;

/** The binding row id of a colour's button. */
export function colorRowId(color: DiceColor): string {
  return `game.dice.${color}`;
}

/** The binding row id of the reroll. */
export const REROLL_ROW = 'game.dice.reroll';

/**
 * Ligretto Dice's rows. Pads: A green, B red, X blue, Y yellow; LB, RB, LT and RT reroll (one shoulder is enough).
 * Keys: set 0 (left hand) A S D F for red yellow green blue and Space to reroll; set 1 (right hand) H J K L and M.
 */
export const DICE_ROWS: readonly BindingRow<DiceAction>[] = [
  binding(colorRowId('r'), 'game', { kind: 'place-color', color: 'r' }, B.east, [['KeyA'], ['KeyH']]),
  binding(colorRowId('y'), 'game', { kind: 'place-color', color: 'y' }, B.north, [['KeyS'], ['KeyJ']]),
  binding(colorRowId('g'), 'game', { kind: 'place-color', color: 'g' }, B.south, [['KeyD'], ['KeyK']]),
  binding(colorRowId('b'), 'game', { kind: 'place-color', color: 'b' }, B.west, [['KeyF'], ['KeyL']]),
  binding(REROLL_ROW, 'game', { kind: 'reroll' }, B.rightBumper, [['Space'], ['KeyM']]),
  binding('game.dice.reroll-left', 'game', { kind: 'reroll' }, B.leftBumper, [[], []]),
  binding('game.dice.reroll-lt', 'game', { kind: 'reroll' }, B.leftTrigger, [[], []]),
  binding('game.dice.reroll-rt', 'game', { kind: 'reroll' }, B.rightTrigger, [[], []]),
];

/** Whether an action from the hub is one of Ligretto Dice's. */
export function isDiceAction(action: InputAction): action is DiceAction {
  if (action.kind === 'reroll') return true;
  return action.kind === 'place-color' && 'color' in action && (DICE_COLORS as readonly unknown[]).includes(action.color);
}

/**
 * The intent an action asks for, seen from the seat's view: a colour press places that colour's die that fits the
 * lowest field; with none that fits it still sends a place of a die of that colour, which the engine refuses as
 * `no-fit` (F1 counts it like any wrong play). Null when the seat holds no die of that colour, and for a foreign action.
 */
export function diceIntentFor(action: InputAction | DiceAction, view: DiceView): DiceIntent | null {
  if (!isDiceAction(action)) return null;
  const player = view.seat;
  if (action.kind === 'reroll') return { player, do: 'reroll' };
  const die = dieForColor(view, action.color) ?? view.tray.find((d) => d.color === action.color)?.die;
  return die === undefined ? null : { player, do: 'place', die };
}

/** Ligretto Dice's input state: nothing per device (every button names its colour). */
export class DiceInput implements GameInput<DiceAction, DiceAction> {
  readonly rows = DICE_ROWS;
  resolve(_device: string, command: DiceAction): DiceAction {
    return command;
  }
  forget(): void {}
}
