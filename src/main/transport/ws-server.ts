/** The WebSocket transport (browser mode): checked origin, capped size, rate and connections; slow views skip frames. */
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, type HostMessage } from '@shared/protocol';
import type { Session } from '../session/Session';
import { NewestOnlySender, RateWindow } from './socket-pacing';
import { rawText } from './raw-text';

/** Limits of the WebSocket endpoint. */
export interface WsLimits {
  readonly maxConnections: number;
  /** Messages per second a connection may send before it is closed. */
  readonly maxRate: number;
  /** Bytes waiting in a socket's buffer past which snapshots are held back and only the newest is sent later. */
  readonly maxBuffered: number;
}

/** Default limits. */
export const DEFAULT_WS_LIMITS: WsLimits = { maxConnections: 16, maxRate: 120, maxBuffered: 1 << 20 };

/** May a browser on this Origin with this Host header talk to us? Only our own page. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedHosts: readonly string[]): boolean {
  if (!host || !allowedHosts.includes(host)) return false;
  return origin === undefined || origin === `http://${host}`;
}

/** Attaches the session's WebSocket endpoint at `path` to an HTTP server. */
export function attachWsTransport(
  server: Server,
  session: Session,
  opts: { path: string; allowedHosts: () => readonly string[]; log: (line: string) => void; limits?: Partial<WsLimits> },
): WebSocketServer {
  const limits = { ...DEFAULT_WS_LIMITS, ...opts.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const url = req.url ?? '';
    if (
      url !== opts.path ||
      !isAllowedOrigin(req.headers.origin, req.headers.host, opts.allowedHosts()) ||
      wss.clients.size >= limits.maxConnections
    ) {
      opts.log(`websocket refused: ${url} from origin ${req.headers.origin ?? '-'} host ${req.headers.host ?? '-'}`);
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, session, limits, opts.log));
  });
  return wss;
}

function serve(ws: WebSocket, session: Session, limits: WsLimits, log: (line: string) => void): void {
  const out = new NewestOnlySender(ws, limits.maxBuffered);
  const handle = session.connect({
    send: (msg: HostMessage) => out.send(JSON.stringify(msg), msg.t === 'snapshot'),
    close: () => ws.close(),
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
    out.dispose();
    handle.close();
  });
  ws.on('error', (e) => log(`websocket error: ${e.message}`));
}
