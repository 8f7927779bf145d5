/** The name a seat gets the moment someone joins: a saved person nobody sits as, else a friendly unused name (no Pixi). */
import type { LobbyCommand } from '@shared/protocol';
import type { InputBinding, Seat } from '@shared/seats';
import type { Suggestion } from '@shared/suggested-name';
import { t } from '../../i18n/i18n';
import type { DeviceRef, Hint } from '../../input/index';
import { chipDevice } from './seat-chips';

// The rule itself is shared with the host, which suggests a phone's name on its join page (issue 30).
export { suggestName, type Suggestion } from '@shared/suggested-name';

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
