/**
 * The relay (src/relay) in one process on loopback, with real Colyseus clients for host and phones and a manual clock
 * for rates, lockouts and expiry. Each attack of issue 28's "Must show" is a test here and must fail.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client } from 'colyseus.js';
import { MAX_RELAYED_PHONE_FRAME_BYTES, RELAY_CLOSE, RELAY_MSG, RELAY_ROOM_NAME } from '@shared/relay-protocol';
import { hostRoom, Inbox, newSecret, phoneRoom, relayForTest } from './harness';
import type { Relay } from '../../src/relay/server';

let running: Relay | null = null;
/** Every log line of every relay in this file: none may carry a secret or a token. */
const allLogs: string[] = [];
const secrets: string[] = [];

afterEach(async () => {
  await running?.close();
  running = null;
});

async function start(limits: Parameters<typeof relayForTest>[0] = {}): Promise<Awaited<ReturnType<typeof relayForTest>>> {
  const t = await relayForTest(limits);
  running = t.relay;
  const logs = t.logs;
  // Keep a live view of this relay's lines for the never-logged check at the end.
  const push = logs.push.bind(logs);
  logs.push = (...lines: string[]): number => {
    allLogs.push(...lines);
    return push(...lines);
  };
  return t;
}

/** POSTs a matchmaking request with chosen headers; resolves with the status and body. */
function matchmake(
  endpoint: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${endpoint}/matchmake/${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return 'accepted';
}

describe('relay: forwarding', () => {
  it('forwards a phone frame to its host and a host frame to that phone only', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    secrets.push(host.secret);
    const a = await phoneRoom(t.endpoint, host.code);
    const [peerA] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    await a.inbox.next(RELAY_MSG.hello);
    a.room.send(RELAY_MSG.frame, '{"t":"leave"}');
    expect(await host.inbox.next<[string, string]>(RELAY_MSG.peerFrame)).toEqual([peerA, '{"t":"leave"}']);
    host.room.send(RELAY_MSG.peerFrame, [peerA, 'hello a']);
    expect(await a.inbox.next<string>(RELAY_MSG.frame)).toBe('hello a');
  });

  it('never routes a host frame to a phone of another room', async () => {
    const t = await start();
    const hostA = await hostRoom(t.endpoint);
    const hostB = await hostRoom(t.endpoint);
    secrets.push(hostA.secret, hostB.secret);
    const b = await phoneRoom(t.endpoint, hostB.code);
    const [peerB] = await hostB.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    hostA.room.send(RELAY_MSG.peerFrame, [peerB, 'from the wrong host']);
    hostA.room.send(RELAY_MSG.closePeer, [peerB, 4003, 'kicked by the wrong host']);
    // Messages on one socket arrive in order: once A's probe came back, A's two frames were handled.
    hostA.room.send(RELAY_MSG.ping, [peerB, 7]);
    hostB.room.send(RELAY_MSG.peerFrame, [peerB, 'from its host']);
    expect(await b.inbox.next<string>(RELAY_MSG.frame)).toBe('from its host');
    expect(b.inbox.items.filter((i) => i.type === RELAY_MSG.frame)).toEqual([{ type: RELAY_MSG.frame, msg: 'from its host' }]);
    expect(b.inbox.left).toBeNull();
  });

  it('echoes a ping between host and phone (the host measures latency over the same path)', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    phone.room.onMessage(RELAY_MSG.ping, (n: number) => phone.room.send(RELAY_MSG.pong, n));
    host.room.send(RELAY_MSG.ping, [peer, 42]);
    expect(await host.inbox.next<[string, number]>(RELAY_MSG.pong)).toEqual([peer, 42]);
  });
});

