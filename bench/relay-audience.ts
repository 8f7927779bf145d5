/**
 * The audience bench (issue 32): two relay processes on Redis, a host session with two seated relay phones pressing,
 * and simulated viewers (child processes, so the bench process is not the bottleneck) cheering at the allowed rate,
 * backing and voting on both relay processes. Figures: a seated phone's press -> own view p99 without and with the
 * audience (ratio; goal <= 1.1), the audience messages per second the host receives from the relay at two audience
 * sizes (goal: the same), and relay CPU per 1,000 viewers. Loopback only; every loop bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { RemotePhones } from '@main/relay/RemotePhones';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { PHONE_PROTOCOL_VERSION, type PhoneHostMessage, type PhoneView } from '@shared/phone-protocol';
import { RELAY_MSG } from '@shared/relay-protocol';
import type { AudienceCounts } from '@shared/audience-protocol';
import { fakePhoneDir } from '../test/relay/harness';
import { freePort, startRedis, startRelayProcess, type Child } from '../test/relay/processes';
import { round3, summary } from './stats';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const root = join(import.meta.dirname, '..');

/** What the figures mean (bench/run.ts prints them with the section). */
export const AUDIENCE_NOTES = [
  'issue 32: two relay processes on Redis; a host session with 2 seated relay phones; viewers from child processes on both relays, each cheering 4/s (the cap), backing and voting',
  "seated*: a seated phone's flip until its own new view, without and with the audience (p99Ratio goal <= 1.1)",
  'hostAudienceMsgsPerSec*: audience tallies the host received per second at a quarter of the viewers and at all of them (goal: the same); relayCpuPer1000Viewers*: relay CPU seconds per second, both processes, per 1,000 viewers',
  'per-address caps are lifted with RELAY_LIMITS: every simulated viewer comes from 127.0.0.1',
];

/** The relay's per-address caps, lifted for the bench: every simulated viewer comes from 127.0.0.1. */
const LOOPBACK_LIMITS = JSON.stringify({
  maxConnections: 20_000,
  maxConnectionsPerAddress: 10_000,
  matchmakePerMinute: 100_000,
  viewerAddressRate: 1_000_000,
  maxViewersPerProcess: 10_000,
});

/** Seconds of CPU a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface SeatedPhone {
  readonly room: Room;
  view: PhoneView | null;
  onView: (() => void) | null;
}

async function seatedPhone(endpoint: string, code: string): Promise<SeatedPhone> {
  const room = await new Client(endpoint).joinById(code, { role: 'phone' });
  const phone: SeatedPhone = { room, view: null, onView: null };
  room.onMessage(RELAY_MSG.frame, (text: string) => {
    const msg = JSON.parse(text) as PhoneHostMessage;
    if (msg.t !== 'view') return;
    phone.view = msg.view;
    phone.onView?.();
  });
  room.onMessage(RELAY_MSG.hello, () => undefined);
  room.onMessage(RELAY_MSG.ping, (n: number) => room.send(RELAY_MSG.pong, n));
  return phone;
}

/** `presses` flips, one at a time, 20 ms apart: send until that phone's own view changed (ms). */
async function pressTimes(phones: SeatedPhone[], presses: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; times.length < presses && i < presses * 20; i++) {
    const phone = phones[i % phones.length] as SeatedPhone;
    if (phone.view?.stage !== 'playing') {
      await wait(5);
      continue;
    }
    await new Promise<void>((resolve) => {
      const sent = performance.now();
      const timeout = setTimeout(finish, 1000);
      function finish(): void {
        clearTimeout(timeout);
        phone.onView = null;
        resolve();
      }
      phone.onView = () => {
        times.push(performance.now() - sent);
        finish();
      };
      phone.room.send(RELAY_MSG.frame, JSON.stringify({ t: 'press', do: 'flip' }));
    });
    await wait(20);
  }
  return times;
}

/** Viewer load processes: `total` viewers over `procs` children, resolved once all joined. */
async function startViewers(
  urls: string[],
  code: string,
  total: number,
  procs: number,
): Promise<{ children: ChildProcess[]; joined: number }> {
  const children: ChildProcess[] = [];
  const ready: Promise<number>[] = [];
  for (let p = 0; p < procs; p++) {
    const n = Math.floor(total / procs) + (p < total % procs ? 1 : 0);
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'relay-audience-viewers.ts')], {
      cwd: root,
      env: { ...process.env, RELAY_URLS: urls.join(','), CODE: code, VIEWERS: String(n), SECONDS: '300' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    // colyseus.js warns on stderr for every message without a handler; anything else is passed on.
    child.stderr?.on('data', (d: Buffer) => {
      const text = d
        .toString()
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.includes('onMessage() not registered'))
        .join('\n');
      if (text) process.stderr.write(`${text}\n`);
    });
    ready.push(
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('viewers did not join within 240 s')), 240_000);
        child.stdout?.on('data', (d: Buffer) => {
          const m = /VIEWERS_READY (\d+)/.exec(d.toString());
          if (m) {
            clearTimeout(timer);
            resolve(Number(m[1]));
          }
        });
        child.once('exit', (c) => reject(new Error(`viewer process exited with ${String(c)}`)));
      }),
    );
  }
  const joined = (await Promise.all(ready)).reduce((a, b) => a + b, 0);
  return { children, joined };
}

