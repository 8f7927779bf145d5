/** LAN mode's lifecycle and settings: the phone server listens while the lobby or a match is open and tells the lobby how to join. */
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import { fitText } from '@shared/fit-text';
import type { LanChoice, LanStatus } from '@shared/protocol';
import type { Session } from '../session/Session';
import { bindScope } from '../transport/bind-address';
import { DEFAULT_LAN_PORT, newToken, type LanLimits } from './lan-config';
import { findLanChoices } from './lan-interfaces';
import { startLanServer, type LanServer } from './LanServer';

/** What LAN mode needs; host and port default to the best interface (lan-interfaces.ts) and DEFAULT_LAN_PORT. */
export interface LanServiceOptions {
  readonly session: Session;
  readonly phoneDir: string;
  /** The built renderer, served to streaming machines as the stream view's page. */
  readonly rendererDir?: string;
  readonly host?: string;
  readonly port?: number;
  readonly roomCode?: string;
  readonly limits?: Partial<LanLimits>;
  readonly log: (line: string) => void;
  /** The interfaces to choose from, best first (default: this machine's, default route first). */
  readonly choices?: () => Promise<LanChoice[]>;
}

/** The QR code of a text as module rows, '1' dark, '0' light. */
export function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let r = 0; r < modules.size; r++) {
    let row = '';
    for (let c = 0; c < modules.size; c++) row += modules.get(r, c) ? '1' : '0';
    rows.push(row);
  }
  return rows;
}

/** Starts and stops the LAN server with the session: on in the lobby and during a match, off in attract mode. */
export class LanService {
  private server: LanServer | null = null;
  private wanted = false;
  private work: Promise<void> = Promise.resolve();
  private readonly unobserve: () => void;
  /** The address the host picked in the lobby, else null for the configured or best one. */
  private picked: string | null = null;
  private choices: readonly LanChoice[] = [];

  /**
   * The stream key, one per launch: a LAN server restarted (after attract mode, on another interface) keeps it, so
   * a streaming program's browser source stays valid.
   */
  private readonly streamKey = newToken();

  constructor(private readonly opts: LanServiceOptions) {
    this.unobserve = opts.session.observe((snapshot) => this.want(!snapshot.demo));
    this.want(!opts.session.snapshot().demo);
  }

  /** The running server, if any. */
  get current(): LanServer | null {
    return this.server;
  }

  /** Resolves once every start or stop asked for so far is done. */
  settled(): Promise<void> {
    return this.work;
  }

  /** Stops listening for good. */
  async dispose(): Promise<void> {
    this.unobserve();
    this.want(false);
    await this.work;
  }

  /**
   * Listens on another interface from the last published choices (the lobby's `use-interface`): the server
   * restarts there, with a new URL and QR code. Returns why not, or null when the switch is under way.
   */
  useAddress(address: string): string | null {
    if (!this.wanted) return 'LAN mode is not listening now';
    if (!this.choices.some((c) => c.address === address)) return `${address} is not one of this machine's interfaces`;
    if (address === this.server?.address.replace(/:\d+$/, '')) return null;
    this.picked = address;
    this.work = this.work.then(async () => {
      await this.close();
      await this.start();
    });
    return null;
  }

  private want(on: boolean): void {
    if (on === this.wanted) return;
    this.wanted = on;
    this.work = this.work.then(() => (on ? this.start() : this.stop()));
  }

