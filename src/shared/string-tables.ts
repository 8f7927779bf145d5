/**
 * The one shape of a module of strings shown on the TV or a phone: English is the reference (its texts kept as
 * literal types, so the translators check each key's {placeholders} against them), and Spanish, German and Icelandic
 * each have exactly its keys. A module writes its strings inside `stringTables({ en, es, de, is })` and nothing
 * else: the compiler refuses a language missing a key, or with a key English does not have.
 */

/** The languages every table of strings is written in (the TV's and the phone page's). */
export type TableLanguage = 'en' | 'es' | 'de' | 'is';

/** A table in another language: every key of the English table `E`, a string each. */
export type Translation<E> = { readonly [K in keyof E]: string };

/** One module's strings in the four languages: English `E`, the others its translations. */
export type StringTables<E extends Readonly<Record<string, string>>> = { readonly en: E } & {
  readonly [L in Exclude<TableLanguage, 'en'>]: Translation<E>;
};

/** One module's strings, checked: each language has every English key and no other (English's texts stay literal). */
export function stringTables<const E extends Readonly<Record<string, string>>>(tables: {
  readonly en: E;
  readonly es: NoInfer<Translation<E>>;
  readonly de: NoInfer<Translation<E>>;
  readonly is: NoInfer<Translation<E>>;
}): StringTables<E> {
  return tables;
}
