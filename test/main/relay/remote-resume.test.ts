/**
 * A host restart re-claims the relay room (issue 28): the night keeps its relay room's code and the host's secret on
 * disk (never in a snapshot), and a second host resuming that saved night re-claims the same code; the phone still in
 * the relay room resumes with its token and keeps its seat. The relay runs in process on loopback.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { RemotePhones } from '@main/relay/RemotePhones';
import { setupRemotePlayers } from '@main/relay/relay-settings';
import { Saves } from '@main/storage/Saves';
import { connectInProcess } from '@main/transport/in-process';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '@shared/protocol';
import { PHONE_PROTOCOL_VERSION } from '@shared/phone-protocol';
import { fakePhoneDir } from '../../relay/harness';
import { RelayPhone } from '../../relay/relay-phone';
import { startRelay } from '../../../src/relay/server';
import { waitFor } from '../lan/lan-harness';
import { TEST_TIMINGS } from '../session/harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A host: a session on a manual clock with its saves in `root`, and a TV connected in process. */
function hostOn(root: string): {
  clock: ManualClock;
  session: Session;
  saves: Saves;
  tv: (msg: ClientMessage) => void;
  seen: HostMessage[];
} {
  const clock = new ManualClock();
  let seed = 11;
  const session = new Session({ clock, seed: () => seed++, log: () => undefined, timings: TEST_TIMINGS });
  const saves = new Saves({ root, log: () => undefined }).load();
  session.attachSaves(saves);
  const seen: HostMessage[] = [];
  const link = connectInProcess(session, (msg) => seen.push(msg));
  link.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  return { clock, session, saves, tv: (msg) => link.send(msg), seen };
}

describe('a restarted host re-claims its relay room', () => {
  it('the saved night keeps the room and secret; resuming it on a new host re-claims the code and the phone keeps its seat', async () => {
    const relay = await startRelay({
      config: { host: '127.0.0.1', port: 0, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: fakePhoneDir() },
      log: () => undefined,
    });
    cleanups.push(() => relay.close());
    const root = mkdtempSync(join(tmpdir(), 'ligretto-relay-resume-'));

    // The first host: a remote phone joins, two bots, one Dice round played by the bots and saved.
    const a = hostOn(root);
    // It never reconnects once replaced: it stands for a host that crashed.
    const remoteA = new RemotePhones({
      session: a.session,
      url: relay.url,
      log: () => undefined,
      probeMs: 0,
      after: () => () => undefined,
    });
    cleanups.push(() => remoteA.close());
    a.saves.setRelayRoom(() => remoteA.relayRoom());
    await waitFor(() => remoteA.code !== null && remoteA.phones !== null, 'the first room');
    const code = remoteA.code ?? '';
    const phone = new RelayPhone(relay.url);
    await phone.join(code);
    phone.send({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: 'Far Away' });
    await waitFor(() => phone.joined().length === 1, 'the phone to join');
    const seat = phone.joined()[0]?.seat ?? -1;
    a.tv({ t: 'lobby', cmd: { op: 'set-game', game: 'dice' } });
    a.tv({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
    a.tv({ t: 'lobby', cmd: { op: 'add-bot', level: 'skilled' } });
    a.tv({ t: 'control', op: 'start-match' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(a.session.snapshot().stage).toBe('countdown');
    expect(a.clock.runUntil(() => (a.session.snapshot().saves?.night?.rounds ?? 0) >= 1, 4 * 60 * 60_000, 250)).toBe(true);
    await a.saves.idle();
    const night = a.session.snapshot().saves?.night?.id ?? '';
    expect(a.saves.relayRoomOf(night)).toEqual({ code, secret: remoteA.secret });
    expect(readFileSync(join(root, 'nights', `${night}.json`), 'utf8')).toContain(remoteA.secret);
    // No view ever hears the secret.
    expect(JSON.stringify(a.seen)).not.toContain(remoteA.secret);

    // The second host starts on the same saves: a fresh room first, then the resumed night re-claims the old one.
    const b = hostOn(root);
    const logs: string[] = [];
    const remoteB = setupRemotePlayers(b.session, { on: true, url: relay.url }, (line) => logs.push(line), b.saves);
    cleanups.push(() => remoteB.stop());
    await waitFor(() => remoteB.remote?.code != null, 'the second host’s first room');
    expect(remoteB.remote?.code).not.toBe(code);
    b.tv({ t: 'saves', cmd: { op: 'resume-night', night } });
    await waitFor(() => remoteB.remote?.code === code && remoteB.remote.connected, 'the night’s room to be re-claimed');
    await waitFor(() => phone.joined().length === 2, 'the phone to resume');
    expect(phone.joined()[1]?.seat).toBe(seat);
    const resumed = b.session.snapshot().seats[seat];
    expect(resumed?.name).toBe('Far Away');
    expect(b.session.snapshot().remote).toMatchObject({ state: 'on', code });
    expect(JSON.stringify(b.seen)).not.toContain(remoteA.secret);
    expect(logs.join('\n')).not.toContain(remoteA.secret);
  });
});
