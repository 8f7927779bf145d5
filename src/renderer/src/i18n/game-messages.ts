/** The i18n registration of every game's own strings, in every language: a new game adds its tables here. */
import { LIGRETTO_EN } from '@renderer/games/ligretto/i18n/en';
import { LIGRETTO_ES } from '@renderer/games/ligretto/i18n/es';
import { DICE_EN } from '@renderer/games/dice/i18n/en';
import { DICE_ES } from '@renderer/games/dice/i18n/es';
import { COLORETTO_EN } from '@renderer/games/coloretto/i18n/en';
import { COLORETTO_ES } from '@renderer/games/coloretto/i18n/es';
import { LIGRETTO_DE } from '@renderer/games/ligretto/i18n/de';
import { LIGRETTO_IS } from '@renderer/games/ligretto/i18n/is';
import { DICE_DE } from '@renderer/games/dice/i18n/de';
import { DICE_IS } from '@renderer/games/dice/i18n/is';
import { COLORETTO_DE } from '@renderer/games/coloretto/i18n/de';
import { COLORETTO_IS } from '@renderer/games/coloretto/i18n/is';
import { LIGRETTO_HOWTO_DE, LIGRETTO_HOWTO_EN, LIGRETTO_HOWTO_ES, LIGRETTO_HOWTO_IS } from '@renderer/games/ligretto/i18n/howto';
import { DICE_HOWTO_DE, DICE_HOWTO_EN, DICE_HOWTO_ES, DICE_HOWTO_IS } from '@renderer/games/dice/i18n/howto';
import { COLORETTO_HOWTO_DE, COLORETTO_HOWTO_EN, COLORETTO_HOWTO_ES, COLORETTO_HOWTO_IS } from '@renderer/games/coloretto/i18n/howto';

/** Every game's English strings. */
export const GAME_MESSAGES_EN = {
  ...LIGRETTO_EN,
  ...DICE_EN,
  ...COLORETTO_EN,
  ...LIGRETTO_HOWTO_EN,
  ...DICE_HOWTO_EN,
  ...COLORETTO_HOWTO_EN,
} as const;

/** A complete table of every game's strings for another language. */
export type GameMessages = { readonly [K in keyof typeof GAME_MESSAGES_EN]: string };

/** Every game's Spanish strings. */
export const GAME_MESSAGES_ES: GameMessages = {
  ...LIGRETTO_ES,
  ...DICE_ES,
  ...COLORETTO_ES,
  ...LIGRETTO_HOWTO_ES,
  ...DICE_HOWTO_ES,
  ...COLORETTO_HOWTO_ES,
};

/** Every game's German strings. */
export const GAME_MESSAGES_DE: GameMessages = {
  ...LIGRETTO_DE,
  ...DICE_DE,
  ...COLORETTO_DE,
  ...LIGRETTO_HOWTO_DE,
  ...DICE_HOWTO_DE,
  ...COLORETTO_HOWTO_DE,
};

/** Every game's Icelandic strings. */
export const GAME_MESSAGES_IS: GameMessages = {
  ...LIGRETTO_IS,
  ...DICE_IS,
  ...COLORETTO_IS,
  ...LIGRETTO_HOWTO_IS,
  ...DICE_HOWTO_IS,
  ...COLORETTO_HOWTO_IS,
};
