/**
 * Issue 27, finding 3: idle connections from many addresses cannot lock anyone out. Connection limits are a total
 * budget with a reserve only trusted connections can use (the TV's key or cookie, a phone socket holding a seat, the
 * stream key); untrusted connections are evicted oldest-first when their share is full; per-address caps stay.
 * Attackers here are real TCP connections and WebSockets from 127.0.0.2 … 127.0.0.9 (Linux routes all of 127/8 to
 * lo), with the default limits; the clocks never move, so no hello timeout frees a slot for the victims.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_CONNECTION_LIMITS, startBrowserHost, STREAM_WS_PATH, WS_PATH, type BrowserHost } from '@main/browser-host';
import { DEFAULT_LAN_LIMITS } from '@main/lan/lan-config';
import { ManualClock } from '@main/session/clock';
import { ConnectionPool } from '@main/transport/conn-guard';
import { DEFAULT_WS_LIMITS } from '@main/transport/ws-server';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { PhoneClient, startLanRig, waitFor, type LanRig } from '../main/lan/lan-harness';
import { makeRig } from '../main/session/harness';
import { closed, httpGet, idleConnection, nextMessage, openSocket } from './net-helpers';

/** The attackers' source addresses. */
const ATTACKERS = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => `127.0.0.${n}`);

let rig: LanRig | null = null;
const hosts: BrowserHost[] = [];
const sockets: Socket[] = [];
const phones: PhoneClient[] = [];
const views: { close(): void }[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const p of phones.splice(0)) p.close();
  for (const v of views.splice(0)) v.close();
  for (const h of hosts.splice(0)) await h.close();
  await rig?.close();
  rig = null;
});

/** Opens `perAddress` idle connections from each attacker address, oldest first; counts those the server closes. */
async function holdIdle(port: number, perAddress: number): Promise<{ readonly all: Socket[]; closedCount(): number }> {
  const all: Socket[] = [];
  let count = 0;
  for (const from of ATTACKERS) {
    for (let i = 0; i < perAddress; i++) {
      const s = await idleConnection(port, from);
      s.on('close', () => count++);
      s.on('error', () => undefined);
      all.push(s);
      sockets.push(s);
    }
  }
  return { all, closedCount: () => count };
}