function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          const t = setTimeout(() => c.kill('SIGKILL'), 5000);
          c.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          c.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

/** The audience figures: `viewers` at the large size, a quarter of it at the small one, `presses` per latency sample. */
export async function benchRelayAudience(viewers = 2000, presses = 300): Promise<Record<string, number>> {
  const redis: Child & { url: string } = await startRedis();
  const [p1, p2] = [await freePort(), await freePort()];
  const origins = `http://127.0.0.1:${p1},http://127.0.0.1:${p2}`;
  const common = { REDIS_URL: redis.url, RELAY_ORIGINS: origins, RELAY_PHONE_DIR: fakePhoneDir(), RELAY_LIMITS: LOOPBACK_LIMITS };
  const relays = await Promise.all([
    startRelayProcess({ ...common, RELAY_PORT: String(p1), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p1}` }),
    startRelayProcess({ ...common, RELAY_PORT: String(p2), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p2}` }),
  ]);
  const urls = relays.map((r) => r.url);
  const session = new Session({
    clock: realClock,
    seed: () => 11,
    log: () => undefined,
    timings: { countdown: 20, restartCountdown: 20, stopped: 20, scores: 20, standings: 20 },
  });
  const remote = new RemotePhones({ session, url: urls[0] ?? '', log: () => undefined, probeMs: 0, limits: { maxRate: 1000 } });
  let tallies = 0;
  const tally = remote.audience.tally.bind(remote.audience);
  remote.audience.tally = (counts: AudienceCounts) => {
    tallies++;
    tally(counts);
  };
  let children: ChildProcess[] = [];
  try {
    for (let n = 0; n < 10_000 && (remote.code === null || remote.phones === null); n++) await wait(1);
    const code = remote.code ?? '';
    const phones = [await seatedPhone(urls[0] ?? '', code), await seatedPhone(urls[0] ?? '', code)];
    for (const [i, phone] of phones.entries()) {
      phone.room.send(RELAY_MSG.frame, JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `P${i + 1}` }));
      for (let n = 0; n < 5000 && !phone.view; n++) await wait(1);
    }
    const tv = session.connect({ send: () => undefined, close: () => undefined });
    tv.receive({ t: 'hello', protocol: 1 });
    remote.command({ op: 'audience-cap', cap: 10_000 });
    remote.command({ op: 'audience', open: true });
    tv.receive({ t: 'control', op: 'start-match' });
    const quiet = await pressTimes(phones, presses);

    /** Audience messages a second at the host, and relay CPU per 1,000 viewers, over `ms` with `n` viewers on. */
    const measure = async (n: number, ms: number): Promise<{ perSecond: number; cpuPer1000: number; times: number[]; joined: number }> => {
      const started = await startViewers(urls, code, n, Math.max(1, Math.min(8, Math.ceil(n / 250))));
      children = started.children;
      const joined = started.joined;
      await wait(2000);
      const cpu0 = relays.reduce((a, r) => a + cpuSeconds(r.process.pid ?? 0), 0);
      const t0 = performance.now();
      const count0 = tallies;
      const times = await Promise.race([pressTimes(phones, presses), wait(ms * 4).then(() => [] as number[])]);
      const rest = ms - (performance.now() - t0);
      if (rest > 0) await wait(rest);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = relays.reduce((a, r) => a + cpuSeconds(r.process.pid ?? 0), 0) - cpu0;
      const perSecond = (tallies - count0) / seconds;
      await stopAll(children);
      children = [];
      return { perSecond, cpuPer1000: cpu / seconds / (Math.max(1, joined) / 1000), times, joined };
    };
    const small = await measure(Math.round(viewers / 4), 10_000);
    const large = await measure(viewers, 10_000);
    tv.close();
    const q = summary(quiet);
    const l = summary(large.times);
    return {
      viewers,
      viewersJoinedSmall: small.joined,
      viewersJoinedLarge: large.joined,
      seatedQuietMedianMs: round3(q.median),
      seatedQuietP99Ms: round3(q.p99),
      seatedAudienceMedianMs: round3(l.median),
      seatedAudienceP99Ms: round3(l.p99),
      p99Ratio: round3(l.p99 / q.p99),
      hostAudienceMsgsPerSecSmall: round3(small.perSecond),
      hostAudienceMsgsPerSecLarge: round3(large.perSecond),
      relayCpuPer1000ViewersSmall: round3(small.cpuPer1000),
      relayCpuPer1000ViewersLarge: round3(large.cpuPer1000),
    };
  } finally {
    await stopAll(children);
    await remote.close();
    await Promise.all(relays.map((r) => r.stop()));
    await redis.stop();
  }
}

// `npx tsx bench/relay-audience.ts [viewers]`: this section alone, printed.
if (process.argv[1]?.endsWith('relay-audience.ts')) {
  console.log(await benchRelayAudience(Number(process.argv[2] ?? 2000)));
  process.exit(0);
}
