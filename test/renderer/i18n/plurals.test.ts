/**
 * Every count shown with a unit, on the TV and the phone, in all four languages, takes the language's plural form
 * (issue 31: "1 pts", "1 rounds"): the message tables are walked for count strings; each is written as a `.one` and
 * an `.other` form, and 1, 2 (and Icelandic's 21 and 11) render with the right one.
 */
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, LANGUAGE_CODES, placeholderNames, TABLES, type Language } from '@renderer/i18n/i18n';
import { countText, type CountedText } from '@renderer/i18n/labels';
import { PHONE_TABLES, ptCount, setPhoneLanguage, type PhoneCounted } from '../../../src/phone/i18n/phone-i18n';
import { COLORETTO_PAD_TEXT } from '../../../src/phone/games/coloretto/i18n';
import { DICE_PAD_TEXT } from '../../../src/phone/games/dice/i18n';
import { LIGRETTO_PAD_TEXT } from '../../../src/phone/games/ligretto/i18n';
import { WATCH_TABLES } from '../../../src/phone/watch/watch-text';
import { pluralForm } from '@shared/plural';

type Table = Readonly<Record<string, string>>;

/** Every table of words the TV and the phone show, by name, in each language. */
const TABLE_SETS: readonly { readonly name: string; readonly tables: Readonly<Record<Language, Table>> }[] = [
  { name: 'TV (shared and every game)', tables: TABLES },
  { name: 'phone page', tables: PHONE_TABLES },
  { name: 'Ligretto pad', tables: LIGRETTO_PAD_TEXT },
  { name: 'Dice pad', tables: DICE_PAD_TEXT },
  { name: 'Coloretto pad', tables: COLORETTO_PAD_TEXT },
  { name: 'viewer page', tables: WATCH_TABLES },
];

/**
 * A placeholder followed by an English unit or a verb that agrees with the count: a count string. Anything written so
 * outside a `.one`/`.other` pair would say "1 points" (ordinals such as "Round {n} scores" do not match).
 */
const COUNTED =
  /\{(\w+)\} (cards?|points?|pts?|rounds?|players?|replays?|seats?|moves?|dice|die|people|persons?|games?|matches|nights?|watching|waiting|seated|played|held|in all)\b/;

/** Texts the walk flags that are not counts of their unit, each with the reason. */
const NOT_COUNTS: Readonly<Record<string, string>> = {
  'lobby.seatCount': '"{n} of {max} seats taken": the unit counts {max}, the table\'s seats (always 12)',
  'night.ladder': '"At {players} players": a night ladder exists only for 2 players or more',
  'players.gameHistory': '"{game} matches": a game\'s name, not a number',
  'dice.place': '"the {color} {value} die": a face value, one die',
};

/** English plural words a `.one` form must not say for 1. */
const PLURAL_WORDS = /\b(cards|points|pts|rounds|players|replays|seats|moves|dice|people|games|matches|nights)\b/;

/** The stems written in two forms in a table: 'count.pts' for 'count.pts.one' and 'count.pts.other'. */
function stems(table: Table): string[] {
  return Object.keys(table).flatMap((key) => (key.endsWith('.one') ? [key.slice(0, -'.one'.length)] : []));
}

/** The text a table holds for `stem` at `n` by the language's rule, its count ({n}, or {left} for the deck) filled. */
function rendered(table: Table, stem: string, n: number, lang: Language): string {
  return fillPlaceholders(table[`${stem}.${pluralForm(n, lang)}`] ?? '', { n, left: n });
}

