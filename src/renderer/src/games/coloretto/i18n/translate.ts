/** Coloretto's translator: its own strings (`messages.ts`) and the shared ones, placeholders checked, in the TV's language. */
import { gameMessages } from '@renderer/i18n/game-strings';
import { MESSAGES } from './messages';

/** The text of a key in the TV's language: t('table.round', { n: 2 }). */
export const t = gameMessages(MESSAGES);
