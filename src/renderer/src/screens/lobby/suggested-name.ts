/** The name a seat gets the moment someone joins: a saved person nobody sits as, else a friendly unused name (no Pixi). */
import { nameKey } from '@shared/names';
import type { SavedPerson } from '@shared/saves-protocol';
import type { LobbyCommand } from '@shared/protocol';
import type { InputBinding, Seat } from '@shared/seats';
import { FRIENDLY_NAMES } from '../../i18n/first-minute-messages';
import { t, type Language } from '../../i18n/i18n';
import type { DeviceRef, Hint } from '../../input/index';
import { chipDevice } from './seat-chips';

/** A suggested name, with the saved person it belongs to (their colour and card back come along), or null for a friendly name. */
export interface Suggestion {
  readonly name: string;
  readonly person: SavedPerson | null;
}

/**
 * The name for the next person to sit: the first saved person (most recent first) whom no seat has and no other join
 * just claimed (`claimed`), else the first friendly name of the TV's language that nobody uses, else null (the host's
 * "Player n").
 */
export function suggestName(
  people: readonly SavedPerson[],
  seats: readonly Seat[],
  language: Language,
  claimed: readonly string[] = [],
): Suggestion | null {
  const taken = new Set([...seats.filter((s) => s.kind !== 'open').map((s) => s.name), ...claimed].map(nameKey));
  const person = people.find((p) => !taken.has(nameKey(p.name)));
  if (person) return { name: person.name, person };
  const friendly = FRIENDLY_NAMES[language].find((n) => !taken.has(nameKey(n)));
  return friendly === undefined ? null : { name: friendly, person: null };
}

/** The join command that seats a device at once under its suggested name (`seat`: a tapped slot). */
export function joinCommand(input: InputBinding, suggestion: Suggestion | null, seat?: number): LobbyCommand {
  return { op: 'join', input, ...(seat === undefined ? {} : { seat }), ...(suggestion ? { name: suggestion.name } : {}) };
}

/** The seat card's rename hint in the seated device's own label ("Start Rename", "P Rename"); null for bots, phones and open seats. */
export function renameHint(seat: Seat, hints: (device: DeviceRef) => readonly Hint[]): string | null {
  const device = seat.kind === 'person' ? chipDevice(seat) : null;
  if (device === null || device === 'phone') return null;
  const hint = hints(device).find((h) => h.id === 'menu.pause');
  const key = (device.kind === 'keys' ? hint?.alternatives.at(-1) : undefined) ?? hint?.label;
  return key ? t('lobby.rename', { key }) : null;
}
