/** The button hint line under a dice seat's tray (and on its lobby chip), in its own device's labels. */
import { t } from '@renderer/games/dice/i18n/translate';
import type { Hint } from '@renderer/input/index';
import { colorRowId, REROLL_ROW } from './bindings';

/** The colour-blind symbol of each colour as text (the same shapes the dice carry). */
const SYMBOL = { r: '●', y: '▲', g: '■', b: '◆' } as const;

/** A seat's button map in its own device's labels: "B● Y▲ A■ X◆ · RB Reroll". */
export function diceHintLine(hints: readonly Hint[]): string {
  const label = (id: string): string => hints.find((h) => h.id === id)?.label ?? '';
  const colours = (['r', 'y', 'g', 'b'] as const).map((c) => `${label(colorRowId(c))}${SYMBOL[c]}`).join(' ');
  return `${colours} · ${label(REROLL_ROW)} ${t('dice.hint.reroll')}`;
}
