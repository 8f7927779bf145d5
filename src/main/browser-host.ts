/** Browser mode: the built renderer over HTTP and the session behind a WebSocket, on one address. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { CSP_DIRECTIVES, REFUSAL_CSP, serializeCsp } from './csp';
import type { Clock } from './session/clock';
import type { Session } from './session/Session';
import { guardConnections, serverTimeouts, type ConnectionLimits } from './transport/conn-guard';
import { loadStaticFiles, serveStatic } from './transport/static-files';
import { resolveBind } from './transport/bind-address';
import { allowedHostHeaders, TV_KEY_PARAM, TvAccess } from './transport/tv-access';
import { attachWsTransport, type WsLimits } from './transport/ws-server';

/**
 * TCP limits of the TV page's server: 64 connections, 16 of them only for connections with the TV key or cookie
 * (untrusted ones hold at most 48 and the oldest makes room for a new one), 24 from one address.
 */
export const BROWSER_CONNECTION_LIMITS: ConnectionLimits = {
  perAddress: 24,
  total: 64,
  reserve: 16,
  headersTimeoutMs: 10_000,
  keepAliveMs: 5_000,
};

/** Where and what to serve. */
export interface BrowserHostOptions {
  readonly session: Session;
  readonly rendererDir: string;
  readonly host: string;
  readonly port: number;
  readonly log: (line: string) => void;
  readonly limits?: Partial<WsLimits>;
  readonly connections?: Partial<ConnectionLimits>;
  /** Times the sockets' hello timeout (tests pass a manual clock). */
  readonly clock?: Clock;
  /** The key a non-loopback host asks for (tests fix it); a fresh random one by default. */
  readonly key?: string;
  /** Let stream views connect from other machines (with the TV key); by default only from this machine. */
  readonly streamFromNetwork?: boolean;
  /** False for a host that serves stream views only (no TV socket at `/ws`), e.g. beside the app's own window. */
  readonly tvSocket?: boolean;
}

/** A running browser-mode host. */
export interface BrowserHost {
  /** The TV's URL; for a non-loopback host it carries the key (`?key=`), so only who sees it can take the TV. */
  readonly url: string;
  /** The per-launch key, or null when the host is loopback-only and needs none. */
  readonly key: string | null;
  /** Host headers browsers may send (host:port). */
  readonly allowedHosts: readonly string[];
  readonly server: Server;
  close(): Promise<void>;
}

/** The WebSocket path of the session. */
export const WS_PATH = '/ws';

/** The WebSocket path of read-only stream views (a streaming program's browser source). */
export const STREAM_WS_PATH = '/stream';

/** Is a remote address this machine's (a request's `socket.remoteAddress`)? */
export function fromLoopback(remote: string | undefined): boolean {
  const a = remote ?? '';
  return a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
}

/** Headers of every answer; `csp` is the page's own policy, or REFUSAL_CSP for a refusal. */
function hostHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The page's policy for a browser that reached us as `host` (already checked): its socket goes back there, nowhere else. */
function pageHeaders(host: string): Record<string, string> {
  return hostHeaders(serializeCsp({ ...CSP_DIRECTIVES, 'connect-src': ["'self'", `ws://${host}`], 'frame-ancestors': ["'none'"] }));
}

/** Starts the HTTP + WebSocket host; resolves once it listens. */
export async function startBrowserHost(opts: BrowserHostOptions): Promise<BrowserHost> {
  const files = loadStaticFiles(opts.rendererDir);
  if (!files.has('/')) throw new Error(`no index.html in ${opts.rendererDir}: build the renderer first`);
  // Judged by the address the host resolves to, as listen() resolves it: `0` or `::0` is every interface.
  const bind = await resolveBind(opts.host);
  const access = new TvAccess(bind.address, opts.key);
  const connections = { ...BROWSER_CONNECTION_LIMITS, ...opts.connections };
  let allowedHosts: string[] = [];
  const refusal = { 'Content-Type': 'text/plain; charset=utf-8', ...hostHeaders(REFUSAL_CSP) };
  const server = createServer(serverTimeouts(connections), (req, res) => {
    const host = req.headers.host ?? '';
    if (!allowedHosts.includes(host)) {
      res.writeHead(421, refusal).end('wrong host');
      return;
    }
    if (!access.admits(req)) {
      opts.log(`TV page refused without the key: ${req.socket.remoteAddress ?? '?'}`);
      res
        .writeHead(401, refusal)
        .end('This host is open to the network: open the TV address that "npm run serve" printed (it carries the key).');
      return;
    }
    // The TV (a loopback-only host trusts this machine): its connection is never evicted for a stranger's.
    pool.vouch(req.socket);
    const cookie = access.cookie();
    const headers = pageHeaders(host);
    serveStatic(files, cookie ? { ...headers, 'Set-Cookie': cookie } : headers, req, res, hostHeaders(REFUSAL_CSP));
  });
  const pool = guardConnections(server, connections, opts.log);
  // Sockets that carry the TV's credential keep their connection's slot (ws-server refuses the rest).
  server.on('upgrade', (req: IncomingMessage) => {
    if (allowedHosts.includes(req.headers.host ?? '') && access.admits(req)) pool.vouch(req.socket);
  });
  const wss = attachWsTransport(server, opts.session, {
    path: opts.tvSocket === false ? null : WS_PATH,
    allowedHosts: () => allowedHosts,
    log: opts.log,
    admits: (req) => access.admits(req),
    trusted: (req) => access.admits(req),
    stream: {
      path: STREAM_WS_PATH,
      admits: (req) => fromLoopback(req.socket.remoteAddress) || (opts.streamFromNetwork === true && access.admits(req)),
    },
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.limits ? { limits: opts.limits } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, bind.address, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const wildcard = bind.scope === 'all';
  const named = opts.host.trim().replace(/^\[(.*)\]$/, '$1');
  allowedHosts = allowedHostHeaders(wildcard ? bind.address : named, port, networkInterfaces(), hostname());
  // A wildcard bind is opened on this machine through loopback; every bound address works as well.
  const shown = wildcard ? '127.0.0.1' : named;
  const hostPart = shown.includes(':') ? `[${shown}]` : shown;
  return {
    url: `http://${hostPart}:${port}/${access.key === null ? '' : `?${TV_KEY_PARAM}=${access.key}`}`,
    key: access.key,
    allowedHosts,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
