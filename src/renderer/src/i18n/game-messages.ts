/** The i18n registration of every game's own strings: a new game adds its tables here. */
import { LIGRETTO_EN } from '@renderer/games/ligretto/i18n/en';
import { LIGRETTO_ES } from '@renderer/games/ligretto/i18n/es';
import { DICE_EN } from '@renderer/games/dice/i18n/en';
import { DICE_ES } from '@renderer/games/dice/i18n/es';
import { COLORETTO_EN } from '@renderer/games/coloretto/i18n/en';
import { COLORETTO_ES } from '@renderer/games/coloretto/i18n/es';

/** Every game's English strings. */
export const GAME_MESSAGES_EN = { ...LIGRETTO_EN, ...DICE_EN, ...COLORETTO_EN } as const;

/** Every game's Spanish strings. */
export const GAME_MESSAGES_ES: { readonly [K in keyof typeof GAME_MESSAGES_EN]: string } = {
  ...LIGRETTO_ES,
  ...DICE_ES,
  ...COLORETTO_ES,
};
