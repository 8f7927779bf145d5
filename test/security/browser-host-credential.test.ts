/**
 * Finding 1 (and the TV-page parts of 3 and 6): a non-loopback browser host needs the per-launch key; real
 * addresses and names are the allowed hosts, never 0.0.0.0; sockets that never say hello are closed; limits hold
 * per address; the TV page cannot be framed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrowserHost, WS_PATH, type BrowserHost } from '@main/browser-host';
import { allowedHostHeaders, sameKey } from '@main/transport/tv-access';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { makeRig } from '../main/session/harness';
import { closed, httpGet, idleConnection, nextMessage, openSocket } from './net-helpers';

function rendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-tv-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tv</title>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1);');
  return dir;
}

const hosts: BrowserHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

async function start(
  host: string,
  extra: Partial<Parameters<typeof startBrowserHost>[0]> = {},
): Promise<{ host: BrowserHost; port: number; logs: string[] }> {
  const rig = makeRig();
  const logs: string[] = [];
  const h = await startBrowserHost({
    session: rig.session,
    rendererDir: rendererDir(),
    host,
    port: 0,
    log: (l) => logs.push(l),
    clock: rig.clock,
    ...extra,
  });
  hosts.push(h);
  return { host: h, port: Number(new URL(h.url).port), logs };
}

const own = (port: number): Record<string, string> => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` });

describe('finding 1: a non-loopback browser host', () => {
  it('allows the machine’s real addresses and names, never 0.0.0.0', async () => {
    const { host, port } = await start('0.0.0.0');
    expect(host.allowedHosts).toContain(`127.0.0.1:${port}`);
    expect(host.allowedHosts).toContain(`localhost:${port}`);
    expect(host.allowedHosts.some((h) => h.startsWith('0.0.0.0') || h.startsWith('[::]'))).toBe(false);
    expect((await httpGet(port, `/?key=${host.key ?? ''}`, { host: `0.0.0.0:${port}` })).status).toBe(421);
    const lan = allowedHostHeaders(
      '0.0.0.0',
      80,
      { eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }] },
      'tvbox',
    );
    expect(lan).toEqual(
      expect.arrayContaining(['192.168.1.20:80', 'tvbox:80', 'tvbox.local:80', '127.0.0.1:80', 'localhost:80', '[::1]:80']),
    );
    expect(lan).not.toContain('0.0.0.0:80');
  });

  it('prints the TV URL with a key; the page and the socket refuse a script without it', async () => {
    const { host, port } = await start('0.0.0.0');
    expect(host.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new URL(host.url).searchParams.get('key')).toBe(host.key);
    expect((await httpGet(port, '/', { host: `127.0.0.1:${port}` })).status).toBe(401);
    expect((await httpGet(port, '/app.js', { host: `localhost:${port}` })).status).toBe(401);
    expect((await httpGet(port, '/?key=wrong', { host: `127.0.0.1:${port}` })).status).toBe(401);
    // A script that sends no Origin and no key gets no socket, so it cannot join, rename, start, import or read hands.
    expect((await openSocket(port, WS_PATH, { host: `127.0.0.1:${port}` })).status).toBe(401);
    expect((await openSocket(port, `${WS_PATH}?key=wrong`, own(port))).status).toBe(401);
  });

  it('a real browser opens the printed URL, gets the key as a cookie, and its socket plays', async () => {
    const { host, port } = await start('0.0.0.0');
    const page = await httpGet(port, `/?key=${host.key ?? ''}`, own(port));
    expect(page.status).toBe(200);
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toBe(`ligretto-tv=${host.key ?? ''}`);
    expect(String(page.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect((await httpGet(port, '/app.js', { ...own(port), cookie })).status).toBe(200);
    const opened = await openSocket(port, WS_PATH, { ...own(port), cookie });
    expect(opened.status).toBe(101);
    if (!opened.ws) throw new Error('no socket');
    const welcome = nextMessage(opened.ws);
    opened.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    expect(await welcome).toEqual({ t: 'welcome', protocol: PROTOCOL_VERSION });
    opened.ws.close();
  });

  it('the key is compared in constant time over its hash', () => {
    expect(sameKey('abc', 'abc')).toBe(true);
    expect(sameKey('abc', 'abd')).toBe(false);
    expect(sameKey('', 'abc')).toBe(false);
  });

  it('the loopback default needs no key, as before', async () => {
    const { host, port } = await start('127.0.0.1');
    expect(host.key).toBeNull();
    expect(host.url).toBe(`http://127.0.0.1:${port}/`);
    expect((await httpGet(port, '/', { host: `localhost:${port}` })).status).toBe(200);
    const opened = await openSocket(port, WS_PATH, own(port));
    expect(opened.status).toBe(101);
    opened.ws?.close();
  });
});

describe('finding 6: the TV page cannot be framed', () => {
  it('sends frame-ancestors none and X-Frame-Options DENY', async () => {
    const { port } = await start('127.0.0.1');
    const page = await httpGet(port, '/', { host: `127.0.0.1:${port}` });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
  });
});

describe('finding 3 (browser mode): sockets that never say hello, per-address limits', () => {
  it('a socket that never says hello is closed after the hello timeout; one that did is kept', async () => {
    const rig = makeRig();
    const h = await startBrowserHost({
      session: rig.session,
      rendererDir: rendererDir(),
      host: '127.0.0.1',
      port: 0,
      log: () => undefined,
      clock: rig.clock,
      limits: { helloTimeoutMs: 5000 },
    });
    hosts.push(h);
    const port = Number(new URL(h.url).port);
    const silent = await openSocket(port, WS_PATH, own(port));
    const polite = await openSocket(port, WS_PATH, own(port));
    if (!silent.ws || !polite.ws) throw new Error('no socket');
    const welcome = nextMessage(polite.ws);
    polite.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    await welcome;
    const silentClosed = closed(silent.ws);
    rig.clock.advance(4999);
    expect(silent.ws.readyState).toBe(silent.ws.OPEN);
    rig.clock.advance(1);
    expect(await silentClosed).toBe(1008);
    expect(polite.ws.readyState).toBe(polite.ws.OPEN);
    polite.ws.close();
  });

  it('sockets are capped per address and in total', async () => {
    const { port } = await start('127.0.0.1', { limits: { maxPerAddress: 2, maxConnections: 3 } });
    const a1 = await openSocket(port, WS_PATH, own(port), '127.0.0.2');
    const a2 = await openSocket(port, WS_PATH, own(port), '127.0.0.2');
    expect([a1.status, a2.status]).toEqual([101, 101]);
    expect((await openSocket(port, WS_PATH, own(port), '127.0.0.2')).status).toBe(403);
    const b1 = await openSocket(port, WS_PATH, own(port), '127.0.0.3');
    expect(b1.status).toBe(101);
    expect((await openSocket(port, WS_PATH, own(port), '127.0.0.4')).status).toBe(403);
    for (const s of [a1, a2, b1]) s.ws?.close();
  });

  it('idle TCP connections from one address do not make the page unreachable for another', async () => {
    const { port } = await start('127.0.0.1', { connections: { perAddress: 4, total: 64 } });
    const idle = await Promise.all(Array.from({ length: 8 }, () => idleConnection(port, '127.0.0.2').catch(() => null)));
    expect((await httpGet(port, '/', { host: `127.0.0.1:${port}` }, '127.0.0.3')).status).toBe(200);
    expect((await httpGet(port, '/', { host: `127.0.0.1:${port}` }, '127.0.0.2')).status).toBe(0);
    for (const s of idle) s?.destroy();
  });
});
