/**
 * The host's one outbound connection to the relay (src/relay): it claims the night's room with the per-night secret
 * (creating it, re-claiming it after a host or relay restart with the same code), reports its phones' connections
 * and frames, and comes back with backoff after any drop. Everything the relay sends is validated here.
 */
import { Client, type Room } from 'colyseus.js';
import {
  peerCloseSchema,
  peerFrameSchema,
  peerOpenSchema,
  pingSchema,
  relayPeerSchema,
  RELAY_MSG,
  RELAY_ROOM_NAME,
  roomInfoSchema,
} from '@shared/relay-protocol';
import { z } from 'zod';
import {
  AUDIENCE_MSG,
  audienceCountsSchema,
  type AudienceConfig,
  type AudienceCounts,
  type AudienceSummary,
} from '@shared/audience-protocol';

/** What the host hears from its relay room. */
export interface RelayHostEvents {
  /** The room is claimed (again): its code. Every phone still connected is announced after it. */
  room(code: string): void;
  open(peer: string, addressKey: string): void;
  frame(peer: string, text: string): void;
  close(peer: string): void;
  pong(peer: string, n: number): void;
  /** The connection to the relay is gone (every phone with it); a reconnect is under way. */
  down(retryInMs: number): void;
  /** The audience's counts, summed by the relay over every process (issue 32). */
  tally?(counts: AudienceCounts): void;
}

export interface RelayHostOptions {
  /** The relay's address: http(s):// or ws(s)://host[:port]. */
  readonly url: string;
  /** The night's host secret (never sent anywhere but the relay). */
  readonly secret: string;
  /** The night's code, to re-claim the same room after a restart; null the first time. */
  readonly code: string | null;
  readonly events: RelayHostEvents;
  readonly log: (line: string) => void;
  /** Wait before reconnect attempt n (0-based). */
  readonly backoffMs?: (attempt: number) => number;
  /** Schedules a reconnect (tests may step it); returns a cancel. */
  readonly after?: (ms: number, fn: () => void) => () => void;
}

/** 0.5 s doubling to 10 s. */
export function relayBackoffMs(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.min(attempt, 5));
}

/** The HTTP endpoint colyseus.js wants for a relay address. */
export function relayEndpoint(url: string): string {
  return url.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '');
}

const pongSchema = z.tuple([relayPeerSchema, pingSchema]);

/** One claimed relay room, reconnecting until stopped. */
export class RelayHost {
  private room: Room | null = null;
  private attempt = 0;
  private cancelRetry: (() => void) | null = null;
  private stopped = false;
  private code: string | null;
  private connecting = false;
  /** The relay seat's reconnection token of the last connection (never logged). */
  private reconnection: string | null = null;

  constructor(private readonly opts: RelayHostOptions) {
    this.code = opts.code;
  }

  /** The room's code once claimed. */
  get roomCode(): string | null {
    return this.code;
  }

  /** Is the room claimed and the connection open now? */
  get connected(): boolean {
    return this.room !== null;
  }

  start(): void {
    void this.connect();
  }

  /** Leaves the room for good (the relay keeps it for its host-gone time, then closes it). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelRetry?.();
    const room = this.room;
    this.room = null;
    if (room) await room.leave(true).catch(() => undefined);
  }

  /**
   * Closes the room on the relay for good (remote players switched off): its phones are closed at once, the code stays
   * bound to the secret so only this night re-claims it. Waits for the relay to close the connection, at most `waitMs`.
   */
  async end(waitMs = 3_000): Promise<void> {
    this.stopped = true;
    this.cancelRetry?.();
    const room = this.room;
    this.room = null;
    if (!room) return;
    const left = new Promise<void>((resolve) => {
      room.onLeave(() => resolve());
      setTimeout(resolve, waitMs).unref();
    });
    room.send(RELAY_MSG.end);
    await left;
    if (room.connection.isOpen) await room.leave(true).catch(() => undefined);
  }

  send(peer: string, text: string): void {
    this.room?.send(RELAY_MSG.peerFrame, [peer, text]);
  }

