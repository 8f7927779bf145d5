/** The relay's pages: a landing page where a person types the room code, and the phone page (the same out/phone bundle). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ROOM_CODE_ALPHABET } from '@shared/phone-protocol';
import { RELAY_CLIENT_CHUNK, RELAY_CODE_LENGTH, RELAY_PLAY_PATH } from '@shared/relay-protocol';
import { MAX_NICKNAME, RELAY_WATCH_PATH } from '@shared/audience-protocol';

/** One served file. */
interface Page {
  readonly body: Buffer;
  readonly type: string;
}

const LANDING_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Ligretto Party · join from anywhere</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/landing.css" />
  </head>
  <body>
    <main>
      <h1>Ligretto Party</h1>
      <p>Type the room code the host gave you.</p>
      <form action="${RELAY_PLAY_PATH}" method="get">
        <label for="room">Room code</label>
        <input id="room" name="room" required autocomplete="off" autocapitalize="characters" spellcheck="false"
          minlength="${RELAY_CODE_LENGTH}" maxlength="${RELAY_CODE_LENGTH}" pattern="[${ROOM_CODE_ALPHABET}${ROOM_CODE_ALPHABET.toLowerCase()}]{${RELAY_CODE_LENGTH}}" />
        <button type="submit">Join</button>
      </form>
      <form id="watch" action="${RELAY_WATCH_PATH}" method="get">
        <h2>Watch and play along</h2>
        <p>No seat needed: back a player, cheer and vote from your phone.</p>
        <label for="watch-room">Room code</label>
        <input id="watch-room" name="room" required autocomplete="off" autocapitalize="characters" spellcheck="false"
          minlength="${RELAY_CODE_LENGTH}" maxlength="${RELAY_CODE_LENGTH}" pattern="[${ROOM_CODE_ALPHABET}${ROOM_CODE_ALPHABET.toLowerCase()}]{${RELAY_CODE_LENGTH}}" />
        <label for="watch-nick">Nickname (optional)</label>
        <input id="watch-nick" name="nick" autocomplete="nickname" maxlength="${MAX_NICKNAME}" />
        <button type="submit">Watch</button>
      </form>
    </main>
  </body>
</html>
`;

const LANDING_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f1a;color:#f4f6fb;font:18px system-ui,sans-serif}
main{padding:2em;text-align:center}input{font-size:2em;width:6em;text-align:center;text-transform:uppercase;letter-spacing:.2em}
button{font-size:1.4em;margin-left:.5em;padding:.3em 1em}label{display:block;margin:.8em 0 .5em}
#watch{margin-top:2.5em;padding-top:1.5em;border-top:1px solid #2a3350}#watch-nick{font-size:1.4em;width:9em;letter-spacing:0;text-transform:none}`;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The pages, read once into memory: `/` (landing), `/landing.css`, `/play` (the phone page) and the phone bundle's
 * script, stylesheet and fonts. No path from a URL ever reaches the file system. Without a built phone page the
 * relay still runs (and says so on `/play`).
 */
export function loadPages(phoneDir: string, log: (line: string) => void): Map<string, Page> {
  const pages = new Map<string, Page>([
    ['/', { body: Buffer.from(LANDING_HTML), type: TYPES['.html'] ?? '' }],
    ['/landing.css', { body: Buffer.from(LANDING_CSS), type: TYPES['.css'] ?? '' }],
  ]);
  const index = join(phoneDir, 'index.html');
  if (!existsSync(index)) {
    log(`the phone page is not built (${index} missing): run npm run build`);
    return pages;
  }
  pages.set(RELAY_PLAY_PATH, { body: readFileSync(index), type: TYPES['.html'] ?? '' });
  for (const name of ['phone.js', RELAY_CLIENT_CHUNK, 'phone.css']) {
    const file = join(phoneDir, name);
    if (existsSync(file)) pages.set(`/${name}`, { body: readFileSync(file), type: TYPES[name.slice(name.lastIndexOf('.'))] ?? '' });
  }
  const fonts = join(phoneDir, 'fonts');
  if (existsSync(fonts))
    for (const name of readdirSync(fonts))
      if (/^[a-z0-9-]+\.woff2$/.test(name)) pages.set(`/fonts/${name}`, { body: readFileSync(join(fonts, name)), type: 'font/woff2' });
  return pages;
}

/**
 * The viewer page (issue 32), when built: `/watch` and its script and stylesheet (out/watch). Without it the relay still
 * runs and says so.
 */
export function loadWatchPages(pages: Map<string, Page>, watchDir: string, log: (line: string) => void): void {
  const index = join(watchDir, 'index.html');
  if (!existsSync(index)) {
    log(`the viewer page is not built (${index} missing): run npm run build`);
    return;
  }
  pages.set(RELAY_WATCH_PATH, { body: readFileSync(index), type: TYPES['.html'] ?? '' });
  for (const name of ['watch.js', 'watch.css']) {
    const file = join(watchDir, name);
    if (existsSync(file)) pages.set(`/${name}`, { body: readFileSync(file), type: TYPES[name.slice(name.lastIndexOf('.'))] ?? '' });
  }
}

/** The pages' policy: their own script, style and fonts, and sockets only to the relay processes. */
export function relayCsp(connect: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Answers one page request: GET/HEAD of an allow-listed path, else 404/405, always with the hardening headers. */
export function servePage(pages: ReadonlyMap<string, Page>, csp: string, req: IncomingMessage, res: ServerResponse): void {
  const headers = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const text = { 'Content-Type': 'text/plain; charset=utf-8', ...headers };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...text }).end('method not allowed');
    return;
  }
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const page = pages.get(query === -1 ? url : url.slice(0, query));
  if (!page) {
    res.writeHead(404, text).end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': page.body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
