/**
 * A game's own strings kept in its folder (`games/<game>/i18n/`), read in the TV's language: a game found by the
 * registry brings its four tables and translates with this, so it needs no line in the shared message tables.
 */
import { fillPlaceholders, getLanguage, tLoose, type Language, type LooseParams, type MessageKey, type PlaceholdersIn } from './i18n';
import type { StringTables } from '@shared/string-tables';
import type { EN } from './en';

/** Every language's table of one game's strings, each with the English table's keys. */
export type GameStringTables<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

/** The game's translator: `key` in the current language, with its {placeholders} filled. */
export function gameStrings<K extends string>(tables: GameStringTables<K>): (key: K, params?: LooseParams) => string {
  return (key, params) => fillPlaceholders(tables[getLanguage()][key], params);
}

/** One game's TV strings in the four languages: English the reference, every other language with its keys. */
export type GameMessageTables<E extends Readonly<Record<string, string>>> = StringTables<E>;

type TextOf<E, K> = K extends keyof E ? E[K] : K extends MessageKey ? (typeof EN)[K] : never;
type Names<E, K> = TextOf<E, K> extends string ? PlaceholdersIn<TextOf<E, K>> : never;

/** What follows a key: nothing for plain text, the values of its placeholders for a template. */
export type GameParamArgs<E, K> = [Names<E, K>] extends [never] ? [] : [params: Readonly<Record<Names<E, K>, string | number>>];

/**
 * A built-in game's translator over its tables (`games/<game>/i18n/messages.ts`): its own keys and the shared ones,
 * each checked with its placeholders as `t` checks the shared keys, in the TV's current language.
 */
export function gameMessages<E extends Readonly<Record<string, string>>>(
  tables: GameMessageTables<E>,
): <K extends (keyof E & string) | MessageKey>(key: K, ...params: GameParamArgs<E, K>) => string {
  const own = (key: string): key is keyof E & string => Object.hasOwn(tables.en, key);
  return (key, ...params) => {
    const values: LooseParams | undefined = params[0];
    return own(key) ? fillPlaceholders(tables[getLanguage()][key], values) : tLoose(key, values);
  };
}
