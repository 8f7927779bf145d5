/**
 * The host side of the relay: a real session whose remote phones come through an in-process relay on loopback. A
 * remote phone is seated like a LAN phone, comes back by its token, and keeps its seat across a relay restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { RemotePhones } from '@main/relay/RemotePhones';
import type { RemoteStatus } from '@shared/protocol';
import { PHONE_PROTOCOL_VERSION, type PhoneHostMessage, type PhoneMessage } from '@shared/phone-protocol';
import { decodePhoneHostMessage } from '@shared/phone-protocol-schema';
import { RELAY_CLOSE, RELAY_MSG } from '@shared/relay-protocol';
import { fakePhoneDir } from '../../relay/harness';
import { startRelay, type Relay } from '../../../src/relay/server';
import { FAST_TIMINGS, waitFor } from '../lan/lan-harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function relayOn(port = 0): Promise<Relay> {
  const relay = await startRelay({
    config: { host: '127.0.0.1', port, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: fakePhoneDir() },
    log: () => undefined,
  });
  return relay;
}

/** A remote phone: phone protocol frames over its relay room, reconnecting by hand. */
class RemotePhone {
  readonly inbox: PhoneHostMessage[] = [];
  room: Room | null = null;
  hellos = 0;

  constructor(private readonly endpoint: string) {}

  async join(code: string): Promise<void> {
    const room = await new Client(this.endpoint).joinById(code, { role: 'phone' });
    this.room = room;
    room.onMessage(RELAY_MSG.frame, (text: string) => {
      const decoded = decodePhoneHostMessage(text);
      if (decoded.ok) this.inbox.push(decoded.msg);
    });
    room.onMessage(RELAY_MSG.hello, () => this.hellos++);
    room.onMessage(RELAY_MSG.ping, (n: number) => room.send(RELAY_MSG.pong, n));
  }

  send(msg: PhoneMessage): void {
    this.room?.send(RELAY_MSG.frame, JSON.stringify(msg));
  }

  last<T extends PhoneHostMessage['t']>(t: T): Extract<PhoneHostMessage, { t: T }> | undefined {
    return this.inbox.filter((m): m is Extract<PhoneHostMessage, { t: T }> => m.t === t).pop();
  }
}

function newSession(): Session {
  let seed = 3;
  return new Session({ autoAdvance: true, clock: realClock, seed: () => seed++, log: () => undefined, timings: FAST_TIMINGS });
}

