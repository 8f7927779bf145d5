/** Ligretto's own labels: card colours, its rule values, the rules summary, rejections and the countdown's start call. */
import type { Color } from '@shared/games/ligretto/cards';
import type { RejectReason } from '@shared/games/ligretto/intent';
import type { BlockadeRule, RowSizeRule } from '@shared/games/ligretto/options';
import type { LigrettoLobbyOptions } from '@shared/games/ligretto/options';
import { t } from '@renderer/games/ligretto/i18n/translate';
import { countText, roundsLabel } from '@renderer/i18n/labels';

/** A card colour's name, e.g. "Red" for 'r'. */
export function cardColorLabel(color: Color): string {
  return t(`card.${color}`);
}

/** The row size rule's value name, e.g. "Large table". */
export function rowSizeLabel(rule: RowSizeRule): string {
  return t(`rules.rowSize.${rule}`);
}

/** The blockade rule's value name, e.g. "Reshuffle". */
export function blockadeLabel(rule: BlockadeRule): string {
  return t(`rules.blockade.${rule}`);
}

/** The advanced row rule's value name. */
export function advancedRowLabel(on: boolean): string {
  return t(on ? 'rules.advancedRow.on' : 'rules.advancedRow.off');
}

/** Every Ligretto lobby option as [name, value] pairs, in lobby order, for a rules summary. */
export function matchOptionLabels(options: LigrettoLobbyOptions): [string, string][] {
  return [
    [t('rules.rowSize'), rowSizeLabel(options.rowSize)],
    [t('rules.target'), countText('count.points', options.target)],
    [t('rules.rounds'), roundsLabel(options.rounds)],
    [t('rules.blockade'), blockadeLabel(options.blockade)],
    [t('rules.advancedRow'), advancedRowLabel(options.advancedRow)],
  ];
}

/** A short on-screen reason for a refused move, e.g. "No pile fits". */
export function rejectLabel(reason: RejectReason): string {
  return t(`reject.${reason}`);
}

/** The countdown text for the seconds left (rounded up): "3", "2", "1", then the start call at 0. */
export function countdownLabel(secondsLeft: number): string {
  const whole = Math.ceil(secondsLeft);
  if (whole >= 3) return t('countdown.3');
  if (whole === 2) return t('countdown.2');
  if (whole === 1) return t('countdown.1');
  return t('countdown.go');
}
