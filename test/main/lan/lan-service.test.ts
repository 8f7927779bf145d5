/** LAN mode's lifecycle and settings: listening in the lobby and matches, not in attract mode; QR and code in the snapshot. */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServeArgs } from '@main/cli/serve';
import { authority, DEFAULT_LAN_PORT, newRoomCode, newToken, pickLanAddress, tokenKey } from '@main/lan/lan-config';
import { CodeBackoff } from '@main/lan/join-guard';
import { LanService, qrRows } from '@main/lan/LanService';
import { lanSettingsFromEnv, parsePort } from '@main/lan/LanService';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/phone-protocol';
import { decodeHostMessage } from '@shared/protocol-schema';
import { FAST_TIMINGS, fakePhoneDir, PhoneClient, waitFor } from './lan-harness';
import { containing } from '../../support/matchers';

const services: LanService[] = [];

afterEach(async () => {
  for (const s of services.splice(0)) await s.dispose();
});

function session(): Session {
  return new Session({ autoAdvance: true, clock: realClock, seed: () => 1, log: () => undefined, timings: FAST_TIMINGS });
}

function portOf(address: string): number {
  return Number(address.split(':').at(-1));
}

describe('LAN service', () => {
  it('listens while the lobby is open and publishes url, address, room code and QR code in the snapshot', async () => {
    const s = session();
    const service = new LanService({ session: s, phoneDir: fakePhoneDir(), host: '127.0.0.1', port: 0, log: () => undefined });
    services.push(service);
    await service.settled();
    const lan = s.snapshot().lan;
    if (lan?.state !== 'on') throw new Error(`LAN is not on: ${JSON.stringify(lan)}`);
    expect(lan.roomCode).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`));
    expect(lan.url).toBe(`http://${lan.address}/?room=${lan.roomCode}`);
    expect(lan.qr).toEqual(qrRows(lan.url));
    expect(lan.qr.length).toBeGreaterThanOrEqual(21);
    expect(lan.qr.every((row) => row.length === lan.qr.length && /^[01]+$/.test(row))).toBe(true);
    expect(lan.qr[0]?.startsWith('1111111')).toBe(true);
    expect(decodeHostMessage(JSON.stringify({ t: 'snapshot', snapshot: s.snapshot(), events: [] })).ok).toBe(true);
    const phone = await PhoneClient.open(portOf(lan.address));
    await phone.join(lan.roomCode, 'Ann');
    phone.close();
  });

  it('stops listening in attract mode and starts again back in the lobby, with the same stream key', async () => {
    const s = session();
    const service = new LanService({ session: s, phoneDir: fakePhoneDir(), host: '127.0.0.1', port: 0, log: () => undefined });
    services.push(service);
    await service.settled();
    const first = s.snapshot().lan;
    if (first?.state !== 'on') throw new Error('LAN is not on');
    const key = service.current?.stream.gate.key;
    const tv = s.connect({ send: () => undefined, close: () => undefined });
    tv.receive({ t: 'hello', protocol: 1 });
    tv.receive({ t: 'demo', bots: 4 });
    await waitFor(() => service.current === null, 'the server to stop');
    await service.settled();
    expect(s.snapshot().lan).toBeNull();
    await expect(PhoneClient.open(portOf(first.address))).rejects.toThrow();
    tv.receive({ t: 'control', op: 'end-match' });
    await waitFor(() => service.current !== null, 'the server to start again');
    await service.settled();
    const again = s.snapshot().lan;
    expect(again?.state).toBe('on');
    // A streaming program's browser source keeps working: the key is the launch's, not the server's.
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(service.current?.stream.gate.key).toBe(key);
  });

  it('says why phones cannot join when the phone page is not built, and takes another port when its own is busy', async () => {
    const s = session();
    const broken = new LanService({ session: s, phoneDir: '/nonexistent/phone', host: '127.0.0.1', port: 0, log: () => undefined });
    services.push(broken);
    await broken.settled();
    expect(s.snapshot().lan).toEqual({ state: 'off', reason: containing('not built') });
    await broken.dispose();

    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const busy = (blocker.address() as { port: number }).port;
    const s2 = session();
    const service = new LanService({ session: s2, phoneDir: fakePhoneDir(), host: '127.0.0.1', port: busy, log: () => undefined });
    services.push(service);
    await service.settled();
    const lan = s2.snapshot().lan;
    expect(lan?.state).toBe('on');
    expect(lan?.state === 'on' && portOf(lan.address) !== busy).toBe(true);
    blocker.close();
  });
});

