/**
 * Host figures (issue 3): a person's intent until the resulting snapshot reaches a view, in process and over a
 * loopback WebSocket, and the event-loop delay of the host while 12 bots play a round on the real clock.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startBrowserHost, WS_PATH } from '@main/browser-host';
import { ManualClock, realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { connectInProcess } from '@main/transport/in-process';
import { rawText } from '@main/transport/raw-text';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage, type Snapshot } from '@shared/protocol';
import { round3, summary } from './stats';

/** One view's end: send a message, hear every host message. */
interface Link {
  send(msg: ClientMessage): void;
  onMessage: ((msg: HostMessage) => void) | null;
  close(): void;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The next host message accepted by `want`, or null after `limitMs`. */
function next(link: Link, want: (msg: HostMessage) => boolean, limitMs = 2000): Promise<HostMessage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      link.onMessage = null;
      resolve(null);
    }, limitMs);
    link.onMessage = (msg) => {
      if (!want(msg)) return;
      clearTimeout(timer);
      link.onMessage = null;
      resolve(msg);
    };
  });
}

const isSnapshot = (msg: HostMessage): msg is Extract<HostMessage, { t: 'snapshot' }> => msg.t === 'snapshot';

/** Sends `msg` and waits for the snapshot it causes. */
async function request(link: Link, msg: ClientMessage): Promise<Snapshot> {
  const reply = next(link, (m) => m.t === 'snapshot' || m.t === 'refused');
  link.send(msg);
  const got = await reply;
  if (!got || got.t !== 'snapshot') throw new Error(`no snapshot after ${msg.t}: ${got?.t === 'refused' ? got.error : 'timeout'}`);
  return got.snapshot;
}

/** Moves the manual clock until the session is in stage 'playing' (past the countdown, or a reshuffle's). */
async function toPlaying(session: Session, clock: ManualClock): Promise<void> {
  for (let i = 0; i < 400 && session.snapshot().stage !== 'playing'; i++) {
    clock.advance(25);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (session.snapshot().stage !== 'playing') throw new Error(`the match never reached 'playing' (stage ${session.snapshot().stage})`);
}

/**
 * Seats a person (keys set 0) and one bot, starts the match and passes the countdown on the manual clock (the
 * bots stay still because the clock no longer moves), then times `samples` flips of the person: the intent sent
 * until its snapshot arrived. Sends are spaced `gapMs` apart (the WebSocket endpoint closes past 120 messages/s).
 */
async function flipLoop(session: Session, clock: ManualClock, link: Link, samples: number, gapMs: number): Promise<number[]> {
  const hello = next(link, isSnapshot);
  link.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  if (!(await hello)) throw new Error('no snapshot after hello');
  const joined = await request(link, { t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 } } });
  const seat = joined.seats.findIndex((s) => s.kind === 'person');
  await request(link, { t: 'lobby', cmd: { op: 'add-bot', level: 'expert' } });
  await request(link, { t: 'control', op: 'start-match' });
  await toPlaying(session, clock);
  const warmup = 50;
  const times: number[] = [];
  for (let i = 0; times.length < samples && i < samples * 3; i++) {
    const reply = next(link, (m) => m.t === 'snapshot' || m.t === 'rejected');
    const t0 = performance.now();
    link.send({ t: 'intent', seat, do: 'flip' });
    const got = await reply;
    const ms = performance.now() - t0;
    if (got?.t === 'snapshot' && i >= warmup) times.push(ms);
    if (session.snapshot().stage !== 'playing') await toPlaying(session, clock);
    await wait(gapMs);
  }
  if (times.length < samples) throw new Error(`only ${times.length} of ${samples} flips came back as snapshots`);
  return times;
}

function benchSession(clock: ManualClock): Session {
  let seed = 1;
  return new Session({ clock, seed: () => seed++, log: () => {} });
}

/** Intent -> snapshot through the in-process transport (JSON both ways, validated like every transport). */
async function inProcess(samples: number, gapMs: number): Promise<number[]> {
  const clock = new ManualClock();
  const session = benchSession(clock);
  const link: Link = {
    onMessage: null,
    send: (msg) => client.send(msg),
    close: () => client.close(),
  };
  const client = connectInProcess(session, (msg) => link.onMessage?.(msg));
  try {
    return await flipLoop(session, clock, link, samples, gapMs);
  } finally {
    link.close();
  }
}

