/** Which device drives a seat and the short button-hint line shown in that seat's area. */
import type { InputBinding, Seat } from '@shared/seats';
import { t } from '../../i18n/i18n';
import { isBoundTo, keysDevice, padDevice, type DeviceRef, type Hint } from '../../input/index';

/** The device a seat's binding names (pads: "index#id"), or null for bots, phones and open seats. */
export function deviceOfBinding(binding: InputBinding | null): DeviceRef | null {
  if (!binding) return null;
  if (binding.kind === 'keys') return keysDevice(binding.set === 1 ? 1 : 0);
  if (binding.kind !== 'pad') return null;
  const hash = binding.id.indexOf('#');
  const index = Number(binding.id.slice(0, hash));
  return Number.isInteger(index) && hash > 0 ? padDevice(index, binding.id.slice(hash + 1)) : null;
}

/** The seat a device drives, or -1. */
export function seatOfDevice(seats: readonly Seat[], device: DeviceRef): number {
  return seats.findIndex((s) => s.kind === 'person' && isBoundTo(s.input, device));
}

const HINT_ORDER: readonly [string, () => string][] = [
  ['game.stack', () => t('hint.stack')],
  ['game.waste', () => t('hint.waste')],
  ['game.flip', () => t('hint.flip')],
];

/** One compact hint line for the table: "Y Stack · A Waste · X Flip · LB RB LT RT B Row". */
export function hintLine(hints: readonly Hint[], advanced: boolean): string {
  const label = (id: string): string => hints.find((h) => h.id === id)?.label ?? '';
  const parts = HINT_ORDER.map(([id, name]) => `${label(id)} ${name()}`);
  const rows = ['game.row.0', 'game.row.1', 'game.row.2', 'game.row.3', 'game.row.4', 'game.row-at-cursor']
    .map(label)
    .filter((l) => l !== '');
  parts.push(`${rows.join(' ')} ${t('hint.row')}`);
  if (advanced) parts.push(`${label('game.stack-to-row')}${label('game.waste-to-row')} ${t('hint.stackToRow')}`);
  return parts.join(' · ');
}
