/**
 * A game's own strings kept in its folder (`games/<game>/i18n/`), read in the TV's language: a game found by the
 * registry brings its four tables and translates with this, so it needs no line in the shared message tables.
 */
import { fillPlaceholders, getLanguage, type Language, type LooseParams } from './i18n';

/** Every language's table of one game's strings, each with the English table's keys. */
export type GameStringTables<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

/** The game's translator: `key` in the current language, with its {placeholders} filled. */
export function gameStrings<K extends string>(tables: GameStringTables<K>): (key: K, params?: LooseParams) => string {
  return (key, params) => fillPlaceholders(tables[getLanguage()][key], params);
}
