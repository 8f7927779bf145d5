/**
 * The stream view's page on the LAN server: a streaming program on another machine opens `http://LAN/stream?key=K`
 * (`&layout=scoreboard`, `&bg=transparent|chroma`) and gets the renderer page, which draws in its stream role and
 * connects to `ws://LAN/stream?key=K` (LanStream: read-only, the same key, lockout and socket limits).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_DIRECTIVES, serializeCsp } from '../csp';
import { loadStaticFiles } from '../transport/static-files';
import { sameSecret } from './lan-config';
import { hardenedHeaders, REFUSAL_HEADERS } from './phone-files';
import { LAN_STREAM_PATH, STREAM_KEY_PARAM, type StreamGate } from './LanStream';

/** The cookie that lets the stream page's own scripts and styles in after it was opened with the key. */
export const STREAM_COOKIE = 'ligretto-stream';

/** The query parameters the stream page's address may carry (fps: a frame cap for the encoder); anything else is refused. */
const PAGE_PARAMS = new Set([STREAM_KEY_PARAM, 'layout', 'bg', 'view', 'fps']);

/** The page's files: the built renderer, read once, or why there are none. */
export type StreamPageFiles = ReturnType<typeof loadStaticFiles>;

/** Reads the built renderer (out/renderer) for the stream page; null when it is not there (the page is then not served). */
export function loadStreamPage(rendererDir: string | undefined, log: (line: string) => void): StreamPageFiles | null {
  if (rendererDir === undefined) return null;
  try {
    const files = loadStaticFiles(rendererDir);
    if (files.has('/')) return files;
  } catch {
    // Reported below.
  }
  log(`LAN stream page not served: no built renderer in ${rendererDir}`);
  return null;
}

/** The stream page's headers: the renderer's policy with its socket on this server's stream path only. */
export function streamPageHeaders(hostHeader: string): Record<string, string> {
  const csp = serializeCsp({
    ...CSP_DIRECTIVES,
    'connect-src': [`ws://${hostHeader}${LAN_STREAM_PATH}`],
    'frame-ancestors': ["'none'"],
  });
  return hardenedHeaders(csp);
}

function cookieKey(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STREAM_COOKIE) return value.join('=');
  }
  return null;
}

/**
 * Answers the stream page's requests (true), or leaves the request to the phone page (false): `/stream` with the
 * key (a wrong or missing key counts toward the address's lockout: 401), and the page's `/assets/…` with its cookie.
 * The Host header and the method were checked by the caller; `keyed` is told when the request carried the key or cookie.
 */
export function serveStreamPage(
  files: StreamPageFiles | null,
  gate: StreamGate,
  hostHeader: string,
  address: string,
  req: IncomingMessage,
  res: ServerResponse,
  keyed: () => void = () => undefined,
): boolean {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const headers = streamPageHeaders(hostHeader);
  const text = REFUSAL_HEADERS;
  if (path === LAN_STREAM_PATH) {
    const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
    const known = [...query.keys()].every((k) => PAGE_PARAMS.has(k)) && query.getAll(STREAM_KEY_PARAM).length === 1;
    const verdict = gate.checkKey(address, known ? query.get(STREAM_KEY_PARAM) : null);
    const page = files?.get('/');
    if (verdict !== 'ok' || !page) {
      res.writeHead(verdict === 'ok' ? 404 : 401, text).end(verdict === 'ok' ? 'no stream page on this host' : 'stream key needed');
      return true;
    }
    keyed();
    const cookie = `${STREAM_COOKIE}=${gate.key}; Path=/assets; HttpOnly; SameSite=Strict`;
    res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': page.body.length, 'Set-Cookie': cookie, ...headers });
    res.end(req.method === 'HEAD' ? undefined : page.body);
    return true;
  }
  if (!path.startsWith('/assets/')) return false;
  const key = cookieKey(req);
  const cookieOk = key !== null && sameSecret(key, gate.key);
  if (cookieOk) keyed();
  const entry = cookieOk ? files?.get(path) : undefined;
  if (!entry) {
    res.writeHead(404, text).end('not found');
    return true;
  }
  res.writeHead(200, { 'Content-Type': entry.type, 'Content-Length': entry.body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
  return true;
}
