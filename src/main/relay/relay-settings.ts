/** "Remote players: off / relay URL": `serve --relay URL`, environment LIGRETTO_RELAY, or the app's settings file. */
import type { Session } from '../session/Session';
import { RemotePhones } from './RemotePhones';
import { parseRelayUrl } from './relay-url';

export { parseRelayUrl } from './relay-url';

/** Remote players off, or on through one relay. */
export type RelaySettings = { readonly on: false; readonly reason: string } | { readonly on: true; readonly url: string };

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
  const remote = new RemotePhones({ session, url: settings.url, log, onStatus: (status) => session.setRemote(status) });
  session.setRemoteControl((cmd) => remote.command(cmd));
  log(`remote players: connecting to the relay at ${settings.url}`);
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
  return {
    remote,
    stop: async () => {
      unobserve();
      saves?.setRelayRoom(null);
      session.setRemoteControl(null);
      await remote.close();
      session.setRemote(null);
    },
  };
}
