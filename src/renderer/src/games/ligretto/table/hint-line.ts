/** The short button-hint line shown in a seat's area of the table. */
import { t } from '@renderer/i18n/i18n';
import type { Hint } from '@renderer/input/index';

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
