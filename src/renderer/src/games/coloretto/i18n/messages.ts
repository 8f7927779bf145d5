/**
 * Coloretto's TV strings in the four languages, its table's and its how-to-play captions: the TV's tables merge them (found
 * by src/renderer/src/i18n/i18n.ts at build time), and the game's own code reads them through `translate.ts`.
 */
import { stringTables } from '@shared/string-tables';
import { COLORETTO_DE } from './de';
import { COLORETTO_EN } from './en';
import { COLORETTO_ES } from './es';
import { COLORETTO_HOWTO_DE, COLORETTO_HOWTO_EN, COLORETTO_HOWTO_ES, COLORETTO_HOWTO_IS } from './howto';
import { COLORETTO_IS } from './is';

/** Every language's table of Coloretto's strings. */
export const MESSAGES = stringTables({
  en: { ...COLORETTO_EN, ...COLORETTO_HOWTO_EN },
  es: { ...COLORETTO_ES, ...COLORETTO_HOWTO_ES },
  de: { ...COLORETTO_DE, ...COLORETTO_HOWTO_DE },
  is: { ...COLORETTO_IS, ...COLORETTO_HOWTO_IS },
});
