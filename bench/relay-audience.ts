/**
 * The audience bench (issue 32): two relay processes on Redis, a host session with two seated relay phones pressing,
 * and simulated viewers (child processes, so the bench process is not the bottleneck) cheering at the allowed rate,
 * backing and voting, their matchmaking spread over both relay processes. The night's room is on process 1; the relay
 * places every audience room on process 2 (src/relay/audience-placement.ts), which runs in a session (a scheduler
 * autogroup) of its own at nice 10, as docs/relay.md recommends for audience processes; the viewer simulators, standing
 * for the viewers' own phones, likewise, their groups at nice 10. Phases: quiet (no viewers), a quarter of the
 * viewers, all of them (cheering and paused blocks interleaved), quiet again; the quiet phases bracket the loaded
 * ones so a drift in the machine's other load falls on both sides. Figures: a seated phone's press -> own view p99
 * without and with the audience (ratio; goal <= 1.1), the audience messages per second the host receives from the
 * relay at both sizes (goal: the same), relay CPU per 1,000 viewers, the night process's own CPU with and without the
 * audience, the cheers a second the host's tally saw (the audience side kept up), and the load average. Loopback
 * only; every loop bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, setPriority } from 'node:os';
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
  'issue 32: two relay processes on Redis; the night on process 1, its audience rooms placed on process 2 (nice 10); a host session with 2 seated relay phones; viewers from child processes (nice 10), matchmaking on both relays, each cheering 4/s (the cap), backing and voting',
  "seated*: a seated phone's flip until its own new view; Quiet: no viewers (half before, half after the loaded phases), Audience: all viewers on and cheering (p99Ratio = Audience/Quiet, goal <= 1.1)",
  'seatedSilent*: at all viewers, blocks with the simulators paused (no messages, sockets open) interleaved with blocks of them cheering (p99RatioInterleaved = Audience/Silent): the fairer comparison on a machine whose other load drifts',
  'the audience relay process and each simulator run in a session of their own (their own Linux scheduler autogroup, at nice 10 once every viewer joined: the relay is weighted as docs/relay.md recommends, the simulators stand for other machines), as a separate container or machine would: their CPU is not charged to the seated players',
  'hostAudienceMsgsPerSec*: audience tallies the host received per second at a quarter of the viewers and at all of them (goal: the same, at most 2); relayCpuPer1000Viewers*: relay CPU seconds per second, both processes, over the quiet phase, per 1,000 viewers',
  "nightProcessCpu*: the night's relay process's CPU seconds per second; cheersPerSecSeen*: cheers in the host's tally (viewers x 4 when the audience side keeps up); loadAvg*: 1-minute load average at the start and end",
  'per-address caps are lifted with RELAY_LIMITS: every simulated viewer comes from 127.0.0.1',
];

/** The audience relay process's niceness (docs/relay.md) and the viewer simulators' (they stand for other machines). */
const [AUDIENCE_RELAY_NICE, VIEWER_SIM_NICE] = [10, 10];
/** Viewers per simulator process. */
const VIEWERS_PER_SIM = 250;

/** The relay's per-address caps, lifted for the bench: every simulated viewer comes from 127.0.0.1. */
const LOOPBACK_LIMITS = JSON.stringify({
  maxConnections: 20_000,
  maxConnectionsPerAddress: 10_000,
  matchmakePerMinute: 100_000,
  viewerAddressRate: 1_000_000,
  maxViewersPerProcess: 10_000,
});

/** Sets a process's nice value and, on Linux with `group`, its own session's scheduler autogroup's (as a container's weight). */
function lower(pid: number | undefined, nice: number, group: boolean): void {
  if (pid === undefined) return;
  setPriority(pid, nice);
  if (!group) return;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // Not Linux, or no autogroups: the nice value alone.
  }
}

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

