/**
 * The app:// scheme the window loads the built renderer from, instead of file:// (Electron security checklist, item
 * 18): a standard, secure origin of its own, so 'self' in the CSP means our files only and no page can read
 * arbitrary files from the disk. Only the files of the built renderer folder are served, from an allow-list read at
 * start, so no spelling of a path (`..`, `%2e%2e`, `..%2f`, `..%5c`) reaches anything outside it.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { CustomScheme } from 'electron';
import { CONTENT_SECURITY_POLICY } from './csp';
import { CONTENT_TYPES } from './transport/static-files';

/** The scheme and the one host the renderer is served from. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'ligretto';
/** The address the window loads. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * The scheme's privileges: standard (relative URLs, an origin of its own, web storage), secure (a secure context, as
 * https), fetch and CORS-mode requests (module scripts, the module worker, fonts) and V8's code cache. It does not
 * bypass the CSP, registers no service worker and streams no media.
 */
export const APP_SCHEME_PRIVILEGED: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
};

/** The headers of every answer, found or not: the app's CSP, and no content sniffing. */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/** One servable file: where it is on disk (or in the asar) and its content type. */
interface ServedFile {
  readonly path: string;
  readonly type: string;
}

/** Every file under `root` with a known content type, keyed by its URL path; none when the folder is missing. */
export function listServedFiles(root: string): ReadonlyMap<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const type = CONTENT_TYPES[extname(entry.name).toLowerCase()];
        if (type) files.set(`/${relative(root, full).split(sep).join('/')}`, { path: full, type });
      }
    }
  };
  try {
    walk(root);
  } catch (e) {
    // In development the dev server serves the page and out/renderer may not exist: then app:// serves nothing.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  return files;
}

/** The URL path a request names on our host, decoded; null for another scheme or host, or a malformed address. */
function requestedPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST || parsed.username !== '' || parsed.password !== '') return null;
  try {
    const path = decodeURIComponent(parsed.pathname);
    return path === '/' ? '/index.html' : path;
  } catch {
    return null;
  }
}

function refuse(status: 404 | 405, body: string, extra: Readonly<Record<string, string>> = {}): Response {
  return new Response(body, { status, headers: { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

/** The handler for `protocol.handle`: GET and HEAD of the allow-listed files, with the CSP; 404 and 405 otherwise. */
export function createAppProtocolHandler(files: ReadonlyMap<string, ServedFile>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'method not allowed', { Allow: 'GET, HEAD' });
    const path = requestedPath(request.url);
    const file = path === null ? undefined : files.get(path);
    if (!file) return refuse(404, 'not found');
    // A file removed since the start (a rebuild under a running app) is missing, not an error of the handler.
    const body = await readFile(file.path).catch(() => null);
    if (!body) return refuse(404, 'not found');
    const headers = { ...COMMON_HEADERS, 'Content-Type': file.type, 'Content-Length': String(body.length) };
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}

/** What the app:// scheme needs of Electron's protocol module. */
export interface AppProtocolModule {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

/** Registers app:// as a privileged scheme; Electron allows this once, before the app is ready. */
export function registerAppScheme(protocol: Pick<AppProtocolModule, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGED]);
}

/** Serves the built renderer folder on app:// (after the app is ready, before the window loads). */
export function serveAppProtocol(protocol: Pick<AppProtocolModule, 'handle'>, rendererDir: string, log: (line: string) => void): void {
  const files = listServedFiles(rendererDir);
  if (!files.has('/index.html')) log(`app:// serves no index.html: ${rendererDir} holds no built renderer`);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(files));
}
