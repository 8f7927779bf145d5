/** The phone pads' views the LAN server builds, by game id: a new game with a phone pad adds one line here. */
import type { BuiltInPhonePad } from '@shared/games/contracts';
import type { Snapshot } from '@shared/protocol';
import { colorettoPhonePad } from './coloretto';
import { ligrettoPhonePad } from './ligretto';
import { dicePhonePad } from './dice';

/** A game's pad view for one engine player of the snapshot's match, or null when there is none to show. */
export type PhonePadOf<P extends BuiltInPhonePad = BuiltInPhonePad> = (snapshot: Snapshot<unknown>, player: number) => P | null;

/** The built-in games' phone pads, by game id (a game without one plays from phones with the shared page only). */
export const PHONE_PADS: Readonly<Record<string, PhonePadOf>> = {
  ligretto: ligrettoPhonePad,
  dice: dicePhonePad,
  coloretto: colorettoPhonePad,
};