describe('relay: attacks that must fail', () => {
  it("a phone cannot take another room's seat with its reconnection token", async () => {
    const t = await start();
    const hostA = await hostRoom(t.endpoint);
    const hostB = await hostRoom(t.endpoint);
    const a = await phoneRoom(t.endpoint, hostA.code);
    const token = a.room.reconnectionToken.split(':')[1] ?? '';
    const why = await refusal(new Client(t.endpoint).reconnect(`${hostB.code}:${token}`));
    expect(why).toMatch(/reconnection token invalid|expired/);
    expect(hostB.inbox.items.filter((i) => i.type === RELAY_MSG.peerOpen)).toEqual([]);
  });

  it('a phone sending host messages is closed and reaches nobody', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const victim = await phoneRoom(t.endpoint, host.code);
    const [victimPeer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    for (const [type, msg] of [
      [RELAY_MSG.peerFrame, [victimPeer, 'forged']],
      [RELAY_MSG.closePeer, [victimPeer, 4003, 'forged kick']],
      [RELAY_MSG.lock, true],
      [RELAY_MSG.ping, [victimPeer, 1]],
      [RELAY_MSG.end, 0],
      ['room', { code: 'ACDE' }],
    ] as const) {
      const evil = await phoneRoom(t.endpoint, host.code);
      evil.room.send(type, msg);
      expect(await evil.inbox.closed()).toBe(RELAY_CLOSE.kicked);
    }
    host.room.send(RELAY_MSG.peerFrame, [victimPeer, 'still here']);
    expect(await victim.inbox.next<string>(RELAY_MSG.frame)).toBe('still here');
    expect(victim.inbox.items.filter((i) => i.type === RELAY_MSG.frame || i.type === RELAY_MSG.ping)).toHaveLength(1);
    // The lock was not applied: a new phone still joins.
    await phoneRoom(t.endpoint, host.code);
  });

  it('guessing codes past the budget is locked out, even with the right code, until the lockout ends', async () => {
    const t = await start({ maxCodeFailures: 5, lockoutMs: 60_000 });
    const host = await hostRoom(t.endpoint);
    const wrong = host.code === 'ACDE' ? 'ACDF' : 'ACDE';
    for (let i = 0; i < 5; i++) expect(await refusal(new Client(t.endpoint).joinById(wrong, { role: 'phone' }))).toMatch(/not found/);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/wait a minute/);
    t.clock.advance(60_000);
    await phoneRoom(t.endpoint, host.code);
    // A second lockout in a row lasts twice as long.
    for (let i = 0; i < 5; i++) await refusal(new Client(t.endpoint).joinById(wrong, { role: 'phone' }));
    t.clock.advance(60_000);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/wait a minute/);
    t.clock.advance(60_000);
    await phoneRoom(t.endpoint, host.code);
  });

  it('reconnecting to rooms that are not there counts as guessing codes; a stale token for an open room does not', async () => {
    const t = await start({ maxCodeFailures: 3 });
    const host = await hostRoom(t.endpoint);
    const wrong = host.code === 'ACDE' ? 'ACDF' : 'ACDE';
    for (let i = 0; i < 5; i++) await refusal(new Client(t.endpoint).reconnect(`${host.code}:stale${i}`));
    await phoneRoom(t.endpoint, host.code);
    for (let i = 0; i < 3; i++) await refusal(new Client(t.endpoint).reconnect(`${wrong}:guessed${i}`));
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/wait a minute/);
  });

  it('a flood from one seat token is closed, and reconnecting with the token does not reset its count', async () => {
    const t = await start({ seatRate: 30 });
    const host = await hostRoom(t.endpoint);
    const client = new Client(t.endpoint);
    const first = await client.joinById(host.code, { role: 'phone' });
    const firstInbox = new Inbox(first);
    await host.inbox.next(RELAY_MSG.peerOpen);
    for (let i = 0; i < 20; i++) first.send(RELAY_MSG.frame, `{"n":${i}}`);
    await host.inbox.next<[string, string]>(RELAY_MSG.peerFrame, (m) => m[1] === '{"n":19}');
    await first.leave(false);
    const again = await client.reconnect(first.reconnectionToken);
    const inbox = new Inbox(again);
    expect(again.sessionId).toBe(first.sessionId);
    for (let i = 0; i < 15; i++) again.send(RELAY_MSG.frame, `{"m":${i}}`);
    expect(await inbox.closed()).toBe(RELAY_CLOSE.flood);
    // 10 more made it (30 in the window), the 11th closed the seat; it may not come back.
    const forwarded = host.inbox.items.filter((i) => i.type === RELAY_MSG.peerFrame && (i.msg as [string, string])[1].startsWith('{"m"'));
    expect(forwarded).toHaveLength(10);
    expect(await refusal(client.reconnect(again.reconnectionToken))).toMatch(/expired|invalid/);
    expect(firstInbox.left).not.toBeNull();
    // The next second, a new phone of the same address is not held back by it.
    t.clock.advance(1000);
    await phoneRoom(t.endpoint, host.code);
  });

  it('a frame over the cap closes the phone and is not forwarded', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    await host.inbox.next(RELAY_MSG.peerOpen);
    phone.room.send(RELAY_MSG.frame, 'x'.repeat(MAX_RELAYED_PHONE_FRAME_BYTES + 1));
    expect(await phone.inbox.closed()).toBe(RELAY_CLOSE.tooBig);
    expect(host.inbox.items.filter((i) => i.type === RELAY_MSG.peerFrame)).toEqual([]);
    // Past the socket's own cap, the WebSocket itself is closed (1009, message too big).
    const big = await phoneRoom(t.endpoint, host.code);
    big.room.send(RELAY_MSG.frame, 'y'.repeat(20_000));
    expect(await big.inbox.closed()).toBe(1009);
  });

  it('a connection over its bytes per second is cut', async () => {
    const t = await start({ bytesPerSecond: 4000 });
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    await host.inbox.next(RELAY_MSG.peerOpen);
    for (let i = 0; i < 5; i++) phone.room.send(RELAY_MSG.frame, 'b'.repeat(1500));
    expect(await phone.inbox.closed()).toBe(1006);
    expect(t.logs.some((l) => /over 4000 bytes a second/.test(l))).toBe(true);
  });

  it('a host without its secret cannot claim a room', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    secrets.push(host.secret);
    const evil = newSecret();
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'host', secret: evil }))).toMatch(/wrong host secret/);
    expect(await refusal(new Client(t.endpoint).create(RELAY_ROOM_NAME, { role: 'host', secret: evil, code: host.code }))).toMatch(
      /is open|belongs to another host/,
    );
    expect(await refusal(new Client(t.endpoint).create(RELAY_ROOM_NAME, { role: 'phone' }))).toMatch(/only a host/);
    expect(host.inbox.left).toBeNull();
    // While its host is away the room stays its host's.
    await host.room.leave(true);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'host', secret: evil }))).toMatch(/wrong host secret/);
    await new Client(t.endpoint).joinById(host.code, { role: 'host', secret: host.secret });
  });

  it("the host's end closes the room and its phones now; only that host claims the code again", async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    secrets.push(host.secret);
    const phone = await phoneRoom(t.endpoint, host.code);
    host.room.send(RELAY_MSG.end);
    expect(await phone.inbox.closed()).toBe(RELAY_CLOSE.roomClosed);
    expect(await host.inbox.closed()).toBe(RELAY_CLOSE.roomClosed);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/not found/);
    const evil = newSecret();
    expect(await refusal(new Client(t.endpoint).create(RELAY_ROOM_NAME, { role: 'host', secret: evil, code: host.code }))).toMatch(
      /belongs to another host/,
    );
    const again = await hostRoom(t.endpoint, host.secret, host.code);
    expect(again.code).toBe(host.code);
    await phoneRoom(t.endpoint, host.code);
  });

  it('matchmaking by criteria is not offered: a phone needs the code', async () => {
    const t = await start();
    await hostRoom(t.endpoint);
    expect(await refusal(new Client(t.endpoint).join(RELAY_ROOM_NAME, { role: 'phone' }))).toMatch(/invalid method/);
    expect(await refusal(new Client(t.endpoint).joinOrCreate(RELAY_ROOM_NAME, { role: 'phone' }))).toMatch(/no such matchmaking call/);
  });

  it("another site's page can neither matchmake nor open a socket (Origin)", async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const evil = await matchmake(t.endpoint, `joinById/${host.code}`, '{"role":"phone"}', { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    // The relay's own page passes (to a code that is not open, so no seat is left reserved).
    const own = await matchmake(t.endpoint, `joinById/${host.code === 'ACDE' ? 'ACDF' : 'ACDE'}`, '{"role":"phone"}', {
      Origin: t.endpoint,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatch(/not found/);
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${t.endpoint.replace('http', 'ws')}/x/${host.code}?sessionId=abc`, {
        headers: { Origin: 'https://evil.example' },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('a matchmaking body over 1 KiB is refused', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const res = await matchmake(t.endpoint, `joinById/${host.code}`, JSON.stringify({ role: 'phone', pad: 'x'.repeat(2000) }));
    expect(res.status).toBe(413);
  });
});

describe('relay: rooms and caps', () => {
  it('a locked room refuses new phones; seated phones stay', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const seated = await phoneRoom(t.endpoint, host.code);
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    host.room.send(RELAY_MSG.lock, true);
    host.room.send(RELAY_MSG.peerFrame, [peer, 'locked now']);
    await seated.inbox.next(RELAY_MSG.frame);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/locked/);
    host.room.send(RELAY_MSG.lock, false);
    host.room.send(RELAY_MSG.peerFrame, [peer, 'open again']);
    await seated.inbox.next(RELAY_MSG.frame, (m) => m === 'open again');
    await phoneRoom(t.endpoint, host.code);
  });

  it('a kicked phone is closed and cannot come back by its reconnection token', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    host.room.send(RELAY_MSG.closePeer, [peer, RELAY_CLOSE.kicked, 'kicked']);
    expect(await phone.inbox.closed()).toBe(RELAY_CLOSE.kicked);
    expect(await host.inbox.next<[string]>(RELAY_MSG.peerClose)).toEqual([peer]);
    expect(await refusal(new Client(t.endpoint).reconnect(phone.room.reconnectionToken))).toMatch(/expired|invalid/);
  });

  it('a dropped phone comes back to the same relay seat and the host hears it close and open again', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const client = new Client(t.endpoint);
    const phone = await client.joinById(host.code, { role: 'phone' });
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    await phone.leave(false);
    await host.inbox.next(RELAY_MSG.peerClose);
    const back = await client.reconnect(phone.reconnectionToken);
    const opens = await host.inbox.next<[string, string]>(
      RELAY_MSG.peerOpen,
      () => true,
      host.inbox.items.findIndex((i) => i.type === RELAY_MSG.peerClose),
    );
    expect(opens[0]).toBe(peer);
    expect(back.sessionId).toBe(peer);
  });

  it('a host that comes back with its secret gets its phones announced again, and the phones are told to say hello', async () => {
    const t = await start();
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen);
    await host.room.leave(false);
    const again = await new Client(t.endpoint).joinById(host.code, { role: 'host', secret: host.secret });
    const inbox = new Inbox(again);
    expect((await inbox.next<[string, string]>(RELAY_MSG.peerOpen))[0]).toBe(peer);
    await phone.inbox.next(RELAY_MSG.hello, () => true, 1);
    expect(phone.inbox.items.filter((i) => i.type === RELAY_MSG.hello)).toHaveLength(2);
  });

  it('a room whose host is gone too long closes with its phones', async () => {
    const t = await start({ hostGoneMs: 5 * 60_000 });
    const host = await hostRoom(t.endpoint);
    const phone = await phoneRoom(t.endpoint, host.code);
    await host.room.leave(true);
    t.clock.advance(5 * 60_000 - 1);
    expect(phone.inbox.left).toBeNull();
    t.clock.advance(1);
    expect(await phone.inbox.closed()).toBe(RELAY_CLOSE.hostGone);
    expect(await refusal(new Client(t.endpoint).joinById(host.code, { role: 'phone' }))).toMatch(/not found/);
  });

  it('rooms per address are capped', async () => {
    const t = await start({ maxRoomsPerAddress: 2 });
    await hostRoom(t.endpoint);
    await hostRoom(t.endpoint);
    expect(await refusal(hostRoom(t.endpoint))).toMatch(/too many rooms/);
  });

  it('phones per room are capped', async () => {
    const t = await start({ maxPhonesPerRoom: 2 });
    const host = await hostRoom(t.endpoint);
    await phoneRoom(t.endpoint, host.code);
    await phoneRoom(t.endpoint, host.code);
    expect(await refusal(phoneRoom(t.endpoint, host.code))).toMatch(/locked|full/);
  });

  it('connections per address are capped', async () => {
    const t = await start({ maxConnectionsPerAddress: 3 });
    const sockets = await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(t.relay.port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const res = await new Promise<string>((resolve) => {
      const req = request(`${t.endpoint}/`, (r) => resolve(String(r.statusCode)));
      req.on('error', (e) => resolve(e.message));
      req.end();
    });
    expect(res).toMatch(/socket hang up|ECONNRESET/);
    for (const socket of sockets) socket.destroy();
  });

  it('serves the landing page and the phone page with a strict policy', async () => {
    const t = await start();
    const get = (path: string): Promise<{ status: number; csp: string; body: string }> =>
      new Promise((resolve, reject) => {
        const req = request(`${t.endpoint}${path}`, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy']), body }));
        });
        req.on('error', reject);
        req.end();
      });
    const landing = await get('/');
    expect(landing.status).toBe(200);
    expect(landing.body).toMatch(/action="\/play"/);
    expect(landing.csp).toMatch(/default-src 'none'/);
    expect((await get('/play?room=ACDE')).body).toMatch(/phone\.js/);
    expect((await get('/phone.js')).status).toBe(200);
    expect((await get('/../package.json')).status).toBe(404);
  });
});

describe('relay: logs', () => {
  it('never log a host secret or a reconnection token', () => {
    expect(allLogs.length).toBeGreaterThan(10);
    for (const line of allLogs) for (const s of secrets) expect(line).not.toContain(s);
    expect(allLogs.join('\n')).not.toMatch(/secret [A-Za-z0-9_-]{32}|token [A-Za-z0-9_-]{9}/);
  });
});
