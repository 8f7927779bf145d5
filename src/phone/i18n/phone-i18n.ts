/**
 * The phone page's languages (the TV's four): chosen once from the phone's own language list, English when none of
 * them is offered. The host's protocol does not say which language the TV shows, so the phone speaks its owner's.
 */
import { PHONE_DE } from './de';
import { PHONE_EN, type PhoneKey as PageKey } from './en';
import { PHONE_ES } from './es';
import { PHONE_IS } from './is';
import { PHONE_LANGUAGES, type PhoneLanguage } from './languages';
import { pluralForm } from '@shared/plural';

export { PHONE_LANGUAGES, type PhoneLanguage } from './languages';

/** A key of the page's own words (i18n/<language>.ts); each game pad's words live in its folder (games/<game>/i18n.ts). */
export type PhoneKey = PageKey;

/** A complete table of the phone's words. */
export type PhoneTable = Readonly<Record<PhoneKey, string>>;

/** Every language's complete table of the page's words. */
export const PHONE_TABLES: Readonly<Record<PhoneLanguage, PhoneTable>> = {
  en: PHONE_EN,
  es: PHONE_ES,
  de: PHONE_DE,
  is: PHONE_IS,
};

function isLanguage(code: string): code is PhoneLanguage {
  return (PHONE_LANGUAGES as readonly string[]).includes(code);
}

/** The first of the phone's preferred languages ("es-MX", "de", "is-IS") the page speaks, else `fallback`. */
export function pickLanguage(preferred: readonly string[], fallback: PhoneLanguage = 'en'): PhoneLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return fallback;
}

let current: PhoneLanguage = 'en';

/** Switches the page's language (once, at start-up). */
export function setPhoneLanguage(language: PhoneLanguage): void {
  current = language;
}

/** The language the page speaks. */
export function phoneLanguage(): PhoneLanguage {
  return current;
}

/** A text in the page's language with its {placeholders} filled. */
export function pt(key: PhoneKey, params: Readonly<Record<string, string | number>> = {}): string {
  return PHONE_TABLES[current][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The keys written in a `.one` and an `.other` form, by their common stem ('stage.points'). */
export type PhoneCounted = { [K in PhoneKey]: K extends `${infer B}.one` ? (`${B}.other` extends PhoneKey ? B : never) : never }[PhoneKey];

/**
 * A count with the page language's plural rule ("1 point", "2 points", Icelandic "21 stig"); `shown` replaces the
 * number as written (a signed "+5") while `n` picks the form; other placeholders come in `params`.
 */
export function ptCount(
  base: PhoneCounted,
  n: number,
  shown: string = String(n),
  params: Readonly<Record<string, string | number>> = {},
): string {
  return pt(`${base}.${pluralForm(Math.abs(n), current)}`, { ...params, n: shown });
}

/** A place as the language writes it: "1st", "2nd", "11th" in English; "1.º" in Spanish; "1." in German and Icelandic. */
export function ordinal(n: number): string {
  if (current === 'es') return `${n}.º`;
  if (current !== 'en') return `${n}.`;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
