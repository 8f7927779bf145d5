/**
 * `npm run test:scale`: two relay processes sharing Redis (presence and room directory). The host claims its room on
 * process 1; phones reach process 2 with the code, which finds the room through Redis and hands them a seat on
 * process 1. A real host (a Session with RemotePhones, as `serve --relay` builds it) plays a Dice round with three
 * such phones to the scores. Needs redis-server (CI installs it with apt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { RELAY_MSG } from '@shared/relay-protocol';
import { fakePhoneDir, hostRoom, Inbox } from './harness';
import { playDiceRoundThroughRelay } from './relay-round';
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

describe('two relay processes on Redis', () => {
  it('phones that reach process 2 find the room claimed on process 1 and trade frames with its host', async () => {
    const host = await hostRoom(one.url);
    const phones = await Promise.all([0, 1, 2].map(() => new Client(two.url).joinById(host.code, { role: 'phone' })));
    const inboxes = phones.map((p) => new Inbox(p));
    const peers = new Set<string>();
    for (let i = 0; i < 3; i++) peers.add((await host.inbox.next<[string, string]>(RELAY_MSG.peerOpen, (m) => !peers.has(m[0])))[0]);
    expect(peers.size).toBe(3);
    // A round of traffic: every phone presses, the host answers each one on its own.
    for (const [i, phone] of phones.entries()) phone.send(RELAY_MSG.frame, `{"t":"press","n":${i}}`);
    for (const [i, phone] of phones.entries()) {
      const [peer] = await host.inbox.next<[string, string]>(RELAY_MSG.peerFrame, (m) => m[1] === `{"t":"press","n":${i}}`);
      expect(peer).toBe(phone.sessionId);
      host.room.send(RELAY_MSG.peerFrame, [peer, `view ${i}`]);
    }
    for (const [i, inbox] of inboxes.entries()) expect(await inbox.next<string>(RELAY_MSG.frame)).toBe(`view ${i}`);
    // The code is claimed across processes: no one claims it again on process 2 without the secret.
    await expect(new Client(two.url).joinById(host.code, { role: 'host', secret: 'x'.repeat(32) })).rejects.toThrow(/wrong host secret/);
  });

  it('a host re-claims its room through the other process with its secret', async () => {
    const host = await hostRoom(one.url);
    await host.room.leave(true);
    const again = await new Client(two.url).joinById(host.code, { role: 'host', secret: host.secret });
    const inbox = new Inbox(again);
    expect(await inbox.next<{ code: string }>(RELAY_MSG.room)).toEqual({ code: host.code });
  });

  it('a real host on process 1 and three phones on process 2 play a Dice round to the scores, every phone placing dice itself', async () => {
    const round = await playDiceRoundThroughRelay(one.url, two.url);
    expect(round.stage).toBe('scores');
    // Only the phones hold these seats (no bots): every die on the board was placed by a phone's own press.
    expect(round.seats.map((seat) => seat.input)).toEqual(['phone', 'phone', 'phone']);
    expect(round.placedBy.every((n) => n > 0)).toBe(true);
    expect(round.finishedBy).not.toBeNull();
    expect(round.pressesSent.every((n) => n > 0)).toBe(true);
    expect(round.badFrames).toEqual([]);
  });
});
