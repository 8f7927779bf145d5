/** The settings as a tiny observable, saved to localStorage as JSON under one key; never throws on storage trouble. */
import { DEFAULT_SETTINGS, parseSettings, SETTING_KEYS, SettingsPatchSchema, type SettingKey, type Settings } from './settings-schema';

/** The localStorage key the settings live under. */
export const SETTINGS_STORAGE_KEY = 'ligretto-party.settings';

/** The two Storage methods the store needs (localStorage fits, and so does a test fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the store keeps its data and what it starts from. */
export interface SettingsStoreOptions {
  /** Default: the browser's localStorage, or none when it is missing or refuses access. */
  readonly storage?: StorageLike | null;
  readonly key?: string;
  /** Values for fields never saved or reset; default DEFAULT_SETTINGS. */
  readonly defaults?: Settings;
}

/** The outcome of update(): the new settings and whether they reached storage, or why the patch was refused. */
export type UpdateResult =
  { readonly ok: true; readonly settings: Settings; readonly saved: boolean } | { readonly ok: false; readonly error: string };

/** Called with the new settings and the ones they replaced. */
export type SettingsListener = (settings: Settings, previous: Settings) => void;

/** The browser's localStorage, or null where it is missing or access to it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Holds the current settings, validates changes, saves them, and tells subscribers. */
export class SettingsStore {
  /** A sentence for the player about settings that could not be restored; null when all was well. */
  readonly notice: string | null;
  /** Fields whose saved value was invalid and went back to its default. */
  readonly reset: readonly SettingKey[];
  private readonly storage: StorageLike | null;
  private readonly key: string;
  private current: Settings;
  private readonly listeners = new Set<SettingsListener>();

  constructor(options: SettingsStoreOptions = {}) {
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.key = options.key ?? SETTINGS_STORAGE_KEY;
    const loaded = parseSettings(this.read(), options.defaults ?? DEFAULT_SETTINGS);
    this.current = loaded.settings;
    this.notice = loaded.notice;
    this.reset = loaded.reset;
    // Repair the saved copy at once, so the notice is shown only once.
    if (loaded.notice !== null) this.write(loaded.settings);
  }

  /** The current settings. */
  get(): Settings {
    return this.current;
  }

  /** Applies a validated change, saves it and tells the subscribers; an invalid patch changes nothing. */
  update(patch: Partial<Settings>): UpdateResult {
    const parsed = SettingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      const error = parsed.error.issues.map((i) => `${i.path.join('.') || 'patch'}: ${i.message}`).join('; ');
      return { ok: false, error };
    }
    const previous = this.current;
    // An explicit undefined means "no change", never "unset".
    const defined = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
    const next: Settings = { ...previous, ...(Object.fromEntries(defined) as Partial<Settings>) };
    const changed = SETTING_KEYS.some((k) => next[k] !== previous[k]);
    if (!changed) return { ok: true, settings: previous, saved: true };
    this.current = next;
    const saved = this.write(next);
    for (const listener of [...this.listeners]) {
      try {
        listener(next, previous);
      } catch (error) {
        // One broken subscriber must not keep the others from hearing about the change.
        console.error('settings listener failed', error);
      }
    }
    return { ok: true, settings: next, saved };
  }

  /** Calls the listener after every change (not now); returns the unsubscribe function. */
  subscribe(listener: SettingsListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
  }

  private write(settings: Settings): boolean {
    if (!this.storage) return false;
    try {
      this.storage.setItem(this.key, JSON.stringify(settings));
      return true;
    } catch {
      return false;
    }
  }
}
