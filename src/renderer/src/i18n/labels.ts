/** Names for the vocabulary every game shares (bot levels, player colours, card backs, rounds, winners); a game's own labels are in its folder. */
import { CARD_BACKS, PLAYER_COLORS, type BotLevelName } from '@shared/seats';
import { pluralForm } from '@shared/plural';
import { fillPlaceholders, formatList, formatNumber, getLanguage, t, TABLES, type Language, type MessageKey, translate } from './i18n';

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

/** Texts said with a count: every key written in a `.one` and an `.other` form (count-messages.ts and others). */
export type CountedText = {
  [K in MessageKey]: K extends `${infer B}.one` ? (`${B}.other` extends MessageKey ? B : never) : never;
}[MessageKey];

/**
 * A count in words with the language's plural rule (Intl.PluralRules): "1 round", "2 rounds", Icelandic "21 umferð";
 * the number formatted for the language, or `shown` in its place (a signed "+5") while `n` picks the form.
 */
export function countText(base: CountedText, n: number, lang: Language = getLanguage(), shown?: string): string {
  const key: MessageKey = `${base}.${pluralForm(Math.abs(n), lang)}`;
  return fillPlaceholders(TABLES[lang][key], { n: shown ?? formatNumber(n, {}, lang) });
}

/** The fixed-rounds value: "Off", "1 round" or "5 rounds". */
export function roundsLabel(rounds: number | null): string {
  return rounds === null ? t('rules.rounds.off') : countText('rules.rounds', rounds);
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

/** A seat's default name in a language: "Player 3" / "Jugador 3" for seat index 2. */
export function defaultPlayerName(seatIndex: number, lang?: Language): string {
  const n = seatIndex + 1;
  return lang ? translate(lang, 'lobby.playerName', { n }) : t('lobby.playerName', { n });
}
