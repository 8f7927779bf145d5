/**
 * Ligretto Dice's TV strings in the four languages, its table's and its how-to-play captions: the TV's tables merge them (found
 * by src/renderer/src/i18n/i18n.ts at build time), and the game's own code reads them through `translate.ts`.
 */
import { stringTables } from '@shared/string-tables';
import { DICE_DE } from './de';
import { DICE_EN } from './en';
import { DICE_ES } from './es';
import { DICE_HOWTO_DE, DICE_HOWTO_EN, DICE_HOWTO_ES, DICE_HOWTO_IS } from './howto';
import { DICE_IS } from './is';

/** Every language's table of Ligretto Dice's strings. */
export const MESSAGES = stringTables({
  en: { ...DICE_EN, ...DICE_HOWTO_EN },
  es: { ...DICE_ES, ...DICE_HOWTO_ES },
  de: { ...DICE_DE, ...DICE_HOWTO_DE },
  is: { ...DICE_IS, ...DICE_HOWTO_IS },
});
