/** Browser mode: the built renderer over HTTP and the session behind a WebSocket, on one address. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSP_DIRECTIVES, serializeCsp } from './csp';
import type { Session } from './session/Session';
import { loadStaticFiles, serveStatic } from './transport/static-files';
import { attachWsTransport, type WsLimits } from './transport/ws-server';

/** Where and what to serve. */
export interface BrowserHostOptions {
  readonly session: Session;
  readonly rendererDir: string;
  readonly host: string;
  readonly port: number;
  readonly log: (line: string) => void;
  readonly limits?: Partial<WsLimits>;
}

/** A running browser-mode host. */
export interface BrowserHost {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** The WebSocket path of the session. */
export const WS_PATH = '/ws';

/** Starts the HTTP + WebSocket host; resolves once it listens. */
export async function startBrowserHost(opts: BrowserHostOptions): Promise<BrowserHost> {
  const files = loadStaticFiles(opts.rendererDir);
  if (!files.has('/')) throw new Error(`no index.html in ${opts.rendererDir}: build the renderer first`);
  let allowedHosts: string[] = [];
  let headers: Record<string, string> = {};
  const server = createServer((req, res) => {
    if (!allowedHosts.includes(req.headers.host ?? '')) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('wrong host');
      return;
    }
    serveStatic(files, headers, req, res);
  });
  const wss = attachWsTransport(server, opts.session, {
    path: WS_PATH,
    allowedHosts: () => allowedHosts,
    log: opts.log,
    ...(opts.limits ? { limits: opts.limits } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const hostPart = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  allowedHosts = [`${hostPart}:${port}`, ...(opts.host === '127.0.0.1' ? [`localhost:${port}`] : [])];
  const csp = serializeCsp({ ...CSP_DIRECTIVES, 'connect-src': ["'self'", ...allowedHosts.map((h) => `ws://${h}`)] });
  headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return {
    url: `http://${hostPart}:${port}/`,
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
