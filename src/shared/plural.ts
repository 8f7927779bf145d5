/**
 * Plural forms for counts shown with a unit ("1 point", "2 points"; Icelandic "21 stig" takes the singular): the
 * language's own rule from Intl.PluralRules, reduced to the two forms the TV's and the phone's four languages write.
 */

/** The two forms a counted text is written in: `<key>.one` and `<key>.other`. */
export type PluralForm = 'one' | 'other';

const rules = new Map<string, Intl.PluralRules>();

/** The form a count takes in a language (a BCP 47 code: 'en', 'is'); Spanish's "many" (a million) is written as other. */
export function pluralForm(n: number, lang: string): PluralForm {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(n) === 'one' ? 'one' : 'other';
}