describe('finding 3: idle connections from many addresses cannot lock anyone out', () => {
  it('the pool evicts the oldest untrusted connection for a new one, never a trusted one, and keeps the reserve for trusted ones', () => {
    const pool = new ConnectionPool<string>({ total: 4, reserve: 1, perAddress: 3 });
    expect(pool.admit('a1', 'A')).toEqual({ ok: true, evicted: [] });
    expect(pool.admit('a2', 'A')).toEqual({ ok: true, evicted: [] });
    expect(pool.admit('b1', 'B')).toEqual({ ok: true, evicted: [] });
    // Untrusted ones hold at most total - reserve = 3: the oldest makes room.
    expect(pool.admit('c1', 'C')).toEqual({ ok: true, evicted: ['a1'] });
    pool.vouch('c1');
    // The reserve is there for a trusted connection without evicting anyone.
    expect(pool.admit('t1', 'T', () => true)).toEqual({ ok: true, evicted: [] });
    expect(pool.size).toBe(4);
    expect(pool.untrusted).toBe(2);
    // Full: a new one evicts the oldest untrusted, never c1 or t1.
    expect(pool.admit('d1', 'D')).toEqual({ ok: true, evicted: ['a2'] });
    expect(pool.admit('e1', 'E')).toEqual({ ok: true, evicted: ['b1'] });
    // Per-address caps stay: C holds one, D one; a fourth from one address is refused.
    expect(pool.admit('d2', 'D')).toEqual({ ok: true, evicted: ['d1'] });
    pool.vouch('d2');
    pool.vouch('e1');
    // Every slot trusted: refused.
    expect(pool.admit('f1', 'F')).toEqual({ ok: false, why: 'full' });
    pool.release('t1');
    expect(pool.admit('x1', 'X')).toEqual({ ok: true, evicted: [] });
    expect(pool.admit('x2', 'X')).toEqual({ ok: true, evicted: ['x1'] });
    const capped = new ConnectionPool<string>({ total: 10, reserve: 2, perAddress: 2 });
    capped.admit('a1', 'A');
    capped.admit('a2', 'A');
    expect(capped.admit('a3', 'A')).toEqual({ ok: false, why: 'address' });
  });

  it('while 8 addresses hold every unauthenticated TCP slot and phone socket, a seated phone resumes and a new phone loads the page and joins', async () => {
    const clock = new ManualClock();
    rig = await startLanRig({
      clock,
      limits: { maxSocketsPerAddress: DEFAULT_LAN_LIMITS.maxSocketsPerAddress, maxHttpPerAddress: DEFAULT_LAN_LIMITS.maxHttpPerAddress },
    });
    const { port } = rig;
    const ana = await PhoneClient.open(port, { from: '127.0.0.50' });
    const { token } = await ana.join(rig.server.roomCode, 'Ana');
    ana.close();
    await waitFor(() => rig?.logs.some((l) => l.includes('phone on seat 1 disconnected')) === true, 'Ana’s phone to drop');

    // 48 idle connections fill the unauthenticated share of the TCP budget (64 less the reserve of 16)...
    const share = DEFAULT_LAN_LIMITS.maxHttpConnections - DEFAULT_LAN_LIMITS.httpReserve;
    const idle = await holdIdle(port, share / ATTACKERS.length);
    // ...and 16 sockets that never join fill every phone socket slot, each taking the slot of the oldest idle connection.
    const unjoined: PhoneClient[] = [];
    for (const from of ATTACKERS) {
      for (let i = 0; i < DEFAULT_LAN_LIMITS.maxConnections / ATTACKERS.length; i++) {
        const c = await PhoneClient.open(port, { from });
        unjoined.push(c);
        phones.push(c);
      }
    }

    // The seated phone comes back with its token.
    const back = await PhoneClient.open(port, { from: '127.0.0.50' });
    phones.push(back);
    expect(await back.resume(token)).toMatchObject({ seat: 0, token });
    // A new phone loads the page and joins.
    expect((await httpGet(port, '/', { host: rig.server.address }, '127.0.0.51')).status).toBe(200);
    const bea = await PhoneClient.open(port, { from: '127.0.0.51' });
    phones.push(bea);
    expect(await bea.join(rig.server.roomCode, 'Bea')).toMatchObject({ seat: 1 });

    // Each newcomer took the slot of the oldest unauthenticated connection: the 16 sockets the 16 oldest idle
    // ones, the seated phone the next (the page load and Bea may find slots the two evicted sockets freed), and
    // the phones the two oldest sockets without a seat. The attackers' other connections stay open.
    const evictedIdle = DEFAULT_LAN_LIMITS.maxConnections + 1;
    await waitFor(() => idle.closedCount() >= evictedIdle, 'the oldest idle connections to be closed');
    expect(idle.all.slice(0, evictedIdle).every((s) => s.destroyed)).toBe(true);
    expect(idle.all.slice(evictedIdle + 2).some((s) => s.destroyed)).toBe(false);
    expect((await unjoined[0]?.closed)?.code).toBe(1008);
    expect((await unjoined[1]?.closed)?.code).toBe(1008);
    expect(unjoined.slice(2).every((c) => c.ws.readyState === c.ws.OPEN)).toBe(true);
  });

  it('while 8 addresses hold every unauthenticated TCP slot and stream socket of --host 0.0.0.0, the TV reloads its page and its socket', async () => {
    const session = makeRig();
    const dir = mkdtempSync(join(tmpdir(), 'ligretto-tv-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tv</title>');
    const host = await startBrowserHost({
      session: session.session,
      rendererDir: dir,
      host: '0.0.0.0',
      port: 0,
      log: () => undefined,
      clock: session.clock,
    });
    hosts.push(host);
    const port = Number(new URL(host.url).port);
    const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
    const cookie = `ligretto-tv=${host.key ?? ''}`;

    // 48 idle connections fill the unauthenticated share of the TCP budget (64 less the reserve of 16)...
    const share = BROWSER_CONNECTION_LIMITS.total - BROWSER_CONNECTION_LIMITS.reserve;
    const idle = await holdIdle(port, share / ATTACKERS.length);
    // ...and stream views without the key (admitted from loopback) fill the sockets' unauthenticated share (16 less 4).
    const streams: { open(): boolean; readonly code: Promise<number> }[] = [];
    for (const from of ATTACKERS) {
      for (let i = 0; i < 2; i++) {
        const { ws } = await openSocket(port, STREAM_WS_PATH, own, from);
        if (!ws) throw new Error(`no stream socket from ${from}`);
        views.push(ws);
        streams.push({ open: () => ws.readyState === ws.OPEN, code: closed(ws) });
      }
    }

    // The TV reloads: its page with the cookie, then its socket.
    expect((await httpGet(port, '/', { ...own, cookie })).status).toBe(200);
    const tv = await openSocket(port, WS_PATH, { ...own, cookie });
    expect(tv.status).toBe(101);
    if (!tv.ws) throw new Error('no TV socket');
    views.push(tv.ws);
    const welcome = nextMessage(tv.ws);
    tv.ws.send(JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION }));
    expect(await welcome).toEqual({ t: 'welcome', protocol: PROTOCOL_VERSION });

    // The four oldest stream views made room for the last four; the TV's socket took a reserved slot, evicting nobody.
    const evictedViews = DEFAULT_WS_LIMITS.reserve;
    for (const s of streams.slice(0, evictedViews)) expect(await s.code).toBe(1008);
    expect(streams.slice(evictedViews).every((s) => s.open())).toBe(true);
    // The stream sockets took the slots of the oldest idle connections (the last ones may have found slots the
    // evicted views freed): evicted oldest-first, the newer ones still open.
    const untrustedViews = DEFAULT_WS_LIMITS.maxConnections - DEFAULT_WS_LIMITS.reserve;
    await waitFor(() => idle.closedCount() > untrustedViews, 'the oldest idle connections to be closed');
    const gone = idle.all.filter((s) => s.destroyed).length;
    expect(idle.all.slice(0, gone).every((s) => s.destroyed)).toBe(true);
    expect(gone).toBeLessThan(idle.all.length);
  });
});
