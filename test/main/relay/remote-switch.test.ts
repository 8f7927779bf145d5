/**
 * The TV's "Remote players" switch (issue 28): where the relay address comes from (`--relay`, LIGRETTO_RELAY, the
 * settings file), the `remote-players` message's validation, and the host switching remote players off (the relay
 * room closed, its phone told, its seat's controller lost) and on again (the same code claimed) with a relay in
 * process on loopback.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { snapshotFor } from '@main/session/stream-views';
import { relayConfigFrom } from '@main/relay/relay-settings';
import { noRelayReason, RemoteSwitch } from '@main/relay/remote-switch';
import { PROTOCOL_VERSION, type HostOutMessage, type RemoteStatus } from '@shared/protocol';
import { PHONE_PROTOCOL_VERSION, type PhoneHostMessage } from '@shared/phone-protocol';
import { decodePhoneHostMessage } from '@shared/phone-protocol-schema';
import { decodeClientMessage } from '@shared/protocol-schema';
import { RELAY_CLOSE, RELAY_MSG } from '@shared/relay-protocol';
import { decodeStreamMessage } from '@shared/stream-schema';
import { fakePhoneDir } from '../../relay/harness';
import { startRelay } from '../../../src/relay/server';
import { FAST_TIMINGS, waitFor } from '../lan/lan-harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const FILE = { relay: 'wss://file.example', remotePlayers: true };

describe('where the relay address comes from', () => {
  it('--relay and a good LIGRETTO_RELAY turn remote players on for the run, whatever the settings file says', () => {
    const off = { ...FILE, remotePlayers: false };
    expect(relayConfigFrom('ws://127.0.0.1:2567', {}, off)).toEqual({ url: 'ws://127.0.0.1:2567', source: 'cli', on: true, reason: '' });
    expect(relayConfigFrom(undefined, { LIGRETTO_RELAY: 'wss://env.example' }, off)).toEqual({
      url: 'wss://env.example',
      source: 'env',
      on: true,
      reason: '',
    });
  });

  it('the settings file gives the address and the switch; LIGRETTO_RELAY=off starts off with the file address offered', () => {
    expect(relayConfigFrom(undefined, {}, FILE)).toEqual({ url: 'wss://file.example', source: 'settings', on: true, reason: '' });
    expect(relayConfigFrom(undefined, {}, { ...FILE, remotePlayers: false })).toMatchObject({ url: 'wss://file.example', on: false });
    const envOff = relayConfigFrom(undefined, { LIGRETTO_RELAY: 'off' }, FILE);
    expect(envOff).toMatchObject({ url: 'wss://file.example', source: 'settings', on: false });
    expect(envOff.reason).toContain('LIGRETTO_RELAY');
    expect(relayConfigFrom(undefined, {}, { relay: 'off', remotePlayers: true })).toEqual({
      url: null,
      source: null,
      on: false,
      reason: 'no relay address is set',
    });
    expect(relayConfigFrom(undefined, {}, null)).toMatchObject({ url: null, on: false });
  });
});

describe('the remote-players message', () => {
  it('is a TV message with a boolean, nothing else; a stream view cannot send it', () => {
    expect(decodeClientMessage({ t: 'remote-players', on: true })).toMatchObject({ ok: true });
    expect(decodeClientMessage({ t: 'remote-players', on: 'yes' }).ok).toBe(false);
    expect(decodeClientMessage({ t: 'remote-players' }).ok).toBe(false);
    expect(decodeClientMessage({ t: 'remote-players', on: true, url: 'wss://evil.example' }).ok).toBe(false);
    expect(decodeStreamMessage(JSON.stringify({ t: 'remote-players', on: true })).ok).toBe(false);
  });
});

/** A session with the switch on an in-process relay, a TV connected and its messages decoded as on the wire. */
async function rig(opts: { url: 'relay' | null; on: boolean }): Promise<{
  session: Session;
  tv: HostOutMessage[];
  send: (msg: unknown) => void;
  remote: () => RemoteStatus | null;
  sw: RemoteSwitch;
  saved: boolean[];
  relayUrl: string;
}> {
  const relay = await startRelay({
    config: { host: '127.0.0.1', port: 0, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: fakePhoneDir() },
    log: () => undefined,
  });
  cleanups.push(() => relay.close());
  let seed = 5;
  const session = new Session({ autoAdvance: true, clock: realClock, seed: () => seed++, log: () => undefined, timings: FAST_TIMINGS });
  const saved: boolean[] = [];
  const url = opts.url === null ? null : relay.url;
  const sw = new RemoteSwitch({
    session,
    config: { url, source: url === null ? null : 'settings', on: opts.on, reason: '' },
    log: () => undefined,
    settings: { path: '/home/host/.config/ligretto/settings.json', update: (p) => Promise.resolve(saved.push(p.remotePlayers)) },
  }).start();
  cleanups.push(() => sw.stop());
  const tv: HostOutMessage[] = [];
  const handle = session.connect({ send: (m) => tv.push(m), close: () => undefined });
  handle.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
  cleanups.push(() => handle.close());
  const send = (msg: unknown): void => {
    const decoded = decodeClientMessage(JSON.parse(JSON.stringify(msg)));
    if (!decoded.ok) throw new Error(decoded.error);
    handle.receive(decoded.msg);
  };
  return { session, tv, send, remote: () => session.snapshot().remote ?? null, sw, saved, relayUrl: relay.url };
}

