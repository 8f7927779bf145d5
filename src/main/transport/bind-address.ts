/**
 * What a bind address means, decided by parsing it the way listen() reads it, never by comparing strings: `0`,
 * `0x0`, `0.0`, `::0`, `0:0:0:0:0:0:0:0`, `::ffff:0.0.0.0` and `[::]` all mean every interface, as 0.0.0.0 and :: do.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/** Every interface, this machine only (loopback), or one interface (or a name that must be resolved). */
export type BindScope = 'all' | 'loopback' | 'one';

const UNSPECIFIED = new BlockList();
UNSPECIFIED.addAddress('0.0.0.0', 'ipv4');
UNSPECIFIED.addAddress('::', 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** One part of a numbers-and-dots IPv4 address: decimal, octal (leading 0) or hex (0x). */
function part(text: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(text)) return text.length === 2 ? 0 : parseInt(text.slice(2), 16);
  if (/^0[0-7]*$/.test(text)) return parseInt(text, 8);
  if (/^[1-9][0-9]*$/.test(text)) return Number(text);
  return null;
}

/**
 * An IPv4 address in every form the C library's resolver accepts for a numeric host (inet_aton): one to four
 * parts, the last filling the remaining bytes (`0`, `127.1`, `2130706433`, `0x7f.0.0.1`); as dotted quad, else null.
 */
export function looseIPv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length > 4) return null;
  const values = parts.map(part);
  if (values.some((v) => v === null)) return null;
  const nums = values as number[];
  const last = nums[nums.length - 1] ?? 0;
  const head = nums.slice(0, -1);
  if (head.some((v) => v > 255) || last >= 2 ** (8 * (5 - nums.length))) return null;
  let value = head.reduce((acc, v, i) => acc + v * 2 ** (8 * (3 - i)), 0) + last;
  const bytes: number[] = [];
  for (let i = 0; i < 4; i++) {
    bytes.unshift(value % 256);
    value = Math.floor(value / 256);
  }
  return bytes.join('.');
}

/**
 * The IP address a host string names, canonical enough for BlockList (brackets, a zone id and one trailing dot
 * removed; loose IPv4 forms expanded), or null when it is a name.
 */
export function literalAddress(host: string): { readonly address: string; readonly family: 4 | 6 } | null {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  const zone = h.indexOf('%');
  if (zone !== -1) h = h.slice(0, zone);
  if (isIP(h) === 6) return { address: h, family: 6 };
  const v4 = looseIPv4(h.endsWith('.') ? h.slice(0, -1) : h);
  return v4 === null ? null : { address: v4, family: 4 };
}

/** The scope of a bind address (sync, no lookup): names other than localhost are 'one' until resolved. */
export function bindScope(host: string): BindScope {
  const literal = literalAddress(host);
  if (literal === null) {
    const name = host.trim().toLowerCase().replace(/\.$/, '');
    return name === 'localhost' || name.endsWith('.localhost') ? 'loopback' : 'one';
  }
  const family = literal.family === 6 ? 'ipv6' : 'ipv4';
  if (UNSPECIFIED.check(literal.address, family)) return 'all';
  return LOOPBACK.check(literal.address, family) ? 'loopback' : 'one';
}

/** A bind address resolved as listen() resolves it (the first answer of the system resolver), with its scope. */
export interface ResolvedBind {
  readonly address: string;
  readonly scope: BindScope;
}

/** Resolves a bind host (brackets removed) like listen() does; its scope is that of the address it resolved to. */
export async function resolveBind(host: string): Promise<ResolvedBind> {
  const trimmed = host.trim();
  const bare = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  const { address } = await lookup(bare);
  return { address, scope: bindScope(address) };
}
