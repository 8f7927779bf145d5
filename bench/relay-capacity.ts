/**
 * How many rooms of 12 phones (10 intents/s each) one relay process forwards with p99 under 5 ms, and the same with
 * two relay processes on Redis. The load comes from generator processes (relay-load.ts), not from this one; the relay's
 * own CPU is read from /proc/PID/stat over each measuring window, so "rooms per core" is about the relay alone.
 * The search (relay-search.ts) keeps the rooms it opened and steps up coarsely, then refines, bounded in steps and time.
 */
import { spawnSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { freePort, startRedis, startRelayProcess, type Child } from '../test/relay/processes';
import {
  fromGeneratorSchema,
  INTENT_MS,
  PHONES_PER_ROOM,
  type FromGenerator,
  type LoadRoom,
  type ToGenerator,
} from './relay-load-messages';
import { cpuSecondsInStat, mostHeld, nextRoomCount, type SearchPlan, type SearchStep } from './relay-search';
import { round3, summary } from './stats';

/** The goal: forward p99 under this (ms). */
const GOAL_MS = 5;
/** Each step: this long of traffic before measuring, then this long measured, then late frames awaited this long. */
const WARM_MS = 500;
/** Before the first step: the relay's startup and the rooms' joins settle, its JIT warms up (idle it then uses ~0 CPU). */
const FIRST_WARM_MS = 1500;
/** A search that ends below this many rooms measures one more step this size, for the CPU per intent alone. */
const PROBE_ROOMS = 16;
/** The probe may end this long past the search's deadline (ms): without it the CPU figures rest on 2 rooms' traffic. */
const PROBE_GRACE_MS = 15_000;
/** Opening one room (13 matchmaking calls and sockets) before any was timed, for the probe's cost (ms). */
const GUESS_OPEN_MS_PER_ROOM = 300;
const MEASURE_MS = 2000;
const DRAIN_MS = 250;
/** Fewer forwarded frames than this in a step: too few for a p99, the step does not hold. */
const MIN_SAMPLES = 200;
const PLAN: SearchPlan = { start: 2, growth: 2, maxRooms: 256, refinements: 2 };

/**
 * The bench's clients all come from 127.0.0.1: the per-address caps are raised so they do not refuse them (every cap
 * is still checked on every frame, as deployed); the per-seat rate (30/s) and frame sizes stay as they are.
 */
const BENCH_LIMITS = JSON.stringify({
  maxRooms: 5000,
  maxRoomsPerAddress: 5000,
  maxConnections: 100_000,
  maxConnectionsPerAddress: 100_000,
  addressRate: 10_000_000,
  matchmakePerMinute: 1_000_000,
});

const ticks = ((): number => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout.trim());
  return Number.isInteger(n) && n > 0 ? n : 100;
})();

/** CPU seconds used so far by these processes together. */
function cpuOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSecondsInStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), ticks), 0);
}

/** One load generator process and its replies, one request at a time. */
export class Generator {
  private waiting: ((msg: FromGenerator) => void) | null = null;
  private constructor(private readonly child: ChildProcess) {
    child.on('message', (raw: unknown) => {
      const msg = fromGeneratorSchema.parse(raw);
      const w = this.waiting;
      this.waiting = null;
      w?.(msg);
    });
  }

