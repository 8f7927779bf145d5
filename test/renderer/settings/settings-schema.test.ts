import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  detectLanguage,
  parseSettings,
  resetNotice,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  SettingsPatchSchema,
} from '@renderer/settings/settings-schema';

describe('settings schema', () => {
  it('has a validator for every field, and the defaults pass them', () => {
    expect(Object.keys(SETTING_SCHEMAS).sort()).toEqual([...SETTING_KEYS].sort());
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual([...SETTING_KEYS].sort());
    for (const key of SETTING_KEYS) expect(SETTING_SCHEMAS[key].safeParse(DEFAULT_SETTINGS[key]).success).toBe(true);
  });

  it('accepts the volume ends and rejects infinity', () => {
    expect(SETTING_SCHEMAS.volume.safeParse(0).success).toBe(true);
    expect(SETTING_SCHEMAS.volume.safeParse(1).success).toBe(true);
    expect(SETTING_SCHEMAS.volume.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('patches may name any subset of fields but no unknown one', () => {
    expect(SettingsPatchSchema.safeParse({}).success).toBe(true);
    expect(SettingsPatchSchema.safeParse({ language: 'es' }).success).toBe(true);
    expect(SettingsPatchSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
});

describe('parseSettings', () => {
  it('treats no saved text as a quiet start from the defaults', () => {
    expect(parseSettings(null)).toEqual({ settings: DEFAULT_SETTINGS, reset: [], unreadable: false, notice: null });
  });

  it('lists every reset field, in Settings-screen order', () => {
    const result = parseSettings(JSON.stringify({ language: 3, volume: 'loud', muted: null, highVisibility: 0, fullscreen: {} }));
    expect(result.reset).toEqual(['volume', 'muted', 'highVisibility', 'fullscreen', 'language']);
    expect(result.settings).toEqual(DEFAULT_SETTINGS);
    expect(result.notice).toBe('Some settings were invalid and were reset: Volume, Mute, High-visibility cards, Fullscreen, and Language');
  });

  it('loads a settings file saved before reduced motion and large text with both off and no notice', () => {
    const old = { volume: 0.4, muted: false, highVisibility: true, fullscreen: false, language: 'de', autoAdvance: true };
    const result = parseSettings(JSON.stringify(old));
    expect(result.settings).toEqual({ ...old, reducedMotion: false, largeText: false });
    expect(result.reset).toEqual([]);
    expect(result.notice).toBeNull();
  });

  it('keeps reduced motion and large text once saved, and resets a bad value of either with a notice', () => {
    expect(parseSettings(JSON.stringify({ reducedMotion: true, largeText: true })).settings).toMatchObject({
      reducedMotion: true,
      largeText: true,
    });
    const bad = parseSettings(JSON.stringify({ reducedMotion: 'yes', largeText: 1.25 }));
    expect(bad.settings).toMatchObject({ reducedMotion: false, largeText: false });
    expect(bad.reset).toEqual(['reducedMotion', 'largeText']);
    expect(bad.notice).toBe('Some settings were invalid and were reset: Reduced motion and Large text');
    expect(SettingsPatchSchema.safeParse({ reducedMotion: 'on' }).success).toBe(false);
  });

  it('marks unreadable text and uses the defaults language for the notice', () => {
    const result = parseSettings('}{', { ...DEFAULT_SETTINGS, language: 'es' });
    expect(result.unreadable).toBe(true);
    expect(result.notice).toMatch(/^No se pudieron leer/);
  });

  it('resetNotice is null when nothing was reset', () => {
    expect(resetNotice([], 'en')).toBeNull();
    expect(resetNotice(['language'], 'es')).toBe('Algunos ajustes no eran válidos y se han restablecido: Idioma');
  });
});

describe('detectLanguage', () => {
  it('picks the first supported preferred language', () => {
    expect(detectLanguage(['es-ES', 'en'])).toBe('es');
    expect(detectLanguage(['fr-FR', 'ES-mx'])).toBe('es');
    expect(detectLanguage(['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(['is-IS'])).toBe('is');
    expect(detectLanguage(['en-GB', 'es'])).toBe('en');
    expect(detectLanguage(['fr'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });
});
