/**
 * Remote players in the lobby: the session publishes the relay room (code, page, QR code, lock, round trips) to the
 * TV, hides the code from stream views, and the TV locks the room and kicks a remote seat with lobby messages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { snapshotFor } from '@main/session/stream-views';
import { setupRemotePlayers } from '@main/relay/relay-settings';
import { PROTOCOL_VERSION, type HostOutMessage, type RemoteStatus } from '@shared/protocol';
import { PHONE_PROTOCOL_VERSION, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/phone-protocol';
import { decodePhoneHostMessage } from '@shared/phone-protocol-schema';
import { decodeClientMessage } from '@shared/protocol-schema';
import { RELAY_MSG } from '@shared/relay-protocol';
import { fakePhoneDir } from '../../relay/harness';
import { startRelay, type Relay } from '../../../src/relay/server';
import { FAST_TIMINGS, waitFor } from '../lan/lan-harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function rig(): Promise<{
  relay: Relay;
  session: Session;
  tv: HostOutMessage[];
  send: (msg: unknown) => void;
  remote: () => RemoteStatus | null;
}> {
  const relay = await startRelay({
    config: { host: '127.0.0.1', port: 0, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: fakePhoneDir() },
    log: () => undefined,
  });
  cleanups.push(() => relay.close());
  let seed = 5;
  const session = new Session({ autoAdvance: true, clock: realClock, seed: () => seed++, log: () => undefined, timings: FAST_TIMINGS });
  const started = setupRemotePlayers(session, { on: true, url: relay.url }, () => undefined);
  cleanups.push(() => started.stop());
  const tv: HostOutMessage[] = [];
  const handle = session.connect({ send: (m) => tv.push(m), close: () => undefined });
  handle.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
  cleanups.push(() => handle.close());
  return {
    relay,
    session,
    tv,
    // Every TV message goes through the same decoding as on the wire.
    send: (msg) => {
      const decoded = decodeClientMessage(JSON.parse(JSON.stringify(msg)));
      if (!decoded.ok) throw new Error(decoded.error);
      handle.receive(decoded.msg);
    },
    remote: () => session.snapshot().remote ?? null,
  };
}

describe('remote players in the lobby', () => {
  it('the TV sees the code, page and QR code; stream views never see the code', async () => {
    const r = await rig();
    await waitFor(() => r.remote()?.state === 'on', 'the room to be claimed');
    const on = r.remote();
    if (on?.state !== 'on') throw new Error('not on');
    expect(on.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`));
    expect(on.url).toBe(`${r.relay.url}/play?room=${on.code}`);
    expect(on.qr.length).toBeGreaterThanOrEqual(21);
    const stream = snapshotFor('stream', { safety: false, names: 'names' }, r.session.snapshot()).remote;
    expect(stream).toMatchObject({ state: 'on', code: '', url: '', qr: [], hidden: true });
    const safeTv = snapshotFor('tv', { safety: true, names: 'names' }, r.session.snapshot()).remote;
    expect(safeTv).toMatchObject({ code: '', hidden: true });
  });

  it('Lock room from the TV refuses new remote phones; unlocking lets them in again', async () => {
    const r = await rig();
    await waitFor(() => r.remote()?.state === 'on', 'the room to be claimed');
    const code = r.remote()?.state === 'on' ? (r.remote() as Extract<RemoteStatus, { state: 'on' }>).code : '';
    r.send({ t: 'remote', cmd: { op: 'lock', on: true } });
    await waitFor(() => r.remote()?.state === 'on' && (r.remote() as Extract<RemoteStatus, { state: 'on' }>).locked, 'locked');
    // The lock travels to the relay on the host's connection; a phone after it is refused there.
    let refused = '';
    for (let i = 0; i < 200 && refused === ''; i++) {
      try {
        const room = await new Client(r.relay.url).joinById(code, { role: 'phone' });
        await room.leave(true);
        await new Promise((resolve) => setTimeout(resolve, 10));
      } catch (e) {
        refused = e instanceof Error ? e.message : String(e);
      }
    }
    expect(refused).toMatch(/locked/);
    r.send({ t: 'remote', cmd: { op: 'lock', on: false } });
    await waitFor(() => r.remote()?.state === 'on' && !(r.remote() as Extract<RemoteStatus, { state: 'on' }>).locked, 'unlocked');
    let joined = false;
    for (let i = 0; i < 200 && !joined; i++) {
      joined = await new Client(r.relay.url)
        .joinById(code, { role: 'phone' })
        .then(() => true)
        .catch(() => false);
    }
    expect(joined).toBe(true);
  });

  it('kick from the TV frees the remote seat; a kick of a seat without a remote phone is refused', async () => {
    const r = await rig();
    await waitFor(() => r.remote()?.state === 'on', 'the room to be claimed');
    const code = (r.remote() as Extract<RemoteStatus, { state: 'on' }>).code;
    const room = await new Client(r.relay.url).joinById(code, { role: 'phone' });
    let seat = -1;
    room.onMessage(RELAY_MSG.frame, (text: string) => {
      const m = decodePhoneHostMessage(text);
      if (m.ok && m.msg.t === 'joined') seat = m.msg.seat;
    });
    room.onMessage(RELAY_MSG.hello, () => undefined);
    room.send(RELAY_MSG.frame, JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Kicked' }));
    await waitFor(() => seat !== -1, 'joined');
    r.send({ t: 'remote', cmd: { op: 'kick', seat: seat === 0 ? 1 : 0 } });
    await waitFor(() => r.tv.some((m) => m.t === 'refused' && /no remote phone/.test(m.error)), 'the refusal');
    r.send({ t: 'remote', cmd: { op: 'kick', seat } });
    await waitFor(() => r.session.snapshot().seats[seat]?.kind === 'open', 'the seat freed');
  });
});
