/** Friendly names a seat gets when nobody saved is free (issue 30), by language (the TV's for a pad, the phone's for a phone); no imports. */
export const FRIENDLY_NAMES = {
  en: ['Fox', 'Otter', 'Comet', 'Maple', 'Pixel', 'Robin', 'Tiger', 'Juniper', 'Badger', 'Nova', 'Pebble', 'Willow'],
  es: ['Zorro', 'Nutria', 'Cometa', 'Lince', 'Pícaro', 'Gorrión', 'Tigre', 'Canela', 'Tejón', 'Luna', 'Bellota', 'Sauce'],
  de: ['Fuchs', 'Otter', 'Komet', 'Ahorn', 'Pixel', 'Rotkehlchen', 'Tiger', 'Wacholder', 'Dachs', 'Nova', 'Kiesel', 'Weide'],
  is: ['Refur', 'Otur', 'Halastjarna', 'Lundi', 'Spói', 'Hrafn', 'Kisi', 'Birki', 'Selur', 'Stjarna', 'Steinn', 'Víðir'],
} as const;

/** A language with friendly names. */
export type FriendlyLanguage = keyof typeof FRIENDLY_NAMES;

/** The languages with friendly names. */
export const FRIENDLY_LANGUAGES = Object.keys(FRIENDLY_NAMES) as FriendlyLanguage[];