  closePeer(peer: string, code: number, reason: string): void {
    this.room?.send(RELAY_MSG.closePeer, [peer, code, reason.slice(0, 120)]);
  }

  lock(on: boolean): void {
    this.room?.send(RELAY_MSG.lock, on);
  }

  ping(peer: string, n: number): void {
    this.room?.send(RELAY_MSG.ping, [peer, n]);
  }

  /** The audience's config (open, cap, vote choices) and the round in brief, for the relay to hand to viewers. */
  audience(config: AudienceConfig, summary: AudienceSummary | null): void {
    this.room?.send(AUDIENCE_MSG.config, config);
    if (summary) this.room?.send(AUDIENCE_MSG.summary, summary);
  }

  audienceSummary(summary: AudienceSummary): void {
    this.room?.send(AUDIENCE_MSG.summary, summary);
  }

  private async claim(client: Client): Promise<Room> {
    const secret = this.opts.secret;
    // Back to the same room seat first while the relay keeps it (a blip): that works even in a full room.
    const token = this.reconnection;
    this.reconnection = null;
    if (token !== null) {
      const back = await client.reconnect(token).catch(() => null);
      if (back) return back;
    }
    if (this.code === null) return client.create(RELAY_ROOM_NAME, { role: 'host', secret });
    try {
      return await client.joinById(this.code, { role: 'host', secret });
    } catch (e) {
      // The room is gone (relay restarted, or it expired): open it again under the same code.
      if (!/not found/.test(e instanceof Error ? e.message : '')) throw e;
      return client.create(RELAY_ROOM_NAME, { role: 'host', secret, code: this.code });
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connecting) return;
    this.connecting = true;
    this.cancelRetry = null;
    let room: Room;
    try {
      room = await this.claim(new Client(relayEndpoint(this.opts.url)));
    } catch (e) {
      this.connecting = false;
      this.opts.log(`relay: could not claim the room (${(e instanceof Error ? e.message : String(e)).slice(0, 120)})`);
      return this.retry();
    }
    this.connecting = false;
    if (this.stopped) {
      await room.leave(true).catch(() => undefined);
      return;
    }
    this.room = room;
    this.reconnection = room.reconnectionToken;
    this.wire(room);
  }

  private wire(room: Room): void {
    const { events, log } = this.opts;
    room.onMessage(RELAY_MSG.room, (msg: unknown) => {
      const info = roomInfoSchema.safeParse(msg);
      if (!info.success) return;
      this.attempt = 0;
      this.code = info.data.code;
      events.room(info.data.code);
    });
    room.onMessage(RELAY_MSG.peerOpen, (msg: unknown) => {
      const m = peerOpenSchema.safeParse(msg);
      if (m.success) events.open(m.data[0], m.data[1]);
    });
    room.onMessage(RELAY_MSG.peerFrame, (msg: unknown) => {
      const m = peerFrameSchema.safeParse(msg);
      if (m.success) events.frame(m.data[0], m.data[1]);
    });
    room.onMessage(RELAY_MSG.peerClose, (msg: unknown) => {
      const m = peerCloseSchema.safeParse(msg);
      if (m.success) events.close(m.data[0]);
    });
    room.onMessage(RELAY_MSG.pong, (msg: unknown) => {
      const m = pongSchema.safeParse(msg);
      if (m.success) events.pong(m.data[0], m.data[1]);
    });
    room.onMessage(AUDIENCE_MSG.tally, (msg: unknown) => {
      const m = audienceCountsSchema.safeParse(msg);
      if (m.success) events.tally?.(m.data);
    });
    room.onMessage('*', (type) => log(`relay: unexpected message ${String(type).slice(0, 20)}`));
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      if (this.stopped) return;
      log(`relay: connection lost (${code})`);
      this.retry();
    });
  }

  private retry(): void {
    if (this.stopped) return;
    const wait = (this.opts.backoffMs ?? relayBackoffMs)(this.attempt++);
    this.opts.events.down(wait);
    const after =
      this.opts.after ??
      ((ms: number, fn: () => void) => {
        const t = setTimeout(fn, ms);
        return () => clearTimeout(t);
      });
    this.cancelRetry = after(wait, () => void this.connect());
  }
}
