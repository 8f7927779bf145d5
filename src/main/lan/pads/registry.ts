/**
 * The phone pads' views the LAN server builds, by game id: the built-in games' builders here, and every registered
 * game whose view contract builds its own (`padView` in `src/shared/games/<game>/contract.ts`).
 */
import { BUILT_IN_PHONE_PAD, GAME_CONTRACTS } from '@shared/games/contracts';
import type { GameViewContract } from '@shared/games/game-contract';
import { colorettoPhonePad } from './coloretto';
import { ligrettoPhonePad } from './ligretto';
import { dicePhonePad } from './dice';
import type { PhonePadOf } from './contract';

/** A contract's pad builder as the LAN server calls it: what it builds is checked against the game's pad schema. */
function contractPad(game: GameViewContract): PhonePadOf | null {
  const build = game.padView;
  if (!build) return null;
  return (snapshot, player) => {
    const parsed = BUILT_IN_PHONE_PAD.safeParse(build(snapshot, player));
    return parsed.success && parsed.data.game === game.id ? parsed.data : null;
  };
}

const contracts: readonly GameViewContract[] = GAME_CONTRACTS;
const fromContracts = contracts.flatMap((c): [string, PhonePadOf][] => {
  const pad = contractPad(c);
  return pad ? [[c.id, pad]] : [];
});

/** The games' phone pads, by game id (a game without one plays from phones with the shared page only). */
export const PHONE_PADS: Readonly<Record<string, PhonePadOf>> = {
  ...Object.fromEntries(fromContracts),
  ligretto: ligrettoPhonePad,
  dice: dicePhonePad,
  coloretto: colorettoPhonePad,
};
