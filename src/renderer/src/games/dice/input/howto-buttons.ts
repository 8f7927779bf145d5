/** Ligretto Dice's how-to-play buttons per lesson step (docs/howto.md): the binding rows each caption names. */
import { colorRowId, REROLL_ROW } from './bindings';

/** The buttons each step uses (binding row ids). */
export const DICE_HOWTO_BUTTONS: Readonly<Record<string, readonly string[]>> = {
  roll: [],
  place: [colorRowId('r'), colorRowId('y'), colorRowId('g'), colorRowId('b')],
  reroll: [REROLL_ROW],
  finish: [colorRowId('r'), colorRowId('y'), colorRowId('g'), colorRowId('b')],
  score: [],
};
