/**
 * The name a seat gets the moment someone joins (issue 30), the one rule the pads on the TV and the phones' join page
 * use: the first saved person (most recent first) whom no seat has and no other join just claimed, else the first
 * friendly name of the language that nobody uses. Pure.
 */
import { nameKey } from './names';
import type { SavedPerson } from './saves-protocol';
import type { Seat } from './seats';
import { FRIENDLY_NAMES, type FriendlyLanguage } from './friendly-names';

export { FRIENDLY_LANGUAGES, FRIENDLY_NAMES, type FriendlyLanguage } from './friendly-names';

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
