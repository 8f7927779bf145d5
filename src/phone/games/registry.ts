/** The phone pads, by game id: the shared page (join, name, connection, reconnect) draws the pad of the view's game. */
import type { GameId } from '@shared/game';
import type { PhonePad } from './contract';
import { colorettoPad } from './coloretto/ColorettoPad';
import { ligrettoPad } from './ligretto/LigrettoPad';
import { dicePad } from './dice/DicePad';

export type { MountedPad, PadHost, PhonePad } from './contract';

/** Every game with a phone pad: a new game adds its `src/phone/games/<game>/` pad here (one line). */
export const PHONE_PADS: readonly PhonePad[] = [ligrettoPad, dicePad, colorettoPad];

/** The pad of a game, or null when it has none (the page then shows the waiting screen with the shared words). */
export function padFor(game: GameId): PhonePad | null {
  return PHONE_PADS.find((p) => p.game === game) ?? null;
}
