/**
 * Which network interface LAN mode listens on: the default route's interface first, physical adapters before VPNs,
 * virtual adapters (Docker, bridges, VM host-only networks) last, link-local addresses never. The host can pick
 * another one from the lobby.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { NetworkInterfaceInfo } from 'node:os';
import type { LanChoice } from '@shared/protocol';

/** Interfaces as `os.networkInterfaces()` returns them. */
export type InterfaceTable = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** Adapters of containers, bridges, virtual machines and the OS's own virtual links: never the network phones are on. */
const VIRTUAL = [
  /^docker/i,
  /^br-/i,
  /^veth/i,
  /^virbr/i,
  /^vmnet/i,
  /^vboxnet/i,
  /^bridge\d/i,
  /^lxc/i,
  /^lxd/i,
  /^cni/i,
  /^flannel/i,
  /^podman/i,
  /^awdl/i,
  /^llw/i,
  /^anpi/i,
  /^ap\d/i,
  /virtualbox/i,
  /^vethernet/i,
  /hyper-v/i,
  /vmware/i,
  /loopback/i,
];

/** VPNs and overlay networks: phones are rarely on them, so they come after the real adapters. */
const OVERLAY = [/^utun/i, /^tun/i, /^tap/i, /^wg/i, /^ppp/i, /^ipsec/i, /tailscale/i, /^zt/i, /zerotier/i, /wireguard/i, /openvpn/i];

/** Names of wired and wireless adapters on Linux, macOS and Windows. */
const PHYSICAL = [/^en/i, /^eth/i, /^wl/i, /^wi-?fi/i, /^wlan/i, /^ethernet/i, /^wireless/i, /^local area connection/i];

/** How likely an interface is the one phones can reach: 0 best (the default route) to 4 (virtual). */
export function interfaceRank(name: string, defaultRoute: string | null): number {
  if (name === defaultRoute) return 0;
  if (VIRTUAL.some((re) => re.test(name))) return 4;
  if (OVERLAY.some((re) => re.test(name))) return 3;
  if (PHYSICAL.some((re) => re.test(name))) return 1;
  return 2;
}

/** 169.254.0.0/16: an address the OS made up when no network answered; no phone can reach it. */
export function isLinkLocal(address: string): boolean {
  return address.startsWith('169.254.');
}

/** Every non-internal, non-link-local IPv4 address, best first (see interfaceRank), then by name. */
export function lanChoices(interfaces: InterfaceTable, defaultRoute: string | null = null): LanChoice[] {
  const found: { choice: LanChoice; rank: number }[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal || isLinkLocal(info.address)) continue;
      found.push({ choice: { name, address: info.address }, rank: interfaceRank(name, defaultRoute) });
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.choice.name.localeCompare(b.choice.name) || a.choice.address.localeCompare(b.choice.address));
  return found.map((f) => f.choice);
}

/** The default route's interface in /proc/net/route (Linux): destination and mask 0, route up, lowest metric. */
export function parseLinuxRoutes(text: string): string | null {
  let best: { name: string; metric: number } | null = null;
  for (const line of text.split('\n').slice(1)) {
    const [name, destination, , flags, , , metric, mask] = line.trim().split(/\s+/);
    if (!name || destination !== '00000000' || mask !== '00000000') continue;
    if ((parseInt(flags ?? '0', 16) & 1) === 0) continue;
    const m = Number(metric ?? 0);
    if (!best || m < best.metric) best = { name, metric: m };
  }
  return best?.name ?? null;
}

/** The interface in the output of `route -n get default` (macOS, BSD). */
export function parseBsdRoute(text: string): string | null {
  return /^\s*interface:\s*(\S+)\s*$/m.exec(text)?.[1] ?? null;
}

/** The interface of the best default route in `route print -4 0.0.0.0` (Windows), found by its address in the table. */
export function parseWindowsRoutes(text: string, interfaces: InterfaceTable): string | null {
  let best: { address: string; metric: number } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const cols = line.trim().split(/\s+/);
    if (cols.length !== 5 || cols[0] !== '0.0.0.0' || cols[1] !== '0.0.0.0') continue;
    const [, , , address, metric] = cols;
    if (!address || !/^\d+\.\d+\.\d+\.\d+$/.test(address)) continue;
    const m = Number(metric);
    if (!best || m < best.metric) best = { address, metric: m };
  }
  if (!best) return null;
  const address = best.address;
  return Object.entries(interfaces).find(([, infos]) => (infos ?? []).some((i) => i.address === address))?.[0] ?? null;
}

/** How the default route is read: a file (Linux) or a command's output (macOS, Windows). */
export interface RouteReaders {
  readText(path: string): Promise<string>;
  run(command: string, args: readonly string[]): Promise<string>;
}

/** The real readers: the file system, and commands with a short timeout and no window. */
export const SYSTEM_ROUTE_READERS: RouteReaders = {
  readText: (path) => readFile(path, 'utf8'),
  run: (command, args) =>
    new Promise((resolve, reject) => {
      execFile(command, [...args], { timeout: 3000, windowsHide: true, encoding: 'utf8' }, (error, stdout) => {
        if (error) reject(new Error(`${command} failed: ${error.message}`));
        else resolve(stdout);
      });
    }),
};

/** The default route's interface name, or null when it cannot be told (best effort: never throws). */
export async function defaultRouteInterface(
  platform: NodeJS.Platform,
  interfaces: InterfaceTable,
  readers: RouteReaders = SYSTEM_ROUTE_READERS,
): Promise<string | null> {
  try {
    if (platform === 'linux' || platform === 'android') return parseLinuxRoutes(await readers.readText('/proc/net/route'));
    if (platform === 'win32') return parseWindowsRoutes(await readers.run('route', ['print', '-4', '0.0.0.0']), interfaces);
    // /sbin is not on every PATH a macOS app starts with.
    return parseBsdRoute(await readers.run('/sbin/route', ['-n', 'get', 'default']));
  } catch {
    return null;
  }
}

/** The interfaces LAN mode may use, best first, reading the default route of this machine. */
export async function findLanChoices(
  interfaces: InterfaceTable,
  platform: NodeJS.Platform = process.platform,
  readers: RouteReaders = SYSTEM_ROUTE_READERS,
): Promise<LanChoice[]> {
  return lanChoices(interfaces, await defaultRouteInterface(platform, interfaces, readers));
}
