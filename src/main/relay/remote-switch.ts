/**
 * The TV's "Remote players: off / relay address" switch (the Settings screen and the lobby): starts remote phones
 * mid-night (the relay room claimed again with the night's code and secret) and stops them (the room closed on the
 * relay, its phones told, their seats lost controllers as for a LAN phone gone). The choice is saved in the settings
 * file; `--relay` and LIGRETTO_RELAY still decide how the next run starts.
 */
import type { RemoteSetup, RemoteStatus } from '@shared/protocol';
import type { Session } from '../session/Session';
import { RemotePhones } from './RemotePhones';
import { startRemotePhones, type RelayConfig, type RelayRoomStore } from './relay-settings';

/** A night's relay room: its code and the host's secret (never shown, never logged). */
export type RelayRoom = { readonly code: string; readonly secret: string };

/** Where the switch is saved: the settings file (its path is what the TV names when no relay address is set). */
export interface RemoteSwitchSettings {
  readonly path: string;
  update(patch: { remotePlayers: boolean }): Promise<unknown>;
}

export interface RemoteSwitchOptions {
  readonly session: Session;
  readonly config: RelayConfig;
  readonly log: (line: string) => void;
  readonly saves?: RelayRoomStore | null;
  /** The settings file; null where there is none (browser mode without saves): the switch then lasts this run. */
  readonly settings?: RemoteSwitchSettings | null;
  /** Builds the remote phones (tests pass clocks and limits); `room` is the night's room to re-claim, if any. */
  readonly phones?: (url: string, room: RelayRoom | null, onStatus: (status: RemoteStatus) => void) => RemotePhones;
}

/** Why remote players cannot be switched on: no relay address anywhere. */
export function noRelayReason(settingsFile: string | null): string {
  const file = settingsFile === null ? 'the settings file' : settingsFile;
  return `no relay address is set: put "relay": "wss://…" in ${file}, or start with LIGRETTO_RELAY=wss://…`;
}

/** Remote players for one run of the host, switched from the TV. */
export class RemoteSwitch {
  private on = false;
  private phones: RemotePhones | null = null;
  private stopPhones: ((end?: boolean) => Promise<void>) | null = null;
  /** The night's room while remote players are off: switching on re-claims it with the same code and secret. */
  private room: RelayRoom | null = null;
  /** Starts and stops run one after another, in the order asked. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly opts: RemoteSwitchOptions) {}

  /** Starts remote players when the configuration says so, and shows the switch on the TV. */
  start(): this {
    const { config, log } = this.opts;
    if (config.on) this.set(true, false);
    else log(`remote players off: ${config.reason}`);
    this.publish();
    return this;
  }

  /** The remote phones while on (null while off). */
  get remote(): RemotePhones | null {
    return this.phones;
  }

  /** The relay room the night keeps (while on, or the last one while off). */
  relayRoom(): RelayRoom | null {
    return this.phones?.relayRoom() ?? this.room;
  }

  /** The TV's switch: null once done, else why not (no relay address is set). Saved in the settings file. */
  switch(on: boolean): string | null {
    const { config, settings } = this.opts;
    if (this.closed) return 'the host is shutting down';
    if (on && config.url === null) return noRelayReason(settings?.path ?? null);
    if (on !== this.on) this.set(on, true);
    return null;
  }

  /** Resolves once every start and stop asked for so far has run. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Leaves the relay room (kept on the relay for a host restart, unlike switching off); the host is shutting down. */
  async stop(): Promise<void> {
    this.closed = true;
    this.on = false;
    await this.queue;
    await this.stopPhones?.(false);
    this.stopPhones = null;
    this.phones = null;
    this.opts.saves?.setRelayRoom(null);
    this.opts.session.side.setRemoteSetup(null, null);
  }

  private set(on: boolean, save: boolean): void {
    const { settings, log } = this.opts;
    this.on = on;
    log(`remote players switched ${on ? 'on' : 'off'}`);
    if (save && settings)
      void settings.update({ remotePlayers: on }).catch((e: unknown) => log(`remote players: the setting was not saved (${String(e)})`));
    this.queue = this.queue.then(() => (on ? this.startNow() : this.stopNow())).catch((e: unknown) => log(`remote players: ${String(e)}`));
    this.publish();
  }

  private startNow(): void {
    const { session, config, log, saves } = this.opts;
    if (this.phones || config.url === null || this.closed) return;
    const url = config.url;
    const onStatus = (status: RemoteStatus): void => session.side.setRemote(status);
    const room = this.room;
    const phones =
      this.opts.phones?.(url, room, onStatus) ??
      new RemotePhones({ session, url, log, onStatus, ...(room ? { code: room.code, secret: room.secret } : {}) });
    this.phones = phones;
    this.stopPhones = startRemotePhones(session, phones, url, log, saves ?? null);
  }

  private async stopNow(): Promise<void> {
    const phones = this.phones;
    if (!phones) return;
    this.room = phones.relayRoom() ?? this.room;
    const stop = this.stopPhones;
    this.phones = null;
    this.stopPhones = null;
    await stop?.(true);
    // Off, the night still keeps its room: switching on (or a host restart) re-claims that code.
    const room = this.room;
    this.opts.saves?.setRelayRoom(room ? () => room : null);
  }

  private publish(): void {
    const { session, config, settings } = this.opts;
    const setup: RemoteSetup = { on: this.on, relay: config.url, source: config.source, settingsFile: settings?.path ?? null };
    session.side.setRemoteSetup(setup, (on) => this.switch(on));
  }
}
