/**
 * A game pad's own words kept in its folder (`games/<game>/`), read in the page's language: a pad found by the
 * registry brings its four tables and translates with this, so it needs no line in the page's word tables.
 */
import type { PhoneLanguage } from './languages';
import { phoneLanguage } from './phone-i18n';

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
