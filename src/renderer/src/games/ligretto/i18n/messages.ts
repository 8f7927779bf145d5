/**
 * Ligretto's TV strings in the four languages, its table's and its how-to-play captions: the TV's tables merge them (found
 * by src/renderer/src/i18n/i18n.ts at build time), and the game's own code reads them through `translate.ts`.
 */
import { stringTables } from '@shared/string-tables';
import { LIGRETTO_DE } from './de';
import { LIGRETTO_EN } from './en';
import { LIGRETTO_ES } from './es';
import { LIGRETTO_HOWTO_DE, LIGRETTO_HOWTO_EN, LIGRETTO_HOWTO_ES, LIGRETTO_HOWTO_IS } from './howto';
import { LIGRETTO_IS } from './is';

/** Every language's table of Ligretto's strings. */
export const MESSAGES = stringTables({
  en: { ...LIGRETTO_EN, ...LIGRETTO_HOWTO_EN },
  es: { ...LIGRETTO_ES, ...LIGRETTO_HOWTO_ES },
  de: { ...LIGRETTO_DE, ...LIGRETTO_HOWTO_DE },
  is: { ...LIGRETTO_IS, ...LIGRETTO_HOWTO_IS },
});