describe('LAN settings and secrets', () => {
  it('binds the first non-internal IPv4 address, else loopback', () => {
    const lo = { address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '', internal: true, cidr: null } as const;
    const v6 = { address: 'fd00::2', netmask: '', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 0 } as const;
    const lan = { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null } as const;
    expect(pickLanAddress({ lo: [lo], eth0: [v6, lan] })).toBe('192.168.1.20');
    expect(pickLanAddress({ lo: [lo], eth0: [v6] })).toBe('127.0.0.1');
    expect(pickLanAddress({})).toBe('127.0.0.1');
    expect(authority('fd00::2', 8765)).toBe('[fd00::2]:8765');
  });

  it('reads LIGRETTO_LAN, LIGRETTO_LAN_HOST and LIGRETTO_LAN_PORT; bad values switch LAN mode off with a reason', () => {
    expect(lanSettingsFromEnv({})).toEqual({ on: true, host: null, port: DEFAULT_LAN_PORT });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN_HOST: '10.0.0.5', LIGRETTO_LAN_PORT: '9000' })).toEqual({
      on: true,
      host: '10.0.0.5',
      port: 9000,
    });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: 'off' })).toMatchObject({ on: false });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN_HOST: '0.0.0.0' })).toMatchObject({ on: false });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN_PORT: '1e3' })).toMatchObject({ on: false });
    expect([parsePort('0'), parsePort('65535'), parsePort('65536'), parsePort(' 80'), parsePort('')]).toEqual([0, 65535, null, null, null]);
  });

  it('npm run serve takes --lan, --lan-host and --lan-port, and refuses an every-interface host', () => {
    expect(parseServeArgs(['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'])).toMatchObject({
      lan: { on: true, host: '127.0.0.1', port: 0 },
    });
    expect(parseServeArgs(['--lan'])).toMatchObject({ lan: { on: true, host: null, port: DEFAULT_LAN_PORT } });
    expect(parseServeArgs(['--native-pads'])).toMatchObject({ nativePads: true });
    expect(parseServeArgs(['--lan', '--lan-host=0.0.0.0'])).toEqual({ error: '--lan-host must name one interface' });
    expect(parseServeArgs(['--lan-port', '9000'])).toEqual({ error: '--lan-host and --lan-port need --lan' });
    expect(parseServeArgs([])).toEqual({ host: '127.0.0.1', port: 5173, demo: null, build: true });
  });

  it('room codes use only unambiguous letters; tokens carry 192 random bits and are stored hashed', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newRoomCode()));
    for (const code of codes) expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY]{6}$/);
    expect(codes.size).toBe(200);
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    expect(tokenKey(token)).not.toContain(token);
    expect(new Set(Array.from({ length: 100 }, () => newToken())).size).toBe(100);
  });

  it('backs an address off after its free wrong codes, twice as long each time up to the cap; a right code forgives it', () => {
    let now = 0;
    const backoff = new CodeBackoff({ free: 2, baseMs: 1000, maxMs: 3000 }, () => now);
    backoff.fail('a');
    expect(backoff.waitMs('a')).toBe(0);
    backoff.fail('a');
    expect([backoff.waitMs('a'), backoff.waitMs('b')]).toEqual([1000, 0]);
    now = 1000;
    expect(backoff.waitMs('a')).toBe(0);
    backoff.fail('a');
    expect(backoff.waitMs('a')).toBe(2000);
    now = 3000;
    backoff.fail('a');
    expect(backoff.waitMs('a')).toBe(3000);
    backoff.forgive('a');
    expect([backoff.waitMs('a'), backoff.suspect('a')]).toEqual([0, false]);
  });
});
