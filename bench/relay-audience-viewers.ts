/**
 * One load process of the audience bench (bench/relay-audience.ts): `VIEWERS` viewers of room `CODE` on the relay
 * processes in `RELAY_URLS` (round robin), each backing a seat, voting and cheering CHEERS_PER_SECOND times a second
 * until SIGTERM or `SECONDS` have passed (SIGUSR1 pauses them, SIGUSR2 resumes). Prints `VIEWERS_READY n` once every
 * viewer joined. Loopback only.
 */
import { randomBytes } from 'node:crypto';
import { Client, type Room } from 'colyseus.js';
import { AUDIENCE_MSG, AUDIENCE_ROOM_NAME, CHEERS_PER_SECOND, REACTIONS } from '@shared/audience-protocol';

const urls = (process.env.RELAY_URLS ?? '').split(',').filter((u) => /^http:\/\/127\.0\.0\.1:\d+$/.test(u));
const code = process.env.CODE ?? '';
const count = Math.min(2000, Math.max(0, Number(process.env.VIEWERS ?? 0)));
const seconds = Math.min(600, Math.max(1, Number(process.env.SECONDS ?? 120)));
if (urls.length === 0 || count === 0) throw new Error('RELAY_URLS (loopback) and VIEWERS are needed');

const rooms: Room[] = [];
/** Joins at once per load process (a busy machine answers matchmaking slowly); a failed join is tried 3 times. */
const JOINS_AT_ONCE = 5;
async function join(url: string): Promise<Room | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // The viewer's own messages are not read here: the relay's first ones may arrive before any handler, so none is set.
      return await new Client(url).joinOrCreate(AUDIENCE_ROOM_NAME, { code, token: randomBytes(12).toString('base64url') });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return null;
}
for (let i = 0; i < count; i += JOINS_AT_ONCE) {
  const batch = Array.from({ length: Math.min(JOINS_AT_ONCE, count - i) }, (_, j) => join(urls[(i + j) % urls.length] ?? ''));
  for (const room of await Promise.all(batch)) if (room) rooms.push(room);
}
console.log(`VIEWERS_READY ${rooms.length}`);

let tick = 0;
/** SIGUSR1 pauses every viewer's messages (sockets stay open and answer pings), SIGUSR2 resumes them. */
let paused = false;
process.on('SIGUSR1', () => (paused = true));
process.on('SIGUSR2', () => (paused = false));
// Every viewer cheers CHEERS_PER_SECOND times a second, spread over the second; backs and votes now and then.
const timer = setInterval(() => {
  if (paused) return;
  tick++;
  for (const [i, room] of rooms.entries()) {
    room.send(AUDIENCE_MSG.cheer, REACTIONS[(i + tick) % REACTIONS.length]);
    if ((i + tick) % 40 === 0) room.send(AUDIENCE_MSG.back, (i + tick) % 2);
    if ((i + tick) % 60 === 0) room.send(AUDIENCE_MSG.vote, i % 3);
  }
}, 1000 / CHEERS_PER_SECOND);

const stop = (): void => {
  clearInterval(timer);
  for (const room of rooms) void room.leave(true).catch(() => undefined);
  setTimeout(() => process.exit(0), 500).unref();
};
setTimeout(stop, seconds * 1000).unref();
process.on('SIGTERM', stop);
