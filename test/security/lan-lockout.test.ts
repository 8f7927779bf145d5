/**
 * Finding 3: phones cannot be locked out. Per-address socket caps; sockets that never join make room for seated
 * phones coming back and for new phones; the hello timeout on an injected clock. (Wrong room codes from many
 * addresses: room-code-guessing.test.ts.) Every phone here is a real WebSocket from its own loopback address (127/8 on Linux).
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { PhoneClient, waitFor, lanTestRigs } from '../main/lan/lan-harness';
import { httpGet, idleConnection } from './net-helpers';

const lan = lanTestRigs();

async function open(port: number, from: string): Promise<PhoneClient> {
  const c = await PhoneClient.open(port, { from });
  lan.keep(c);
  return c;
}

const status = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'open',
    (e: unknown) => String(e),
  );

describe('finding 3: phones cannot be locked out', () => {
  it('sockets are capped per address; another address still gets in', async () => {
    const rig = await lan.start({ limits: { maxSocketsPerAddress: 3 } });
    for (let i = 0; i < 3; i++) await open(rig.port, '127.0.0.2');
    expect(await status(PhoneClient.open(rig.port, { from: '127.0.0.2' }))).toMatch(/503/);
    const other = await open(rig.port, '127.0.0.3');
    expect(await other.join(rig.server.roomCode, 'Bea')).toMatchObject({ seat: 0 });
  });

  it('sockets that never join cannot keep a seated phone from coming back mid-match, nor a new phone from joining', async () => {
    const clock = new ManualClock();
    const rig = await lan.start({ clock, limits: { maxSocketsPerAddress: 2, dropGraceMs: 0 } });
    const { port } = rig;
    const ana = await open(port, '127.0.0.50');
    const { token } = await ana.join(rig.server.roomCode, 'Ana');
    rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'casual' } });
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => rig?.session.snapshot().stage !== 'lobby', 'the match to start');
    ana.close();
    await waitFor(() => rig?.session.snapshot().paused === true, 'the match to pause for the lost phone');
    // Sockets that never join fill every slot, two per address; the clock never moves, so none times out.
    const idle: PhoneClient[] = [];
    for (let i = 0; i < 16; i++) idle.push(await open(port, `127.0.0.${10 + Math.floor(i / 2)}`));
    // The seated phone comes back at once: the oldest socket without a seat makes room.
    const back = await open(port, '127.0.0.50');
    expect((await idle[0]?.closed)?.code).toBe(1008);
    expect(await back.resume(token)).toMatchObject({ seat: 0 });
    await waitFor(() => rig?.session.snapshot().paused === false, 'the match to go on');
    rig.control({ t: 'control', op: 'end-match' });
    await waitFor(() => rig?.session.snapshot().stage === 'lobby', 'the lobby');
    const bea = await open(port, '127.0.0.61');
    expect((await idle[1]?.closed)?.code).toBe(1008);
    expect(await bea.join(rig.server.roomCode, 'Bea')).toMatchObject({ seat: 2 });
    expect(idle.slice(2).every((c) => c.ws.readyState === c.ws.OPEN)).toBe(true);
  });

  it('a socket that never joins is closed at the hello timeout of the injected clock', async () => {
    const clock = new ManualClock();
    const rig = await lan.start({ clock, limits: { helloTimeoutMs: 10_000 } });
    const idle = await open(rig.port, '127.0.0.2');
    const seated = await open(rig.port, '127.0.0.3');
    await seated.join(rig.server.roomCode, 'Ana');
    clock.advance(9_999);
    expect(idle.ws.readyState).toBe(idle.ws.OPEN);
    clock.advance(1);
    expect((await idle.closed).code).toBe(1008);
    expect(seated.ws.readyState).toBe(seated.ws.OPEN);
  });

  it('finding 6: idle TCP connections from one address leave the phone page reachable for the others', async () => {
    const rig = await lan.start({ limits: { maxHttpPerAddress: 8 } });
    const idle = await Promise.all(Array.from({ length: 40 }, () => idleConnection(rig?.port ?? 0, '127.0.0.2').catch(() => null)));
    const page = await httpGet(rig.port, '/', { host: rig.server.address }, '127.0.0.3');
    expect(page.status).toBe(200);
    for (const s of idle) s?.destroy();
  });
});
