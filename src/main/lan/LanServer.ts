/** The LAN controller server: the phone page over HTTP and the phone endpoint over WebSocket, on one chosen interface. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_PHONE_MESSAGE_BYTES, PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage } from '@shared/phone-protocol';
import { decodePhoneMessage } from '@shared/phone-protocol-schema';
import { realClock, type Clock } from '../session/clock';
import type { Session } from '../session/Session';
import { resolveBind } from '../transport/bind-address';
import { ConnectionPool, guardConnections, remoteKey, serverTimeouts } from '../transport/conn-guard';
import { NewestOnlySender, RateWindow } from '../transport/socket-pacing';
import { authority, DEFAULT_LAN_LIMITS, newRoomCode, type LanLimits } from './lan-config';
import { loadPhoneFiles, servePhoneFile } from './phone-files';
import { PhoneRoom } from './PhoneRoom';
import { POLICY_CLOSE, type PhoneLink } from './phone-link';
import { rawText } from '../transport/raw-text';
import { loadStreamPage, serveStreamPage } from './stream-page';
import { DEFAULT_LAN_STREAM_LIMITS, LAN_STREAM_PATH, LanStream, STREAM_KEY_PARAM, type LanStreamLimits } from './LanStream';

/** Where and what to serve. */
export interface LanServerOptions {
  readonly session: Session;
  /** The one interface to bind (an address, never '' or 0.0.0.0 in the app). */
  readonly host: string;
  /** Preferred port; when it is busy another free port is taken. 0 picks any free port. */
  readonly port: number;
  /** The built phone page (out/phone). */
  readonly phoneDir: string;
  /** The built renderer (out/renderer), served as the stream view's page at `/stream?key=K`; absent, no page is served. */
  readonly rendererDir?: string;
  readonly roomCode?: string;
  readonly limits?: Partial<LanLimits>;
  readonly log: (line: string) => void;
  /** Times hello timeouts, socket ages and lockouts (tests pass a manual clock). */
  readonly clock?: Clock;
  /** The stream endpoint's key (tests fix it); a fresh random one by default. */
  readonly streamKey?: string;
  readonly streamLimits?: Partial<LanStreamLimits>;
}

