/** The toy game's TV translator over its four tables (no line in the shared message tables). */
import { gameStrings } from '@renderer/i18n/game-strings';
import { TOY_DE } from './de';
import { TOY_EN } from './en';
import { TOY_ES } from './es';
import { TOY_IS } from './is';

/** A toy string in the TV's language. */
export const tt = gameStrings({ en: TOY_EN, es: TOY_ES, de: TOY_DE, is: TOY_IS });
