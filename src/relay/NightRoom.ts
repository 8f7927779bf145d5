/**
 * One game night on the relay: a Colyseus room whose id is the night's room code. Its host claims it with the night's
 * secret; its phones join with the code. Phone frames go to the host and host frames to one phone, as opaque text:
 * the room never reads a frame's game content and never routes a frame outside its own room.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { matchMaker, Room, ServerError, ErrorCode, type AuthContext, type Client } from '@colyseus/core';
import { ROOM_CODE_ALPHABET } from '@shared/phone-protocol';
import {
  closePeerSchema,
  lockSchema,
  MAX_HOST_FRAME_BYTES,
  MAX_RELAYED_PHONE_FRAME_BYTES,
  peerFrameSchema,
  pingSchema,
  RELAY_CLOSE,
  RELAY_CODE_LENGTH,
  RELAY_MSG,
  relayJoinOptionsSchema,
  relayPeerSchema,
  type RelayJoinOptions,
} from '@shared/relay-protocol';
import { z } from 'zod';
import { AUDIENCE_MSG } from '@shared/audience-protocol';
import { AudienceHub } from './audience-hub';
import type { AddressCounts, RateWindows } from './guards';
import type { RelayLimits } from './limits';

/** What every room of one relay process shares: limits, clock, log and the per-address counters. */
export interface RelayContext {
  readonly limits: RelayLimits;
  readonly now: () => number;
  /** One wake-up after `ms` (the room's host-gone expiry); returns a cancel. */
  readonly after: (ms: number, fn: () => void) => () => void;
  /** Log lines: never a secret, token or frame. */
  readonly log: (line: string) => void;
  readonly seatRate: RateWindows;
  readonly addressRate: RateWindows;
  readonly roomsByAddress: AddressCounts;
}

/** Who a connection is, fixed when it joins. */
interface Seat {
  readonly role: 'host' | 'phone';
  readonly address: string;
}

/** A connection of this room, with who it is. */
type Conn = Client<unknown, Seat>;

function addressOf(client: Conn): string {
  return client.auth?.address ?? 'unknown';
}

/** A stable key of an address for the host's per-address lockouts; the address itself never leaves the relay. */
export function addressKey(address: string): string {
  return `relay-${createHash('sha256').update(`ligretto-relay:${address}`).digest('hex').slice(0, 12)}`;
}

