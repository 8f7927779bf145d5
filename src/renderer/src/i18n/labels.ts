/** Names for the shared game vocabulary (bot levels, colours, backs, rule values, rejections). */
import type { Color } from '@shared/games/ligretto/cards';
import type { RejectReason } from '@shared/games/ligretto/intent';
import type { BlockadeRule, RowSizeRule } from '@shared/games/ligretto/options';
import { CARD_BACKS, PLAYER_COLORS, type BotLevelName, type MatchOptions } from '@shared/seats';
import { formatList, t, type Language, translate } from './i18n';

type PlayerColorName = Lowercase<(typeof PLAYER_COLORS)[number]['name']>;
type CardBack = (typeof CARD_BACKS)[number];

/** The key naming a bot level; the template type proves every level has one. */
export function botLevelKey(level: BotLevelName): `bot.${BotLevelName}` {
  return `bot.${level}`;
}

/** A bot level's name, e.g. "Expert". */
export function botLevelLabel(level: BotLevelName): string {
  return t(botLevelKey(level));
}

/** The name of a player colour by its PLAYER_COLORS index, e.g. "Coral"; '' for a bad index. */
export function playerColorLabel(index: number): string {
  const entry = PLAYER_COLORS[index];
  if (!entry) return '';
  return t(`color.${entry.name.toLowerCase() as PlayerColorName}`);
}

/** The name of a card back by its CARD_BACKS index, e.g. "Stripes"; '' for a bad index. */
export function cardBackLabel(index: number): string {
  const back: CardBack | undefined = CARD_BACKS[index];
  return back ? t(`back.${back}`) : '';
}

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

/** The fixed-rounds value: "Off" or "5 rounds". */
export function roundsLabel(rounds: number | null): string {
  return rounds === null ? t('rules.rounds.off') : t('rules.rounds.value', { n: rounds });
}

/** Every match option as [name, value] pairs, in lobby order, for a rules summary. */
export function matchOptionLabels(options: MatchOptions): [string, string][] {
  return [
    [t('rules.rowSize'), rowSizeLabel(options.rowSize)],
    [t('rules.target'), t('rules.target.value', { n: options.target })],
    [t('rules.rounds'), roundsLabel(options.rounds)],
    [t('rules.blockade'), blockadeLabel(options.blockade)],
    [t('rules.advancedRow'), advancedRowLabel(options.advancedRow)],
  ];
}

/** A short on-screen reason for a refused move, e.g. "No pile fits". */
export function rejectLabel(reason: RejectReason): string {
  return t(`reject.${reason}`);
}

/** A generic on/off value. */
export function onOffLabel(on: boolean): string {
  return t(on ? 'common.on' : 'common.off');
}

/** The match-end headline: "{name} wins!" for one winner, "{names} share the win!" for a tie. */
export function winnersLabel(names: readonly string[]): string {
  if (names.length === 1) return t('match.wins', { name: names[0] ?? '' });
  return t('match.shareWin', { names: formatList(names) });
}

/** The countdown text for the seconds left (rounded up): "3", "2", "1", then the start call at 0. */
export function countdownLabel(secondsLeft: number): string {
  const whole = Math.ceil(secondsLeft);
  if (whole >= 3) return t('countdown.3');
  if (whole === 2) return t('countdown.2');
  if (whole === 1) return t('countdown.1');
  return t('countdown.go');
}

/** A seat's default name in a language: "Player 3" / "Jugador 3" for seat index 2. */
export function defaultPlayerName(seatIndex: number, lang?: Language): string {
  const n = seatIndex + 1;
  return lang ? translate(lang, 'lobby.playerName', { n }) : t('lobby.playerName', { n });
}
