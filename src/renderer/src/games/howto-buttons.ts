/** Each game's how-to-play buttons per step (binding row ids), by game id: the caption names them per device. */
import type { GameId } from '@shared/game';
import { COLORETTO_HOWTO_BUTTONS } from './coloretto/i18n/howto';
import { DICE_HOWTO_BUTTONS } from './dice/i18n/howto';
import { LIGRETTO_HOWTO_BUTTONS } from './ligretto/i18n/howto';

const BY_GAME: Readonly<Record<GameId, Readonly<Record<string, readonly string[]>>>> = {
  ligretto: LIGRETTO_HOWTO_BUTTONS,
  dice: DICE_HOWTO_BUTTONS,
  coloretto: COLORETTO_HOWTO_BUTTONS,
};

/** The binding rows a game's lesson step uses; none for a step or game without any. */
export function howtoButtons(game: GameId, step: string): readonly string[] {
  return (Object.hasOwn(BY_GAME, game) ? BY_GAME[game]?.[step] : undefined) ?? [];
}
