/** Test helpers for the relay: an in-process relay on loopback with a manual clock, and Colyseus clients for host and phones. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { RELAY_MSG, RELAY_ROOM_NAME } from '@shared/relay-protocol';
import type { RelayLimits } from '../../src/relay/limits';
import { startRelay, type Relay } from '../../src/relay/server';

/** A clock that moves only when told: `now` and one-shot wake-ups. */
export class StepClock {
  time = 1_000_000;
  private timers: { at: number; fn: () => void }[] = [];
  readonly now = (): number => this.time;
  readonly after = (ms: number, fn: () => void): (() => void) => {
    const timer = { at: this.time + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.fn();
  }
}

/** A fake built phone page (the relay serves whatever out/phone holds). */
export function fakePhoneDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'relay-phone-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>phone</title><script type="module" src="./phone.js"></script>');
  writeFileSync(join(dir, 'phone.js'), 'export {};');
  writeFileSync(join(dir, 'phone.css'), 'body{}');
  return dir;
}

/** An in-process relay on 127.0.0.1 with its log lines kept. */
export async function relayForTest(
  limits: Partial<RelayLimits> = {},
  clock = new StepClock(),
): Promise<{
  relay: Relay;
  clock: StepClock;
  logs: string[];
  endpoint: string;
}> {
  const logs: string[] = [];
  const relay = await startRelay({
    config: { host: '127.0.0.1', port: 0, redisUrl: null, publicAddress: null, origins: [], trustProxy: false, phoneDir: fakePhoneDir() },
    limits,
    now: clock.now,
    after: clock.after,
    log: (line) => logs.push(line),
  });
  return { relay, clock, logs, endpoint: relay.url };
}

export const newSecret = (): string => randomBytes(24).toString('base64url');

/** What one client (host or phone) received, in order, with a way to wait for a message. */
export class Inbox {
  readonly items: { type: string; msg: unknown }[] = [];
  private waiters: (() => void)[] = [];
  left: number | null = null;

  constructor(readonly room: Room) {
    room.onMessage('*', (type, msg: unknown) => {
      this.items.push({ type: String(type), msg });
      this.wake();
    });
    room.onLeave((code) => {
      this.left = code;
      this.wake();
    });
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves with the first message matching, waiting for it (bounded by the test's timeout). */
  async next<T>(type: string, match: (msg: T) => boolean = () => true, from = 0): Promise<T> {
    for (let guard = 0; guard < 10_000; guard++) {
      const found = this.items.slice(from).find((i) => i.type === type && match(i.msg as T));
      if (found) return found.msg as T;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    throw new Error(`no ${type} message`);
  }

  /** Resolves with the close code once the room is left. */
  async closed(): Promise<number> {
    for (let guard = 0; guard < 10_000 && this.left === null; guard++) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.left ?? -1;
  }
}

/** A host that created a room: its code, its inbox. */
export async function hostRoom(
  endpoint: string,
  secret = newSecret(),
  code?: string,
): Promise<{ room: Room; inbox: Inbox; code: string; secret: string }> {
  const room = await new Client(endpoint).create(RELAY_ROOM_NAME, { role: 'host', secret, ...(code ? { code } : {}) });
  const inbox = new Inbox(room);
  const info = await inbox.next<{ code: string }>(RELAY_MSG.room);
  return { room, inbox, code: info.code, secret };
}

/** A phone that joined a room by its code. */
export async function phoneRoom(endpoint: string, code: string): Promise<{ room: Room; inbox: Inbox }> {
  const room = await new Client(endpoint).joinById(code, { role: 'phone' });
  return { room, inbox: new Inbox(room) };
}