/** `presses` flips, one at a time, 20 ms apart: send until that phone's own view changed (ms); at most `ms` long. */
async function pressTimes(phones: SeatedPhone[], presses: number, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  for (let i = 0; times.length < presses && i < presses * 20 && performance.now() < until; i++) {
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

/** Viewer load processes for `total` viewers (VIEWERS_PER_SIM each, nice 10 once joined), resolved once all joined. */
async function startViewers(urls: string[], code: string, total: number): Promise<{ children: ChildProcess[]; joined: number }> {
  const children: ChildProcess[] = [];
  const ready: Promise<number>[] = [];
  for (let left = total; left > 0; left -= VIEWERS_PER_SIM) {
    const n = Math.min(VIEWERS_PER_SIM, left);
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'relay-audience-viewers.ts')], {
      cwd: root,
      env: { ...process.env, RELAY_URLS: urls.join(','), CODE: code, VIEWERS: String(n), SECONDS: '420' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A session of its own: the simulated viewers' phones are other machines, their CPU not the seated players'.
      detached: true,
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
            // Joined at normal priority (nothing is measured while viewers join), cheering at the lowest.
            lower(child.pid, VIEWER_SIM_NICE, true);
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

/** One measured phase: its presses, the host's tallies a second, CPU seconds a second per relay, cheers seen a second. */
interface Phase {
  readonly times: number[];
  readonly tallies: number;
  readonly cheers: number;
  readonly cpu: readonly number[];
}

const load1 = (): number => round3(loadavg()[0] ?? 0);

/**
 * The audience figures: `viewers` at the large size, a quarter of it at the small one, `presses` seated presses with
 * and without the audience (each quiet half before and after the loaded phases).
 */
export async function benchRelayAudience(viewers = 2000, presses = 1000): Promise<Record<string, number>> {
  const loadStart = load1();
  const redis: Child & { url: string } = await startRedis();
  const [p1, p2] = [await freePort(), await freePort()];
  const origins = `http://127.0.0.1:${p1},http://127.0.0.1:${p2}`;
  const common = { REDIS_URL: redis.url, RELAY_ORIGINS: origins, RELAY_PHONE_DIR: fakePhoneDir(), RELAY_LIMITS: LOOPBACK_LIMITS };
  // Process 1 first: the host claims the night there; process 2, started after, gets the audience rooms.
  const night = await startRelayProcess({ ...common, RELAY_PORT: String(p1), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p1}` });
  const audience = await startRelayProcess(
    { ...common, RELAY_PORT: String(p2), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p2}` },
    { ownSession: true },
  );
  const relays = [night, audience];
  const urls = relays.map((r) => r.url);
  const session = new Session({
    clock: realClock,
    seed: () => 11,
    log: () => undefined,
    timings: { countdown: 20, restartCountdown: 20, stopped: 20, scores: 20, standings: 20 },
  });
  const remote = new RemotePhones({ session, url: night.url, log: () => undefined, probeMs: 0, limits: { maxRate: 1000 } });
  let tallies = 0;
  let cheers = 0;
  let watching = 0;
  const tally = remote.audience.tally.bind(remote.audience);
  remote.audience.tally = (counts: AudienceCounts) => {
    tallies++;
    cheers = counts.cheers.reduce((a, b) => a + b, 0);
    watching = counts.viewers;
    tally(counts);
  };
  const children: ChildProcess[] = [];
  try {
    for (let n = 0; n < 10_000 && (remote.code === null || remote.phones === null); n++) await wait(1);
    const code = remote.code ?? '';
    const phones = [await seatedPhone(night.url, code), await seatedPhone(night.url, code)];
    for (const [i, phone] of phones.entries()) {
      phone.room.send(RELAY_MSG.frame, JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: code, name: `P${i + 1}` }));
      for (let n = 0; n < 5000 && !phone.view; n++) await wait(1);
    }
    const tv = session.connect({ send: () => undefined, close: () => undefined });
    tv.receive({ t: 'hello', protocol: 1 });
    remote.command({ op: 'audience-cap', cap: 10_000 });
    remote.command({ op: 'audience', open: true });
    tv.receive({ t: 'control', op: 'start-match' });

    /** `n` presses (at most 120 s), with the host's tallies, the tally's cheers (sampled every 500 ms) and CPU over them. */
    const phase = async (n: number, minMs: number): Promise<Phase> => {
      const cpu0 = relays.map((r) => cpuSeconds(r.process.pid ?? 0));
      const t0 = performance.now();
      const count0 = tallies;
      let cheerSum = 0;
      let cheerSamples = 0;
      const sampler = setInterval(() => {
        cheerSum += cheers;
        cheerSamples++;
      }, 500);
      const times = await pressTimes(phones, n, 120_000);
      const rest = minMs - (performance.now() - t0);
      if (rest > 0) await wait(rest);
      clearInterval(sampler);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = relays.map((r, i) => (cpuSeconds(r.process.pid ?? 0) - (cpu0[i] ?? 0)) / seconds);
      return { times, tallies: (tallies - count0) / seconds, cheers: cheerSum / Math.max(1, cheerSamples), cpu };
    };
    const quietBefore = await phase(presses / 2, 0);
    // The audience process's own autogroup: the default weight while viewers join (at nice 10 a busy machine expired
    // their seat reservations), nice 10 while they cheer (docs/relay.md), served after the night's process.
    const viewersJoin = async (n: number): Promise<{ joined: number }> => {
      lower(audience.process.pid, 0, true);
      const v = await startViewers(urls, code, n);
      children.push(...v.children);
      lower(audience.process.pid, AUDIENCE_RELAY_NICE, true);
      return v;
    };
    const small = await viewersJoin(Math.round(viewers / 4));
    await wait(3000);
    const smallPhase = await phase(presses / 4, 15_000);
    const large = await viewersJoin(viewers - Math.round(viewers / 4));
    const joined = small.joined + large.joined;
    await wait(3000);
    const largePhase = await phase(presses / 4, 15_000);
    // Interleaved blocks at 2,000 viewers: the simulators paused (SIGUSR1: no audience messages, sockets kept open)
    // then cheering again, so a drift in the machine's other load falls on both sides.
    const silent: number[] = [];
    const loud: number[] = [...largePhase.times];
    const block = Math.max(10, Math.round(presses / 8));
    for (let b = 0; b < 8; b++) {
      for (const c of children) c.kill('SIGUSR1');
      await wait(1000);
      silent.push(...(await pressTimes(phones, block, 10_000)));
      for (const c of children) c.kill('SIGUSR2');
      await wait(1000);
      loud.push(...(await pressTimes(phones, block, 10_000)));
    }
    const watchingAtEnd = watching;
    await stopAll(children.splice(0));
    await wait(3000);
    const quietAfter = await phase(presses / 2, 0);
    tv.close();
    const q = summary([...quietBefore.times, ...quietAfter.times]);
    const l = summary(loud);
    const sil = summary(silent);
    const quietCpu = (quietBefore.cpu[0] ?? 0) / 2 + (quietAfter.cpu[0] ?? 0) / 2;
    // Both relays' CPU a second over the quiet phase's (the seated traffic alone), per 1,000 viewers.
    const base = quietBefore.cpu.reduce((a, b) => a + b, 0);
    const perThousand = (p: Phase, n: number): number => round3((p.cpu.reduce((a, b) => a + b, 0) - base) / (Math.max(1, n) / 1000));
    return {
      viewers,
      viewersJoinedSmall: small.joined,
      viewersJoinedLarge: joined,
      seatedQuietPresses: q.n,
      seatedQuietMedianMs: round3(q.median),
      seatedQuietP99Ms: round3(q.p99),
      seatedAudiencePresses: l.n,
      seatedAudienceMedianMs: round3(l.median),
      seatedAudienceP99Ms: round3(l.p99),
      p99Ratio: round3(l.p99 / q.p99),
      seatedSilentPresses: sil.n,
      seatedSilentP99Ms: round3(sil.p99),
      p99RatioInterleaved: round3(l.p99 / sil.p99),
      viewersWatchingAtEnd: watchingAtEnd,
      seatedQuietBeforeP99Ms: round3(summary(quietBefore.times).p99),
      seatedQuietAfterP99Ms: round3(summary(quietAfter.times).p99),
      seatedSmallAudienceP99Ms: round3(summary(smallPhase.times).p99),
      hostAudienceMsgsPerSecSmall: round3(smallPhase.tallies),
      hostAudienceMsgsPerSecLarge: round3(largePhase.tallies),
      relayCpuPer1000ViewersSmall: perThousand(smallPhase, small.joined),
      relayCpuPer1000ViewersLarge: perThousand(largePhase, joined),
      nightProcessCpuQuiet: round3(quietCpu),
      nightProcessCpuLarge: round3(largePhase.cpu[0] ?? 0),
      audienceProcessCpuLarge: round3(largePhase.cpu[1] ?? 0),
      cheersPerSecSeenSmall: round3(smallPhase.cheers),
      cheersPerSecSeenLarge: round3(largePhase.cheers),
      loadAvgStart: loadStart,
      loadAvgEnd: load1(),
    };
  } finally {
    await stopAll(children);
    await remote.close();
    await Promise.all(relays.map((r) => r.stop()));
    await redis.stop();
  }
}

// `npx tsx bench/relay-audience.ts [viewers] [presses]`: this section alone, printed as JSON.
if (process.argv[1]?.endsWith('relay-audience.ts')) {
  const viewers = Math.min(4000, Math.max(4, Number(process.argv[2] ?? 2000)));
  const presses = Math.min(4000, Math.max(40, Number(process.argv[3] ?? 1000)));
  console.log(JSON.stringify(await benchRelayAudience(viewers, presses), null, 2));
  process.exit(0);
}
