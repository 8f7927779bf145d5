/**
 * The one shape of a module of strings: English the reference with its literal texts, the other three languages
 * each with exactly its keys. The `@ts-expect-error` lines are checked by `tsc -b` (the test project): were a
 * missing or extra key let through, the type check fails.
 */
import { describe, expect, it } from 'vitest';
import { stringTables, type Translation } from '@shared/string-tables';

describe('stringTables', () => {
  it('hands back the four tables as written, English keeping its literal texts', () => {
    const tables = stringTables({
      en: { 'demo.hi': 'Hi {name}', 'demo.bye': 'Bye' },
      es: { 'demo.hi': 'Hola {name}', 'demo.bye': 'Adiós' },
      de: { 'demo.hi': 'Hallo {name}', 'demo.bye': 'Tschüss' },
      is: { 'demo.hi': 'Hæ {name}', 'demo.bye': 'Bless' },
    });
    const literal: 'Hi {name}' = tables.en['demo.hi'];
    expect(literal).toBe('Hi {name}');
    expect(Object.keys(tables)).toEqual(['en', 'es', 'de', 'is']);
    expect(tables.is['demo.bye']).toBe('Bless');
    const translation: Translation<typeof tables.en> = tables.de;
    expect(Object.keys(translation)).toEqual(Object.keys(tables.en));
  });

  it('refuses, at compile time, a language missing a key or with a key English lacks', () => {
    const missing = () =>
      stringTables({
        en: { 'demo.a': 'A', 'demo.b': 'B' },
        es: { 'demo.a': 'A', 'demo.b': 'B' },
        de: { 'demo.a': 'A', 'demo.b': 'B' },
        // @ts-expect-error Icelandic lacks 'demo.b'.
        is: { 'demo.a': 'A' },
      });
    const extra = () =>
      stringTables({
        en: { 'demo.a': 'A' },
        // @ts-expect-error Spanish has a key English lacks.
        es: { 'demo.a': 'A', 'demo.z': 'Z' },
        de: { 'demo.a': 'A' },
        is: { 'demo.a': 'A' },
      });
    expect(missing().is).toEqual({ 'demo.a': 'A' });
    expect(extra().es).toEqual({ 'demo.a': 'A', 'demo.z': 'Z' });
  });
});
