/**
 * Issue 27, finding 8: every spelling of "all interfaces" is refused where one interface is needed, because bind
 * addresses are parsed the way listen() reads them, not compared as strings: `--lan-host 0`, `::0`,
 * `0:0:0:0:0:0:0:0`, `::ffff:0.0.0.0`, `[::]`, and the same in LIGRETTO_LAN_HOST. The browser host sees them as a
 * wildcard bind too (real addresses as allowed hosts, the key required).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrowserHost, type BrowserHost } from '@main/browser-host';
import { parseServeArgs } from '@main/cli/serve';
import { lanSettingsFromEnv } from '@main/lan/LanService';
import { startLanServer } from '@main/lan/LanServer';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { bindScope } from '@main/transport/bind-address';
import { allowedHostHeaders, isLoopbackHost, isWildcardHost, TvAccess } from '@main/transport/tv-access';
import { makeRig } from '../main/session/harness';
import { fakePhoneDir } from '../main/lan/lan-harness';

const EVERY_INTERFACE = [
  '0',
  '00',
  '0x0',
  '0.0',
  '0.0.0',
  '0.0.0.0',
  '0.0.0.0.',
  '::',
  '::0',
  '0:0:0:0:0:0:0:0',
  '0000::',
  '::ffff:0.0.0.0',
  '::ffff:0:0',
  '[::]',
  '[::0]',
];
const ONE_INTERFACE = ['127.0.0.1', '192.168.1.20', '::1', '[::1]', 'fe80::1%eth0', 'tvbox.local', 'localhost', '10.0.0.5'];

const hosts: BrowserHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

describe('finding 8: every spelling of all interfaces is refused where one is needed', () => {
  it('--lan-host refuses every spelling of all interfaces and still takes one interface', () => {
    for (const host of EVERY_INTERFACE) {
      expect(parseServeArgs(['--lan', '--lan-host', host]), host).toEqual({ error: '--lan-host must name one interface' });
    }
    for (const host of ONE_INTERFACE) {
      expect(parseServeArgs(['--lan', '--lan-host', host]), host).toMatchObject({ lan: { on: true, host } });
    }
  });

  it('LIGRETTO_LAN_HOST refuses every spelling of all interfaces and still takes one interface', () => {
    for (const host of EVERY_INTERFACE) {
      expect(lanSettingsFromEnv({ LIGRETTO_LAN_HOST: host }), host).toEqual({
        on: false,
        reason: 'LIGRETTO_LAN_HOST must name one interface, not all of them',
      });
    }
    for (const host of ONE_INTERFACE) expect(lanSettingsFromEnv({ LIGRETTO_LAN_HOST: host }), host).toMatchObject({ on: true, host });
  });

  it('the LAN server itself refuses to bind every interface, whatever spelling reaches it', async () => {
    for (const host of ['0', '::0', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0', '0x0']) {
      const session = new Session({ autoAdvance: false, clock: realClock, seed: () => 1, log: () => undefined });
      const started = startLanServer({ session, host, port: 0, phoneDir: fakePhoneDir(), log: () => undefined });
      await expect(started, host).rejects.toThrow(/every interface/);
    }
  });

  it('bind addresses are parsed: loopback and wildcard spellings are recognised as such', () => {
    for (const host of EVERY_INTERFACE) {
      expect(bindScope(host), host).toBe('all');
      expect(isWildcardHost(host), host).toBe(true);
      expect(isLoopbackHost(host), host).toBe(false);
    }
    for (const host of ['127.0.0.1', '127.1', '0x7f.1', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost']) {
      expect(bindScope(host), host).toBe('loopback');
      expect(new TvAccess(host).key, host).toBeNull();
    }
    for (const host of ['192.168.1.20', '10.0.0.5', 'fe80::1', 'tvbox.local', '1.0.0.0.0']) {
      expect(bindScope(host), host).toBe('one');
      expect(new TvAccess(host).key, host).not.toBeNull();
    }
    const iface = { eth0: [{ address: '192.168.1.20', family: 'IPv4' as const, internal: false, netmask: '', mac: '', cidr: null }] };
    expect(allowedHostHeaders('::0', 80, iface, 'tvbox')).toEqual(expect.arrayContaining(['192.168.1.20:80', '127.0.0.1:80']));
    expect(allowedHostHeaders('::0', 80, iface, 'tvbox')).not.toContain('[::0]:80');
  });

  it('the browser host bound with --host 0 is a wildcard host: key required, real addresses allowed', async () => {
    const rig = makeRig();
    const dir = mkdtempSync(join(tmpdir(), 'ligretto-tv-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tv</title>');
    const host = await startBrowserHost({
      session: rig.session,
      rendererDir: dir,
      host: '0',
      port: 0,
      log: () => undefined,
      clock: rig.clock,
    });
    hosts.push(host);
    const port = Number(new URL(host.url).port);
    expect(host.key).not.toBeNull();
    expect(host.url).toBe(`http://127.0.0.1:${port}/?key=${host.key ?? ''}`);
    expect(host.allowedHosts).toContain(`127.0.0.1:${port}`);
    expect(host.allowedHosts).not.toContain(`0:${port}`);
  });
});
