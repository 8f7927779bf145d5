/** Browser mode on a real socket: static files from an allow-list, a guarded WebSocket endpoint, and garbage from the network. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBrowserHost, WS_PATH, type BrowserHost } from '@main/browser-host';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { DEFAULT_WS_LIMITS, isAllowedOrigin } from '@main/transport/ws-server';
import { ligretto } from '../../support/ligretto';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type ClientMessage, type HostMessage, type Snapshot } from '@shared/protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import { rawText } from '@main/transport/raw-text';
import { HANG_MS } from '../../support/hang';

const INDEX_HTML = '<!doctype html><title>Ligretto Party</title>';
const APP_JS = 'console.log("app");';

let root = '';
let host: BrowserHost;
let session: Session;
let port = 0;
const logs: string[] = [];
const clients = new Set<WebSocket>();
const rawSockets = new Set<Socket>();

/**
 * Waits until `done()` holds, polling every 10 ms. Whatever it waits for is a state, so its limit only catches
 * a hang: it is long because a 2-core machine shared with other work can stall a process for seconds.
 */
async function waitFor(done: () => boolean, what: string): Promise<void> {
  const stop = Date.now() + HANG_MS;
  while (!done()) {
    if (Date.now() > stop) throw new Error(`waited ${HANG_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Client {
  readonly ws: WebSocket;
  readonly inbox: HostMessage[];
  /** Frames that were not valid host messages (there must be none). */
  readonly bad: string[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(msg: ClientMessage | string): void;
}

interface UpgradeOptions {
  readonly origin?: string | null;
  readonly host?: string;
  readonly path?: string;
}

function socketFor(opts: UpgradeOptions): WebSocket {
  const own = `127.0.0.1:${port}`;
  const origin = opts.origin === undefined ? `http://${own}` : opts.origin;
  const headers: Record<string, string> = { Host: opts.host ?? own };
  if (origin !== null) headers['Origin'] = origin;
  const ws = new WebSocket(`ws://${own}${opts.path ?? WS_PATH}`, { headers });
  ws.on('error', () => undefined);
  clients.add(ws);
  return ws;
}

/** Opens a WebSocket client; rejects with the HTTP status when the upgrade is refused. */
function openClient(opts: UpgradeOptions = {}): Promise<Client> {
  const ws = socketFor(opts);
  const inbox: HostMessage[] = [];
  const bad: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('message', (data) => {
    const text = rawText(data);
    const decoded = decodeHostMessage(text);
    if (decoded.ok) inbox.push(decoded.msg);
    else bad.push(text.slice(0, 200));
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, inbox, bad, closed, send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)) }));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`upgrade refused with ${res.statusCode ?? '?'}`));
      res.resume();
    });
  });
}

/** The HTTP status an upgrade with these headers gets (101 when it opens). */
function upgradeStatus(opts: UpgradeOptions): Promise<number> {
  const ws = socketFor(opts);
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
  });
}

function snapshots(c: Client): Snapshot[] {
  return c.inbox.flatMap((m) => (m.t === 'snapshot' ? [m.snapshot] : []));
}

function refusals(c: Client): string[] {
  return c.inbox.flatMap((m) => (m.t === 'refused' ? [m.error] : []));
}

/** A plain HTTP request with the path sent exactly as given. */
function http(
  path: string,
  opts: { method?: string; host?: string | null } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (opts.host !== null) headers['Host'] = opts.host ?? `127.0.0.1:${port}`;
    const req = request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One masked client text frame (RFC 6455), for a hand-made client. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  if (payload.length > 125) throw new Error('short frames only');
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}

