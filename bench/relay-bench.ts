/**
 * Relay figures (issue 28): a phone's press until its own view changed, through the relay versus the LAN path on
 * loopback; and how many rooms of 12 phones (10 intents/s each) one relay process forwards with p99 under 5 ms,
 * and the same with two relay processes on Redis. The relays run as their own processes, as deployed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import WebSocket from 'ws';
import { startLanServer } from '@main/lan/LanServer';
import { PHONE_FILES } from '@main/lan/phone-files';
import { RemotePhones } from '@main/relay/RemotePhones';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage, type PhoneView } from '@shared/phone-protocol';
import { RELAY_MSG, RELAY_ROOM_NAME } from '@shared/relay-protocol';
import { freePort, startRedis, startRelayProcess, type Child } from '../test/relay/processes';
import { round3, summary } from './stats';
import { rawText } from '@main/transport/raw-text';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function phoneDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-bench-relay-'));
  mkdirSync(join(dir, 'fonts'));
  for (const { file } of Object.values(PHONE_FILES)) writeFileSync(join(dir, file), '');
  return dir;
}

/** A phone as the bench drives it: send a frame, hear its views. */
interface BenchPhone {
  send(text: string): void;
  view: PhoneView | null;
  onView: (() => void) | null;
  close(): void;
}

function lanPhone(address: string): Promise<BenchPhone> {
  const ws = new WebSocket(`ws://${address}${PHONE_WS_PATH}`, { headers: { Origin: `http://${address}` }, perMessageDeflate: false });
  const phone: BenchPhone = { send: (t) => ws.send(t), view: null, onView: null, close: () => ws.close() };
  ws.on('message', (data) => onFrame(phone, rawText(data)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(phone));
    ws.once('error', reject);
  });
}

async function relayPhone(endpoint: string, code: string): Promise<BenchPhone> {
  const room: Room = await new Client(endpoint).joinById(code, { role: 'phone' });
  const phone: BenchPhone = {
    send: (t) => room.send(RELAY_MSG.frame, t),
    view: null,
    onView: null,
    close: () => void room.leave(true),
  };
  room.onMessage(RELAY_MSG.frame, (text: string) => onFrame(phone, text));
  room.onMessage(RELAY_MSG.hello, () => undefined);
  room.onMessage(RELAY_MSG.ping, (n: number) => room.send(RELAY_MSG.pong, n));
  return phone;
}

function onFrame(phone: BenchPhone, text: string): void {
  const msg = JSON.parse(text) as PhoneHostMessage;
  if (msg.t === 'view') {
    phone.view = msg.view;
    phone.onView?.();
  }
}

/** Seats `phones`, starts a Ligretto match and times `presses` flips: send until that phone's own view changed. */
async function pressLatency(session: Session, phones: BenchPhone[], code: string, presses: number): Promise<number[]> {
  for (const [i, phone] of phones.entries()) {
    phone.send(JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `P${i + 1}` }));
    for (let n = 0; n < 5000 && !phone.view; n++) await wait(1);
  }
  const tv = session.connect({ send: () => undefined, close: () => undefined });
  tv.receive({ t: 'hello', protocol: 1 });
  tv.receive({ t: 'control', op: 'start-match' });
  const times: number[] = [];
  for (let i = 0; times.length < presses && i < presses * 20; i++) {
    const phone = phones[i % phones.length] as BenchPhone;
    if (phone.view?.stage !== 'playing') {
      await wait(2);
      continue;
    }
    await new Promise<void>((resolve) => {
      const sent = performance.now();
      const timeout = setTimeout(finish, 200);
      function finish(): void {
        clearTimeout(timeout);
        phone.onView = null;
        resolve();
      }
      phone.onView = () => {
        times.push(performance.now() - sent);
        finish();
      };
      phone.send(JSON.stringify({ t: 'press', do: 'flip' }));
    });
  }
  tv.close();
  return times;
}

function newSession(): Session {
  return new Session({
    clock: realClock,
    seed: () => 11,
    log: () => undefined,
    timings: { countdown: 20, restartCountdown: 20, stopped: 20, scores: 20, standings: 20 },
  });
}

/** LAN versus relay: phone -> engine -> phone, 4 phones, one press at a time. */
export async function benchRelayLatency(presses: number): Promise<Record<string, number>> {
  const lanSession = newSession();
  const lan = await startLanServer({
    session: lanSession,
    host: '127.0.0.1',
    port: 0,
    phoneDir: phoneDir(),
    log: () => undefined,
    limits: { maxRate: 1000 },
  });
  const lanPhones = await Promise.all([0, 1, 2, 3].map(() => lanPhone(lan.address)));
  const lanTimes = await pressLatency(lanSession, lanPhones, lan.roomCode, presses);
  for (const p of lanPhones) p.close();
  await lan.close();

  const relay = await startRelayProcess({ RELAY_PORT: String(await freePort()), RELAY_PHONE_DIR: phoneDir() });
  try {
    const session = newSession();
    const remote = new RemotePhones({ session, url: relay.url, log: () => undefined, probeMs: 0, limits: { maxRate: 1000 } });
    for (let n = 0; n < 10_000 && (remote.code === null || remote.phones === null); n++) await wait(1);
    const code = remote.code ?? '';
    const phones = await Promise.all([0, 1, 2, 3].map(() => relayPhone(relay.url, code)));
    await wait(50);
    const relayTimes = await pressLatency(session, phones, code, presses);
    for (const p of phones) p.close();
    await remote.close();
    const l = summary(lanTimes);
    const r = summary(relayTimes);
    return {
      lanMedianMs: round3(l.median),
      lanP95Ms: round3(l.p95),
      lanP99Ms: round3(l.p99),
      relayMedianMs: round3(r.median),
      relayP95Ms: round3(r.p95),
      relayP99Ms: round3(r.p99),
      relayOverLanMedian: round3(r.median / l.median),
      relayOverLanP99: round3(r.p99 / l.p99),
      relayAddsAtP99Ms: round3(r.p99 - l.p99),
    };
  } finally {
    await relay.stop();
  }
}

