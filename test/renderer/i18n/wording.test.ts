/** Issue 31's wording slips: plurals by Intl.PluralRules, numbers by Intl.NumberFormat, names that never wrap inside. */
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, setLanguage, t } from '@renderer/i18n/i18n';
import { countText, roundsLabel } from '@renderer/i18n/labels';
import { rerollLockLabel } from '@renderer/games/dice/lobby-options';
import { statValue } from '@renderer/screens/saves/saves-format';
import { nameLine, unbroken } from '@renderer/ui/fit-text';

afterEach(() => setLanguage('en'));

describe('counts said with the language’s plural rule', () => {
  it('says "1 round" and "2 rounds" for fixed rounds, never "1 rounds"', () => {
    expect(roundsLabel(1)).toBe('1 round');
    expect(roundsLabel(2)).toBe('2 rounds');
    expect(roundsLabel(null)).toBe('Off');
  });

  it('has the singular and the plural in every language', () => {
    const expected = {
      es: ['1 ronda', '3 rondas'],
      de: ['1 Runde', '3 Runden'],
      is: ['1 umferð', '3 umferðir'],
    } as const;
    for (const [lang, [one, three]] of Object.entries(expected)) {
      setLanguage(lang as keyof typeof expected);
      expect(roundsLabel(1)).toBe(one);
      expect(roundsLabel(3)).toBe(three);
    }
  });

  it('follows Icelandic’s rule, where 21 takes the singular', () => {
    expect(countText('rules.rounds', 21, 'is')).toBe('21 umferð');
    expect(countText('rules.rounds', 11, 'is')).toBe('11 umferðir');
    expect(countText('replays.moves', 1, 'en')).toBe('1 move');
    expect(countText('resume.goalRounds', 1, 'de')).toBe('1 Runde insgesamt');
  });
});

describe('numbers in the UI’s language', () => {
  it('writes the reroll time "0,8 s" in German and "0.8 s" in English', () => {
    expect(rerollLockLabel(800)).toBe('0.8 s');
    setLanguage('de');
    expect(rerollLockLabel(800)).toBe('0,8 s');
    expect(rerollLockLabel(1000)).toBe('1,0 s');
    setLanguage('es');
    expect(rerollLockLabel(1500)).toBe('1,5 s');
  });

  it('formats every number a message is filled with, and stat averages, in the current language', () => {
    setLanguage('de');
    expect(t('replay.speed', { n: 0.5 })).toBe('0,5×');
    expect(statValue(3.25, 1)).toBe('3,3');
    expect(statValue(-6.5, 1)).toBe('\u22126,5');
    setLanguage('en');
    expect(statValue(-6.5, 1)).toBe('\u22126.5');
    expect(formatNumber(1234.5, {}, 'is')).toBe('1234,5');
  });
});

describe('names in a wrapping line', () => {
  it('never break inside a name: its spaces are no-break, the gaps between names are not', () => {
    expect(unbroken('Guest 30')).toBe('Guest\u00a030');
    expect(nameLine(['Ana', 'Guest 30', 'Big  Bo'])).toBe('Ana · Guest\u00a030 · Big\u00a0Bo');
  });
});