/** A listening LAN server. */
export interface LanServer {
  /** What phones open, room code included. */
  readonly url: string;
  /** host:port as phones' Host header must name it. */
  readonly address: string;
  readonly roomCode: string;
  readonly room: PhoneRoom;
  /** The read-only stream endpoint for a streaming machine on the network, key included (never shown on the TV). */
  readonly streamUrl: string;
  /** The stream view's page for a streaming program's browser source, key included (never shown on the TV). */
  readonly streamPageUrl: string;
  readonly stream: LanStream;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (e: Error): void => reject(e);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

function deny(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** Starts the server; resolves once it listens. Throws when the phone page is not built or the interface cannot be bound. */
export async function startLanServer(opts: LanServerOptions): Promise<LanServer> {
  const limits: LanLimits = { ...DEFAULT_LAN_LIMITS, ...opts.limits };
  const clock = opts.clock ?? realClock;
  const files = loadPhoneFiles(opts.phoneDir);
  const roomCode = opts.roomCode ?? newRoomCode();
  let hostHeader = '';
  const http = {
    perAddress: limits.maxHttpPerAddress,
    total: limits.maxHttpConnections,
    reserve: limits.httpReserve,
    headersTimeoutMs: limits.headersTimeoutMs,
    keepAliveMs: limits.keepAliveMs,
  };
  const streamPage = loadStreamPage(opts.rendererDir, opts.log);
  const stream = new LanStream(opts.session, { ...DEFAULT_LAN_STREAM_LIMITS, ...opts.streamLimits }, clock, opts.log, opts.streamKey);
  const server = createServer(serverTimeouts(http), (req, res) => {
    const plain = req.headers.host === hostHeader && (req.method === 'GET' || req.method === 'HEAD');
    // The stream page's requests with its key or cookie are trusted; the phone page's are anyone's.
    const keyed = (): void => pool.vouch(req.socket);
    if (plain && serveStreamPage(streamPage, stream.gate, hostHeader, remoteKey(req.socket), req, res, keyed)) return;
    servePhoneFile(files, hostHeader, req, res);
  });
  const pool = guardConnections(server, http, opts.log);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PHONE_MESSAGE_BYTES, perMessageDeflate: false });
  const room = new PhoneRoom(opts.session, roomCode, limits, opts.log, clock);
  const sockets = new Sockets(limits);
  const alive = new WeakSet<WebSocket>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const origin = req.headers.origin;
    const address = remoteKey(req.socket);
    if (stream.upgrade(req, socket, head, address, req.headers.host === hostHeader)) {
      // A refused stream socket is destroyed at once; one still open presented the key.
      if (!socket.destroyed) pool.vouch(req.socket);
      return;
    }
    const problem =
      req.url !== PHONE_WS_PATH
        ? 'path'
        : req.headers.host !== hostHeader
          ? 'host'
          : origin !== undefined && origin !== `http://${hostHeader}`
            ? 'origin'
            : null;
    if (problem) {
      opts.log(
        `phone socket refused (${problem}) from ${address}: ${req.url ?? ''} origin ${origin ?? '-'} host ${req.headers.host ?? '-'}`,
      );
      return deny(socket, '403 Forbidden');
    }
    const slot = sockets.admit(socket, address);
    if (!slot.ok) {
      opts.log(
        `phone socket refused from ${address}: ${slot.why === 'address' ? 'too many sockets from one address' : 'every socket holds a seat'}`,
      );
      return deny(socket, '503 Service Unavailable');
    }
    for (const old of slot.evicted) opts.log(`phone socket from ${old} closed: the oldest without a seat, to make room`);
    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      const link = servePhone(ws, address, room, limits, clock, opts.log);
      // Trusted while it holds a seat: at the socket and at the TCP level, never evicted for a stranger.
      const seated = (): boolean => room.holds(link);
      sockets.opened(socket, link, seated);
      pool.vouch(req.socket, seated);
    });
  });
  // Resolved as listen() would resolve it, then judged by the address: `0`, `::0` or a name that resolves to
  // 0.0.0.0 would bind every interface.
  const bind = await resolveBind(opts.host);
  if (bind.scope === 'all') throw new Error(`${opts.host} means every interface: LAN mode listens on one`);
  try {
    await listen(server, opts.port, bind.address);
  } catch (e) {
    if (opts.port === 0 || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    opts.log(`LAN port ${opts.port} is busy: taking another one`);
    await listen(server, 0, bind.address);
  }
  const bound = server.address() as AddressInfo;
  hostHeader = authority(bound.address, bound.port);
  // The heartbeat runs on the server's clock, like the hello limit: a test steps it, so a late pong on a busy
  // machine can never drop a phone that answers.
  const beat = (): void => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
    cancelBeat = clock.wakeAt(clock.now() + limits.heartbeatMs, beat);
  };
  let cancelBeat = clock.wakeAt(clock.now() + limits.heartbeatMs, beat);
  opts.log(`LAN mode: phones can open http://${hostHeader}/ with room code ${roomCode}`);
  return {
    url: `http://${hostHeader}/?room=${roomCode}`,
    address: hostHeader,
    roomCode,
    room,
    streamUrl: `ws://${hostHeader}${LAN_STREAM_PATH}?${STREAM_KEY_PARAM}=${stream.gate.key}`,
    streamPageUrl: `http://${hostHeader}${LAN_STREAM_PATH}?${STREAM_KEY_PARAM}=${stream.gate.key}`,
    stream,
    close: () =>
      new Promise<void>((resolve) => {
        cancelBeat();
        room.close();
        stream.close();
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The phone sockets: at most `maxConnections` in all and `maxSocketsPerAddress` from one address. A socket that
 * holds a seat is trusted; when every slot is taken, the oldest socket without a seat is closed at once to make
 * room, so sockets that never join cannot keep seated phones from coming back or new phones from joining.
 */
class Sockets {
  private readonly pool: ConnectionPool<Duplex>;
  /** Open sockets' links (a socket mid-handshake has none yet). */
  private readonly links = new Map<Duplex, PhoneLink>();

  constructor(limits: LanLimits) {
    this.pool = new ConnectionPool({ total: limits.maxConnections, reserve: 0, perAddress: limits.maxSocketsPerAddress });
  }

  /** Takes a slot for a new socket from `address`, closing the oldest sockets without a seat if needed; their addresses, or why not. */
  admit(socket: Duplex, address: string): { ok: true; evicted: string[] } | { ok: false; why: 'address' | 'full' } {
    const admitted = this.pool.admit(socket, address);
    if (!admitted.ok) return admitted;
    socket.once('close', () => this.closed(socket));
    const evicted: string[] = [];
    for (const old of admitted.evicted) {
      const link = this.links.get(old);
      this.links.delete(old);
      evicted.push(link?.address ?? '?');
      if (link) link.close(POLICY_CLOSE, 'join first');
      else old.destroy();
    }
    return { ok: true, evicted };
  }

  /** The socket's handshake is done: `seated` says when it holds a seat. */
  opened(socket: Duplex, link: PhoneLink, seated: () => boolean): void {
    this.links.set(socket, link);
    this.pool.vouch(socket, seated);
  }

  private closed(socket: Duplex): void {
    this.links.delete(socket);
    this.pool.release(socket);
  }
}

/** Serves one phone socket; returns its link. */
function servePhone(
  ws: WebSocket,
  address: string,
  room: PhoneRoom,
  limits: LanLimits,
  clock: Clock,
  log: (line: string) => void,
): PhoneLink {
  let dead = false;
  const out = new NewestOnlySender(ws, limits.maxBuffered);
  const link: PhoneLink = {
    address,
    send: (msg: PhoneHostMessage) => {
      if (!dead) out.send(JSON.stringify(msg), msg.t === 'view');
    },
    close: (code, reason) => {
      dead = true;
      ws.close(code, reason);
    },
  };
  const refuse = (error: string): void => {
    link.send({ t: 'refused', code: 'malformed', error });
    link.close(POLICY_CLOSE, 'malformed');
  };
  const cancelHello = clock.wakeAt(clock.now() + limits.helloTimeoutMs, () => {
    if (!dead && !room.holds(link)) link.close(POLICY_CLOSE, 'join first');
  });
  const rate = new RateWindow(limits.maxRate);
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (dead) return;
    if (rate.over()) {
      log(`phone socket from ${address} closed: message flood`);
      return link.close(POLICY_CLOSE, 'too many messages');
    }
    if (isBinary) return refuse('binary frames are not accepted');
    const decoded = decodePhoneMessage(rawText(data));
    if (!decoded.ok) {
      log(`phone message refused from ${address}: ${decoded.error}`);
      return refuse(decoded.error);
    }
    const msg = decoded.msg;
    if ((msg.t === 'join' || msg.t === 'resume') && msg.v !== PHONE_PROTOCOL_VERSION)
      return refuse('this phone page is out of date: reload it');
    room.message(link, msg);
  });
  ws.on('close', () => {
    dead = true;
    cancelHello();
    out.dispose();
    room.disconnected(link);
  });
  ws.on('error', (e) => log(`phone socket error from ${address}: ${e.message}`));
  return link;
}
