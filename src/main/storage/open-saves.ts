/** Choosing the data folders and opening the saves and settings in them, for the app, browser mode and tests. */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureDir } from './atomic-file';
import { Saves } from './Saves';
import type { FileChooser } from './SavesCommands';
import { SettingsFile, type HostSettings } from './settings';

/** The app's name as a folder: the packaged app's userData folder is named after it too. */
export const APP_FOLDER = 'Ligretto Party';

/** Browser mode's base folder without `--data`: where Electron puts the packaged app's userData, so both share nights. */
export function defaultBaseDir(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>, home: string): string {
  if (platform === 'win32') return join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env['XDG_CONFIG_HOME'] || join(home, '.config'), APP_FOLDER);
}

/** The base folder for browser mode: `--data DIR` when given, else the default. */
export function browserBaseDir(data: string | undefined): string {
  return data === undefined ? defaultBaseDir(process.platform, process.env, homedir()) : resolve(data);
}

/** Takes `--data DIR` (or `--data=DIR`) out of the command line: the folder (undefined for the default) and the rest. */
export function takeDataFlag(argv: readonly string[]): { data: { dir: string | undefined } | { error: string }; rest: string[] } {
  const rest: string[] = [];
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg !== '--data' && !arg.startsWith('--data=')) {
      rest.push(arg);
      continue;
    }
    const value = arg === '--data' ? argv[++i] : arg.slice('--data='.length);
    if (value === undefined || value.trim() === '' || value.startsWith('--')) return { data: { error: '--data needs a folder' }, rest };
    dir = value;
  }
  return { data: { dir }, rest };
}

/** Where the saves live inside a base folder: the `dataDir` setting, or `<base>/saves`. */
export function savesRoot(base: string, settings: HostSettings): string {
  return settings.dataDir ?? join(base, 'saves');
}

/** What a host opens at launch. */
export interface OpenedSaves {
  readonly saves: Saves;
  readonly settings: SettingsFile;
  /** The folder the saves are in. */
  readonly root: string;
}

/** Opens `<base>/settings.json` and the saves folder it names; every problem found becomes a notice. */
export function openSaves(opts: {
  readonly base: string;
  readonly log: (line: string) => void;
  readonly chooser?: FileChooser | null;
  readonly now?: () => Date;
}): OpenedSaves {
  const settings = new SettingsFile(join(opts.base, 'settings.json'));
  const loaded = settings.load();
  const fallback = join(opts.base, 'saves');
  let root = savesRoot(opts.base, loaded.settings);
  const notices = [...loaded.notices];
  if (!ensureDir(root) && root !== fallback) {
    notices.push({
      kind: 'setting-reset',
      setting: 'dataDir',
      problem: 'the folder cannot be created',
      text: `The data folder ${root} cannot be used; game nights are kept in ${fallback} instead.`,
    });
    root = fallback;
    ensureDir(root);
  }
  const saves = new Saves({ root, log: opts.log, chooser: opts.chooser ?? null, ...(opts.now ? { now: opts.now } : {}) }).load();
  for (const notice of notices) saves.notices.add(notice);
  opts.log(`game nights, replays and profiles are kept in ${root}`);
  return { saves, settings, root };
}
