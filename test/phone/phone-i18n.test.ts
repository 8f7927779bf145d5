/** Issue 15: the phone page speaks the TV's four languages, chosen from the phone's own language list. */
import { afterEach, describe, expect, it } from 'vitest';
import { ordinal, PHONE_LANGUAGES, PHONE_TABLES, pickLanguage, pt, setPhoneLanguage, type PhoneKey } from '@phone/i18n/phone-i18n';
import { stageText } from '@phone/stage-text';
import { colourName, refusalText } from '@phone/i18n/page-text';
import { eventCallText } from '@phone/event-call-text';
import { PHONE_REFUSALS, type PhoneView } from '@shared/phone-protocol';
import { PLAYER_COLORS } from '@shared/seats';

afterEach(() => setPhoneLanguage('en'));

/** The English table (the page's words and every game's pad words): the reference every language matches. */
const PHONE_EN = PHONE_TABLES.en;
const KEYS = Object.keys(PHONE_EN) as PhoneKey[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('the phone page language', () => {
  it("takes the first of the phone's languages it speaks, by primary subtag", () => {
    expect(pickLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['IS-is'])).toBe('is');
    expect(pickLanguage(['is_IS'])).toBe('is');
    expect(pickLanguage(['en-GB', 'es'])).toBe('en');
  });

  it('falls back to English (or a given fallback) when none of them is spoken', () => {
    expect(pickLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['pt-BR'], 'es')).toBe('es');
  });

  it('has every key in every language, no empty text, and the same placeholders as English', () => {
    for (const lang of PHONE_LANGUAGES) {
      const table = PHONE_TABLES[lang];
      expect(Object.keys(table).sort(), lang).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(table[key].trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(table[key]), `${lang} ${key}`).toEqual(placeholders(PHONE_EN[key]));
      }
    }
  });

  it('names every seat colour and every refusal in every language', () => {
    for (const lang of PHONE_LANGUAGES) {
      for (const c of PLAYER_COLORS) expect(KEYS, lang).toContain(`color.${c.name.toLowerCase()}`);
      for (const code of PHONE_REFUSALS) expect(Object.keys(PHONE_TABLES[lang]), lang).toContain(`refused.${code}`);
    }
  });

  it('fills placeholders and writes places the way each language does', () => {
    setPhoneLanguage('es');
    expect(pt('seat.line', { n: 3, color: pt('color.peach') })).toBe('Asiento 3 · Melocotón');
    expect(ordinal(2)).toBe('2.º');
    setPhoneLanguage('de');
    expect(ordinal(2)).toBe('2.');
    setPhoneLanguage('en');
    expect([1, 2, 3, 11, 22].map((n) => ordinal(n))).toEqual(['1st', '2nd', '3rd', '11th', '22nd']);
  });

  it('speaks the chosen language on the waiting screen and in the event queue', () => {
    const view = {
      stage: 'scores',
      paused: false,
      frozen: false,
      score: { round: 7, total: 30, place: 1, players: 4 },
    } as unknown as PhoneView;
    setPhoneLanguage('es');
    expect(stageText(view, null)).toEqual({ banner: '', title: '+7 puntos', detail: 'Total 30 · 1.º de 4' });
    setPhoneLanguage('is');
    expect(eventCallText({ event: 'Cup', status: 'queued', ahead: 3, seat: null }).detail).toBe('3 á undan þér');
    setPhoneLanguage('en');
    expect(stageText(view, null).detail).toBe('Total 30 · 1st of 4');
  });

  it("names seat colours in the page's language and keeps the English host's own refusal words", () => {
    expect(colourName('Frost')).toBe('Frost');
    expect(refusalText('full', 'the seat was taken')).toBe('the seat was taken');
    setPhoneLanguage('de');
    expect(colourName('Stone')).toBe('Stein');
    expect(colourName('Ultraviolet')).toBe('Ultraviolet');
    expect(refusalText('full', 'the seat was taken')).toBe('Alle Plätze sind belegt');
  });
});