describe('count strings in the message tables', () => {
  it('writes every count with a unit as a .one and an .other form, in every table (no bare "{n} points" left)', () => {
    const bare: string[] = [];
    for (const { name, tables } of TABLE_SETS) {
      for (const [key, text] of Object.entries(tables.en)) {
        if (key.endsWith('.one') || key.endsWith('.other') || key in NOT_COUNTS) continue;
        if (COUNTED.test(text)) bare.push(`${name}: ${key} = "${text}"`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('has both forms of each count in every language, with the same placeholders', () => {
    const problems: string[] = [];
    for (const { name, tables } of TABLE_SETS) {
      for (const lang of LANGUAGE_CODES) {
        const table = tables[lang];
        // A stem with a .one form is a count ('coloretto.reject.other' alone is a reason named "other", not a plural).
        for (const stem of stems(table)) {
          const one = table[`${stem}.one`];
          const other = table[`${stem}.other`];
          if (one === undefined || other === undefined) problems.push(`${name} ${lang}: ${stem} lacks a form`);
          else if (placeholderNames(one).join() !== placeholderNames(other).join())
            problems.push(`${name} ${lang}: ${stem}'s forms have different placeholders`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(stems(TABLES.en).length).toBeGreaterThanOrEqual(12);
  });

  it('renders 1 with the singular and 2 with the plural in every language, and Icelandic 21 singular, 11 plural', () => {
    for (const { tables } of TABLE_SETS) {
      for (const lang of LANGUAGE_CODES) {
        const table = tables[lang];
        for (const stem of stems(table)) {
          const one = table[`${stem}.one`] ?? '';
          const other = table[`${stem}.other`] ?? '';
          expect(rendered(table, stem, 1, lang)).toBe(fillPlaceholders(one, { n: 1, left: 1 }));
          expect(rendered(table, stem, 2, lang)).toBe(fillPlaceholders(other, { n: 2, left: 2 }));
          if (lang === 'is') {
            expect(rendered(table, stem, 21, lang)).toBe(fillPlaceholders(one, { n: 21, left: 21 }));
            expect(rendered(table, stem, 11, lang)).toBe(fillPlaceholders(other, { n: 11, left: 11 }));
          }
        }
      }
    }
  });

  it('never says a plural English word for 1', () => {
    const slips: string[] = [];
    for (const { name, tables } of TABLE_SETS)
      for (const stem of stems(tables.en)) {
        const text = rendered(tables.en, stem, 1, 'en');
        if (PLURAL_WORDS.test(text)) slips.push(`${name}: ${stem} → "${text}"`);
      }
    expect(slips).toEqual([]);
  });
});

describe('countText and ptCount, as the screens call them', () => {
  it('says "1 pt" and "2 pts", "−1 pt" with its sign, and formats the number for the language', () => {
    expect(countText('count.pts', 1, 'en')).toBe('1 pt');
    expect(countText('count.pts', 2, 'en')).toBe('2 pts');
    expect(countText('count.pts', -1, 'en', '\u22121')).toBe('\u22121 pt');
    expect(countText('count.points', 1000, 'de')).toBe('1000 Punkte');
    expect(countText('count.replays', 1, 'es')).toBe('1 repetición');
  });

  it('agrees the verb with the count: German "1 Platz fehlt", Spanish "Faltan 2 asientos", Icelandic "21 horfir"', () => {
    expect(countText('count.seatsToFill', 1, 'de')).toBe('1 Platz fehlt');
    expect(countText('count.seatsToFill', 2, 'de')).toBe('2 Plätze fehlen');
    expect(countText('count.seatsToFill', 2, 'es')).toBe('Faltan 2 asientos');
    expect(countText('count.watching', 21, 'is')).toBe('21 horfir');
    expect(countText('count.watching', 11, 'is')).toBe('11 horfa');
    expect(countText('count.players', 21, 'is')).toBe('21 leikmaður');
    expect(countText('count.players', 21, 'en')).toBe('21 players');
  });

  it('renders every TV count through countText as the table walk expects', () => {
    for (const lang of LANGUAGE_CODES)
      for (const stem of stems(TABLES.en)) {
        for (const n of lang === 'is' ? [1, 2, 11, 21] : [1, 2]) {
          const text = countText(stem as CountedText, n, lang);
          expect(text).toBe(rendered(TABLES[lang], stem, n, lang));
        }
      }
  });

  it('says the phone page’s counts in the page’s language: "1 point", "21 stig", "1 Person vor dir"', () => {
    const cases: readonly [Language, PhoneCounted, number, string][] = [
      ['en', 'stage.points', 1, '1 point'],
      ['en', 'stage.points', 2, '2 points'],
      ['en', 'call.ahead', 1, '1 person ahead of you'],
      ['de', 'call.ahead', 1, '1 Person vor dir'],
      ['de', 'call.ahead', 3, '3 Personen vor dir'],
      ['is', 'stage.points', 21, '21 stig'],
    ];
    try {
      for (const [lang, stem, n, want] of cases) {
        setPhoneLanguage(lang);
        expect(ptCount(stem, n)).toBe(want);
      }
    } finally {
      setPhoneLanguage('en');
    }
  });
});
