/** The registration of every game's pad words (`games/<game>/i18n.ts`): a new game adds its table here. */
import { COLORETTO_PAD_TEXT } from '../games/coloretto/i18n';
import { DICE_PAD_TEXT } from '../games/dice/i18n';
import { LIGRETTO_PAD_TEXT } from '../games/ligretto/i18n';
import type { PhoneLanguage } from './languages';

/** Every game's pad words in English. */
const GAME_PAD_EN = { ...LIGRETTO_PAD_TEXT.en, ...DICE_PAD_TEXT.en, ...COLORETTO_PAD_TEXT.en };

/** A key of some game's pad words. */
export type GamePadKey = keyof typeof GAME_PAD_EN;

/** Every game's pad words, by language. */
export const GAME_PAD_TEXT: Readonly<Record<PhoneLanguage, Readonly<Record<GamePadKey, string>>>> = {
  en: GAME_PAD_EN,
  es: { ...LIGRETTO_PAD_TEXT.es, ...DICE_PAD_TEXT.es, ...COLORETTO_PAD_TEXT.es },
  de: { ...LIGRETTO_PAD_TEXT.de, ...DICE_PAD_TEXT.de, ...COLORETTO_PAD_TEXT.de },
  is: { ...LIGRETTO_PAD_TEXT.is, ...DICE_PAD_TEXT.is, ...COLORETTO_PAD_TEXT.is },
};
