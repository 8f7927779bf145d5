/** The WebSocket transport (browser mode): checked origin, capped size, rate and connections; slow views skip frames. */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, type HostMessage } from '@shared/protocol';
import { realClock, type Clock } from '../session/clock';
import type { Session } from '../session/Session';
import type { ViewRole } from '@shared/stream-schema';
import { ConnectionPool, remoteKey } from './conn-guard';
import { rawText } from './raw-text';
import { NewestOnlySender, RateWindow } from './socket-pacing';
import { TV_KEY_PARAM } from './tv-access';

/** Limits of the WebSocket endpoint. */
export interface WsLimits {
  readonly maxConnections: number;
  /** Of `maxConnections`, sockets only trusted ones (the TV's, a keyed stream view's) can take; the oldest untrusted one makes room. */
  readonly reserve: number;
  /** Messages per second a connection may send before it is closed. */
  readonly maxRate: number;
  /** Bytes waiting in a socket's buffer past which snapshots are held back and only the newest is sent later. */
  readonly maxBuffered: number;
  /** Open sockets from one remote address. */
  readonly maxPerAddress: number;
  /** A socket must say hello within this many ms, or it is closed (it would hold a slot for nothing). */
  readonly helloTimeoutMs: number;
}

/** Default limits. */
export const DEFAULT_WS_LIMITS: WsLimits = {
  maxConnections: 16,
  reserve: 4,
  maxRate: 120,
  maxBuffered: 1 << 20,
  maxPerAddress: 16,
  helloTimeoutMs: 10_000,
};

/** Options of the endpoint. */
export interface WsTransportOptions {
  /** The TV's path; null for a host that serves stream views only. */
  readonly path: string | null;
  readonly allowedHosts: () => readonly string[];
  readonly log: (line: string) => void;
  readonly limits?: Partial<WsLimits>;
  /** Does the upgrade request carry the TV's credential? Without this, every allowed host and origin is admitted. */
  readonly admits?: (req: IncomingMessage) => boolean;
  /**
   * Is an admitted socket trusted (never evicted for another, may use the reserve)? By default the TV's are and
   * stream views' are not; a stream view admitted without a key is evicted oldest-first when its share is full.
   */
  readonly trusted?: (req: IncomingMessage) => boolean;
  /** Times the hello timeout (tests pass a manual clock). */
  readonly clock?: Clock;
  /** A second path for read-only stream views, and who may open it (loopback only, unless told otherwise). */
  readonly stream?: { readonly path: string; readonly admits: (req: IncomingMessage) => boolean };
}

/** May a browser on this Origin with this Host header talk to us? Only our own page. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedHosts: readonly string[]): boolean {
  if (!host || !allowedHosts.includes(host)) return false;
  return origin === undefined || origin === `http://${host}`;
}

/** The endpoint's path exactly, optionally with the TV key as its only query parameter. */
function isSessionPath(url: string, path: string): boolean {
  const at = url.indexOf('?');
  if (at === -1) return url === path;
  const keys = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return url.slice(0, at) === path && keys.length === 1 && keys[0] === TV_KEY_PARAM;
}

/** Attaches the session's WebSocket endpoint at `path` to an HTTP server. */
export function attachWsTransport(server: Server, session: Session, opts: WsTransportOptions): WebSocketServer {
  const limits = { ...DEFAULT_WS_LIMITS, ...opts.limits };
  const clock = opts.clock ?? realClock;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const pool = new ConnectionPool<Duplex>({ total: limits.maxConnections, reserve: limits.reserve, perAddress: limits.maxPerAddress });
  const open = new Map<Duplex, WebSocket>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '';
    const address = remoteKey(req.socket);
    const refuse = (status: string, why: string): void => {
      opts.log(`websocket refused (${why}) from ${address}: origin ${req.headers.origin ?? '-'} host ${req.headers.host ?? '-'}`);
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    const role: ViewRole | null =
      opts.path !== null && isSessionPath(url, opts.path) ? 'tv' : opts.stream && isSessionPath(url, opts.stream.path) ? 'stream' : null;
    if (role === null) return refuse('403 Forbidden', 'path');
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, opts.allowedHosts())) return refuse('403 Forbidden', 'host or origin');
    if (role === 'tv' && opts.admits && !opts.admits(req)) return refuse('401 Unauthorized', 'no TV key');
    if (role === 'stream' && !opts.stream?.admits(req)) return refuse('401 Unauthorized', 'stream views are open to this machine only');
    const trusted = opts.trusted ? opts.trusted(req) : role === 'tv';
    const admitted = pool.admit(socket, address, () => trusted);
    if (!admitted.ok) return refuse('403 Forbidden', admitted.why === 'address' ? 'too many sockets from one address' : 'too many sockets');
    for (const old of admitted.evicted) {
      opts.log('websocket closed: the oldest unauthenticated one, to make room');
      const ws = open.get(old);
      if (ws) ws.close(1008, 'too many sockets');
      else old.destroy();
    }
    socket.once('close', () => {
      pool.release(socket);
      open.delete(socket);
    });
    wss.handleUpgrade(req, socket, head, (ws) => {
      open.set(socket, ws);
      serve(ws, session, role, limits, clock, opts.log);
    });
  });
  return wss;
}

function serve(ws: WebSocket, session: Session, role: ViewRole, limits: WsLimits, clock: Clock, log: (line: string) => void): void {
  const out = new NewestOnlySender(ws, limits.maxBuffered);
  let greeted = false;
  const handle = session.connect(
    {
      send: (msg: HostMessage) => {
        if (msg.t === 'welcome') greeted = true;
        out.send(JSON.stringify(msg), msg.t === 'snapshot');
      },
      close: () => ws.close(),
    },
    role,
  );
  const cancelHello = clock.wakeAt(clock.now() + limits.helloTimeoutMs, () => {
    if (greeted || ws.readyState !== ws.OPEN) return;
    log('websocket closed: no hello in time');
    ws.close(1008, 'say hello first');
  });
  const rate = new RateWindow(limits.maxRate);
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (rate.over()) {
      log('websocket closed: message flood');
      ws.close(1008, 'too many messages');
      return;
    }
    if (isBinary) {
      handle.receive(null);
      return;
    }
    handle.receive(rawText(data));
  });
  ws.on('close', () => {
    cancelHello();
    out.dispose();
    handle.close();
  });
  ws.on('error', (e) => log(`websocket error: ${e.message}`));
}
