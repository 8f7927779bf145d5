/**
 * `npm run test:scale`, the audience (issue 32): two relay processes sharing Redis. The host claims its room on
 * process 1; viewers reach both processes and are all seated in audience rooms on process 2 (never the night's own
 * process while another exists); the counts are summed through Colyseus' Redis presence pub/sub, and the host hears
 * the sum.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import { AUDIENCE_MSG, AUDIENCE_ROOM_NAME, type AudienceCounts, type AudienceState } from '@shared/audience-protocol';
import { fakePhoneDir, hostRoom, Inbox } from './harness';
import { freePort, startRedis, startRelayProcess, type Child } from './processes';

let redis: Child & { url: string };
let one: Child & { url: string; port: number };
let two: Child & { url: string; port: number };

beforeAll(async () => {
  redis = await startRedis();
  const [p1, p2] = [await freePort(), await freePort()];
  const origins = `http://127.0.0.1:${p1},http://127.0.0.1:${p2}`;
  const common = { REDIS_URL: redis.url, RELAY_ORIGINS: origins, RELAY_PHONE_DIR: fakePhoneDir() };
  [one, two] = await Promise.all([
    startRelayProcess({ ...common, RELAY_PORT: String(p1), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p1}` }),
    startRelayProcess({ ...common, RELAY_PORT: String(p2), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p2}` }),
  ]);
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

const round = (phase: 'back' | 'cheer' | 'result', winners: number[] = []) => ({
  phase,
  game: 'dice',
  round: 'm1r1',
  seats: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, color: seat })),
  leader: null,
  done: 0,
  of: 4,
  turn: null,
  winners,
});

/** The port a client's room socket is connected to. */
function socketPort(room: Room): number {
  const transport: unknown = room.connection.transport;
  const ws = typeof transport === 'object' && transport !== null && 'ws' in transport ? (transport.ws as { url?: unknown }) : null;
  return typeof ws?.url === 'string' ? Number(new URL(ws.url).port) : -1;
}

async function viewers(url: string, code: string, n: number): Promise<{ room: Room; inbox: Inbox }[]> {
  const out: { room: Room; inbox: Inbox }[] = [];
  for (let i = 0; i < n; i++) {
    const room = await new Client(url).joinOrCreate(AUDIENCE_ROOM_NAME, { code, token: randomBytes(12).toString('base64url') });
    out.push({ room, inbox: new Inbox(room) });
  }
  return out;
}

describe('the audience on two relay processes', () => {
  it("viewers on both processes back seats and the host's counts are the sum of both", async () => {
    const host = await hostRoom(one.url);
    host.room.send(AUDIENCE_MSG.config, { open: true, cap: 100, choices: [] });
    host.room.send(AUDIENCE_MSG.summary, round('back'));
    await host.inbox.next<AudienceCounts>(AUDIENCE_MSG.tally);
    const onOne = await viewers(one.url, host.code, 6);
    const onTwo = await viewers(two.url, host.code, 9);
    // The night's room is on process 1, so its audience rooms are all on process 2, wherever the viewers came in:
    // the seated players' process carries no viewer (Colyseus creates the room there and seats the viewer by its address).
    expect(one.lines.some((l) => l.includes(`for room ${host.code} opened`))).toBe(false);
    expect(two.lines.some((l) => l.includes(`for room ${host.code} opened`))).toBe(true);
    for (const v of [...onOne, ...onTwo]) expect(socketPort(v.room)).toBe(two.port);
    for (const [i, v] of onOne.entries()) v.room.send(AUDIENCE_MSG.back, i % 2);
    for (const v of onTwo) v.room.send(AUDIENCE_MSG.back, 2);
    const sum = await host.inbox.next<AudienceCounts>(
      AUDIENCE_MSG.tally,
      (c) => c.viewers === 15 && c.backing[2] === 9 && c.backing[0] === 3,
    );
    expect(sum.backing.slice(0, 3)).toEqual([3, 3, 9]);
    // A round won by seat 2: the viewers on process 2 lead the night's leaderboard, seen on process 1 too.
    host.room.send(AUDIENCE_MSG.summary, round('cheer'));
    await onTwo[0]?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.summary?.phase === 'cheer');
    host.room.send(AUDIENCE_MSG.summary, round('result', [2]));
    const board = await onOne[0]?.inbox.next<AudienceState>(AUDIENCE_MSG.state, (s) => s.counts.top.length === 9);
    expect(board?.counts.top.every((r) => r.points === 1)).toBe(true);
    // Closing the audience on the host's process drops the viewers on the other one too.
    host.room.send(AUDIENCE_MSG.config, { open: false, cap: 100, choices: [] });
    expect(await onTwo[0]?.inbox.closed()).toBe(4020);
    const after = await host.inbox.next<AudienceCounts>(AUDIENCE_MSG.tally, (c) => c.viewers === 0);
    expect(after.viewers).toBe(0);
  });
});