  private async start(): Promise<void> {
    if (this.server || !this.wanted) return;
    const { session, log } = this.opts;
    const found = await (this.opts.choices ?? (() => findLanChoices(networkInterfaces())))();
    const host = this.picked ?? this.opts.host ?? found[0]?.address ?? '127.0.0.1';
    const named = found.find((c) => c.address === host);
    this.choices = named ? found : [{ name: host === '127.0.0.1' ? 'loopback' : host, address: host }, ...found];
    const iface = named?.name ?? this.choices[0]?.name ?? host;
    try {
      this.server = await startLanServer({
        session,
        host,
        port: this.opts.port ?? DEFAULT_LAN_PORT,
        phoneDir: this.opts.phoneDir,
        streamKey: this.streamKey,
        ...(this.opts.rendererDir ? { rendererDir: this.opts.rendererDir } : {}),
        log,
        ...(this.opts.roomCode ? { roomCode: this.opts.roomCode } : {}),
        ...(this.opts.limits ? { limits: this.opts.limits } : {}),
      });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      log(`LAN mode could not start on ${host}: ${reason}`);
      session.side.setLan({ state: 'off', reason: `phones cannot join: ${reason}`.slice(0, 300) });
      return;
    }
    const { url, address, roomCode } = this.server;
    log(`LAN mode: listening on ${iface}`);
    // The stream key stays off every screen: the host's own log is where a streamer finds the browser source.
    if (this.opts.rendererDir)
      log(`LAN stream view for a streaming program: ${this.server.streamPageUrl} (add &layout=scoreboard, &bg=transparent or &bg=chroma)`);
    const status: LanStatus = { state: 'on', url, address, roomCode, qr: qrRows(url), iface, choices: this.choices };
    session.side.setLan(status);
  }

  private async stop(): Promise<void> {
    if (this.wanted) return;
    await this.close();
    if (this.opts.session.snapshot().lan) this.opts.session.side.setLan(null);
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) {
      await server.close();
      this.opts.log('LAN mode: stopped listening');
    }
  }
}

/** LAN mode on (host defaults to the best interface) or off with the reason the lobby shows. */
export type LanSettings =
  { readonly on: true; readonly host: string | null; readonly port: number } | { readonly on: false; readonly reason: string };

/** A plain decimal port 0-65535, else null. */
export function parsePort(text: string): number | null {
  if (!/^[0-9]{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port <= 65535 ? port : null;
}

/**
 * LAN mode's settings: on or off from settings.json's `lan` unless LIGRETTO_LAN (`on` or `off`) is set, which wins;
 * LIGRETTO_LAN_HOST and LIGRETTO_LAN_PORT choose the interface and port. Bad values switch it off with the reason.
 */
export function lanSettingsFromEnv(env: Readonly<Record<string, string | undefined>>, setting = true): LanSettings {
  const switched = env['LIGRETTO_LAN']?.trim().toLowerCase() || null;
  if (switched !== null && switched !== 'on' && switched !== 'off')
    return { on: false, reason: `LIGRETTO_LAN must be on or off, got ${switched.slice(0, 20)}` };
  if (switched === 'off') return { on: false, reason: 'LAN mode is switched off (LIGRETTO_LAN=off)' };
  if (switched === null && !setting) return { on: false, reason: 'LAN mode is switched off in settings.json ("lan": false)' };
  const host = env['LIGRETTO_LAN_HOST']?.trim() || null;
  if (host !== null && bindScope(host) === 'all')
    return { on: false, reason: 'LIGRETTO_LAN_HOST must name one interface, not all of them' };
  const portText = env['LIGRETTO_LAN_PORT'];
  const port = portText === undefined ? DEFAULT_LAN_PORT : parsePort(portText);
  if (port === null) return { on: false, reason: `LIGRETTO_LAN_PORT must be 0-65535, got ${fitText(JSON.stringify(portText ?? ''), 24)}` };
  return { on: true, host, port };
}

/** Starts LAN mode for the session when the settings allow; the returned function stops it for good. */
export function setupLan(
  session: Session,
  phoneDir: string,
  settings: LanSettings,
  log: (line: string) => void,
  rendererDir?: string,
): () => Promise<void> {
  if (!settings.on) {
    log(`LAN mode off: ${settings.reason}`);
    session.side.setLan({ state: 'off', reason: settings.reason });
    return () => Promise.resolve();
  }
  const service = new LanService({
    session,
    phoneDir,
    port: settings.port,
    log,
    ...(settings.host ? { host: settings.host } : {}),
    ...(rendererDir ? { rendererDir } : {}),
  });
  session.side.setLanControl((address) => service.useAddress(address));
  return () => {
    session.side.setLanControl(null);
    return service.dispose();
  };
}
