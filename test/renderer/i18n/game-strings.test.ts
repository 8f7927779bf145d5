/**
 * Each game's words live in its own folders (issue 29): the TV's in `games/<game>/i18n/` (gathered by its
 * `messages.ts`, which the TV's tables find at build time, and read through its `translate.ts`), the phone pad's in
 * `src/phone/games/<game>/i18n.ts` (read through its `padText`); the shared language files hold none.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, placeholderNames, setLanguage, TABLES, tLoose, translate, type MessageKey } from '@renderer/i18n/i18n';
import { MESSAGES as COLORETTO } from '@renderer/games/coloretto/i18n/messages';
import { MESSAGES as DICE } from '@renderer/games/dice/i18n/messages';
import { MESSAGES as LIGRETTO } from '@renderer/games/ligretto/i18n/messages';
import { t as diceT } from '@renderer/games/dice/i18n/translate';
import { t as ligrettoT } from '@renderer/games/ligretto/i18n/translate';
import { PHONE_LANGUAGES, PHONE_TABLES, setPhoneLanguage } from '@phone/i18n/phone-i18n';
import { COLORETTO_PAD_TEXT, padText as colorettoPad } from '@phone/games/coloretto/i18n';
import { DICE_PAD_TEXT, padText as dicePad } from '@phone/games/dice/i18n';
import { LIGRETTO_PAD_TEXT, padText as ligrettoPad } from '@phone/games/ligretto/i18n';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The keys a language file's source defines (its `'key':` lines). */
function keysIn(path: string): string[] {
  return [...readFileSync(`${repoRoot}${path}`, 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
}

const GAMES = { ligretto: LIGRETTO, dice: DICE, coloretto: COLORETTO } as const;
const TV_GAME_KEYS = new Set(Object.values(GAMES).flatMap((g) => Object.keys(g.en)));
const PAD_KEYS = new Set(
  [LIGRETTO_PAD_TEXT, DICE_PAD_TEXT, COLORETTO_PAD_TEXT].flatMap((table) => PHONE_LANGUAGES.flatMap((l) => Object.keys(table[l]))),
);

afterEach(() => {
  setLanguage('en');
  setPhoneLanguage('en');
});

describe("each game's words in its own folders", () => {
  it.each(LANGUAGE_CODES)('the TV language file %s.ts holds no game key', (lang) => {
    expect(keysIn(`src/renderer/src/i18n/${lang}.ts`).filter((k) => TV_GAME_KEYS.has(k))).toEqual([]);
  });

  it.each(PHONE_LANGUAGES)("the phone's language file %s.ts holds no pad key", (lang) => {
    expect(keysIn(`src/phone/i18n/${lang}.ts`).filter((k) => PAD_KEYS.has(k))).toEqual([]);
    expect(Object.keys(PHONE_TABLES[lang]).filter((k) => PAD_KEYS.has(k))).toEqual([]);
  });

  it.each(Object.keys(GAMES))("%s's tables: every language has English's keys with the same placeholders", (game) => {
    const tables = GAMES[game as keyof typeof GAMES];
    for (const lang of LANGUAGE_CODES) {
      const table: Readonly<Record<string, string>> = tables[lang];
      expect(Object.keys(table).sort(), lang).toEqual(Object.keys(tables.en).sort());
      for (const [key, text] of Object.entries(tables.en))
        expect(placeholderNames(table[key] ?? ''), `${lang} ${key}`).toEqual(placeholderNames(text));
    }
  });

  it("the TV's tables merge every game's words found in its folder, in every language", () => {
    for (const lang of LANGUAGE_CODES) {
      for (const tables of Object.values(GAMES)) {
        const table: Readonly<Record<string, string>> = tables[lang];
        for (const [key, text] of Object.entries(table)) expect(TABLES[lang][key as MessageKey], `${lang} ${key}`).toBe(text);
      }
    }
    // The shared screens reach a game's words by computed key (a lesson's caption, the game's name).
    setLanguage('is');
    expect(tLoose('dice.name' as MessageKey)).toBe(DICE.is['dice.name']);
    expect(tLoose('howto.coloretto.draw' as MessageKey)).toBe(COLORETTO.is['howto.coloretto.draw']);
  });

  it("a game's translator reads its own words and the shared ones in the TV's language", () => {
    setLanguage('de');
    expect(ligrettoT('table.stopped', { name: 'Ana' })).toBe(LIGRETTO.de['table.stopped'].replace('{name}', 'Ana'));
    expect(diceT('dice.go')).toBe(DICE.de['dice.go']);
    expect(diceT('table.tooSlow')).toBe(translate('de', 'table.tooSlow'));
  });

  it("each pad reads its own words and the page's shared ones in the phone's language", () => {
    for (const lang of PHONE_LANGUAGES) {
      setPhoneLanguage(lang);
      expect(ligrettoPad('lig.stack')).toBe(LIGRETTO_PAD_TEXT[lang]['lig.stack']);
      expect(dicePad('dice.reroll')).toBe(DICE_PAD_TEXT[lang]['dice.reroll']);
      expect(colorettoPad('col.row-full')).toBe(COLORETTO_PAD_TEXT[lang]['col.row-full']);
      expect(dicePad('join.button')).toBe(PHONE_TABLES[lang]['join.button']);
    }
  });
});
