/** The LAN server's HTTP side and upgrade checks: allow-listed files only, Host and Origin checks, headers, caps. */
import { RELAY_CLIENT_CHUNK } from '@shared/relay-protocol';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { phoneCsp } from '@main/lan/phone-files';
import { PHONE_WS_PATH } from '@shared/phone-protocol';
import { PhoneClient, waitFor, lanTestRigs } from './lan-harness';

const lan = lanTestRigs();

interface RawAnswer {
  readonly status: number;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/** Sends one request exactly as written (no URL normalisation on the way) and reads the answer. */
function rawRequest(port: number, path: string, opts: { method?: string; host?: string | null } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const host = opts.host === undefined ? `127.0.0.1:${port}` : opts.host;
    socket.write(`${opts.method ?? 'GET'} ${path} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('LAN server: static files', () => {
  it('serves exactly the allow-listed phone files, with CSP, nosniff and no-referrer', async () => {
    const rig = await lan.start();
    const own = `127.0.0.1:${rig.port}`;
    for (const [path, type] of [
      ['/', 'text/html'],
      ['/?room=ACDE', 'text/html'],
      ['/phone.js', 'text/javascript'],
      ['/phone.css', 'text/css'],
      [`/${RELAY_CLIENT_CHUNK}`, 'text/javascript'],
      ['/fonts/nunito-latin-700-normal.woff2', 'font/woff2'],
      ['/fonts/nunito-latin-900-normal.woff2', 'font/woff2'],
    ] as const) {
      const r = await rawRequest(rig.port, path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toContain(type);
      expect(r.headers.get('content-security-policy')).toBe(phoneCsp(own));
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(phoneCsp(own)).toContain(`connect-src ws://${own}${PHONE_WS_PATH}`);
    expect(phoneCsp(own)).toContain("default-src 'none'");
    // The bundled Nunito faces come from this server and nowhere else.
    expect(phoneCsp(own)).toContain("font-src 'self'");
  });

  it('answers 404 to path traversal and to every path off the list, with the same headers', async () => {
    const rig = await lan.start();
    const paths = [
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/package.json',
      '/phone.js/../../package.json',
      '//etc/passwd',
      '/index.html',
      '/phone.js.map',
      '/fonts/nunito-latin-700-normal.woff',
      '/fonts/',
      '/PHONE.JS',
      '/phone.js%00.html',
      '/.git/config',
      'http://evil.example/',
      '*',
    ];
    for (const path of paths) {
      const r = await rawRequest(rig.port, path);
      expect(r.status, path).toBe(404);
      expect(r.body).not.toContain('root:');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses other methods (405), a wrong or missing Host (421)', async () => {
    const rig = await lan.start();
    expect((await rawRequest(rig.port, '/', { method: 'POST' })).status).toBe(405);
    expect((await rawRequest(rig.port, '/', { method: 'PUT' })).status).toBe(405);
    expect((await rawRequest(rig.port, '/', { host: 'evil.example' })).status).toBe(421);
    expect((await rawRequest(rig.port, '/', { host: `localhost:${rig.port}` })).status).toBe(421);
    expect((await rawRequest(rig.port, '/', { host: null })).status).toBe(400);
    expect((await rawRequest(rig.port, '/', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('LAN server: WebSocket upgrades', () => {
  it('refuses a wrong Origin, a wrong Host and another path, and accepts a missing Origin (not a browser)', async () => {
    const rig = await lan.start();
    const port = rig.port;
    await expect(PhoneClient.open(port, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { origin: `https://127.0.0.1:${port}` })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { origin: 'null' })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { host: 'evil.example' })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { host: `localhost:${port}`, origin: `http://localhost:${port}` })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { path: `${PHONE_WS_PATH}?x=1` })).rejects.toThrow(/403/);
    await expect(PhoneClient.open(port, { path: '/ws' })).rejects.toThrow(/403/);
    const ok = await PhoneClient.open(port, { origin: null });
    lan.keep(ok);
    expect(rig.session.snapshot().seats.every((s) => s.kind === 'open')).toBe(true);
  });

  it('caps connections: past the cap with every socket seated, the next is refused with 503, and a slot frees when one closes', async () => {
    const rig = await lan.start({ limits: { maxConnections: 4 } });
    const port = rig.port;
    const seated: PhoneClient[] = [];
    for (let i = 0; i < 4; i++) {
      const phone = await PhoneClient.open(port);
      lan.keep(phone);
      seated.push(phone);
      await phone.join(rig.server.roomCode, `P${i}`);
    }
    await expect(PhoneClient.open(port)).rejects.toThrow(/503/);
    seated[0]?.close();
    await waitFor(() => rig?.logs.some((l) => l.includes('every socket holds a seat')) === true, 'the refusal to be logged');
    let reopened: PhoneClient | null = null;
    for (let attempt = 0; attempt < 50 && reopened === null; attempt++) {
      reopened = await PhoneClient.open(port).catch(() => null);
      if (!reopened) await new Promise((r) => setTimeout(r, 20));
    }
    expect(reopened).not.toBeNull();
    if (reopened) lan.keep(reopened);
  });
});
