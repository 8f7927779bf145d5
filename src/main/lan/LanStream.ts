/**
 * The LAN server's stream endpoint: a read-only stream view socket for a streaming machine on the network, behind a
 * per-launch stream key, with socket, size, rate and hello limits per address and in total.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { HostMessage } from '@shared/protocol';
import type { Clock } from '../session/clock';
import type { Session } from '../session/Session';
import { AddressCounts } from '../transport/conn-guard';
import { rawText } from '../transport/raw-text';
import { NewestOnlySender, RateWindow } from '../transport/socket-pacing';
import { newToken, sameSecret } from './lan-config';

/** The stream endpoint's path on the LAN server. */
export const LAN_STREAM_PATH = '/stream';

/** The stream key's query parameter. */
export const STREAM_KEY_PARAM = 'key';

/** Limits of the LAN stream endpoint. */
export interface LanStreamLimits {
  /** Stream sockets from one address. */
  readonly maxPerAddress: number;
  /** Stream sockets in all. */
  readonly maxTotal: number;
  /** Largest message a stream view may send (its only valid message is a short hello). */
  readonly maxPayload: number;
  /** Messages per second before the socket is closed. */
  readonly maxRate: number;
  /** A socket that has not said hello by then is closed. */
  readonly helloTimeoutMs: number;
  /** Bytes waiting to go out before a slow reader gets only the newest snapshot. */
  readonly maxBuffered: number;
  /** Wrong keys from one address before it is locked out for `lockoutMs`. */
  readonly maxKeyFailures: number;
  readonly lockoutMs: number;
}

/** Defaults: a streaming PC needs one or two views (table and scoreboard); nobody else needs any. */
export const DEFAULT_LAN_STREAM_LIMITS: LanStreamLimits = {
  maxPerAddress: 2,
  maxTotal: 4,
  maxPayload: 1024,
  maxRate: 10,
  helloTimeoutMs: 10_000,
  maxBuffered: 8 * 1024 * 1024,
  maxKeyFailures: 5,
  lockoutMs: 60_000,
};

/** Why a stream socket was refused, or 'ok'. */
export type StreamAdmission = 'ok' | 'path' | 'host' | 'locked' | 'key' | 'address' | 'full';

/** The key a request's URL carries for the stream path (`/stream?key=K`, nothing else), or null when it is not the stream path. */
export function streamKeyOf(url: string): { key: string | null } | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path !== LAN_STREAM_PATH) return null;
  if (at === -1) return { key: null };
  const query = new URLSearchParams(url.slice(at + 1));
  const keys = [...query.keys()];
  return { key: keys.length === 1 && keys[0] === STREAM_KEY_PARAM ? query.get(STREAM_KEY_PARAM) : null };
}

/** Who may open a stream socket: the key, lockouts after wrong keys, sockets per address and in total (pure, clock injected). */
export class StreamGate {
  private readonly perAddress = new AddressCounts();
  private readonly failures = new Map<string, { count: number; until: number }>();
  private total = 0;

  constructor(
    readonly key: string,
    private readonly limits: LanStreamLimits,
    private readonly now: () => number,
  ) {}

  /** Decides on one upgrade request; on 'ok' a slot is taken until `release(address)`. */
  admit(address: string, url: string, hostOk: boolean): StreamAdmission {
    const asked = streamKeyOf(url);
    if (!asked) return 'path';
    if (!hostOk) return 'host';
    const keyed = this.checkKey(address, asked.key);
    if (keyed !== 'ok') return keyed;
    if (this.perAddress.of(address) >= this.limits.maxPerAddress) return 'address';
    if (this.total >= this.limits.maxTotal) return 'full';
    this.perAddress.add(address);
    this.total++;
    return 'ok';
  }

  /**
   * Checks a key given by `address` (a socket's or the stream page's): a wrong or missing one counts toward the
   * address's lockout, and a locked-out address is refused even with the right key.
   */
  checkKey(address: string, key: string | null): 'ok' | 'locked' | 'key' {
    const failed = this.failures.get(address);
    if (failed && failed.count >= this.limits.maxKeyFailures && this.now() < failed.until) return 'locked';
    if (key === null || !sameSecret(key, this.key)) {
      const count = failed && this.now() < failed.until ? failed.count + 1 : 1;
      this.failures.set(address, { count, until: this.now() + this.limits.lockoutMs });
      return 'key';
    }
    return 'ok';
  }

  /** A socket admitted from `address` closed (or its handshake failed). */
  release(address: string): void {
    this.perAddress.remove(address);
    this.total = Math.max(0, this.total - 1);
  }

  /** Sockets held now. */
  get open(): number {
    return this.total;
  }
}

/** The stream endpoint of a LAN server. */
export class LanStream {
  readonly gate: StreamGate;
  private readonly wss: WebSocketServer;

  constructor(
    private readonly session: Session,
    private readonly limits: LanStreamLimits,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
    key: string = newToken(),
  ) {
    this.gate = new StreamGate(key, limits, () => clock.now());
    this.wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload, perMessageDeflate: false });
  }

  /** Handles an upgrade on the stream path (true), or leaves it to the phone endpoint (false). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, address: string, hostOk: boolean): boolean {
    const verdict = this.gate.admit(address, req.url ?? '', hostOk);
    if (verdict === 'path') return false;
    if (verdict !== 'ok') {
      this.log(`stream socket refused (${verdict}) from ${address}`);
      const status =
        verdict === 'key' || verdict === 'locked' ? '401 Unauthorized' : verdict === 'host' ? '403 Forbidden' : '503 Service Unavailable';
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
      return true;
    }
    let released = false;
    const release = (): void => {
      if (!released) this.gate.release(address);
      released = true;
    };
    socket.once('close', release);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.serve(ws, address));
    return true;
  }

  /** Closes every stream socket. */
  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  private serve(ws: WebSocket, address: string): void {
    const out = new NewestOnlySender(ws, this.limits.maxBuffered);
    let greeted = false;
    const handle = this.session.connect(
      {
        send: (msg: HostMessage) => {
          if (msg.t === 'welcome') greeted = true;
          out.send(JSON.stringify(msg), msg.t === 'snapshot');
        },
        close: () => ws.close(),
      },
      'stream',
    );
    const cancelHello = this.clock.wakeAt(this.clock.now() + this.limits.helloTimeoutMs, () => {
      if (greeted || ws.readyState !== ws.OPEN) return;
      this.log(`stream socket from ${address} closed: no hello in time`);
      ws.close(1008, 'say hello first');
    });
    const rate = new RateWindow(this.limits.maxRate);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (rate.over()) {
        this.log(`stream socket from ${address} closed: message flood`);
        ws.close(1008, 'too many messages');
        return;
      }
      handle.receive(isBinary ? null : rawText(data));
    });
    ws.on('close', () => {
      cancelHello();
      out.dispose();
      handle.close();
    });
    ws.on('error', (e) => this.log(`stream socket error from ${address}: ${e.message}`));
  }
}