/** A stand-in room: a host client and 12 phone clients; phones stamp their frames, the host records forward latency. */
async function benchRooms(
  hostEndpoint: string,
  phoneEndpoint: string,
  rooms: number,
  seconds: number,
): Promise<{ p99: number; median: number; n: number }> {
  const latencies: number[] = [];
  const opened: Room[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  try {
    for (let r = 0; r < rooms; r++) {
      const secret = Buffer.from(`bench-room-${r}-${Math.random()}`).toString('base64url').padEnd(32, 'x').slice(0, 32);
      const host = await new Client(hostEndpoint).create(RELAY_ROOM_NAME, { role: 'host', secret });
      opened.push(host);
      let code = '';
      host.onMessage(RELAY_MSG.room, (m: { code: string }) => (code = m.code));
      host.onMessage(RELAY_MSG.peerOpen, () => undefined);
      host.onMessage(RELAY_MSG.peerClose, () => undefined);
      host.onMessage(RELAY_MSG.peerFrame, ([, text]: [string, string]) => latencies.push(performance.now() - Number(text)));
      for (let n = 0; n < 5000 && code === ''; n++) await wait(1);
      for (let p = 0; p < 12; p++) {
        const phone = await new Client(phoneEndpoint).joinById(code, { role: 'phone' });
        phone.onMessage(RELAY_MSG.hello, () => undefined);
        opened.push(phone);
        // 10 intents a second, spread out so the rooms' phones do not all fire at once.
        const start = setTimeout(
          () => timers.push(setInterval(() => phone.send(RELAY_MSG.frame, String(performance.now())), 100)),
          Math.random() * 100,
        );
        timers.push(start);
      }
    }
    await wait(500);
    latencies.length = 0;
    await wait(seconds * 1000);
    const s = summary(latencies);
    return { p99: s.p99, median: s.median, n: s.n };
  } finally {
    for (const t of timers) clearInterval(t);
    for (const room of opened) void room.leave(true).catch(() => undefined);
    await wait(200);
  }
}

/** The most rooms (doubling) whose forward p99 stays under 5 ms, with the p99 at each step. */
async function capacity(hostEndpoint: string, phoneEndpoint: string, maxRooms: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  let held = 0;
  for (let rooms = 1; rooms <= maxRooms; rooms *= 2) {
    const r = await benchRooms(hostEndpoint, phoneEndpoint, rooms, 2);
    out[`rooms${rooms}P99Ms`] = round3(r.p99);
    if (r.p99 >= 5) break;
    held = rooms;
  }
  out['roomsUnder5msP99'] = held;
  return out;
}

/** One relay process, then two on Redis (host on one, phones on the other) when redis-server is installed. */
export async function benchRelayCapacity(maxRooms: number): Promise<Record<string, number>> {
  const limits = { RELAY_PHONE_DIR: phoneDir() };
  const one = await startRelayProcess({ ...limits, RELAY_PORT: String(await freePort()) });
  let single: Record<string, number>;
  try {
    single = await capacity(one.url, one.url, maxRooms);
  } finally {
    await one.stop();
  }
  const out: Record<string, number> = Object.fromEntries(Object.entries(single).map(([k, v]) => [`oneProcess.${k}`, v]));
  if (spawnSync('redis-server', ['--version']).status !== 0) return out;
  const redis = await startRedis();
  const relays: Child[] = [];
  try {
    const [p1, p2] = [await freePort(), await freePort()];
    const origins = `http://127.0.0.1:${p1},http://127.0.0.1:${p2}`;
    const common = { ...limits, REDIS_URL: redis.url, RELAY_ORIGINS: origins };
    const [a, b] = await Promise.all([
      startRelayProcess({ ...common, RELAY_PORT: String(p1), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p1}` }),
      startRelayProcess({ ...common, RELAY_PORT: String(p2), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p2}` }),
    ]);
    relays.push(a, b);
    const two = await capacity(a.url, b.url, maxRooms);
    for (const [k, v] of Object.entries(two)) out[`twoOnRedis.${k}`] = v;
  } finally {
    await Promise.all(relays.map((r) => r.stop()));
    await redis.stop();
  }
  return out;
}
