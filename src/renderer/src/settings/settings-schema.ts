/** The player's settings: their shape, defaults, validation, and reading them back from saved text. */
import { z } from 'zod';
import { DEFAULT_VOLUME } from '../audio/Sounds';
import { formatList, LANGUAGE_CODES, translate, type Language, type MessageKey } from '../i18n/i18n';

/** Everything the player can set in the Settings screen. */
export interface Settings {
  /** Master volume, 0 to 1. */
  readonly volume: number;
  readonly muted: boolean;
  /** The high-contrast card theme. */
  readonly highVisibility: boolean;
  readonly fullscreen: boolean;
  readonly language: Language;
  /** Results screens (scores, standings) move on by themselves instead of waiting for the people to press A. */
  readonly autoAdvance: boolean;
  /** No card flights, shakes, confetti or bounces: moves are instant, state changes still shown (issue 31). */
  readonly reducedMotion: boolean;
  /** Every text of every screen 25 % larger (issue 31). */
  readonly largeText: boolean;
}

/** One settings field. */
export type SettingKey = keyof Settings;

/** The fields in Settings-screen order. */
export const SETTING_KEYS: readonly SettingKey[] = [
  'volume',
  'muted',
  'highVisibility',
  'fullscreen',
  'language',
  'autoAdvance',
  'reducedMotion',
  'largeText',
];

/** The settings before the player changes anything. */
export const DEFAULT_SETTINGS: Settings = {
  volume: DEFAULT_VOLUME,
  muted: false,
  highVisibility: false,
  fullscreen: false,
  language: 'en',
  autoAdvance: false,
  reducedMotion: false,
  largeText: false,
};

/** The validator of each field. */
export const SETTING_SCHEMAS = {
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  highVisibility: z.boolean(),
  fullscreen: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  autoAdvance: z.boolean(),
  reducedMotion: z.boolean(),
  largeText: z.boolean(),
} as const satisfies Record<SettingKey, z.ZodType>;

/** A change to some fields; unknown fields are refused. */
export const SettingsPatchSchema = z.strictObject(SETTING_SCHEMAS).partial();

/** The name each field has in the Settings screen, used in notices. */
export const SETTING_LABELS = {
  volume: 'settings.volume',
  muted: 'settings.mute',
  highVisibility: 'settings.highVisibility',
  fullscreen: 'settings.fullscreen',
  language: 'settings.language',
  autoAdvance: 'settings.autoAdvance',
  reducedMotion: 'settings.reducedMotion',
  largeText: 'settings.largeText',
} as const satisfies Record<SettingKey, MessageKey>;

/** What reading saved settings gave: the settings, what was reset, and a notice for the player. */
export interface LoadResult {
  readonly settings: Settings;
  /** Fields whose saved value was invalid and went back to its default. */
  readonly reset: readonly SettingKey[];
  /** True when the saved text was not a JSON object at all. */
  readonly unreadable: boolean;
  /** A sentence for the player in the resulting language; null when nothing was lost. */
  readonly notice: string | null;
}

/** The first supported language among the browser's preferred ones (es, de, is), else 'en'. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGE_CODES.find((code) => code === base);
    if (match) return match;
  }
  return 'en';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads saved settings text: a bad field falls back to its default, unreadable text to all defaults. Never throws. */
export function parseSettings(text: string | null, defaults: Settings = DEFAULT_SETTINGS): LoadResult {
  if (text === null) return { settings: defaults, reset: [], unreadable: false, notice: null };
  const raw = parseJson(text);
  if (!isRecord(raw)) {
    const notice = translate(defaults.language, 'settings.unreadableNotice');
    return { settings: defaults, reset: [], unreadable: true, notice };
  }
  const reset: SettingKey[] = [];
  const pick = <K extends SettingKey>(key: K): Settings[K] => {
    if (!Object.prototype.hasOwnProperty.call(raw, key) || raw[key] === undefined) return defaults[key];
    const parsed = SETTING_SCHEMAS[key].safeParse(raw[key]);
    if (parsed.success) return parsed.data as Settings[K];
    reset.push(key);
    return defaults[key];
  };
  const settings: Settings = {
    volume: pick('volume'),
    muted: pick('muted'),
    highVisibility: pick('highVisibility'),
    fullscreen: pick('fullscreen'),
    language: pick('language'),
    autoAdvance: pick('autoAdvance'),
    reducedMotion: pick('reducedMotion'),
    largeText: pick('largeText'),
  };
  return { settings, reset, unreadable: false, notice: resetNotice(reset, settings.language) };
}

/** The notice naming reset fields in a language, or null when none were reset. */
export function resetNotice(reset: readonly SettingKey[], lang: Language): string | null {
  if (reset.length === 0) return null;
  const names = formatList(
    reset.map((key) => translate(lang, SETTING_LABELS[key])),
    lang,
  );
  return translate(lang, 'settings.resetNotice', { names });
}