  static async start(): Promise<Generator> {
    const child = fork(join(import.meta.dirname, 'relay-load.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A section that times out leaves this process by process.exit: the generator goes with it.
    process.once('exit', () => child.kill('SIGKILL'));
    const gen = new Generator(child);
    await gen.reply('ready');
    return gen;
  }

  private reply<T extends FromGenerator['t']>(t: T, msg?: ToGenerator): Promise<Extract<FromGenerator, { t: T }>> {
    return new Promise((resolve, reject) => {
      const onExit = (): void => reject(new Error(`a load generator exited (${String(this.child.exitCode)})`));
      this.child.once('exit', onExit);
      this.waiting = (m) => {
        this.child.off('exit', onExit);
        if (m.t === t) resolve(m as Extract<FromGenerator, { t: T }>);
        else reject(new Error(m.t === 'failed' ? `load generator: ${m.message}` : `load generator said ${m.t}, not ${t}`));
      };
      if (msg) this.child.send(msg);
    });
  }

  open(rooms: LoadRoom[], replyBytes: number): Promise<unknown> {
    return this.reply('opened', { t: 'open', rooms, replyBytes });
  }
  active(rooms: number): Promise<unknown> {
    return this.reply('active', { t: 'active', rooms });
  }
  reset(): Promise<unknown> {
    return this.reply('reset', { t: 'reset' });
  }
  measure(): Promise<Extract<FromGenerator, { t: 'measured' }>> {
    return this.reply('measured', { t: 'measure', ms: MEASURE_MS, drainMs: DRAIN_MS });
  }
  stop(): void {
    this.child.kill('SIGKILL');
  }
}

/**
 * The load generator processes: the cores two relays leave, at least 2, at most 6 (more only adds scheduling on a
 * small machine); `BENCH_RELAY_GENERATORS=N` sets the count.
 */
export function startGenerators(): Promise<Generator[]> {
  const fromEnv = Number(process.env.BENCH_RELAY_GENERATORS);
  const n = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(2, Math.min(6, availableParallelism() - 2));
  return Promise.all(Array.from({ length: n }, () => Generator.start()));
}

/** One step's outcome: did it hold, and the relay CPU and frames behind it. */
interface Measured {
  readonly held: boolean;
  readonly relayCores: number;
  readonly frames: number;
  readonly seconds: number;
}

/**
 * The capacity search over `relays` (room r: host on relay r mod n, phones through the next one), starting no step
 * that would end after `deadline` (performance.now() ms). The generators' rooms are closed after it.
 */
async function search(
  relays: readonly (Child & { url: string })[],
  gens: readonly Generator[],
  replyBytes: number,
  deadline: number,
): Promise<Record<string, number>> {
  const pids = relays.map((r) => r.process.pid ?? 0);
  const out: Record<string, number> = {};
  let opened = 0;
  /** What opening one room took at the last step that opened some (ms): the next step's cost is estimated from it. */
  let openMsPerRoom = 0;

  /** `rooms` rooms sending (room r on generator r mod g; each generator's first rooms are the ones that send), measured. */
  const step = async (rooms: number, label: string): Promise<Measured> => {
    if (rooms > opened) {
      const t = performance.now();
      const adds: LoadRoom[][] = gens.map(() => []);
      for (let r = opened; r < rooms; r++)
        adds[r % gens.length]?.push({ host: relays[r % relays.length]?.url ?? '', phones: relays[(r + 1) % relays.length]?.url ?? '' });
      await Promise.all(gens.map((g, i) => g.open(adds[i] ?? [], replyBytes)));
      openMsPerRoom = (performance.now() - t) / (rooms - opened);
      opened = rooms;
    }
    await Promise.all(gens.map((g, i) => g.active(Math.floor(rooms / gens.length) + (i < rooms % gens.length ? 1 : 0))));
    await new Promise((resolve) => setTimeout(resolve, Object.keys(out).length === 0 ? FIRST_WARM_MS : WARM_MS));
    const cpu0 = cpuOf(pids);
    const t0 = performance.now();
    const measured = await Promise.all(gens.map((g) => g.measure()));
    const seconds = (performance.now() - t0) / 1000;
    const relayCores = (cpuOf(pids) - cpu0) / seconds;
    // The latencies are of the frames heard; a step with any frame never heard (by the end of the drain) does not hold.
    const lost = measured.reduce((a, m) => a + m.lost, 0);
    const f = summary(measured.flatMap((m) => m.forward));
    const rt = summary(measured.flatMap((m) => m.roundTrip));
    const generators = measured.reduce((a, m) => a + m.cpuCores, 0);
    out[`${label}.forwardP50Ms`] = round3(f.median);
    out[`${label}.forwardP99Ms`] = round3(f.p99);
    out[`${label}.roundTripP99Ms`] = round3(rt.p99);
    out[`${label}.frames`] = f.n;
    out[`${label}.lost`] = lost;
    out[`${label}.relayCpuCores`] = round3(relayCores);
    out[`${label}.generatorCpuCores`] = round3(generators);
    out[`${label}.generatorLoopP99Ms`] = round3(Math.max(...measured.map((m) => m.loopP99Ms)));
    process.stderr.write(
      `relay capacity, ${relays.length} process(es), ${rooms} rooms: forward p50 ${round3(f.median)} p99 ${round3(f.p99)} ms over ${f.n} frames (${lost} lost), relay ${round3(relayCores)} cores, generators ${round3(generators)} cores\n`,
    );
    return { held: f.p99 < GOAL_MS && f.n >= MIN_SAMPLES && lost === 0, relayCores, frames: f.n, seconds };
  };

  /** A step, or null when its rooms could not be opened (the relay refused, too few file descriptors: `ulimit -n`). */
  const tryStep = async (rooms: number, label: string): Promise<Measured | null> => {
    try {
      return await step(rooms, label);
    } catch (e) {
      process.stderr.write(`relay capacity: ${label} failed: ${e instanceof Error ? e.message : String(e)}\n`);
      out.openFailedAtRooms = rooms;
      return null;
    }
  };

  const steps: SearchStep[] = [];
  const byRooms = new Map<number, Measured>();
  let budgetRanOut = 0;
  try {
    for (let rooms = nextRoomCount(steps, PLAN); rooms !== null; rooms = nextRoomCount(steps, PLAN)) {
      const cost = Math.max(0, rooms - opened) * openMsPerRoom + WARM_MS + MEASURE_MS + DRAIN_MS;
      if (performance.now() + cost > deadline) {
        budgetRanOut = 1;
        break;
      }
      const m = await tryStep(rooms, `rooms${rooms}`);
      if (m === null) break;
      steps.push({ rooms, held: m.held });
      byRooms.set(rooms, m);
    }
    // Too little traffic for the CPU per intent (fixed costs would dominate): one heavier step for that alone.
    const probeCost = (PROBE_ROOMS - opened) * (openMsPerRoom || GUESS_OPEN_MS_PER_ROOM) + WARM_MS + MEASURE_MS + DRAIN_MS;
    if (
      out.openFailedAtRooms === undefined &&
      Math.max(0, ...byRooms.keys()) < PROBE_ROOMS &&
      performance.now() + probeCost <= deadline + PROBE_GRACE_MS
    ) {
      const m = await tryStep(PROBE_ROOMS, `cpuProbe${PROBE_ROOMS}`);
      if (m) byRooms.set(PROBE_ROOMS, m);
    }
  } finally {
    await Promise.all(gens.map((g) => g.reset()));
  }
  const most = mostHeld(steps);
  const there = byRooms.get(most);
  out.roomsUnder5msP99 = most;
  out.relayCpuCoresThere = round3(there?.relayCores ?? 0);
  // The figure: the rooms held over the relay CPU they took (a linear estimate past what this machine loads).
  out.roomsPerRelayCore = there && there.relayCores > 0 ? Math.round(most / there.relayCores) : 0;
  // Whatever the latency: the relay's CPU per forwarded intent (with its answer) at the busiest step, and the rooms
  // a core would carry at that cost running flat out.
  const busiest = [...byRooms.values()].reduce<Measured | null>((a, m) => (a === null || m.frames > a.frames ? m : a), null);
  if (busiest && busiest.frames > 0) {
    const us = (busiest.relayCores * busiest.seconds * 1e6) / busiest.frames;
    out.relayCpuUsPerIntent = round3(us);
    out.roomsPerCoreByCpu = Math.round(1e6 / (us * PHONES_PER_ROOM * (1000 / INTENT_MS)));
  }
  out.generators = gens.length;
  out.searchSteps = steps.length;
  out.budgetRanOut = budgetRanOut;
  // A figure of no samples (a step whose answers all came too late) is left out rather than printed as NaN.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => Number.isFinite(v)));
}

/** What the capacity part is given: the running relay of the latency part, generators, the phone page, deadlines. */
export interface CapacityRun {
  /** One relay process started with `RELAY_LIMITS` = BENCH_LIMITS (relayEnv). */
  readonly relay: Child & { url: string };
  readonly generators: readonly Generator[];
  readonly phoneDir: string;
  /** The host's answer to each intent (bytes): a real phone view's size. */
  readonly replyBytes: number;
  /** performance.now() ms: the one-process search ends by `half`, the two-process one by `end`. */
  readonly half: number;
  readonly end: number;
}

/** Kills `child` when this process exits (a section that times out ends the bench by process.exit, skipping `stop`). */
export function killOnExit<T extends Child>(child: T): T {
  process.once('exit', () => child.process.kill('SIGKILL'));
  return child;
}

/** The environment of a bench relay process (its per-address caps raised, see BENCH_LIMITS). */
export function relayEnv(phoneDir: string): Record<string, string> {
  return { RELAY_PHONE_DIR: phoneDir, RELAY_LIMITS: BENCH_LIMITS };
}

/** One relay process, then two on Redis (room r's host on one, its phones through the other) when redis-server is here. */
/** Two relay processes sharing a redis-server, or null (with why) when redis-server is not installed. */
export interface RedisPair {
  readonly relays: readonly (Child & { url: string })[];
  stop(): Promise<void>;
}

/** Starts redis-server and two relay processes on it (each the other's allowed origin); null without redis-server. */
export async function startRedisPair(phoneDir: string): Promise<RedisPair | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const redis = killOnExit(await startRedis());
  const [p1, p2] = [await freePort(), await freePort()];
  const common = { ...relayEnv(phoneDir), REDIS_URL: redis.url, RELAY_ORIGINS: `http://127.0.0.1:${p1},http://127.0.0.1:${p2}` };
  const started = await Promise.allSettled(
    [p1, p2].map(async (p) =>
      killOnExit(await startRelayProcess({ ...common, RELAY_PORT: String(p), RELAY_PUBLIC_ADDRESS: `127.0.0.1:${p}` })),
    ),
  );
  const relays = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async (): Promise<void> => {
    await Promise.all(relays.map((r) => r.stop()));
    await redis.stop();
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }
  return { relays, stop };
}

/** One relay process, then the two on Redis (room r's host on one, its phones through the other) when there are. */
export async function benchRelayCapacity(
  run: CapacityRun,
  pair: RedisPair | null,
): Promise<{ figures: Record<string, number>; notes: string[] }> {
  const notes: string[] = [];
  const figures: Record<string, number> = {};
  for (const [k, v] of Object.entries(await search([run.relay], run.generators, run.replyBytes, run.half))) figures[`oneProcess.${k}`] = v;
  if (pair === null) notes.push('twoOnRedis: not measured, redis-server is not installed here');
  else
    for (const [k, v] of Object.entries(await search(pair.relays, run.generators, run.replyBytes, run.end))) figures[`twoOnRedis.${k}`] = v;
  return { figures, notes };
}
