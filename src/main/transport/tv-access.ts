/**
 * Who may open the TV page and its session socket in browser mode. Loopback-only (the default) needs no credential;
 * any other bind address needs the per-launch key that serve prints in the TV's URL (or the cookie the page got
 * with it), and the Host header must name one of the machine's real addresses or names.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NetworkInterfaceInfo } from 'node:os';
import { bindScope, literalAddress } from './bind-address';

/** The query parameter and cookie that carry the key. */
export const TV_KEY_PARAM = 'key';
export const TV_KEY_COOKIE = 'ligretto-tv';

/** Is this bind address reachable from this machine only? Parsed (bind-address.ts), never compared as a string. */
export function isLoopbackHost(host: string): boolean {
  return bindScope(host) === 'loopback';
}

/** Does this bind address mean every interface (0.0.0.0, ::, and every other spelling of them)? */
export function isWildcardHost(host: string): boolean {
  return bindScope(host) === 'all';
}

function authority(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The Host headers a browser may send: the bound address (every interface's real address for a wildcard bind),
 * the machine's name, and the loopback names when loopback is reachable. Never 0.0.0.0 or ::.
 */
export function allowedHostHeaders(
  bind: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  hostname: string,
): string[] {
  const hosts = new Set<string>();
  const name = hostname.trim().toLowerCase();
  const loopbackNames = ['127.0.0.1', 'localhost', '::1'];
  if (isLoopbackHost(bind)) {
    hosts.add(bind);
    const literal = literalAddress(bind);
    if (literal?.address === '127.0.0.1' || bind.toLowerCase() === 'localhost') hosts.add('localhost').add('127.0.0.1');
  } else if (isWildcardHost(bind)) {
    for (const list of Object.values(interfaces)) {
      for (const i of list ?? []) if (!i.address.startsWith('fe80')) hosts.add(i.address);
    }
    for (const n of loopbackNames) hosts.add(n);
  } else hosts.add(bind);
  if (!isLoopbackHost(bind) && /^[a-z0-9][a-z0-9.-]{0,252}$/.test(name)) {
    hosts.add(name);
    if (!name.endsWith('.local')) hosts.add(`${name}.local`);
  }
  hosts.delete('0.0.0.0');
  hosts.delete('::');
  return [...hosts].map((h) => authority(h, port));
}

/** A new per-launch key: 192 random bits, base64url. */
export function newTvKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Compares a presented key with the real one in constant time (both hashed first, so lengths say nothing). */
export function sameKey(given: string, key: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(key).digest();
  return timingSafeEqual(a, b);
}

/** The key a request presents: `?key=` in its URL, else the TV cookie. */
export function presentedKey(req: Pick<IncomingMessage, 'url' | 'headers'>): string | null {
  const url = req.url ?? '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const fromQuery = new URLSearchParams(query).get(TV_KEY_PARAM);
  if (fromQuery !== null) return fromQuery;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TV_KEY_COOKIE) return value.join('=');
  }
  return null;
}

/** The TV role's access rule for one launch. */
export class TvAccess {
  /** null when the host is loopback-only and no key is needed. */
  readonly key: string | null;

  constructor(bind: string, key: string = newTvKey()) {
    this.key = isLoopbackHost(bind) ? null : key;
  }

  /** May this request (a page load or the session socket) act as the TV? */
  admits(req: Pick<IncomingMessage, 'url' | 'headers'>): boolean {
    if (this.key === null) return true;
    const given = presentedKey(req);
    return given !== null && sameKey(given, this.key);
  }

  /** The cookie that lets the page's own requests and socket in after it was opened with the key in its URL. */
  cookie(): string | null {
    return this.key === null ? null : `${TV_KEY_COOKIE}=${this.key}; Path=/; HttpOnly; SameSite=Strict`;
  }
}