/** Intent -> snapshot over the browser-mode WebSocket endpoint on 127.0.0.1, with a real `ws` client. */
async function overWebSocket(samples: number, gapMs: number): Promise<number[]> {
  const clock = new ManualClock();
  const session = benchSession(clock);
  const dir = mkdtempSync(join(tmpdir(), 'ligretto-bench-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  const host = await startBrowserHost({ session, rendererDir: dir, host: '127.0.0.1', port: 0, log: () => {} });
  const origin = host.url.replace(/\/$/, '');
  const ws = new WebSocket(`${origin.replace(/^http:/, 'ws:')}${WS_PATH}`, { headers: { Origin: origin }, perMessageDeflate: false });
  const link: Link = {
    onMessage: null,
    send: (msg) => ws.send(JSON.stringify(msg)),
    close: () => ws.close(),
  };
  ws.on('message', (data) => link.onMessage?.(JSON.parse(rawText(data)) as HostMessage));
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return await flipLoop(session, clock, link, samples, gapMs);
  } finally {
    link.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Intent -> snapshot delivered, in process and over loopback WebSocket, in ms. */
export async function benchHostLatency(samples: number): Promise<Record<string, number>> {
  const local = summary(await inProcess(samples, 10));
  const ws = summary(await overWebSocket(samples, 10));
  return {
    inProcessMedianMs: round3(local.median),
    inProcessP95Ms: round3(local.p95),
    inProcessSamples: local.n,
    webSocketMedianMs: round3(ws.median),
    webSocketP95Ms: round3(ws.p95),
    webSocketSamples: ws.n,
  };
}

/** The event-loop sampler's period; Node records whole intervals, so the period is taken off every figure. */
const LOOP_RESOLUTION_MS = 1;

/** How late the sampler's timer fired, in ms, from a recorded interval in ns. */
function lateness(ns: number): number {
  return round3(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));
}

/** The same figures for this process doing nothing for `ms`: the machine's own noise, to compare with. */
async function idleLoopDelay(ms: number): Promise<{ p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  await wait(ms);
  histogram.disable();
  return { p99: lateness(histogram.percentile(99)), max: lateness(histogram.max) };
}

/**
 * Event-loop delay of this process while 12 expert bots play one round on the real clock, from the start call to
 * "Ligretto stop!". One view is connected the way the WebSocket transport serves one: each message is serialised.
 */
export async function benchEventLoop(): Promise<Record<string, number>> {
  let seed = 1;
  const session = new Session({ clock: realClock, seed: () => seed++, log: () => {}, timings: { countdown: 500 } });
  const idle = await idleLoopDelay(2000);
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  let snapshots = 0;
  let bytes = 0;
  let startedAt = 0;
  let endedAt = 0;
  let stage = '';
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const handle = session.connect({
    send: (msg) => {
      const text = JSON.stringify(msg);
      if (msg.t !== 'snapshot') return;
      const now = msg.snapshot.stage;
      if (now === 'playing' && stage !== 'playing' && startedAt === 0) {
        histogram.enable();
        startedAt = performance.now();
      }
      if (startedAt > 0 && endedAt === 0) {
        snapshots++;
        bytes += text.length;
      }
      if (now === 'stopped' && startedAt > 0 && endedAt === 0) {
        histogram.disable();
        endedAt = performance.now();
        finish();
      }
      stage = now;
    },
    close: () => {},
  });
  const say = (msg: ClientMessage): void => handle.receive(JSON.stringify(msg));
  say({ t: 'hello', protocol: PROTOCOL_VERSION });
  for (let i = 0; i < 12; i++) say({ t: 'lobby', cmd: { op: 'add-bot', level: 'expert' } });
  say({ t: 'control', op: 'start-match' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 120_000)));
  const outcome = await Promise.race([done, timeout]);
  clearTimeout(timer);
  // Back to the lobby: that stops the bots and every stage timer, so nothing runs on after the figure.
  say({ t: 'control', op: 'end-match' });
  handle.close();
  if (outcome === 'timeout') throw new Error('the 12-bot round did not end within 120 s');
  return {
    loopDelayP50Ms: lateness(histogram.percentile(50)),
    loopDelayP99Ms: lateness(histogram.percentile(99)),
    loopDelayMaxMs: lateness(histogram.max),
    idleLoopDelayP99Ms: idle.p99,
    idleLoopDelayMaxMs: idle.max,
    roundSeconds: round3((endedAt - startedAt) / 1000),
    snapshotsSent: snapshots,
    snapshotKiBPerSecond: round3(bytes / 1024 / ((endedAt - startedAt) / 1000)),
  };
}
