/** The main process's own settings (`settings.json`): each value checked alone; a bad one falls back to its default. */
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { fileStamp, keepAside, readText, withoutBom, writeAtomic } from './atomic-file';
import type { NoticeDraft } from './notices';
import { relaySettingSchema } from '../relay/relay-url';

/** Schema of the host's settings, each field checked alone (a bad one falls back to its default). */
const hostSettingsSchema = z.object({
  /** Open the window fullscreen. */
  fullscreen: z.boolean(),
  /** Let phones join over the local network. */
  lan: z.boolean(),
  /** Where game nights, replays and profiles are kept; null for the default folder. */
  dataDir: z
    .string()
    .max(1000)
    .refine((p) => isAbsolute(p), 'must be an absolute path')
    .nullable(),
  /** Streamer safety: hide the room code, QR code and LAN address from the TV and every stream view. */
  streamerSafety: z.boolean(),
  /** What stream views call the seats: the players' names or their seat colours. */
  streamNames: z.enum(['names', 'colors']),
  /** Remote players: `off`, or the relay's ws(s):// address (LIGRETTO_RELAY and `--relay` override it). */
  relay: relaySettingSchema,
  /**
   * Remote players' on/off switch (the Settings screen and the lobby): with `relay` set, on unless switched off there.
   * `--relay` and LIGRETTO_RELAY still override it for their run.
   */
  remotePlayers: z.boolean(),
});

/** Settings of the host, not of a player: they belong to the machine the TV is plugged into. */
export type HostSettings = z.infer<typeof hostSettingsSchema>;

/** The defaults, used for any missing or bad value. */
export const DEFAULT_HOST_SETTINGS: HostSettings = {
  fullscreen: false,
  lan: true,
  dataDir: null,
  streamerSafety: false,
  streamNames: 'names',
  relay: 'off',
  remotePlayers: true,
};

const FIELDS = hostSettingsSchema.shape;

const KEYS = Object.keys(FIELDS) as (keyof HostSettings)[];

function resetNotice(setting: string, problem: string, text: string): NoticeDraft {
  return { kind: 'setting-reset', setting, problem, text };
}

/** Checks a settings text field by field: the settings to use and a notice for every value that was not used. */
export function readSettings(text: string): { settings: HostSettings; notices: NoticeDraft[] } {
  let json: unknown;
  try {
    json = JSON.parse(withoutBom(text));
  } catch {
    json = undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {
      settings: DEFAULT_HOST_SETTINGS,
      notices: [
        resetNotice(
          'settings.json',
          'not a JSON object',
          'The settings file could not be read, so every setting uses its default. The file is kept.',
        ),
      ],
    };
  }
  const given = json as Record<string, unknown>;
  const notices: NoticeDraft[] = [];
  const settings: Record<string, unknown> = { ...DEFAULT_HOST_SETTINGS };
  for (const key of KEYS) {
    if (!(key in given)) continue;
    const parsed = FIELDS[key].safeParse(given[key]);
    if (parsed.success) settings[key] = parsed.data;
    else {
      const problem = parsed.error.issues[0]?.message ?? 'bad value';
      notices.push(
        resetNotice(
          key,
          problem,
          `The setting "${key}" had a bad value (${problem}); it uses its default, ${JSON.stringify(DEFAULT_HOST_SETTINGS[key])}.`,
        ),
      );
    }
  }
  for (const key of Object.keys(given).filter((k) => !(KEYS as string[]).includes(k))) {
    notices.push(resetNotice(key, 'unknown setting', `The settings file names an unknown setting "${key}"; it is ignored.`));
  }
  // Every value is the default or one its field's schema accepted, so the whole passes.
  return { settings: hostSettingsSchema.parse(settings), notices };
}

/** The settings file: read once, written only when a setting changes (a bad file is first kept as `.bad`). */
export class SettingsFile {
  private current: HostSettings = DEFAULT_HOST_SETTINGS;
  /** The file on disk as read, when it had a problem and has not been replaced yet. */
  private badText: string | null = null;
  private unreadable = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  /** Reads the file; missing means defaults without a notice. */
  load(): { settings: HostSettings; notices: NoticeDraft[] } {
    const read = readText(this.path);
    if (read.kind === 'missing') return { settings: this.current, notices: [] };
    if (read.kind === 'unreadable') {
      this.unreadable = true;
      return {
        settings: this.current,
        notices: [
          resetNotice(
            'settings.json',
            read.problem,
            `The settings file could not be read (${read.problem}); every setting uses its default.`,
          ),
        ],
      };
    }
    const result = readSettings(read.text);
    this.current = result.settings;
    this.badText = result.notices.length > 0 ? read.text : null;
    return result;
  }

  /** The settings in use. */
  get settings(): HostSettings {
    return this.current;
  }

  /** Changes settings (values checked); saves them, keeping a bad file as `.bad` first. */
  update(patch: Partial<HostSettings>): Promise<HostSettings> {
    for (const key of KEYS) {
      if (patch[key] !== undefined && !FIELDS[key].safeParse(patch[key]).success) return Promise.reject(new Error(`bad value for ${key}`));
    }
    this.current = { ...this.current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
    const next = this.current;
    const run = this.queue.then(() => this.write(next));
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run.then(() => next);
  }

  /** Resolves once every change asked for so far is written (or failed). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async write(settings: HostSettings): Promise<void> {
    if (this.unreadable) {
      keepAside(this.path, 'bad', new Date());
      this.unreadable = false;
    }
    if (this.badText !== null) {
      let bad = `${this.path}.bad`;
      if (existsSync(bad)) bad = `${bad}-${fileStamp(new Date())}`;
      await writeAtomic(bad, this.badText);
      this.badText = null;
    }
    await writeAtomic(this.path, `${JSON.stringify(settings, null, 2)}\n`);
  }
}
