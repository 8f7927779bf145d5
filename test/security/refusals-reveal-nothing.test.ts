/**
 * Issue 27, finding 9: a refusal tells the caller nothing about the machine: no interface address and no host
 * name, in its headers or its body, for every refusal of the TV host (401, 403, 404, 405, 421) and of the LAN
 * server (401, 403, 404, 405, 421, 503). The 401 of `--host 0.0.0.0` used to list every address in its CSP.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrowserHost, WS_PATH, type BrowserHost } from '@main/browser-host';
import { PHONE_WS_PATH } from '@shared/phone-protocol';
import { PhoneClient, startLanRig, type LanRig } from '../main/lan/lan-harness';
import { makeRig } from '../main/session/harness';
import { rawExchange, upgradeText } from './net-helpers';

/** Every address of this machine and its name: what no refusal may carry. */
function secrets(): string[] {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.toLowerCase()));
  const name = hostname().toLowerCase();
  // A name of a few letters would match ordinary words of a body; real host names are longer.
  return [...addresses, ...(name.length >= 6 ? [name] : [])];
}

function expectNothingRevealed(answer: string, status: number, what: string): void {
  expect(answer.slice(0, 12), what).toBe(`HTTP/1.1 ${status}`);
  const text = answer.toLowerCase();
  expect(text, what).not.toContain('ws://');
  for (const secret of secrets()) expect(text.includes(secret), `${what} names ${secret}`).toBe(false);
}

const get = (path: string, headers: Record<string, string>, method = 'GET'): string =>
  `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}Connection: close\r\n\r\n`;

function rendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-tv-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tv</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

const hosts: BrowserHost[] = [];
let rig: LanRig | null = null;
const phones: PhoneClient[] = [];
afterEach(async () => {
  for (const p of phones.splice(0)) p.close();
  for (const h of hosts.splice(0)) await h.close();
  await rig?.close();
  rig = null;
});

describe('finding 9: a refusal reveals no address and no host name', () => {
  it('the TV host open to the network (--host 0.0.0.0) refuses without naming any address or host', async () => {
    const session = makeRig();
    const host = await startBrowserHost({
      session: session.session,
      rendererDir: rendererDir(),
      host: '0.0.0.0',
      port: 0,
      log: () => undefined,
      clock: session.clock,
    });
    hosts.push(host);
    const port = Number(new URL(host.url).port);
    const own = `127.0.0.1:${port}`;
    const key = host.key ?? '';
    const cookie = `ligretto-tv=${key}`;
    const cases: [string, number, string][] = [
      ['page without the key', 401, get('/', { Host: own })],
      ['asset with a wrong key', 401, get('/assets/app.js?key=wrong', { Host: own })],
      ['wrong Host', 421, get('/', { Host: 'evil.example' })],
      ['missing file, with the key', 404, get('/nope.js', { Host: own, Cookie: cookie })],
      ['POST, with the key', 405, get('/', { Host: own, Cookie: cookie, 'Content-Length': '0' }, 'POST')],
      ['socket without the key', 401, upgradeText(WS_PATH, { Host: own })],
      ['socket on another path', 403, upgradeText('/elsewhere', { Host: own, Cookie: cookie })],
      ['socket from another origin', 403, upgradeText(WS_PATH, { Host: own, Origin: 'http://evil.example', Cookie: cookie })],
    ];
    for (const [what, status, request] of cases) expectNothingRevealed(await rawExchange(port, request), status, what);
  });

  it('the LAN server refuses without naming its address or the host name', async () => {
    const renderer = rendererDir();
    rig = await startLanRig({ rendererDir: renderer, limits: { maxSocketsPerAddress: 1 } });
    const { port } = rig;
    const own = rig.server.address;
    phones.push(await PhoneClient.open(port, { from: '127.0.0.7' }));
    const cases: [string, number, string][] = [
      ['wrong Host', 421, get('/', { Host: 'evil.example' })],
      ['file off the list', 404, get('/nope.js', { Host: own })],
      ['POST', 405, get('/', { Host: own, 'Content-Length': '0' }, 'POST')],
      ['stream page without the key', 401, get('/stream', { Host: own })],
      ['stream asset without the cookie', 404, get('/assets/app.js', { Host: own })],
      ['phone socket from another origin', 403, upgradeText(PHONE_WS_PATH, { Host: own, Origin: 'http://evil.example' })],
      ['stream socket without the key', 401, upgradeText('/stream', { Host: own })],
    ];
    for (const [what, status, request] of cases) expectNothingRevealed(await rawExchange(port, request), status, what);
    const full = await rawExchange(port, upgradeText(PHONE_WS_PATH, { Host: own }), '127.0.0.7');
    expectNothingRevealed(full, 503, 'phone socket past the address cap');
  });
});
