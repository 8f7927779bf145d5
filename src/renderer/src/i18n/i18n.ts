/** Translation: t(key, params) in the current language, switching languages, filling placeholders. */
import { EN, type MessageKey, type MessageTable } from './en';
import { DE } from './de';
import { ES } from './es';
import { IS } from './is';

export type { MessageKey, MessageTable } from './en';

/** The language codes the game speaks. */
export const LANGUAGE_CODES = ['en', 'es', 'de', 'is'] as const;

/** One language code. */
export type Language = (typeof LANGUAGE_CODES)[number];

/** The languages offered in Settings, each named in itself. */
export const LANGUAGES: readonly { readonly code: Language; readonly name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'is', name: 'Íslenska' },
];

/**
 * Every game's TV strings, found at build time (Vite's import.meta.glob): each `games/<game>/i18n/messages.ts` exports
 * its four tables as MESSAGES, so a new game adds its folder and no line here. Its own code reads them through its
 * translator (`gameMessages`); the shared screens reach them by computed key (a lesson's captions, a game's name).
 */
const GAME_TABLES = Object.values(
  import.meta.glob<Readonly<Record<Language, Readonly<Record<string, string>>>>>('../games/*/i18n/messages.ts', {
    eager: true,
    import: 'MESSAGES',
  }),
);

const withGames = (lang: Language, table: MessageTable): MessageTable => ({
  ...Object.fromEntries(GAME_TABLES.flatMap((g) => Object.entries(g[lang]))),
  ...table,
});

/** The complete table of each language: the shared strings and every game's. */
export const TABLES: Readonly<Record<Language, MessageTable>> = {
  en: withGames('en', EN),
  es: withGames('es', ES),
  de: withGames('de', DE),
  is: withGames('is', IS),
};

/** The placeholder names of a text type, e.g. 'name' for '{name} wins!'. */
export type PlaceholdersIn<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholdersIn<Rest> : never;

/** The placeholder names of a key's English text, e.g. 'name' for '{name} wins!'. */
export type MessageParamName<K extends MessageKey> = PlaceholdersIn<(typeof EN)[K]>;

/** The values a key's placeholders need. */
export type MessageParams<K extends MessageKey> = Readonly<Record<MessageParamName<K>, string | number>>;

/** What follows the key in t(): nothing for plain text, the placeholder values for a template. */
export type ParamArgs<K extends MessageKey> = [MessageParamName<K>] extends [never] ? [] : [params: MessageParams<K>];

/** Loosely typed placeholder values, for keys chosen at run time. */
export type LooseParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;
let current: Language = 'en';
const listeners = new Set<(lang: Language) => void>();

/** True for a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language t() speaks now. */
export function getLanguage(): Language {
  return current;
}

/** Switches t() to another language and tells the listeners; unknown codes are ignored. */
export function setLanguage(lang: Language): void {
  if (!isLanguage(lang) || lang === current) return;
  current = lang;
  for (const listener of listeners) listener(lang);
}

/** Calls the listener after every language change; returns the unsubscribe function. */
export function onLanguageChange(listener: (lang: Language) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The placeholder names in a text, sorted and without repeats. */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (match[1] !== undefined) names.add(match[1]);
  return [...names].sort();
}

/** Replaces {name} by params.name; a placeholder with no value stays visible as written. */
export function fillPlaceholders(text: string, params?: LooseParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** A number as a language writes it ("0,8" in German, "0.8" in English); no digit grouping unless `options` asks. */
export function formatNumber(n: number, options: Intl.NumberFormatOptions = {}, lang: Language = current): string {
  return new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 3, ...options }).format(n);
}

function lookup(lang: Language, key: MessageKey, params?: LooseParams): string {
  const text = TABLES[lang][key] ?? EN[key] ?? key;
  if (!params) return text;
  // Every number shown goes through the language's number format (issue 31: German "0,8 s", not "0.8 s").
  const shown = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, {}, lang) : v]));
  return fillPlaceholders(text, shown);
}

/** The text of a key in a given language. */
export function translate<K extends MessageKey>(lang: Language, key: K, ...params: ParamArgs<K>): string {
  return lookup(lang, key, params[0]);
}

/** The text of a key in the current language, placeholders filled: t('table.round', { n: 2 }). */
export function t<K extends MessageKey>(key: K, ...params: ParamArgs<K>): string {
  return lookup(current, key, params[0]);
}

/** Like t() for a key only known at run time; missing values leave their placeholders visible. */
export function tLoose(key: MessageKey, params?: LooseParams): string {
  return lookup(current, key, params);
}

/** Joins names the way the language does: "Ana, Bo and Cy" / "Ana, Bo y Cy". */
export function formatList(items: readonly string[], lang: Language = current): string {
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