/** What the relay keeps of a host secret. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(`ligretto-host:${secret}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A fresh code; the room checks it is free. */
export function newRelayCode(): string {
  let code = '';
  for (let i = 0; i < RELAY_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** The presence key that binds a code to its host's secret hash (it outlives a room, so only that host re-claims it). */
export function codeKey(code: string): string {
  return `ligretto-relay:code:${code}`;
}

/** Is a room with this id open on any process (the room directory, local or Redis)? */
async function roomExists(code: string): Promise<boolean> {
  return (await matchMaker.query({ roomId: code })).length > 0;
}

/** The room class for one relay process: the context is closed over, since Colyseus constructs rooms itself. */
export function nightRoomFor(ctx: RelayContext): new () => Room<object, unknown, unknown, Seat> {
  return class NightRoom extends Room<object, unknown, unknown, Seat> {
    private hash = '';
    private host: Conn | null = null;
    private phonesLocked = false;
    private cancelExpiry: (() => void) | null = null;
    private creatorAddress: string | null = null;
    /** Phones that were closed on purpose (kicked, flooding): their reconnection is not allowed. */
    private readonly ended = new Set<string>();
    /** The night's audience (issue 32): config and summary from the host, the summed counts back to it. */
    private audience: AudienceHub | null = null;

    override async onCreate(options: unknown): Promise<void> {
      const parsed = relayJoinOptionsSchema.safeParse(options);
      if (!parsed.success || parsed.data.role !== 'host')
        throw new ServerError(ErrorCode.AUTH_FAILED, 'only a host with its secret creates a room');
      this.hash = secretHash(parsed.data.secret);
      this.autoDispose = false;
      this.maxClients = ctx.limits.maxPhonesPerRoom + 1;
      let code: string | null = parsed.data.code ?? null;
      if (code !== null) {
        // Re-claiming a night's code (after a relay restart): only with the secret the code was bound to.
        const bound = (await this.presence.get(codeKey(code))) as unknown;
        if (typeof bound === 'string' && !sameHash(bound, this.hash))
          throw new ServerError(ErrorCode.AUTH_FAILED, 'this code belongs to another host');
        if (await roomExists(code)) throw new ServerError(ErrorCode.AUTH_FAILED, 'this room is open: join it with its secret');
      } else {
        for (let i = 0; i < 50 && code === null; i++) {
          const tried = newRelayCode();
          if (!(await roomExists(tried)) && typeof ((await this.presence.get(codeKey(tried))) as unknown) !== 'string') code = tried;
        }
        if (code === null) throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'no free room code');
      }
      this.roomId = code;
      this.bindCode();
      // No matchmaking by criteria: a phone reaches a room only by its code (joinById).
      await this.setPrivate(true);
      this.onMessage(RELAY_MSG.frame, (client, message: unknown) => this.fromPhone(client, message));
      this.onMessage(RELAY_MSG.pong, (client, message: unknown) => this.pongFromPhone(client, message));
      this.onMessage(RELAY_MSG.peerFrame, (client, message: unknown) => this.hostFrame(client, message));
      this.onMessage(RELAY_MSG.closePeer, (client, message: unknown) => this.hostClose(client, message));
      this.onMessage(RELAY_MSG.lock, (client, message: unknown) => this.hostLock(client, message));
      this.onMessage(RELAY_MSG.ping, (client, message: unknown) => this.hostPing(client, message));
      this.audience = new AudienceHub({
        presence: this.presence,
        code,
        tally: (counts) => this.host?.send(AUDIENCE_MSG.tally, counts),
        log: ctx.log,
        tickMs: ctx.limits.audienceTickMs,
        keepS: Math.ceil((ctx.limits.hostGoneMs * 2) / 1000),
      });
      this.onMessage(AUDIENCE_MSG.config, (client, message: unknown) => this.hostAudience(client, 'config', message));
      this.onMessage(AUDIENCE_MSG.summary, (client, message: unknown) => this.hostAudience(client, 'summary', message));
      this.onMessage(RELAY_MSG.end, (client) => this.hostEnd(client));
      // Any other message type is a client speaking out of turn: it is closed.
      this.onMessage('*', (client) => this.misbehaved(client, 'unknown message'));
      this.expireIfHostless();
      ctx.log(`room ${code} opened`);
    }

    override onAuth(client: Conn, options: unknown, context: AuthContext): Seat {
      const parsed = relayJoinOptionsSchema.safeParse(options);
      if (!parsed.success) throw new ServerError(ErrorCode.AUTH_FAILED, 'bad join options');
      const address = typeof context.ip === 'string' ? context.ip : 'unknown';
      return this.admit(parsed.data, address);
    }

    private admit(options: RelayJoinOptions, address: string): Seat {
      if (options.role === 'host') {
        if (!sameHash(secretHash(options.secret), this.hash)) {
          ctx.log(`room ${this.roomId}: host refused (wrong secret)`);
          throw new ServerError(ErrorCode.AUTH_FAILED, 'wrong host secret');
        }
        return { role: 'host', address };
      }
      if (this.phonesLocked) throw new ServerError(ErrorCode.AUTH_FAILED, 'the room is locked');
      return { role: 'phone', address };
    }

    override onJoin(client: Conn): void {
      const seat = client.auth;
      if (!seat) return client.leave(RELAY_CLOSE.kicked, 'not admitted');
      if (seat.role === 'host') return this.hostJoined(client);
      ctx.log(`room ${this.roomId}: phone ${client.sessionId} joined`);
      this.announce(client);
    }

    override async onLeave(client: Conn, consented: boolean): Promise<void> {
      const seat = client.auth;
      if (!seat) return;
      if (seat.role === 'host') {
        if (this.host !== client) return;
        this.host = null;
        ctx.log(`room ${this.roomId}: host left`);
        this.expireIfHostless();
        if (consented) return;
        try {
          const back = (await this.allowReconnection(client, ctx.limits.hostReconnectS)) as Conn;
          if (this.host) return back.leave(RELAY_CLOSE.replaced, 'another host claimed the room');
          this.hostJoined(back);
        } catch {
          // The host did not come back by token; it may still claim the room with its secret.
        }
        return;
      }
      this.host?.send(RELAY_MSG.peerClose, [client.sessionId]);
      if (consented || this.ended.has(client.sessionId)) return;
      try {
        const back = (await this.allowReconnection(client, ctx.limits.phoneReconnectS)) as Conn;
        ctx.log(`room ${this.roomId}: phone ${back.sessionId} is back`);
        this.announce(back);
      } catch {
        // Gone for good: a new connection joins with the code again.
      }
    }

    override onDispose(): void {
      this.cancelExpiry?.();
      this.audience?.close();
      if (this.creatorAddress !== null) ctx.roomsByAddress.remove(this.creatorAddress);
      ctx.log(`room ${this.roomId} closed`);
    }

    /** The host (re)claimed the room: an earlier host connection goes, the host hears of every phone, phones say hello again. */
    private hostJoined(client: Conn): void {
      if (this.host && this.host !== client) this.host.leave(RELAY_CLOSE.replaced, 'another host claimed the room');
      this.host = client;
      this.cancelExpiry?.();
      this.cancelExpiry = null;
      if (this.creatorAddress === null) {
        this.creatorAddress = addressOf(client);
        ctx.roomsByAddress.add(addressOf(client));
      }
      this.bindCode();
      ctx.log(`room ${this.roomId}: host joined`);
      client.send(RELAY_MSG.room, { code: this.roomId });
      this.audience?.hostBack();
      for (const phone of this.clients) if (phone.auth?.role === 'phone') this.announce(phone);
    }

    /** Tells the host a phone is connected, then tells the phone to say join or resume (the host may be new). */
    private announce(phone: Conn): void {
      if (!this.host) return;
      this.host.send(RELAY_MSG.peerOpen, [phone.sessionId, addressKey(addressOf(phone))]);
      phone.send(RELAY_MSG.hello, 1);
    }

    /** Keeps the code bound to this host's secret in presence while the room may still be re-claimed. */
    private bindCode(): void {
      const seconds = Math.ceil((ctx.limits.hostGoneMs * 2) / 1000);
      void this.presence.setex(codeKey(this.roomId), this.hash, seconds);
    }

    private expireIfHostless(): void {
      if (this.host || this.cancelExpiry) return;
      this.cancelExpiry = ctx.after(ctx.limits.hostGoneMs, () => {
        this.cancelExpiry = null;
        if (this.host) return;
        ctx.log(`room ${this.roomId}: host gone too long, closing`);
        void this.presence.del(codeKey(this.roomId));
        void this.disconnect(RELAY_CLOSE.hostGone);
      });
    }

    /** Counts a frame against its seat (across reconnects) and its address; closes the phone past either rate. */
    private withinRate(client: Conn): boolean {
      const seatOver = ctx.seatRate.over(`${this.roomId}:${client.sessionId}`);
      const addressOver = ctx.addressRate.over(addressOf(client));
      if (!seatOver && !addressOver) return true;
      this.end(client, RELAY_CLOSE.flood, 'too many messages');
      ctx.log(`room ${this.roomId}: phone ${client.sessionId} closed (message flood${addressOver ? ' from its address' : ''})`);
      return false;
    }

    private fromPhone(client: Conn, message: unknown): void {
      if (client.auth?.role !== 'phone') return this.misbehaved(client, 'host sent a phone frame');
      if (!this.withinRate(client)) return;
      if (typeof message !== 'string') return this.misbehaved(client, 'a frame must be text');
      if (Buffer.byteLength(message) > MAX_RELAYED_PHONE_FRAME_BYTES) return this.end(client, RELAY_CLOSE.tooBig, 'frame too large');
      this.host?.send(RELAY_MSG.peerFrame, [client.sessionId, message]);
    }

    private pongFromPhone(client: Conn, message: unknown): void {
      if (client.auth?.role !== 'phone') return this.misbehaved(client, 'host sent a pong');
      if (!this.withinRate(client)) return;
      const n = pingSchema.safeParse(message);
      if (!n.success) return this.misbehaved(client, 'bad pong');
      this.host?.send(RELAY_MSG.pong, [client.sessionId, n.data]);
    }

    /** The host's frame for one of this room's phones; a peer of another room is simply not found here. */
    private hostFrame(client: Conn, message: unknown): void {
      if (client !== this.host) return this.misbehaved(client, 'only the host sends to phones');
      const parsed = peerFrameSchema.safeParse(message);
      if (!parsed.success) return ctx.log(`room ${this.roomId}: host frame refused (over ${MAX_HOST_FRAME_BYTES} bytes or malformed)`);
      const phone = this.phone(parsed.data[0]);
      phone?.send(RELAY_MSG.frame, parsed.data[1]);
    }

    private hostClose(client: Conn, message: unknown): void {
      if (client !== this.host) return this.misbehaved(client, 'only the host closes phones');
      const parsed = closePeerSchema.safeParse(message);
      if (!parsed.success) return;
      const phone = this.phone(parsed.data[0]);
      if (phone) this.end(phone, parsed.data[1], parsed.data[2]);
    }

    private hostLock(client: Conn, message: unknown): void {
      if (client !== this.host) return this.misbehaved(client, 'only the host locks the room');
      const parsed = lockSchema.safeParse(message);
      if (!parsed.success) return;
      this.phonesLocked = parsed.data;
      ctx.log(`room ${this.roomId}: ${parsed.data ? 'locked' : 'unlocked'} to new phones`);
    }

    /** The host switched remote players off: every connection goes now; the code stays bound so only it re-claims it. */
    private hostEnd(client: Conn): void {
      if (client !== this.host) return this.misbehaved(client, 'only the host closes the room');
      this.bindCode();
      ctx.log(`room ${this.roomId}: closed by its host (remote players off)`);
      for (const phone of this.clients) if (phone.auth?.role === 'phone') this.ended.add(phone.sessionId);
      void this.disconnect(RELAY_CLOSE.roomClosed);
    }

    private hostPing(client: Conn, message: unknown): void {
      if (client !== this.host) return this.misbehaved(client, 'only the host pings phones');
      const parsed = z.tuple([relayPeerSchema, pingSchema]).safeParse(message);
      if (!parsed.success) return;
      this.phone(parsed.data[0])?.send(RELAY_MSG.ping, parsed.data[1]);
    }

    /** The host's audience config or round summary; anyone else sending one is closed, a bad one is refused. */
    private hostAudience(client: Conn, what: 'config' | 'summary', message: unknown): void {
      if (client !== this.host) return this.misbehaved(client, `only the host sends the audience ${what}`);
      const ok = what === 'config' ? this.audience?.setConfig(message) : this.audience?.setSummary(message);
      if (!ok) ctx.log(`room ${this.roomId}: audience ${what} refused (malformed)`);
    }

    private phone(sessionId: string): Conn | undefined {
      const phone = this.clients.getById(sessionId);
      return phone?.auth?.role === 'phone' ? phone : undefined;
    }

    /** Closes a connection for good: a phone closed on purpose may not come back by its reconnection token. */
    private end(client: Conn, code: number, reason: string): void {
      this.ended.add(client.sessionId);
      client.leave(code, reason);
    }

    private misbehaved(client: Conn, why: string): void {
      ctx.log(`room ${this.roomId}: ${client.auth?.role ?? 'client'} ${client.sessionId} closed: ${why}`);
      if (client === this.host) {
        client.leave(RELAY_CLOSE.kicked, why);
        return;
      }
      this.end(client, RELAY_CLOSE.kicked, why);
    }
  };
}