/** A WebSocket client by hand that says hello and then never reads a byte. */
function deafClient(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(port, '127.0.0.1');
    rawSockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        [
          `GET ${WS_PATH} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Origin: http://127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
      socket.once('data', (head: Buffer) => {
        if (!head.toString('latin1').startsWith('HTTP/1.1 101')) return reject(new Error(head.toString('latin1').split('\r\n')[0]));
        socket.write(maskedTextFrame(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION })));
        socket.pause();
        resolve(socket);
      });
    });
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ligretto-browser-'));
  const www = join(root, 'www');
  mkdirSync(join(www, 'assets'), { recursive: true });
  writeFileSync(join(www, 'index.html'), INDEX_HTML);
  writeFileSync(join(www, 'assets', 'app.js'), APP_JS);
  writeFileSync(join(www, 'notes.txt'), 'not on the allow-list');
  writeFileSync(join(root, 'package.json'), '{"secret":true}');
  let seed = 100;
  session = new Session({
    autoAdvance: true,
    clock: realClock,
    seed: () => seed++,
    log: (line) => logs.push(line),
    timings: { countdown: 300, restartCountdown: 200, stopped: 300, scores: 300, standings: 300, demoRestart: 300 },
  });
  host = await startBrowserHost({ session, rendererDir: www, host: '127.0.0.1', port: 0, log: (line) => logs.push(line) });
  port = Number(new URL(host.url).port);
});

afterAll(async () => {
  if (session) {
    const stopper = session.connect({ send: () => undefined, close: () => undefined });
    stopper.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    stopper.receive({ t: 'control', op: 'end-match' });
    stopper.close();
  }
  for (const ws of clients) ws.terminate();
  for (const s of rawSockets) s.destroy();
  if (host) await host.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('browser mode: HTTP', () => {
  it('serves index.html at / and /index.html and assets with security headers; HEAD has no body', async () => {
    expect(host.url).toBe(`http://127.0.0.1:${port}/`);
    for (const path of ['/', '/index.html', '/?demo=4']) {
      const r = await http(path);
      expect(r.status).toBe(200);
      expect(r.body).toBe(INDEX_HTML);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['content-security-policy']).toContain(`ws://127.0.0.1:${port}`);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    const js = await http('/assets/app.js');
    expect(js).toMatchObject({ status: 200, body: APP_JS });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const head = await http('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(INDEX_HTML.length));
  });

  it('only GET and HEAD are allowed (405 with Allow)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const r = await http('/', { method });
      expect(r.status, method).toBe(405);
      expect(r.headers['allow']).toBe('GET, HEAD');
    }
  });

  it('path traversal, encoded variants and files off the allow-list are 404', async () => {
    const paths = [
      '/../package.json',
      '/../../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%2fpackage.json',
      '/..%5cpackage.json',
      '/.%2e/.%2e/package.json',
      '/%252e%252e/package.json',
      '/%c0%ae%c0%ae/package.json',
      '/assets/../../package.json',
      '/assets/%2e%2e/index.html',
      '/..\\package.json',
      '//package.json',
      '/index.html%00.js',
      '/index.html/',
      '/notes.txt',
      '/assets',
      '/assets/',
      '/package.json',
      '/ws',
    ];
    for (const path of paths) {
      const r = await http(path);
      expect(r.status, path).toBe(404);
      expect(r.body).not.toContain('secret');
    }
  });

  it('a wrong or missing Host header is refused (421 / 400), localhost is fine', async () => {
    expect((await http('/', { host: 'evil.example' })).status).toBe(421);
    expect((await http('/', { host: `evil.example:${port}` })).status).toBe(421);
    expect((await http('/', { host: `127.0.0.1:${port + 1}` })).status).toBe(421);
    expect([400, 421]).toContain((await http('/', { host: null })).status);
    expect((await http('/', { host: `localhost:${port}` })).status).toBe(200);
  });
});

