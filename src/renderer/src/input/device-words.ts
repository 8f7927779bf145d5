/** How a seat's own device is named in on-screen instructions: its confirm button, and how it comes back when lost. */
import type { InputBinding } from '@shared/seats';
import { t } from '../i18n/i18n';
import { BUTTON, buttonLabel, keyLabel } from './labels';
import { padFamily } from './devices';

/** The confirm key of each key set (menu.confirm's first key of that hand). */
const CONFIRM_KEYS = ['Space', 'KeyM'] as const;

/** The pad's id string without the slot prefix ("0#Xbox …" -> "Xbox …"). */
function padName(id: string): string {
  const hash = id.indexOf('#');
  return hash === -1 ? id : id.slice(hash + 1);
}

/** What the seat presses to confirm, in its device's own words: "A" (Xbox), "✕", "B" (Nintendo), "Space", "phone". */
export function confirmWord(input: InputBinding | null): string {
  if (input === null) return t('device.confirm.any');
  switch (input.kind) {
    case 'pad':
    case 'native':
      return buttonLabel(padFamily(padName(input.id)), BUTTON.south);
    case 'keys':
      return keyLabel(CONFIRM_KEYS[input.set] ?? 'Space');
    case 'phone':
      return t('device.confirm.phone');
  }
}

/** How a lost controller comes back, said for its kind of device. */
export function comeBackWords(input: InputBinding | null): string {
  if (input === null) return '';
  switch (input.kind) {
    case 'pad':
    case 'native':
      return t('lost.how.pad', { button: confirmWord(input) });
    case 'keys':
      return t('lost.how.keys', { key: confirmWord(input), n: input.set + 1 });
    case 'phone':
      return t('lost.how.phone');
  }
}
