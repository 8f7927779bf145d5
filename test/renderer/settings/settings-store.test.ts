import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@renderer/settings/settings-schema';
import { browserStorage, SETTINGS_STORAGE_KEY, SettingsStore, type StorageLike } from '@renderer/settings/SettingsStore';

/** An in-memory Storage that can be told to fail. */
class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  failReads = false;
  failWrites = false;
  writes = 0;
  getItem(key: string): string | null {
    if (this.failReads) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.writes++;
    this.data.set(key, value);
  }
  saved(): unknown {
    const text = this.data.get(SETTINGS_STORAGE_KEY);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

function stored(value: unknown): FakeStorage {
  const storage = new FakeStorage();
  storage.data.set(SETTINGS_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
}

const CUSTOM: Settings = {
  volume: 0.3,
  muted: true,
  highVisibility: true,
  fullscreen: true,
  language: 'es',
  autoAdvance: true,
  reducedMotion: true,
  largeText: true,
};

describe('loading', () => {
  it('starts from the defaults when nothing was saved, with no notice and no write', () => {
    const storage = new FakeStorage();
    const store = new SettingsStore({ storage });
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.notice).toBeNull();
    expect(storage.writes).toBe(0);
  });

  it('restores every saved field', () => {
    const store = new SettingsStore({ storage: stored(CUSTOM) });
    expect(store.get()).toEqual(CUSTOM);
    expect(store.notice).toBeNull();
  });

  it('resets only the bad fields, keeps the rest, and names the reset ones in the notice', () => {
    const storage = stored({ ...CUSTOM, language: 'en', volume: 7, fullscreen: 'yes', autoAdvance: 'sometimes' });
    const store = new SettingsStore({ storage });
    expect(store.get()).toEqual({ ...CUSTOM, language: 'en', volume: DEFAULT_SETTINGS.volume, fullscreen: false, autoAdvance: false });
    expect(store.reset).toEqual(['volume', 'fullscreen', 'autoAdvance']);
    expect(store.notice).toBe('Some settings were invalid and were reset: Volume, Fullscreen, and Results move on by themselves');
    expect(storage.saved()).toEqual(store.get());
  });

  it('writes the notice in the language that survived loading', () => {
    const store = new SettingsStore({ storage: stored({ ...CUSTOM, muted: 1 }) });
    expect(store.notice).toBe('Algunos ajustes no eran válidos y se han restablecido: Silencio');
  });

  it('resets a bad language to the default language', () => {
    const store = new SettingsStore({ storage: stored({ ...CUSTOM, language: 'fr' }) });
    expect(store.get().language).toBe('en');
    expect(store.notice).toContain('Language');
  });

  it('rejects a volume that is not a finite number in 0..1', () => {
    for (const volume of [-0.1, 1.01, '0.5', null]) {
      expect(new SettingsStore({ storage: stored({ ...CUSTOM, volume }) }).reset).toEqual(['volume']);
    }
  });

  it('fills missing fields from the defaults silently and drops unknown ones', () => {
    const store = new SettingsStore({ storage: stored({ muted: true, oldField: 3 }) });
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, muted: true });
    expect(store.notice).toBeNull();
  });

  it.each(['{not json', '42', 'null', '[1,2]', '"text"', ''])('falls back to all defaults for unreadable text %j', (text) => {
    const storage = stored(text);
    const store = new SettingsStore({ storage });
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.notice).toBe('Saved settings could not be read; defaults restored');
    expect(storage.saved()).toEqual(DEFAULT_SETTINGS);
  });

  it('uses the given defaults, e.g. a language taken from the browser', () => {
    const defaults = { ...DEFAULT_SETTINGS, language: 'es' as const };
    expect(new SettingsStore({ storage: new FakeStorage(), defaults }).get().language).toBe('es');
  });

  it('never throws when storage is missing or throws', () => {
    const broken = new FakeStorage();
    broken.failReads = true;
    broken.failWrites = true;
    expect(new SettingsStore({ storage: broken }).get()).toEqual(DEFAULT_SETTINGS);
    expect(new SettingsStore({ storage: null }).get()).toEqual(DEFAULT_SETTINGS);
    expect(new SettingsStore({ storage: broken }).update({ muted: true })).toMatchObject({ ok: true, saved: false });
  });

  it('finds no browser storage when localStorage is missing or its getter throws', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    try {
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined });
      expect(browserStorage()).toBeNull();
      expect(new SettingsStore().get()).toEqual(DEFAULT_SETTINGS);
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new Error('SecurityError');
        },
      });
      expect(browserStorage()).toBeNull();
      expect(new SettingsStore().get()).toEqual(DEFAULT_SETTINGS);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});

describe('updating', () => {
  it('applies a valid patch, saves it under one key, and tells subscribers', () => {
    const storage = new FakeStorage();
    const store = new SettingsStore({ storage });
    const heard: [Settings, Settings][] = [];
    store.subscribe((next, previous) => heard.push([next, previous]));
    const result = store.update({ volume: 0.5, language: 'es' });
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, volume: 0.5, language: 'es' }, saved: true });
    expect(store.get().volume).toBe(0.5);
    expect([...storage.data.keys()]).toEqual([SETTINGS_STORAGE_KEY]);
    expect(storage.saved()).toEqual(store.get());
    expect(heard).toEqual([[store.get(), DEFAULT_SETTINGS]]);
  });

  it('refuses an invalid patch as a whole', () => {
    const storage = new FakeStorage();
    const store = new SettingsStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    const bad = [
      { volume: 2 },
      { muted: 'no' },
      { language: 'fr' },
      { volume: Number.NaN },
      { colour: 'red' },
      { muted: true, volume: -1 },
    ];
    for (const patch of bad) {
      const result = store.update(patch as Partial<Settings>);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
    }
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(listener).not.toHaveBeenCalled();
    expect(storage.writes).toBe(0);
  });

  it('does not notify or write when nothing changes; an undefined field means no change', () => {
    const storage = new FakeStorage();
    const store = new SettingsStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.update({ muted: false }).ok).toBe(true);
    expect(store.update({ volume: undefined }).ok).toBe(true);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(listener).not.toHaveBeenCalled();
    expect(storage.writes).toBe(0);
  });

  it('keeps the change in memory when saving fails', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const store = new SettingsStore({ storage });
    expect(store.update({ highVisibility: true })).toMatchObject({ ok: true, saved: false });
    expect(store.get().highVisibility).toBe(true);
  });

  it('stops telling a listener after it unsubscribes, and survives a throwing listener', () => {
    const store = new SettingsStore({ storage: null });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('broken view');
    });
    const stop = store.subscribe(after);
    store.update({ fullscreen: true });
    stop();
    store.update({ fullscreen: false });
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('round-trips: a new store reads what the last one saved', () => {
    const storage = new FakeStorage();
    new SettingsStore({ storage }).update(CUSTOM);
    expect(new SettingsStore({ storage }).get()).toEqual(CUSTOM);
  });
});
