/** "Remote players: off / relay URL": `serve --relay URL`, environment LIGRETTO_RELAY, or the app's settings file. */
import type { RemoteSetup } from '@shared/protocol';
import type { Session } from '../session/Session';
import { RemotePhones } from './RemotePhones';
import { parseRelayUrl } from './relay-url';

export { parseRelayUrl } from './relay-url';

/** Remote players off, or on through one relay. */
export type RelaySettings = { readonly on: false; readonly reason: string } | { readonly on: true; readonly url: string };

/** Where the relay address came from: `--relay`, LIGRETTO_RELAY or the settings file. */
export type RelaySource = NonNullable<RemoteSetup['source']>;

/** Remote players at start: the relay address in use and where it came from, whether they start on, and why not. */
export interface RelayConfig {
  readonly url: string | null;
  readonly source: RelaySource | null;
  readonly on: boolean;
  /** Why they start off ('' when on). */
  readonly reason: string;
}

/** The settings file's two remote fields. */
export interface RelayFileSettings {
  readonly relay: string;
  readonly remotePlayers: boolean;
}

/**
 * Remote players' setting: the command line's `--relay URL` wins, then LIGRETTO_RELAY (`off` switches it off), then
 * the settings file's `relay` (`off` or null: off). A bad address switches remote players off with the reason.
 */
export function relaySettingsFrom(
  arg: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  setting: string | null = null,
): RelaySettings {
  const envValue = env['LIGRETTO_RELAY']?.trim() || undefined;
  const chosen = arg ?? envValue ?? setting ?? null;
  if (chosen === null || chosen.toLowerCase() === 'off') return { on: false, reason: 'remote players are off' };
  const parsed = parseRelayUrl(chosen);
  return 'error' in parsed ? { on: false, reason: parsed.error } : { on: true, url: parsed.url };
}

/**
 * Remote players at start, with the address the TV's switch would use: `--relay` or a good LIGRETTO_RELAY turn them
 * on for this run whatever the file says; otherwise the settings file's `relay` with its `remotePlayers` switch.
 * LIGRETTO_RELAY=off (or a bad address there) starts them off, its reason kept, the file's address still offered.
 */
export function relayConfigFrom(
  arg: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  file: RelayFileSettings | null,
): RelayConfig {
  const fileUrl = file && file.relay !== 'off' ? parseRelayUrl(file.relay) : null;
  const saved = fileUrl && 'url' in fileUrl ? fileUrl.url : null;
  const fromFile = (on: boolean, reason: string): RelayConfig =>
    saved === null
      ? { url: null, source: null, on: false, reason: reason || 'no relay address is set' }
      : { url: saved, source: 'settings', on, reason: on ? '' : reason };
  const chosen = relaySettingsFrom(arg, env);
  if (chosen.on) return { url: chosen.url, source: arg === undefined ? 'env' : 'cli', on: true, reason: '' };
  if (env['LIGRETTO_RELAY']?.trim()) return fromFile(false, `${chosen.reason} (LIGRETTO_RELAY)`);
  return fromFile(file?.remotePlayers ?? true, saved === null ? '' : 'switched off in the settings');
}

/** What remote players need of the saves: each night keeps its relay room, a resumed night's is re-claimed. */
export interface RelayRoomStore {
  setRelayRoom(room: (() => { readonly code: string; readonly secret: string } | null) | null): void;
  relayRoomOf(night: string): { readonly code: string; readonly secret: string } | null;
}

/**
 * Starts remote players for the session when the settings allow; the returned function stops them. With saves, each
 * night keeps the relay room's code and secret, and resuming a saved night re-claims its room (a host restart).
 */
export function setupRemotePlayers(
  session: Session,
  settings: RelaySettings,
  log: (line: string) => void,
  saves: RelayRoomStore | null = null,
): { remote: RemotePhones | null; stop: () => Promise<void> } {
  if (!settings.on) {
    log(`remote players off: ${settings.reason}`);
    return { remote: null, stop: () => Promise.resolve() };
  }
  const remote = new RemotePhones({ session, url: settings.url, log, onStatus: (status) => session.side.setRemote(status) });
  return { remote, stop: startRemotePhones(session, remote, settings.url, log, saves) };
}

/** Wires running remote phones into the session and the saves; the returned function stops them (`end`: closes the room). */
export function startRemotePhones(
  session: Session,
  remote: RemotePhones,
  url: string,
  log: (line: string) => void,
  saves: RelayRoomStore | null,
): (end?: boolean) => Promise<void> {
  session.side.setRemoteControl((cmd) => remote.command(cmd));
  log(`remote players: connecting to the relay at ${url}`);
  saves?.setRelayRoom(() => remote.relayRoom());
  let resuming: string | null = null;
  const unobserve = saves
    ? session.observe((snapshot) => {
        const night = snapshot.saves?.resuming?.night ?? null;
        if (night === resuming) return;
        resuming = night;
        const room = night === null ? null : saves.relayRoomOf(night);
        // After this snapshot has gone out: re-claiming closes the phone room, which tells the session.
        if (room) queueMicrotask(() => void remote.reclaim(room));
      })
    : () => undefined;
  return async (end = false) => {
    unobserve();
    saves?.setRelayRoom(null);
    session.side.setRemoteControl(null);
    await remote.close(end);
    session.side.setRemote(null);
  };
}