describe('browser mode: WebSocket', () => {
  it('isAllowedOrigin: only our own page (or no Origin) with one of our Host names', () => {
    const hosts = ['127.0.0.1:5173', 'localhost:5173'];
    expect(isAllowedOrigin('http://127.0.0.1:5173', '127.0.0.1:5173', hosts)).toBe(true);
    expect(isAllowedOrigin(undefined, 'localhost:5173', hosts)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', '127.0.0.1:5173', hosts)).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:5173', '127.0.0.1:5173', hosts)).toBe(false);
    expect(isAllowedOrigin('null', '127.0.0.1:5173', hosts)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:5173', undefined, hosts)).toBe(false);
    expect(isAllowedOrigin('http://evil:5173', 'evil:5173', hosts)).toBe(false);
  });

  it('an upgrade with a wrong Origin, wrong Host or another path is refused with 403', async () => {
    const own = `127.0.0.1:${port}`;
    const cases: UpgradeOptions[] = [
      { origin: 'http://evil.example' },
      { origin: `http://127.0.0.1:${port + 1}` },
      { origin: `https://${own}` },
      { origin: 'null' },
      { origin: `http://${own}.evil.example` },
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      { host: `evil.example:${port}` },
      { path: '/ws/' },
      { path: '/ws?x=1' },
      { path: '/' },
      { path: '/WS' },
    ];
    for (const c of cases) expect(await upgradeStatus(c), JSON.stringify(c)).toBe(403);
    expect(await upgradeStatus({})).toBe(101);
    expect(await upgradeStatus({ origin: null })).toBe(101);
    expect(await upgradeStatus({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(101);
    expect(logs.some((l) => l.startsWith('websocket refused'))).toBe(true);
  });

  it('garbage frames (before and after hello) are refused one by one and the socket stays open', async () => {
    const c = await openClient();
    const garbage = [
      '',
      'not json',
      '{',
      '[]',
      'null',
      '"hello"',
      '{"t":"hello"}',
      '{"t":"hello","protocol":"1"}',
      '{"__proto__":{"polluted":true}}',
    ];
    for (const g of garbage) c.send(g);
    c.ws.send(Buffer.from([0, 1, 2, 3, 255]), { binary: true });
    c.send({ t: 'control', op: 'start-match' });
    await waitFor(() => refusals(c).length === garbage.length + 2, 'refusals before hello');
    expect(refusals(c).at(-1)).toBe('say hello first');

    c.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    await waitFor(() => snapshots(c).length === 1, 'first snapshot');
    expect(c.inbox.find((m) => m.t === 'welcome')).toEqual({ t: 'welcome', protocol: PROTOCOL_VERSION });
    const after = [
      ...garbage,
      '{"t":"intent","seat":12,"do":"flip"}',
      '{"t":"intent","seat":-1,"do":"stack"}',
      '{"t":"intent","seat":0,"do":"row","slot":99}',
      '{"t":"intent","seat":0,"do":"teleport"}',
      '{"t":"intent","seat":3,"do":"flip"}',
      '{"t":"lobby","cmd":{"op":"remove-bot","seat":40}}',
      '{"t":"demo","bots":13}',
      '{"t":"control","op":"explode"}',
      JSON.stringify({ t: 'lobby', cmd: { op: 'join', input: { kind: 'pad', id: 'x'.repeat(65) } } }),
    ];
    const before = refusals(c).length;
    for (const g of after) c.send(g);
    c.ws.send(Buffer.from('{"t":"hello","protocol":1}'), { binary: true });
    await waitFor(() => refusals(c).length === before + after.length + 1, 'refusals after hello');
    expect(snapshots(c)).toHaveLength(1);
    expect(c.bad).toEqual([]);
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    c.ws.close();
    await c.closed;
  });

  it(`a frame larger than maxPayload (${MAX_MESSAGE_BYTES} bytes) closes the socket with 1009`, async () => {
    const c = await openClient();
    c.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    c.send(JSON.stringify({ t: 'hello', protocol: 1, pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    const closed = await c.closed;
    expect(closed.code).toBe(1009);
    const binary = await openClient();
    binary.ws.send(Buffer.alloc(MAX_MESSAGE_BYTES + 1), { binary: true });
    expect((await binary.closed).code).toBe(1009);
  });

  it(`a flood of more than ${DEFAULT_WS_LIMITS.maxRate} messages a second closes the socket with 1008`, async () => {
    const c = await openClient();
    for (let i = 0; i < DEFAULT_WS_LIMITS.maxRate + 30; i++) c.send('{"t":"nope"}');
    const closed = await c.closed;
    expect(closed).toEqual({ code: 1008, reason: 'too many messages' });
    expect(refusals(c).length).toBeLessThanOrEqual(DEFAULT_WS_LIMITS.maxRate);
    expect(logs).toContain('websocket closed: message flood');
  });

  it(`at most ${DEFAULT_WS_LIMITS.maxConnections} connections at once; the next is refused with 403 until one closes`, async () => {
    await waitFor(() => session.viewCount() === 0, 'earlier sockets to close');
    // All at once, so handshakes in flight cannot slip past the cap.
    const tries = await Promise.allSettled(Array.from({ length: DEFAULT_WS_LIMITS.maxConnections + 4 }, () => openClient()));
    const open = tries.flatMap((t) => (t.status === 'fulfilled' ? [t.value] : []));
    expect(open).toHaveLength(DEFAULT_WS_LIMITS.maxConnections);
    expect(tries.filter((t) => t.status === 'rejected').map((t) => String(t.reason))).toEqual(
      new Array(4).fill('Error: upgrade refused with 403'),
    );
    expect(await upgradeStatus({})).toBe(403);
    expect(session.viewCount()).toBe(DEFAULT_WS_LIMITS.maxConnections);
    const first = open[0];
    if (!first) throw new Error('no client');
    first.ws.close();
    await first.closed;
    await waitFor(() => session.viewCount() < DEFAULT_WS_LIMITS.maxConnections, 'the server to drop the closed socket');
    expect(await upgradeStatus({})).toBe(101);
    for (const c of open.slice(1)) c.ws.close();
    await Promise.all(open.map((c) => c.closed));
    await waitFor(() => session.viewCount() === 0, 'all sockets to close');
  });

  it('after all that, a fresh client says hello, gets a snapshot, starts a demo and sees the round advance; a client that never reads stalls nobody', async () => {
    const deaf = await deafClient();
    const c = await openClient();
    c.send({ t: 'hello', protocol: PROTOCOL_VERSION });
    await waitFor(() => snapshots(c).length === 1, 'hello snapshot');
    const first = snapshots(c)[0] as Snapshot;
    expect(first.rev).toBe(session.snapshot().rev);
    expect(first.stage).toBe('lobby');

    c.send({ t: 'demo', bots: 4 });
    await waitFor(() => snapshots(c).some((s) => s.stage === 'countdown' && s.demo), 'the demo countdown');
    await waitFor(() => snapshots(c).some((s) => s.stage === 'playing'), 'the start call');
    await waitFor(() => snapshots(c).some((s) => (ligretto(s).state?.piles.length ?? 0) > 0), 'cards in the centre');
    const revs = snapshots(c).map((s) => s.rev);
    revs.forEach((rev, i) => {
      if (i > 0) expect(rev).toBeGreaterThan(revs[i - 1] ?? Infinity);
    });
    expect(revs.at(-1)).toBeGreaterThan(first.rev + 3);
    expect(c.bad).toEqual([]);
    expect(session.viewCount()).toBe(2);
    expect(deaf.destroyed).toBe(false);

    c.send({ t: 'control', op: 'end-match' });
    await waitFor(() => snapshots(c).at(-1)?.stage === 'lobby', 'back to the lobby');
    deaf.destroy();
    c.ws.close();
    await c.closed;
  });
});
