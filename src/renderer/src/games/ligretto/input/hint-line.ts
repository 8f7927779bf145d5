/** The short button-hint line shown in a seat's area of the table. */
import { t } from '@renderer/games/ligretto/i18n/translate';
import { joinRuns, type Hint } from '@renderer/input/index';
import { rowSizeFor } from '@shared/games/ligretto/options';
import type { MatchOptions } from '@shared/seats';

/** Between two controls of the line: a dot in thin spaces, so the whole line fits a 12-player area at full size. */
export const HINT_SEP = '\u2009·\u2009';

const HINT_ORDER: readonly [string, () => string][] = [
  ['game.stack', () => t('hint.stack')],
  ['game.waste', () => t('hint.waste')],
  ['game.flip', () => t('hint.flip')],
];

/**
 * One compact hint line for the table, naming only the row slots the table has: "Y Stack · A Waste · X Flip · LB RB LT
 * Row" with three slots (the buttons of a fourth and fifth slot would point at nothing), "… LB RB LT RT B Row" with
 * five on a pad (B plays the card under the cursor, the fifth slot's only way).
 */
export function hintLine(hints: readonly Hint[], advanced: boolean, rowSlots: number): string {
  const label = (id: string): string => hints.find((h) => h.id === id)?.label ?? '';
  const parts = HINT_ORDER.map(([id, name]) => `${label(id)} ${name()}`);
  const slots = Array.from({ length: Math.max(0, Math.min(5, rowSlots)) }, (_, i) => label(`game.row.${i}`));
  // The cursor's button is named only when a slot has no button of its own (a pad's fifth slot): a short line stays big.
  const cursor = slots.every((l) => l !== '') ? [] : [label('game.row-at-cursor')];
  const rows = [...slots, ...cursor].filter((l) => l !== '');
  parts.push(`${joinRuns(rows)} ${t('hint.row')}`);
  if (advanced) parts.push(`${label('game.stack-to-row')}${label('game.waste-to-row')} ${t('hint.stackToRow')}`);
  return parts.join(HINT_SEP);
}

/** A seat's keys for its lobby chip: the table's line with the row slots this many players get (S3). */
export function seatKeysLine(hints: readonly Hint[], options: MatchOptions, players: number): string {
  const own = options.games.ligretto;
  return hintLine(hints, own.advancedRow, rowSizeFor(own.rowSize, Math.max(2, players)));
}
