/**
 * The name a seat gets the moment someone joins (issue 30), the one rule the pads on the TV and the phones' join page
 * use: the first saved person (most recent first) whom no seat has and no other join just claimed, else the first
 * friendly name of the language that nobody uses. Pure.
 */
import { nameKey } from './names';
import type { SavedPerson } from './saves-protocol';
import type { Seat } from './seats';

/** Friendly names a seat gets when nobody saved is free, in each language (the TV's language picks the list for a pad, the phone's for a phone). */
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

/** A suggested name, with the saved person it belongs to (their colour and card back come along), or null for a friendly name. */
export interface Suggestion {
  readonly name: string;
  readonly person: SavedPerson | null;
}

/**
 * The name for the next person to sit: the first saved person (most recent first) whom no seat has and no other join
 * just claimed (`claimed`), else the first friendly name of `language` that nobody uses, else null (the host's
 * "Player n").
 */
export function suggestName(
  people: readonly SavedPerson[],
  seats: readonly Seat[],
  language: FriendlyLanguage,
  claimed: readonly string[] = [],
): Suggestion | null {
  const taken = new Set([...seats.filter((s) => s.kind !== 'open').map((s) => s.name), ...claimed].map(nameKey));
  const person = people.find((p) => !taken.has(nameKey(p.name)));
  if (person) return { name: person.name, person };
  const friendly = FRIENDLY_NAMES[language].find((n) => !taken.has(nameKey(n)));
  return friendly === undefined ? null : { name: friendly, person: null };
}
