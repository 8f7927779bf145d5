/** A fixed allow-list of the built renderer's files, served read-only with security headers. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

/** The content type of each file extension the static servers serve; files of any other type are never served. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ico': 'image/x-icon',
};

interface Entry {
  readonly body: Buffer;
  readonly type: string;
}

/** Every file under `root` with a known type, keyed by its URL path; "/" is index.html. Read once at start. */
export function loadStaticFiles(root: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const type = CONTENT_TYPES[extname(name).toLowerCase()];
        if (type) files.set(`/${relative(root, full).split(sep).join('/')}`, { body: readFileSync(full), type });
      }
    }
  };
  walk(root);
  const index = files.get('/index.html');
  if (index) files.set('/', index);
  return files;
}

/**
 * Answers a request from the allow-list: 404 for anything else, 405 for methods other than GET and HEAD. The
 * refusals carry `refusal` headers (by default the page's).
 */
export function serveStatic(
  files: ReadonlyMap<string, Entry>,
  headers: Readonly<Record<string, string>>,
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Readonly<Record<string, string>> = headers,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...refusal }).end();
    return;
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const entry = files.get(path);
  if (!entry) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...refusal }).end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': entry.type, 'Content-Length': entry.body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}