describe('remote phones through the relay', () => {
  it('a remote phone takes a seat like a LAN phone, and the host checks its frames with the LAN schema', async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const session = newSession();
    const statuses: RemoteStatus[] = [];
    const remote = new RemotePhones({ session, url: relay.url, log: () => undefined, onStatus: (s) => statuses.push(s), probeMs: 0 });
    cleanups.push(() => remote.close());
    await waitFor(() => remote.code !== null && remote.phones !== null, 'the room to be claimed');
    const code = remote.code ?? '';
    expect(statuses.at(-1)).toMatchObject({
      state: 'on',
      relay: relay.url,
      code,
      url: `${relay.url}/play?room=${code}`,
      locked: false,
      rtt: [],
    });

    const phone = new RemotePhone(relay.url);
    await phone.join(code);
    await waitFor(() => phone.hellos > 0, 'hello');
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Far Away' });
    await waitFor(() => phone.last('joined') !== undefined, 'joined');
    const seat = phone.last('joined')?.seat ?? -1;
    const s = session.snapshot().seats[seat];
    expect(s?.name).toBe('Far Away');
    expect(s?.input?.kind).toBe('phone');
    await waitFor(() => phone.last('view')?.view.name === 'Far Away', 'its view');
    // The host validates every relayed frame with the LAN's schema.
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: '\u0007bell' });
    await waitFor(() => phone.last('refused') !== undefined, 'refusal');
    expect(phone.last('refused')?.code).toBe('malformed');
  });

  it('the TV hears of a remote seat the moment it is taken, its round trip null until measured, and of its going', async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const statuses: RemoteStatus[] = [];
    // No probes at all: the seat must be listed without any round trip measured.
    const remote = new RemotePhones({
      session: newSession(),
      url: relay.url,
      log: () => undefined,
      onStatus: (s) => statuses.push(s),
      probeMs: 0,
    });
    cleanups.push(() => remote.close());
    await waitFor(() => remote.code !== null && remote.phones !== null, 'code');
    const phone = new RemotePhone(relay.url);
    await phone.join(remote.code ?? '');
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: remote.code ?? '', name: 'Unmeasured' });
    await waitFor(() => phone.last('joined') !== undefined, 'joined');
    const seat = phone.last('joined')?.seat ?? -1;
    const lastListsSeat = (): boolean => {
      const last = statuses.at(-1);
      return last?.state === 'on' && last.rtt.some((r) => r.seat === seat);
    };
    await waitFor(lastListsSeat, 'the seat in a status');
    expect(statuses.at(-1)).toMatchObject({ state: 'on', rtt: [{ seat, ms: null }] });
    await phone.room?.leave(true);
    await waitFor(() => !lastListsSeat(), 'the seat gone from the status');
    expect(statuses.at(-1)).toMatchObject({ state: 'on', rtt: [] });
  });

  it("a phone in one host's room cannot take a seat of another host's room with that room's seat token", async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const [sessionA, sessionB] = [newSession(), newSession()];
    const a = new RemotePhones({ session: sessionA, url: relay.url, log: () => undefined, probeMs: 0 });
    const b = new RemotePhones({ session: sessionB, url: relay.url, log: () => undefined, probeMs: 0 });
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    await waitFor(() => a.phones !== null && b.phones !== null, 'both rooms');
    const owner = new RemotePhone(relay.url);
    await owner.join(a.code ?? '');
    owner.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: a.code ?? '', name: 'Owner' });
    await waitFor(() => owner.last('joined') !== undefined, 'the owner seated in room A');
    const stolen = owner.last('joined')?.token ?? '';
    const thief = new RemotePhone(relay.url);
    await thief.join(b.code ?? '');
    thief.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token: stolen });
    await waitFor(() => thief.last('refused') !== undefined, 'a refusal');
    expect(thief.last('refused')?.code).toBe('bad-token');
    expect(thief.last('joined')).toBeUndefined();
    expect(sessionB.snapshot().seats.filter((seat) => seat.kind !== 'open')).toEqual([]);
    expect(sessionA.snapshot().seats.filter((seat) => seat.name === 'Owner')).toHaveLength(1);
  });

  it('a remote phone measures a round trip', async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const remote = new RemotePhones({ session: newSession(), url: relay.url, log: () => undefined, probeMs: 20 });
    cleanups.push(() => remote.close());
    await waitFor(() => remote.code !== null, 'code');
    const phone = new RemotePhone(relay.url);
    await phone.join(remote.code ?? '');
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: remote.code ?? '', name: 'Pinged' });
    await waitFor(() => phone.last('joined') !== undefined, 'joined');
    await waitFor(() => [...remote.roundTrips().values()].some((ms) => ms !== null), 'a round trip');
    expect([...remote.roundTrips().keys()]).toEqual([phone.last('joined')?.seat]);
  });

  it('a phone kicked from the TV loses its seat and cannot come back by token, relay token or name', async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const session = newSession();
    const remote = new RemotePhones({ session, url: relay.url, log: () => undefined, probeMs: 0 });
    cleanups.push(() => remote.close());
    await waitFor(() => remote.code !== null && remote.phones !== null, 'code');
    const code = remote.code ?? '';
    const phone = new RemotePhone(relay.url);
    await phone.join(code);
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Troll' });
    await waitFor(() => phone.last('joined') !== undefined, 'joined');
    const { token, seat } = phone.last('joined') ?? { token: '', seat: -1 };
    const relayToken = phone.room?.reconnectionToken ?? '';
    let left: number | null = null;
    phone.room?.onLeave((c) => (left = c));

    expect(remote.kick(seat)).toBe(true);
    await waitFor(() => left !== null, 'the kicked phone to be closed');
    expect(left).toBe(RELAY_CLOSE.kicked);
    await waitFor(() => session.snapshot().seats[seat]?.kind === 'open', 'the seat to be free');
    await expect(new Client(relay.url).reconnect(relayToken)).rejects.toThrow(/expired|invalid/);

    const again = new RemotePhone(relay.url);
    await again.join(code);
    again.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token });
    await waitFor(() => again.last('refused') !== undefined, 'the old token refused');
    expect(again.last('refused')?.code).toBe('bad-token');
    const third = new RemotePhone(relay.url);
    await third.join(code);
    third.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: ' troll ' });
    await waitFor(() => third.last('refused') !== undefined, 'the name refused');
    expect(third.last('refused')?.code).toBe('removed');
    expect(session.snapshot().seats.some((s) => s.name?.toLowerCase() === 'troll')).toBe(false);
  });

  it('remote seats are capped; the phone past the cap is told the remote seats are full', async () => {
    const relay = await relayOn();
    cleanups.push(() => relay.close());
    const session = newSession();
    const remote = new RemotePhones({ session, url: relay.url, log: () => undefined, probeMs: 0, maxRemoteSeats: 2 });
    cleanups.push(() => remote.close());
    await waitFor(() => remote.code !== null && remote.phones !== null, 'code');
    const code = remote.code ?? '';
    const phones = [new RemotePhone(relay.url), new RemotePhone(relay.url), new RemotePhone(relay.url)];
    for (const [i, p] of phones.entries()) {
      await p.join(code);
      p.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `R${i}` });
      await waitFor(() => p.last('joined') !== undefined || p.last('refused') !== undefined, 'an answer');
    }
    expect(phones.map((p) => p.last('joined') !== undefined)).toEqual([true, true, false]);
    expect(phones[2]?.last('refused')).toMatchObject({ code: 'full', error: 'remote seats are full (2)' });
  });

  it('after the relay restarts, the host re-claims the same code and the phone resumes its seat by token', async () => {
    let relay = await relayOn();
    const port = relay.port;
    cleanups.push(() => relay.close());
    const session = newSession();
    // Claims: each time the status turns 'on' from connecting or down (a seat taken publishes 'on' again, too).
    let claims = 0;
    let was: RemoteStatus['state'] = 'connecting';
    const remote = new RemotePhones({
      session,
      url: relay.url,
      log: () => undefined,
      backoffMs: () => 20,
      probeMs: 0,
      onStatus: (s) => {
        if (s.state === 'on' && was !== 'on') claims++;
        was = s.state;
      },
    });
    cleanups.push(() => remote.close());
    await waitFor(() => claims === 1, 'the first claim');
    const code = remote.code ?? '';
    const phone = new RemotePhone(relay.url);
    await phone.join(code);
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Stays' });
    await waitFor(() => phone.last('joined') !== undefined, 'joined');
    const { token, seat } = phone.last('joined') ?? { token: '', seat: -1 };

    await relay.close();
    relay = await relayOn(port);
    await waitFor(() => claims === 2, 'the host to re-claim its room');
    expect(remote.code).toBe(code);
    phone.inbox.length = 0;
    await phone.join(code);
    phone.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token });
    await waitFor(() => phone.last('joined') !== undefined, 'resumed');
    expect(phone.last('joined')?.seat).toBe(seat);
    expect(session.snapshot().seats[seat]?.name).toBe('Stays');
  });
});
