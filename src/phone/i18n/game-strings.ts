/**
 * A game pad's own words kept in its folder (`games/<game>/`), read in the page's language: a pad found by the
 * registry brings its four tables and translates with this, so it needs no line in the page's word tables.
 */
import type { PhoneLanguage } from './languages';
import { phoneLanguage, pt, type PhoneKey } from './phone-i18n';

/** Every language's table of one pad's words, each with the English table's keys. */
export type PadWordTables<K extends string> = Readonly<Record<PhoneLanguage, Readonly<Record<K, string>>>>;

/** The pad's translator: `key` in the page's language, with its {placeholders} filled. */
export function padWords<K extends string>(
  tables: PadWordTables<K>,
): (key: K, params?: Readonly<Record<string, string | number>>) => string {
  return (key, params = {}) =>
    tables[phoneLanguage()][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
}

/**
 * A built-in pad's translator: its own words (`K`, from its four tables) or the page's shared ones (reasons, toasts),
 * in the page's language with their {placeholders} filled.
 */
export function padText<K extends string>(
  tables: PadWordTables<K>,
): (key: K | PhoneKey, params?: Readonly<Record<string, string | number>>) => string {
  const own = padWords(tables);
  const isOwn = (key: K | PhoneKey): key is K => Object.hasOwn(tables.en, key);
  return (key, params) => (isOwn(key) ? own(key, params) : pt(key, params));
}
