/** TCP connection limits for the HTTP servers: per remote address and in total, with short header and idle timeouts. */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** Connection limits of one HTTP server. */
export interface ConnectionLimits {
  /** Open TCP connections from one remote address. */
  readonly perAddress: number;
  /** Open TCP connections in all. */
  readonly total: number;
  /** A request's headers must arrive within this many ms (slow-loris). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  readonly keepAliveMs: number;
}

/** Counts things (connections, sockets) per remote address. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  /** How many `address` holds now. */
  of(address: string): number {
    return this.counts.get(address) ?? 0;
  }

  add(address: string): void {
    this.counts.set(address, this.of(address) + 1);
  }

  remove(address: string): void {
    const n = this.of(address) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
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
 * Applies the limits to a server (made with `serverTimeouts`): connections past an address's share (or the total) are closed at once, so idle
 * connections from one machine never make the page unreachable for the others.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, log: (line: string) => void): AddressCounts {
  const open = new AddressCounts();
  let total = 0;
  server.on('connection', (socket: Socket) => {
    const address = remoteKey(socket);
    if (open.of(address) >= limits.perAddress || total >= limits.total) {
      log(`connection refused from ${address}: too many open connections`);
      socket.destroy();
      return;
    }
    open.add(address);
    total++;
    socket.once('close', () => {
      open.remove(address);
      total--;
    });
  });
  return open;
}
