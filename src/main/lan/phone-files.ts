/** The phone page's files: a fixed allow-list read once into memory, served with strict security headers. */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PHONE_WS_PATH } from '@shared/phone-protocol';
import { RELAY_CLIENT_CHUNK } from '@shared/relay-protocol';
import { REFUSAL_CSP } from '../csp';

/** The bundled Nunito weights the phone page's stylesheet names (src/phone/fonts.css). */
export const PHONE_FONT_WEIGHTS = [400, 700, 800, 900] as const;

/** URL path -> file in the built phone folder and its type. Nothing else is ever served. */
export const PHONE_FILES: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/phone.js': { file: 'phone.js', type: 'text/javascript; charset=utf-8' },
  '/phone.css': { file: 'phone.css', type: 'text/css; charset=utf-8' },
  // Never loaded by the LAN page (only the relay's page imports it), served so the one bundle works from either server.
  [`/${RELAY_CLIENT_CHUNK}`]: { file: RELAY_CLIENT_CHUNK, type: 'text/javascript; charset=utf-8' },
  ...Object.fromEntries(
    PHONE_FONT_WEIGHTS.map((w) => {
      const file = `fonts/nunito-latin-${w}-normal.woff2`;
      return [`/${file}`, { file, type: 'font/woff2' }];
    }),
  ),
};

/** One served file. */
export interface PhoneFile {
  readonly body: Buffer;
  readonly type: string;
}

/** Reads every allow-listed file from the built phone folder; throws naming the first missing one. */
export function loadPhoneFiles(dir: string): Map<string, PhoneFile> {
  const files = new Map<string, PhoneFile>();
  for (const [path, entry] of Object.entries(PHONE_FILES)) {
    try {
      files.set(path, { body: readFileSync(join(dir, entry.file)), type: entry.type });
    } catch {
      throw new Error(`the phone page is not built (${entry.file} missing in ${dir}): run npm run build`);
    }
  }
  return files;
}

/** The phone page's own policy: its script, style and fonts from this server, its socket to this server, nothing else. */
export function phoneCsp(hostHeader: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self' data:",
    `connect-src ws://${hostHeader}${PHONE_WS_PATH}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on the LAN server's pages (refusals get REFUSAL_HEADERS). */
export function securityHeaders(hostHeader: string): Record<string, string> {
  return hardenedHeaders(phoneCsp(hostHeader));
}

/** The LAN server's hardening headers around a page's own content security policy (phone page, stream page). */
export function hardenedHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=()',
  };
}

/** Headers and type of a refusal's short text: a policy that names no address or host (csp.ts REFUSAL_CSP). */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/plain; charset=utf-8',
  ...hardenedHeaders(REFUSAL_CSP),
};

/**
 * Answers one HTTP request: wrong Host 421, methods other than GET/HEAD 405, anything off the allow-list 404; a
 * refusal names nothing (REFUSAL_HEADERS).
 */
export function servePhoneFile(files: ReadonlyMap<string, PhoneFile>, hostHeader: string, req: IncomingMessage, res: ServerResponse): void {
  const headers = securityHeaders(hostHeader);
  const text = REFUSAL_HEADERS;
  if (req.headers.host !== hostHeader) {
    res.writeHead(421, text).end('wrong host');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...text }).end('method not allowed');
    return;
  }
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const entry = files.get(query === -1 ? url : url.slice(0, query));
  if (!entry) {
    res.writeHead(404, text).end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': entry.type, 'Content-Length': entry.body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}
