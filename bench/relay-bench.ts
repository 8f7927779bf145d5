/**
 * Relay figures (issue 28), part one: a phone's press until its own view changed, through a relay process versus the
 * LAN path on loopback, the two taking turns press by press. Part two, how many rooms one relay process (and two on
 * Redis) forwards, is relay-capacity.ts; `benchRelay` runs both within a time budget.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import WebSocket from 'ws';
import { startLanServer } from '@main/lan/LanServer';
import { PHONE_FILES } from '@main/lan/phone-files';
import { RemotePhones } from '@main/relay/RemotePhones';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { PHONE_PROTOCOL_VERSION, PHONE_WS_PATH, type PhoneHostMessage, type PhoneView } from '@shared/phone-protocol';
import { RELAY_MSG } from '@shared/relay-protocol';
import { freePort, startRelayProcess } from '../test/relay/processes';
import { benchRelayCapacity, killOnExit, relayEnv, startGenerators, startRedisPair } from './relay-capacity';
import { round3, summary } from './stats';
import { rawText } from '@main/transport/raw-text';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone page directory of empty files (the bench loads no page). */
export function phoneDir(): string {
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

/** Sizes of the view frames the phones got (bytes of text). */
const viewSizes: number[] = [];

function onFrame(phone: BenchPhone, text: string): void {
  const msg = JSON.parse(text) as PhoneHostMessage;
  if (msg.t === 'view') {
    viewSizes.push(Buffer.byteLength(text));
    phone.view = msg.view;
    phone.onView?.();
  }
}

/** One path under test (LAN or relay): its session, seated phones and the press times measured. */
interface Path {
  readonly session: Session;
  readonly phones: readonly BenchPhone[];
  readonly times: number[];
  /** Presses whose view did not change within the timeout (not counted in `times`). */
  missed: number;
  next: number;
}

/** All the bench's phones come from 127.0.0.1: the LAN caps per address (4 sockets, 2 seats' presses) are raised. */
const BENCH_LAN_LIMITS = { maxRate: 1000, maxSocketsPerAddress: 16 } as const;

/** Presses whose view has not changed after this long count as missed (ms). */
const PRESS_TIMEOUT_MS = 200;
/** Presses per path before measuring (JIT, first views). */
const WARM_PRESSES = 20;
/** The latency part stops after this long (s) once it has this many presses per path. */
const LATENCY_SECONDS = 30;
const MIN_PRESSES = 300;

/** Seats the phones with the code and starts a Ligretto match. */
async function seat(session: Session, phones: BenchPhone[], code: string): Promise<Path> {
  for (const [i, phone] of phones.entries()) {
    phone.send(JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `P${i + 1}` }));
    for (let n = 0; n < 5000 && !phone.view; n++) await wait(1);
    if (!phone.view) throw new Error('a bench phone got no view after joining');
  }
  const tv = session.connect({ send: () => undefined, close: () => undefined });
  tv.receive({ t: 'hello', protocol: 1 });
  tv.receive({ t: 'control', op: 'start-match' });
  for (let n = 0; n < 5000 && phones.some((p) => p.view?.stage !== 'playing'); n++) await wait(1);
  return { session, phones, times: [], missed: 0, next: 0 };
}

/** One flip on the path's next phone: send, until that phone's own view changed (or the timeout). */
async function pressOnce(path: Path, record: boolean): Promise<void> {
  const phone = path.phones[path.next++ % path.phones.length] as BenchPhone;
  for (let n = 0; n < 1000 && phone.view?.stage !== 'playing'; n++) await wait(2);
  await new Promise<void>((resolve) => {
    const sent = performance.now();
    const timeout = setTimeout(() => {
      if (record) path.missed++;
      finish();
    }, PRESS_TIMEOUT_MS);
    function finish(): void {
      clearTimeout(timeout);
      phone.onView = null;
      resolve();
    }
    phone.onView = () => {
      if (record) path.times.push(performance.now() - sent);
      finish();
    };
    phone.send(JSON.stringify({ t: 'press', do: 'flip' }));
  });
}

function newSession(): Session {
  return new Session({
    clock: realClock,
    seed: () => 11,
    log: () => undefined,
    timings: { countdown: 20, restartCountdown: 20, stopped: 20, scores: 20, standings: 20 },
  });
}

/**
 * LAN versus relay: phone -> engine -> phone, 8 phones on each path, one press at a time, the two paths taking turns
 * (so both see the same machine load), `pauseMs` between presses (a phone presses at most about 20 times a second,
 * under the relay's 30 per seat). Also gives the median size of a view frame, for the capacity part's answers.
 */
