/** LAN mode settings and secrets: which interface and port, limits, room codes and seat tokens. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { NetworkInterfaceInfo } from 'node:os';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@shared/phone-protocol';
import { lanChoices } from './lan-interfaces';

/** Limits of the phone endpoint. */
export interface LanLimits {
  /**
   * Open phone sockets at most (TCP connections are capped separately). When every one is taken, the oldest socket
   * that holds no seat is closed to make room; sockets holding a seat are never closed for another.
   */
  readonly maxConnections: number;
  /** Messages per second a socket may send before it is closed; and presses per second of a seat's token, across its sockets. */
  readonly maxRate: number;
  /** A socket must join or resume within this many ms. */
  readonly helloTimeoutMs: number;
  /** Ping interval; a socket that missed the previous pong is dropped (detects dead Wi-Fi links). */
  readonly heartbeatMs: number;
  /**
   * Wrong room codes one address may send at once; after each further one it waits `joinBackoffMs`, twice as long
   * each time, up to `maxJoinBackoffMs`. A right code forgets its record. A locked address locks out nobody else.
   */
  readonly maxJoinFailures: number;
  readonly joinBackoffMs: number;
  readonly maxJoinBackoffMs: number;
  /** How long a phone that dropped in the lobby keeps its seat before it is freed. */
  readonly lobbyGraceMs: number;
  /** Bytes waiting in a socket past which views are held back (only the newest is sent later). */
  readonly maxBuffered: number;
  /** Open phone sockets from one remote address. */
  readonly maxSocketsPerAddress: number;
  /**
   * Wrong room codes from all addresses together: a budget of `maxGlobalJoinFailures`, one more every
   * `globalJoinRefillMs`. When it is spent, join attempts wait for it (they are never refused for it); addresses with
   * a wrong code on record leave its last `freshJoinReserve` to addresses without one.
   */
  readonly maxGlobalJoinFailures: number;
  readonly globalJoinRefillMs: number;
  readonly freshJoinReserve: number;
  /** Mid-match, a seat whose phone dropped counts as lost (pause or stand-in bot) only after this many ms of the host clock. */
  readonly dropGraceMs: number;
  /** Reconnects a seat's token may make at once, then one more every `resumeRefillMs`. */
  readonly resumeBurst: number;
  readonly resumeRefillMs: number;
  /** An address's budgets of presses (`maxRate`) and reconnects are this many seats' worth. */
  readonly seatsPerAddress: number;
  /** Open TCP connections (page loads and sockets) from one address, and in all. */
  readonly maxHttpPerAddress: number;
  readonly maxHttpConnections: number;
  /**
   * Of `maxHttpConnections`, those only trusted connections can take (a phone socket holding a seat, the stream
   * view with its key); untrusted ones hold the rest, and the oldest of them makes room for a new one.
   */
  readonly httpReserve: number;
  /** Request headers must arrive within this many ms; idle keep-alive connections close after `keepAliveMs`. */
  readonly headersTimeoutMs: number;
  readonly keepAliveMs: number;
}

/** Default limits. */
export const DEFAULT_LAN_LIMITS: LanLimits = {
  maxConnections: 16,
  maxRate: 30,
  helloTimeoutMs: 10_000,
  heartbeatMs: 5_000,
  maxJoinFailures: 5,
  joinBackoffMs: 2_000,
  maxJoinBackoffMs: 15 * 60_000,
  lobbyGraceMs: 45_000,
  maxBuffered: 64 * 1024,
  maxSocketsPerAddress: 4,
  maxGlobalJoinFailures: 20,
  globalJoinRefillMs: 10_000,
  freshJoinReserve: 5,
  dropGraceMs: 4_000,
  resumeBurst: 5,
  resumeRefillMs: 3_000,
  seatsPerAddress: 2,
  maxHttpPerAddress: 12,
  maxHttpConnections: 64,
  httpReserve: 16,
  headersTimeoutMs: 5_000,
  keepAliveMs: 5_000,
};

/** The preferred port of the phone server (another free port is taken when it is busy). */
export const DEFAULT_LAN_PORT = 8765;

/** The best LAN address (lan-interfaces.ts: default route, then physical before virtual), or 127.0.0.1 when there is none. */
export function pickLanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, defaultRoute: string | null = null): string {
  return lanChoices(interfaces, defaultRoute)[0]?.address ?? '127.0.0.1';
}

/** The Host header (and URL authority) of an address and port; IPv6 in brackets. */
export function authority(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A fresh room code of ROOM_CODE_LENGTH unambiguous letters. */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** A seat token: 192 random bits, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The id of a token's input binding: derived from the token by a one-way hash, so a night saved with it lets the
 * same phone (which keeps its token) re-claim its seat after the host restarts. Views see the id, never the token.
 */
export function phoneIdOf(token: string): string {
  return `phone-${createHash('sha256').update(`ligretto-phone-id:${token}`).digest('hex').slice(0, 16)}`;
}

/** What the server keeps of a token: its SHA-256, so a lookup's timing says nothing about the token itself. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two short secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
