/** The play feedback's words every real-time game's table shows (src/renderer/src/games/play-feedback.ts), spread into every table. */

/** English. */
export const FEEDBACK_MESSAGES_EN = {
  'table.tooSlow': 'too slow!',
  'table.tooSlowWho': '{name}: too slow!',
} as const;

/** A table of the feedback words in another language: every English key, a string each. */
type FeedbackTable = { readonly [K in keyof typeof FEEDBACK_MESSAGES_EN]: string };

/** Spanish. */
export const FEEDBACK_MESSAGES_ES: FeedbackTable = {
  'table.tooSlow': '¡demasiado lento!',
  'table.tooSlowWho': '{name}: ¡demasiado lento!',
};

/** German. */
export const FEEDBACK_MESSAGES_DE: FeedbackTable = {
  'table.tooSlow': 'zu langsam!',
  'table.tooSlowWho': '{name}: zu langsam!',
};

/** Icelandic. */
export const FEEDBACK_MESSAGES_IS: FeedbackTable = {
  'table.tooSlow': 'of seint!',
  'table.tooSlowWho': '{name}: of seint!',
};
