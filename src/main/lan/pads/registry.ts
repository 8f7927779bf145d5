/** The phone pads' views the LAN server builds, by game id: a new game with a phone pad adds one line here. */
import { colorettoPhonePad } from './coloretto';
import { ligrettoPhonePad } from './ligretto';
import { dicePhonePad } from './dice';
import type { PhonePadOf } from './contract';

/** The built-in games' phone pads, by game id (a game without one plays from phones with the shared page only). */
export const PHONE_PADS: Readonly<Record<string, PhonePadOf>> = {
  ligretto: ligrettoPhonePad,
  dice: dicePhonePad,
  coloretto: colorettoPhonePad,
};