function codeOf(remote: RemoteStatus | null): string {
  return remote?.state === 'on' ? remote.code : '';
}

describe('switching remote players from the TV', () => {
  it('the TV sees the switch, the address and its source; stream views do not', async () => {
    const r = await rig({ url: 'relay', on: false });
    expect(r.session.snapshot().remoteSetup).toEqual({
      on: false,
      relay: r.relayUrl,
      source: 'settings',
      settingsFile: '/home/host/.config/ligretto/settings.json',
    });
    expect(r.remote()).toBeNull();
    expect(snapshotFor('stream', { safety: false, names: 'names' }, r.session.snapshot()).remoteSetup).toBeNull();
  });

  it('switching on with no relay address is refused with where to set one, and nothing changes', async () => {
    const r = await rig({ url: null, on: false });
    r.send({ t: 'remote-players', on: true });
    const refusal = r.tv.find((m) => m.t === 'refused');
    expect(refusal).toMatchObject({ error: noRelayReason('/home/host/.config/ligretto/settings.json') });
    expect(refusal?.t === 'refused' ? refusal.error : '').toMatch(/settings\.json.*LIGRETTO_RELAY/);
    expect(r.session.snapshot().remoteSetup?.on).toBe(false);
    expect(r.remote()).toBeNull();
    expect(r.saved).toEqual([]);
  });

  it('off closes the relay room (its phone told, its seat lost), on claims it again with the same code', async () => {
    const r = await rig({ url: 'relay', on: true });
    await waitFor(() => r.remote()?.state === 'on', 'the room to be claimed');
    const code = codeOf(r.remote());
    // A remote phone takes a seat through the relay.
    const phone: Room = await new Client(r.relayUrl).joinById(code, { role: 'phone' });
    const heard: PhoneHostMessage[] = [];
    let closedWith = 0;
    phone.onMessage(RELAY_MSG.frame, (text: string) => {
      const m = decodePhoneHostMessage(text);
      if (m.ok) heard.push(m.msg);
    });
    phone.onMessage(RELAY_MSG.hello, () => undefined);
    phone.onLeave((c) => (closedWith = c));
    phone.send(RELAY_MSG.frame, JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Far' }));
    await waitFor(() => heard.some((m) => m.t === 'joined'), 'the phone seated');
    const joined = heard.find((m) => m.t === 'joined');
    const seat = joined?.t === 'joined' ? joined.seat : -1;
    expect(r.session.snapshot().seats[seat]?.name).toBe('Far');

    r.send({ t: 'remote-players', on: false });
    expect(r.session.snapshot().remoteSetup?.on).toBe(false);
    await r.sw.idle();
    await waitFor(() => closedWith !== 0, 'the phone closed by the relay');
    expect(closedWith).toBe(RELAY_CLOSE.roomClosed);
    expect(heard.some((m) => m.t === 'refused' && m.code === 'closing' && /remote players off/.test(m.error))).toBe(true);
    expect(r.remote()).toBeNull();
    // In the lobby a seat whose phone is gone is given up, as for a LAN phone lost there.
    await waitFor(() => r.session.snapshot().seats[seat]?.kind === 'open', 'the seat freed');
    // The room is closed on the relay: a phone with the code finds nothing.
    await expect(new Client(r.relayUrl).joinById(code, { role: 'phone' })).rejects.toThrow(/not found/);
    expect(r.saved).toEqual([false]);

    r.send({ t: 'remote-players', on: true });
    await waitFor(() => r.remote()?.state === 'on', 'the room claimed again');
    expect(codeOf(r.remote())).toBe(code);
    expect(r.session.snapshot().remoteSetup?.on).toBe(true);
    expect(r.saved).toEqual([false, true]);
    const back = await new Client(r.relayUrl).joinById(code, { role: 'phone' });
    await back.leave(true);
  });
});
