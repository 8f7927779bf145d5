/**
 * A load generator process of the relay capacity bench (relay-capacity.ts starts one or more with IPC): stand-in
 * rooms of one host and 12 phones as Colyseus clients. A sending phone sends a press-sized frame stamped with its
 * send time every 100 ms (10 intents/s, each phone at its own phase); the host stamps its arrival (forward latency)
 * and answers that phone with a frame the size of a real phone view, which the phone stamps (round trip). Phone and
 * host of one room live in this process, so both ends read the same clock. Out of the bench's own process, so that
 * the bench is not the load.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { RELAY_MSG, RELAY_ROOM_NAME } from '@shared/relay-protocol';
import {
  fromGeneratorSchema,
  INTENT_MS,
  PHONES_PER_ROOM,
  toGeneratorSchema,
  type FromGenerator,
  type LoadRoom,
} from './relay-load-messages';

interface OpenRoom {
  readonly host: Room;
  readonly phones: Room[];
  readonly timers: ReturnType<typeof setTimeout>[];
}

/** Rooms opened at once (each its host, then its 12 phones together). */
const OPEN_AT_ONCE = 4;

const rooms: OpenRoom[] = [];
let activeRooms = 0;
let reply = '';
/** The measuring window: frames stamped inside it count. */
let measuring: { start: number; end: number } | null = null;
let forward: number[] = [];
let roundTrip: number[] = [];
let sent = 0;

function say(msg: FromGenerator): void {
  process.send?.(fromGeneratorSchema.parse(msg));
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The send time stamped in a frame, or NaN. */
function stampOf(text: string): number {
  const at = text.indexOf('"at":');
  return at < 0 ? Number.NaN : Number.parseFloat(text.slice(at + 5));
}

function inWindow(at: number): boolean {
  return measuring !== null && at >= measuring.start && at < measuring.end;
}

/**
 * A matchmaking call, tried again (at most 3 times) when its HTTP request died with the socket: Node's agent keeps
 * sockets alive and may reuse one the relay is closing just then (its keep-alive timeout), more often on a loaded machine.
 */
async function matchmake(call: () => Promise<Room>): Promise<Room> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (attempt >= 3 || !(e instanceof Error) || !/socket hang up|ECONNRESET/.test(e.message)) throw e;
    }
  }
}

async function openRoom(spec: LoadRoom, index: number): Promise<OpenRoom> {
  const secret = `bench${process.pid}x${index}`.padEnd(32, 'x').slice(0, 32);
  const host = await matchmake(() => new Client(spec.host).create(RELAY_ROOM_NAME, { role: 'host', secret }));
  let code = '';
  host.onMessage(RELAY_MSG.room, (m: { code: string }) => (code = m.code));
  host.onMessage(RELAY_MSG.peerOpen, () => undefined);
  host.onMessage(RELAY_MSG.peerClose, () => undefined);
  host.onMessage(RELAY_MSG.pong, () => undefined);
  host.onMessage(RELAY_MSG.peerFrame, ([peer, text]: [string, string]) => {
    const at = stampOf(text);
    if (!inWindow(at)) return;
    forward.push(performance.now() - at);
    host.send(RELAY_MSG.peerFrame, [peer, `{"t":"view","at":${at},"pad":"${reply}"}`]);
  });
  for (let n = 0; n < 5000 && code === ''; n++) await wait(1);
  if (code === '') throw new Error('the relay gave the host no room code');
  const phones = await Promise.all(
    Array.from({ length: PHONES_PER_ROOM }, async () => {
      const phone = await matchmake(() => new Client(spec.phones).joinById(code, { role: 'phone' }));
      phone.onMessage(RELAY_MSG.hello, () => undefined);
      phone.onMessage(RELAY_MSG.ping, (n: number) => phone.send(RELAY_MSG.pong, n));
      phone.onMessage(RELAY_MSG.frame, (text: string) => {
        const at = stampOf(text);
        if (inWindow(at)) roundTrip.push(performance.now() - at);
      });
      return phone;
    }),
  );
  const room: OpenRoom = { host, phones, timers: [] };
  for (const phone of phones) {
    const tick = (): void => {
      if (index >= activeRooms) return;
      const at = performance.now();
      if (inWindow(at)) sent++;
      phone.send(RELAY_MSG.frame, `{"t":"press","do":"flip","at":${at}}`);
    };
    room.timers.push(setTimeout(() => room.timers.push(setInterval(tick, INTENT_MS)), Math.random() * INTENT_MS));
  }
  return room;
}

async function measure(ms: number, drainMs: number): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 2 });
  forward = [];
  roundTrip = [];
  sent = 0;
  const start = performance.now();
  measuring = { start, end: start + ms };
  const cpu = process.cpuUsage();
  loop.enable();
  await wait(ms);
  const used = process.cpuUsage(cpu);
  loop.disable();
  await wait(drainMs);
  measuring = null;
  say({
    t: 'measured',
    forward,
    roundTrip,
    sent,
    lost: Math.max(0, sent - forward.length),
    cpuCores: (used.user + used.system) / 1000 / ms,
    loopP99Ms: loop.percentile(99) / 1e6,
  });
}

process.on('message', (raw: unknown) => {
  const parsed = toGeneratorSchema.safeParse(raw);
  if (!parsed.success) return say({ t: 'failed', message: `bad message: ${parsed.error.issues[0]?.message ?? ''}` });
  const msg = parsed.data;
  const run = async (): Promise<void> => {
    if (msg.t === 'open') {
      reply = 'x'.repeat(msg.replyBytes);
      for (let i = 0; i < msg.rooms.length; i += OPEN_AT_ONCE) {
        const first = rooms.length;
        const batch = msg.rooms.slice(i, i + OPEN_AT_ONCE);
        rooms.push(...(await Promise.all(batch.map((spec, j) => openRoom(spec, first + j)))));
      }
      say({ t: 'opened', rooms: rooms.length });
    } else if (msg.t === 'reset') {
      activeRooms = 0;
      for (const room of rooms.splice(0)) {
        for (const t of room.timers) clearInterval(t);
        for (const r of [room.host, ...room.phones]) void r.leave(true).catch(() => undefined);
      }
      say({ t: 'reset' });
    } else if (msg.t === 'active') {
      activeRooms = msg.rooms;
      say({ t: 'active', rooms: activeRooms });
    } else await measure(msg.ms, msg.drainMs);
  };
  run().catch((e: unknown) => say({ t: 'failed', message: e instanceof Error ? e.message : String(e) }));
});
// The bench ends this process (it holds sockets and timers); its IPC channel closing ends it too.
process.on('disconnect', () => process.exit(0));
say({ t: 'ready' });