export async function benchRelayLatency(
  relayUrl: string,
  presses: number,
  dir: string,
  maxSeconds: number,
  pauseMs = 2,
): Promise<{ figures: Record<string, number>; viewBytes: number }> {
  const phonesPerPath = [0, 1, 2, 3, 4, 5, 6, 7];
  const lanSession = newSession();
  const lan = await startLanServer({
    session: lanSession,
    host: '127.0.0.1',
    port: 0,
    phoneDir: dir,
    log: () => undefined,
    limits: BENCH_LAN_LIMITS,
  });
  const lanPhones: BenchPhone[] = [];
  const relayPhones: BenchPhone[] = [];
  let remote: RemotePhones | null = null;
  try {
    lanPhones.push(...(await Promise.all(phonesPerPath.map(() => lanPhone(lan.address)))));
    const session = newSession();
    remote = new RemotePhones({ session, url: relayUrl, log: () => undefined, probeMs: 0, limits: BENCH_LAN_LIMITS });
    for (let n = 0; n < 10_000 && (remote.code === null || remote.phones === null); n++) await wait(1);
    const code = remote.code ?? '';
    relayPhones.push(...(await Promise.all(phonesPerPath.map(() => relayPhone(relayUrl, code)))));
    const paths = [await seat(lanSession, lanPhones, lan.roomCode), await seat(session, relayPhones, code)] as const;
    const stopAt = performance.now() + maxSeconds * 1000;
    for (let i = 0; i < WARM_PRESSES + presses; i++) {
      // Time-bounded on a loaded machine, once the figures rest on enough presses.
      if (i >= WARM_PRESSES + MIN_PRESSES && performance.now() > stopAt) break;
      // Each path goes first every other turn.
      for (const path of i % 2 === 0 ? paths : [paths[1], paths[0]]) {
        await pressOnce(path, i >= WARM_PRESSES);
        await wait(pauseMs);
      }
    }
    const [l, r] = paths.map((p) => summary(p.times)) as [ReturnType<typeof summary>, ReturnType<typeof summary>];
    const figures: Record<string, number> = {
      lanMedianMs: round3(l.median),
      lanP95Ms: round3(l.p95),
      lanP99Ms: round3(l.p99),
      relayMedianMs: round3(r.median),
      relayP95Ms: round3(r.p95),
      relayP99Ms: round3(r.p99),
      relayOverLanMedian: round3(r.median / l.median),
      relayOverLanP95: round3(r.p95 / l.p95),
      relayOverLanP99: round3(r.p99 / l.p99),
      relayAddsAtMedianMs: round3(r.median - l.median),
      relayAddsAtP99Ms: round3(r.p99 - l.p99),
      pressesPerPath: Math.min(l.n, r.n),
      lanMissed: paths[0].missed,
      relayMissed: paths[1].missed,
    };
    return { figures, viewBytes: Math.round(summary(viewSizes).median) };
  } finally {
    for (const p of [...lanPhones, ...relayPhones]) p.close();
    await remote?.close();
    await lan.close();
  }
}

/**
 * The relay section: one relay process and the load generators start together; latency (`presses` per path) through
 * that relay, then its capacity and two relays' on Redis, the searches ending by `budgetMs` from the start.
 */
export async function benchRelay(presses: number, budgetMs: number, notes: string[]): Promise<Record<string, number>> {
  const started = performance.now();
  const load1AtStart = loadavg()[0] ?? Number.NaN;
  const dir = phoneDir();
  const progress = (what: string): void =>
    void process.stderr.write(`relay: ${what} (${Math.round((performance.now() - started) / 1000)} s)\n`);
  // Everything starts at once (tsx compiles each at start, slow on a loaded machine); an idle relay takes ~0 CPU.
  const [relay, generators, pair] = await Promise.all([
    (async () => killOnExit(await startRelayProcess({ ...relayEnv(dir), RELAY_PORT: String(await freePort()) })))(),
    startGenerators(),
    startRedisPair(dir),
  ]);
  try {
    progress(`relay process, ${pair ? 'two on Redis, ' : ''}${generators.length} load generators started`);
    const latency = await benchRelayLatency(relay.url, presses, dir, LATENCY_SECONDS);
    progress(`latency: ${latency.figures.pressesPerPath ?? 0} presses per path`);
    const end = started + budgetMs;
    const half = (performance.now() + end) / 2;
    const capacity = await benchRelayCapacity({ relay, generators, phoneDir: dir, replyBytes: latency.viewBytes, half, end }, pair);
    progress('capacity');
    notes.push(...capacity.notes);
    const load = { load1AtStart: round3(load1AtStart), load1AtEnd: round3(loadavg()[0] ?? Number.NaN) };
    return { ...load, ...latency.figures, viewBytes: latency.viewBytes, ...capacity.figures };
  } finally {
    for (const g of generators) g.stop();
    await Promise.all([relay.stop(), pair?.stop()]);
  }
}
