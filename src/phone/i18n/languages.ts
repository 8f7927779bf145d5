/** The languages the phone page speaks (the TV's four), kept apart so every table of words can name them. */

/** The languages the phone speaks, as BCP 47 primary subtags. */
export const PHONE_LANGUAGES = ['en', 'es', 'de', 'is'] as const;

/** One of them. */
export type PhoneLanguage = (typeof PHONE_LANGUAGES)[number];
