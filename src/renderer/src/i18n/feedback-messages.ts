/** The play feedback's words every real-time game's table shows (src/renderer/src/games/play-feedback.ts), spread into every table. */
import { stringTables } from '@shared/string-tables';

/** These strings in each language (`stringTables` checks every language has English's keys). */
export const {
  en: FEEDBACK_MESSAGES_EN,
  es: FEEDBACK_MESSAGES_ES,
  de: FEEDBACK_MESSAGES_DE,
  is: FEEDBACK_MESSAGES_IS,
} = stringTables({
  en: {
    'table.tooSlow': 'too slow!',
    'table.tooSlowWho': '{name}: too slow!',
  },
  es: {
    'table.tooSlow': '¡demasiado lento!',
    'table.tooSlowWho': '{name}: ¡demasiado lento!',
  },
  de: {
    'table.tooSlow': 'zu langsam!',
    'table.tooSlowWho': '{name}: zu langsam!',
  },
  is: {
    'table.tooSlow': 'of seint!',
    'table.tooSlowWho': '{name}: of seint!',
  },
});
