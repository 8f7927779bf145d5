import { afterEach, describe, expect, it } from 'vitest';
import { EN } from '@renderer/i18n/en';
import { t as ligrettoT } from '@renderer/games/ligretto/i18n/translate';
import {
  fillPlaceholders,
  formatList,
  getLanguage,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  onLanguageChange,
  placeholderNames,
  setLanguage,
  t,
  TABLES,
  tLoose,
  type Language,
} from '@renderer/i18n/i18n';

afterEach(() => setLanguage('en'));

describe('translation tables', () => {
  const languages = Object.keys(TABLES) as Language[];

  it('has a table for every language offered in Settings', () => {
    expect(languages.sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('names each language in itself', () => {
    expect(LANGUAGES).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
      { code: 'de', name: 'Deutsch' },
      { code: 'is', name: 'Íslenska' },
    ]);
  });

  it.each(languages)("%s has exactly the English keys (the shared ones and every game's)", (lang) => {
    expect(Object.keys(TABLES[lang]).sort()).toEqual(Object.keys(TABLES.en).sort());
    for (const key of Object.keys(EN)) expect(Object.keys(TABLES[lang])).toContain(key);
  });

  it.each(languages)('%s has no empty or blank strings', (lang) => {
    const blank = Object.entries(TABLES[lang]).filter(([, text]) => text.trim() === '');
    expect(blank).toEqual([]);
  });

  it.each(languages)('%s uses the same placeholders as English for every key', (lang) => {
    const mismatched = Object.entries(TABLES[lang])
      .filter(([key, text]) => placeholderNames(text).join() !== placeholderNames(TABLES.en[key as keyof typeof EN]).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('has no stray braces that would not be filled', () => {
    for (const table of Object.values(TABLES)) {
      for (const text of Object.values(table)) {
        expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
      }
    }
  });

  it("keeps the call-outs players shout (Ligretto's own strings, through its translator)", () => {
    expect(ligrettoT('countdown.go')).toBe('Ligretto!');
    expect(ligrettoT('table.stopCall')).toBe('Ligretto stop!');
    expect(ligrettoT('scores.stack', { n: 8 })).toBe('−8 stack');
    setLanguage('es');
    expect(ligrettoT('countdown.go')).toBe('¡Ligretto!');
    setLanguage('en');
  });
});

describe('t()', () => {
  it('speaks English by default and fills placeholders', () => {
    expect(getLanguage()).toBe('en');
    expect(t('title.play')).toBe('Play');
    expect(t('table.tooSlowWho', { name: 'Ana' })).toBe('Ana: too slow!');
    expect(t('lobby.seatCount', { n: 3, max: 12 })).toBe('3 of 12 seats taken');
  });

  it('switches language with setLanguage and tells the listeners', () => {
    const heard: Language[] = [];
    const stop = onLanguageChange((lang) => heard.push(lang));
    setLanguage('es');
    expect(t('title.play')).toBe('Jugar');
    expect(t('match.wins', { name: 'Ana' })).toBe('¡Ana gana!');
    setLanguage('es');
    stop();
    setLanguage('en');
    expect(heard).toEqual(['es']);
  });

  it('ignores an unknown language code', () => {
    setLanguage('fr' as Language);
    expect(getLanguage()).toBe('en');
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage(3)).toBe(false);
  });

  it('types placeholder values per key', () => {
    // @ts-expect-error a templated key needs its values
    expect(t('table.round')).toBe('Round {n}');
    // @ts-expect-error the value is named n, not name
    expect(t('table.round', { name: 'x' })).toBe('Round {n}');
    // @ts-expect-error a plain key takes no values
    expect(t('title.play', { n: 1 })).toBe('Play');
  });

  it('tLoose leaves a missing placeholder visible instead of printing undefined', () => {
    expect(tLoose('table.round')).toBe('Round {n}');
    expect(tLoose('table.round', { n: 4 })).toBe('Round 4');
  });
});

describe('helpers', () => {
  it('fillPlaceholders replaces every occurrence and ignores extra values', () => {
    expect(fillPlaceholders('{a}-{b}-{a}', { a: 1, b: 'x', c: 'unused' })).toBe('1-x-1');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('placeholderNames lists names once, sorted', () => {
    expect(placeholderNames('{n} of {max} and {n}')).toEqual(['max', 'n']);
    expect(placeholderNames('none')).toEqual([]);
  });

  it('formatList joins names the way each language does', () => {
    expect(formatList(['Ana', 'Bo', 'Cy'], 'en')).toBe('Ana, Bo, and Cy');
    expect(formatList(['Ana', 'Bo'], 'es')).toBe('Ana y Bo');
    expect(formatList(['Ana'], 'en')).toBe('Ana');
  });
});
