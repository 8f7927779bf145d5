/**
 * Each game's words live in its own folders (issue 29): the TV's in `games/<game>/i18n/<language>.ts`, the phone pad's
 * in `src/phone/games/<game>/i18n.ts`, merged into the one lookup of each page; the shared language files hold none.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, translate } from '@renderer/i18n/i18n';
import { COLORETTO_DE } from '@renderer/games/coloretto/i18n/de';
import { COLORETTO_EN } from '@renderer/games/coloretto/i18n/en';
import { DICE_EN } from '@renderer/games/dice/i18n/en';
import { DICE_IS } from '@renderer/games/dice/i18n/is';
import { LIGRETTO_EN } from '@renderer/games/ligretto/i18n/en';
import { LIGRETTO_DE } from '@renderer/games/ligretto/i18n/de';
import { PHONE_LANGUAGES, PHONE_TABLES, pt, setPhoneLanguage } from '@phone/i18n/phone-i18n';
import { COLORETTO_PAD_TEXT } from '@phone/games/coloretto/i18n';
import { DICE_PAD_TEXT } from '@phone/games/dice/i18n';
import { LIGRETTO_PAD_TEXT } from '@phone/games/ligretto/i18n';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The keys a language file's source defines (its `'key':` lines). */
function keysIn(path: string): string[] {
  return [...readFileSync(`${repoRoot}${path}`, 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
}

const TV_GAME_KEYS = new Set([...Object.keys(LIGRETTO_EN), ...Object.keys(DICE_EN), ...Object.keys(COLORETTO_EN)]);
const PAD_KEYS = new Set(
  [LIGRETTO_PAD_TEXT, DICE_PAD_TEXT, COLORETTO_PAD_TEXT].flatMap((table) => PHONE_LANGUAGES.flatMap((l) => Object.keys(table[l]))),
);

describe("each game's words in its own folders", () => {
  it.each(LANGUAGE_CODES)('the TV language file %s.ts holds no game key', (lang) => {
    expect(keysIn(`src/renderer/src/i18n/${lang}.ts`).filter((k) => TV_GAME_KEYS.has(k))).toEqual([]);
  });

  it.each(PHONE_LANGUAGES)("the phone's language file %s.ts holds no pad key", (lang) => {
    expect(keysIn(`src/phone/i18n/${lang}.ts`).filter((k) => PAD_KEYS.has(k))).toEqual([]);
  });

  it("the TV's one lookup reads every game's words in every language", () => {
    expect(translate('de', 'countdown.go')).toBe(LIGRETTO_DE['countdown.go']);
    expect(translate('is', 'dice.name')).toBe(DICE_IS['dice.name']);
    expect(translate('de', 'coloretto.lastRound')).toBe(COLORETTO_DE['coloretto.lastRound']);
    expect(translate('de', 'table.stopped', { name: 'Ana' })).toBe(LIGRETTO_DE['table.stopped'].replace('{name}', 'Ana'));
  });

  it("the phone's one lookup reads every game's pad words beside the page's own", () => {
    for (const lang of PHONE_LANGUAGES) {
      setPhoneLanguage(lang);
      expect(pt('lig.stack')).toBe(LIGRETTO_PAD_TEXT[lang]['lig.stack']);
      expect(pt('dice.reroll')).toBe(DICE_PAD_TEXT[lang]['dice.reroll']);
      expect(pt('col.row-full')).toBe(COLORETTO_PAD_TEXT[lang]['col.row-full']);
      expect(Object.keys(PHONE_TABLES[lang])).toContain('join.button');
    }
    setPhoneLanguage('en');
  });
});
