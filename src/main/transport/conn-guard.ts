/**
 * Connection limits for the HTTP servers and their sockets: a total budget with a reserve that only trusted
 * connections (a key, a cookie, a seat token) can use, oldest-first eviction of untrusted ones when their share is
 * full, per-address caps, and short header and idle timeouts.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { AddressCounts } from '@shared/address-counts';

export { AddressCounts };

/** The slots of a pool: in all, of them those only trusted connections may take, and per remote address. */
export interface PoolLimits {
  /** Open connections in all. */
  readonly total: number;
  /** Of `total`, slots untrusted connections never take: untrusted ones hold at most `total - reserve`. */
  readonly reserve: number;
  /** Open connections from one remote address, trusted or not. */
  readonly perAddress: number;
}

/** Connection limits of one HTTP server (TCP connections, page loads and sockets alike). */
export interface ConnectionLimits extends PoolLimits {
  /** A request's headers must arrive within this many ms (slow-loris). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  readonly keepAliveMs: number;
}

/** What admitting a connection did: the untrusted connections it evicted (oldest first), or why it was refused. */
export type PoolAdmission<T> =
  { readonly ok: true; readonly evicted: readonly T[] } | { readonly ok: false; readonly why: 'address' | 'full' };

const untrusted = (): boolean => false;
const trustedAlways = (): boolean => true;

/**
 * Slots for connections (pure: no I/O, no clock). Each connection is untrusted until vouched for; trust is a
 * predicate, asked when it matters (a phone socket is trusted while it holds a seat). When untrusted connections
 * fill their share (`total - reserve`) or the whole pool is full, the oldest untrusted ones make room for a new
 * one, so nobody can hold a slot forever by opening connections early; trusted connections are never evicted. A
 * new connection is refused only when its address is at `perAddress` or every slot is trusted.
 */
export class ConnectionPool<T> {
  /** Held connections in the order they were admitted (oldest first). */
  private readonly held = new Map<T, { readonly address: string; trusted: () => boolean }>();
  private readonly perAddress = new AddressCounts();

  constructor(private readonly limits: PoolLimits) {}

  /** Takes a slot for `item` from `address`, evicting the oldest untrusted connections if needed (the caller closes them). */
  admit(item: T, address: string, trusted: () => boolean = untrusted): PoolAdmission<T> {
    if (this.held.has(item)) return { ok: true, evicted: [] };
    if (this.perAddress.of(address) >= this.limits.perAddress) return { ok: false, why: 'address' };
    const strangers = [...this.held].filter(([, h]) => !h.trusted()).map(([t]) => t);
    const overTotal = this.held.size + 1 - this.limits.total;
    const overShare = trusted() ? 0 : strangers.length + 1 - (this.limits.total - this.limits.reserve);
    const needed = Math.max(0, overTotal, overShare);
    if (needed > strangers.length) return { ok: false, why: 'full' };
    const evicted = strangers.slice(0, needed);
    for (const e of evicted) this.release(e);
    this.held.set(item, { address, trusted });
    this.perAddress.add(address);
    return { ok: true, evicted };
  }

  /** From now on `item` is trusted while `trusted()` holds (by default for good). */
  vouch(item: T, trusted: () => boolean = trustedAlways): void {
    const h = this.held.get(item);
    if (h) h.trusted = trusted;
  }

  /** `item` closed (or was evicted); its slot is free. Repeated calls do nothing. */
  release(item: T): void {
    const h = this.held.get(item);
    if (!h) return;
    this.held.delete(item);
    this.perAddress.remove(h.address);
  }

  /** Connections held now, trusted or not. */
  get size(): number {
    return this.held.size;
  }

  /** Untrusted connections held now. */
  get untrusted(): number {
    return [...this.held.values()].filter((h) => !h.trusted()).length;
  }
}

/** The address a socket came from, one key per host (IPv4-mapped IPv6 folded into IPv4). */
export function remoteKey(socket: Pick<Socket, 'remoteAddress'>): string {
  const address = socket.remoteAddress ?? '?';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Options for createServer: short header and request timeouts, checked often, and a short keep-alive. */
export function serverTimeouts(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.headersTimeoutMs * 2,
    keepAliveTimeout: limits.keepAliveMs,
    connectionsCheckingInterval: Math.max(250, Math.floor(limits.headersTimeoutMs / 4)),
  };
}

/**
 * Applies the limits to a server (made with `serverTimeouts`): every TCP connection takes a slot of a
 * ConnectionPool. A connection is untrusted until the server vouches for it (a request with the TV key or cookie,
 * a phone socket that holds a seat); when untrusted connections fill their share, the oldest is closed to admit a
 * new one, so idle connections from any number of addresses never keep the TV or a seated phone out, and never
 * keep a new phone from loading the page. An address past `perAddress` is refused at once.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, log: (line: string) => void): ConnectionPool<Socket> {
  const pool = new ConnectionPool<Socket>(limits);
  server.on('connection', (socket: Socket) => {
    const address = remoteKey(socket);
    const admitted = pool.admit(socket, address);
    if (!admitted.ok) {
      log(`connection refused from ${address}: ${admitted.why === 'address' ? 'too many open connections' : 'every slot is trusted'}`);
      socket.destroy();
      return;
    }
    for (const old of admitted.evicted) {
      log(`connection from ${remoteKey(old)} closed: the oldest unauthenticated one, to make room`);
      old.destroy();
    }
    socket.once('close', () => pool.release(socket));
  });
  return pool;
}
