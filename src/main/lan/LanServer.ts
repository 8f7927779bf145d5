/** The LAN controller server: the phone page over HTTP and the phone endpoint over WebSocket, on one chosen interface. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_PHONE_MESSAGE_BYTES, PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage } from '@shared/phone-protocol';
import { decodePhoneMessage } from '@shared/phone-protocol-schema';
import type { Session } from '../session/Session';
import { authority, DEFAULT_LAN_LIMITS, newRoomCode, type LanLimits } from './lan-config';
import { loadPhoneFiles, servePhoneFile } from './phone-files';
import { POLICY_CLOSE, PhoneRoom, type PhoneLink } from './PhoneRoom';
import { NewestOnlySender, RateWindow } from '../transport/socket-pacing';
import { rawText } from '../transport/raw-text';

/** Where and what to serve. */
export interface LanServerOptions {
  readonly session: Session;
  /** The one interface to bind (an address, never '' or 0.0.0.0 in the app). */
  readonly host: string;
  /** Preferred port; when it is busy another free port is taken. 0 picks any free port. */
  readonly port: number;
  /** The built phone page (out/phone). */
  readonly phoneDir: string;
  readonly roomCode?: string;
  readonly limits?: Partial<LanLimits>;
  readonly log: (line: string) => void;
}

/** A listening LAN server. */
export interface LanServer {
  /** What phones open, room code included. */
  readonly url: string;
  /** host:port as phones' Host header must name it. */
  readonly address: string;
  readonly roomCode: string;
  readonly room: PhoneRoom;
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
  const files = loadPhoneFiles(opts.phoneDir);
  const roomCode = opts.roomCode ?? newRoomCode();
  let hostHeader = '';
  const server = createServer((req, res) => servePhoneFile(files, hostHeader, req, res));
  server.maxConnections = limits.maxConnections * 2;
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PHONE_MESSAGE_BYTES, perMessageDeflate: false });
  const room = new PhoneRoom(opts.session, roomCode, limits, opts.log);
  let pending = 0;
  const alive = new WeakSet<WebSocket>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const origin = req.headers.origin;
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
        `phone socket refused (${problem}) from ${req.socket.remoteAddress ?? '?'}: ${req.url ?? ''} origin ${origin ?? '-'} host ${req.headers.host ?? '-'}`,
      );
      return deny(socket, '403 Forbidden');
    }
    if (wss.clients.size + pending >= limits.maxConnections) {
      opts.log('phone socket refused: too many connections');
      return deny(socket, '503 Service Unavailable');
    }
    pending++;
    let settled = false;
    const settle = (): void => {
      if (!settled) pending--;
      settled = true;
    };
    socket.once('close', settle);
    wss.handleUpgrade(req, socket, head, (ws) => {
      settle();
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      servePhone(ws, req.socket.remoteAddress ?? '?', room, limits, opts.log);
    });
  });
  try {
    await listen(server, opts.port, opts.host);
  } catch (e) {
    if (opts.port === 0 || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    opts.log(`LAN port ${opts.port} is busy: taking another one`);
    await listen(server, 0, opts.host);
  }
  hostHeader = authority(opts.host, (server.address() as AddressInfo).port);
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  opts.log(`LAN mode: phones can open http://${hostHeader}/ with room code ${roomCode}`);
  return {
    url: `http://${hostHeader}/?room=${roomCode}`,
    address: hostHeader,
    roomCode,
    room,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        room.close();
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function servePhone(ws: WebSocket, address: string, room: PhoneRoom, limits: LanLimits, log: (line: string) => void): void {
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
  const hello = setTimeout(() => {
    if (room.seatOf(link) === null) link.close(POLICY_CLOSE, 'join first');
  }, limits.helloTimeoutMs);
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
    clearTimeout(hello);
    out.dispose();
    room.disconnected(link);
  });
  ws.on('error', (e) => log(`phone socket error from ${address}: ${e.message}`));
}
