/** Which interface LAN mode picks: the default route's, physical before virtual, never link-local; the host can switch. */
import type { NetworkInterfaceInfo } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { pickLanAddress } from '@main/lan/lan-config';
import {
  defaultRouteInterface,
  findLanChoices,
  interfaceRank,
  lanChoices,
  parseBsdRoute,
  parseLinuxRoutes,
  parseWindowsRoutes,
  type InterfaceTable,
  type RouteReaders,
} from '@main/lan/lan-interfaces';
import { LanService } from '@main/lan/LanService';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import type { HostOutMessage } from '@shared/protocol';
import { decodeClientMessage } from '@shared/protocol-schema';
import { FAST_TIMINGS, fakePhoneDir } from './lan-harness';
import { containing, matching } from '../../support/matchers';

function v4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: `${address}/24` };
}
function v6(address: string): NetworkInterfaceInfo {
  return {
    address,
    netmask: 'ffff:ffff:ffff:ffff::',
    family: 'IPv6',
    mac: '00:00:00:00:00:00',
    internal: false,
    cidr: `${address}/64`,
    scopeid: 0,
  };
}

/** Ubuntu laptop with Docker and libvirt: docker0, br-*, virbr0 sort before wlp2s0. */
const LINUX: InterfaceTable = {
  lo: [v4('127.0.0.1', true)],
  'br-3f2a9c1d7e55': [v4('172.18.0.1')],
  docker0: [v4('172.17.0.1')],
  veth1a2b3c: [v6('fe80::1')],
  virbr0: [v4('192.168.122.1')],
  wlp2s0: [v4('192.168.1.20'), v6('fe80::2')],
};
const LINUX_ROUTES = [
  'Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT',
  'docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0',
  'wlp2s0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0',
  'wlp2s0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0',
  'virbr0\t007AA8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0',
].join('\n');

/** MacBook sharing its connection (bridge100) and on Wi-Fi (en0), with a VPN (utun3) and AirDrop (awdl0). */
const MACOS: InterfaceTable = {
  lo0: [v4('127.0.0.1', true)],
  bridge100: [v4('192.168.2.1')],
  en0: [v6('fe80::aa'), v4('10.0.0.42')],
  awdl0: [v6('fe80::bb')],
  utun3: [v4('100.64.0.7')],
};
const MACOS_ROUTE = [
  '   route to: default',
  'destination: default',
  '       mask: default',
  '    gateway: 10.0.0.1',
  '  interface: en0',
  '      flags: <UP,GATEWAY,DONE,STATIC,PRCLONING,GLOBAL>',
].join('\n');

/** Windows laptop with VirtualBox (its host-only adapter sorts first), Hyper-V's vEthernet and Wi-Fi; Ethernet unplugged. */
const WINDOWS: InterfaceTable = {
  'Loopback Pseudo-Interface 1': [v4('127.0.0.1', true)],
  'Ethernet 2': [v4('169.254.12.7')],
  'VirtualBox Host-Only Network': [v4('192.168.56.1')],
  'vEthernet (WSL)': [v4('172.25.80.1')],
  'Wi-Fi': [v6('fe80::cc'), v4('192.168.0.105')],
};
const WINDOWS_ROUTES = [
  '===========================================================================',
  'IPv4 Route Table',
  '===========================================================================',
  'Active Routes:',
  'Network Destination        Netmask          Gateway       Interface  Metric',
  '          0.0.0.0          0.0.0.0      192.168.0.1    192.168.0.105     35',
  '===========================================================================',
  'Persistent Routes:',
  '  None',
].join('\r\n');

function readers(text: string, seen: string[] = []): RouteReaders {
  return {
    readText: (path) => (seen.push(path), Promise.resolve(text)),
    run: (command, args) => (seen.push([command, ...args].join(' ')), Promise.resolve(text)),
  };
}

describe('LAN interface choice', () => {
  it('Linux (docker0 + wlp2s0): the default route in /proc/net/route wins; Docker and libvirt bridges come last', async () => {
    const seen: string[] = [];
    expect(parseLinuxRoutes(LINUX_ROUTES)).toBe('wlp2s0');
    const choices = await findLanChoices(LINUX, 'linux', readers(LINUX_ROUTES, seen));
    expect(seen).toEqual(['/proc/net/route']);
    expect(choices[0]).toEqual({ name: 'wlp2s0', address: '192.168.1.20' });
    expect(choices.map((c) => c.name)).toEqual(['wlp2s0', 'br-3f2a9c1d7e55', 'docker0', 'virbr0']);
    // Even with no route table, the physical name beats the virtual ones.
    expect(pickLanAddress(LINUX)).toBe('192.168.1.20');
  });

  it('macOS (bridge100 + en0): `route -n get default` names en0; the shared bridge and the VPN come after it', async () => {
    const seen: string[] = [];
    expect(parseBsdRoute(MACOS_ROUTE)).toBe('en0');
    const choices = await findLanChoices(MACOS, 'darwin', readers(MACOS_ROUTE, seen));
    expect(seen).toEqual(['/sbin/route -n get default']);
    expect(choices).toEqual([
      { name: 'en0', address: '10.0.0.42' },
      { name: 'utun3', address: '100.64.0.7' },
      { name: 'bridge100', address: '192.168.2.1' },
    ]);
    expect(pickLanAddress(MACOS)).toBe('10.0.0.42');
  });

  it('Windows (VirtualBox Host-Only + Wi-Fi): `route print` gives the Wi-Fi address; 169.254 and vEthernet are never first', async () => {
    const seen: string[] = [];
    expect(parseWindowsRoutes(WINDOWS_ROUTES, WINDOWS)).toBe('Wi-Fi');
    const choices = await findLanChoices(WINDOWS, 'win32', readers(WINDOWS_ROUTES, seen));
    expect(seen).toEqual(['route print -4 0.0.0.0']);
    expect(choices[0]).toEqual({ name: 'Wi-Fi', address: '192.168.0.105' });
    expect(choices.some((c) => c.address.startsWith('169.254.'))).toBe(false);
    expect(choices.map((c) => c.name).slice(1)).toEqual(['vEthernet (WSL)', 'VirtualBox Host-Only Network']);
    expect(pickLanAddress(WINDOWS)).toBe('192.168.0.105');
  });

  it('is best effort: an unreadable route table falls back to names, and loopback when nothing else is left', async () => {
    const failing: RouteReaders = { readText: () => Promise.reject(new Error('EACCES')), run: () => Promise.reject(new Error('ENOENT')) };
    expect(await defaultRouteInterface('linux', LINUX, failing)).toBeNull();
    expect(await defaultRouteInterface('win32', WINDOWS, failing)).toBeNull();
    expect((await findLanChoices(MACOS, 'darwin', failing))[0]?.name).toBe('en0');
    expect(parseLinuxRoutes('Iface\tDestination\n')).toBeNull();
    expect(parseWindowsRoutes('no routes here', WINDOWS)).toBeNull();
    expect(pickLanAddress({ lo: [v4('127.0.0.1', true)], eth0: [v4('169.254.3.3')] })).toBe('127.0.0.1');
    expect(lanChoices({})).toEqual([]);
  });

  it('ranks the default route, then wired and wireless names, then unknown, then VPNs, then virtual adapters', () => {
    expect(interfaceRank('docker0', 'docker0')).toBe(0);
    expect(['enp3s0', 'eth0', 'wlan0', 'en1', 'Ethernet', 'Wi-Fi'].map((n) => interfaceRank(n, null))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(interfaceRank('br0', null)).toBe(2);
    expect(['tailscale0', 'ZeroTier One [8056c2e21c]', 'wg0', 'utun4'].map((n) => interfaceRank(n, null))).toEqual([3, 3, 3, 3]);
    expect(
      [
        'docker0',
        'br-1',
        'veth9',
        'virbr0',
        'vmnet8',
        'vboxnet0',
        'bridge100',
        'VirtualBox Host-Only Network',
        'vEthernet (Default Switch)',
      ].map((n) => interfaceRank(n, null)),
    ).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(interfaceRank('Hyper-V Virtual Ethernet Adapter', null)).toBe(4);
    expect(interfaceRank('VMware Network Adapter VMnet1', null)).toBe(4);
  });
});

describe("the lobby's use-interface command", () => {
  const services: LanService[] = [];
  afterEach(async () => {
    for (const s of services.splice(0)) await s.dispose();
  });

  it('is validated: only an IPv4 address, nothing else in the message', () => {
    expect(decodeClientMessage({ t: 'lan', op: 'use-interface', address: '192.168.1.20' }).ok).toBe(true);
    expect(decodeClientMessage({ t: 'lan', op: 'use-interface', address: 'wlp2s0' }).ok).toBe(false);
    expect(decodeClientMessage({ t: 'lan', op: 'use-interface', address: '0.0.0.0.0' }).ok).toBe(false);
    expect(decodeClientMessage({ t: 'lan', op: 'use-interface', address: '10.0.0.1', extra: 1 }).ok).toBe(false);
    expect(decodeClientMessage({ t: 'lan', op: 'forget', address: '10.0.0.1' }).ok).toBe(false);
  });

  it('moves the server to another listed interface and refuses one that is not listed', async () => {
    const session = new Session({ autoAdvance: true, clock: realClock, seed: () => 1, log: () => undefined, timings: FAST_TIMINGS });
    // Two loopback addresses stand for two adapters (Linux routes all of 127/8 to lo; elsewhere the second may not bind).
    const choices = [
      { name: 'first', address: '127.0.0.1' },
      { name: 'second', address: '127.0.0.2' },
    ];
    const service = new LanService({
      session,
      phoneDir: fakePhoneDir(),
      port: 0,
      log: () => undefined,
      choices: () => Promise.resolve(choices),
    });
    services.push(service);
    session.side.setLanControl((address) => service.useAddress(address));
    await service.settled();
    const before = session.snapshot().lan;
    expect(before).toMatchObject({ state: 'on', iface: 'first', choices });
    const received: HostOutMessage[] = [];
    const tv = session.connect({ send: (m) => void received.push(m), close: () => undefined });
    tv.receive({ t: 'hello', protocol: 1 });
    tv.receive({ t: 'lan', op: 'use-interface', address: '10.1.2.3' });
    expect(received.at(-1)).toEqual({ t: 'refused', error: containing('10.1.2.3'), seen: 2 });
    expect(session.snapshot().lan).toEqual(before);
    tv.receive({ t: 'lan', op: 'use-interface', address: '127.0.0.2' });
    await service.settled();
    const after = session.snapshot().lan;
    if (after?.state === 'on') expect(after).toMatchObject({ iface: 'second', address: matching(/^127\.0\.0\.2:\d+$/) });
    else expect(after).toMatchObject({ state: 'off', reason: containing('127.0.0.2') });
  });

  it('is refused while LAN mode is off', () => {
    const session = new Session({ autoAdvance: true, clock: realClock, seed: () => 1, log: () => undefined, timings: FAST_TIMINGS });
    const received: HostOutMessage[] = [];
    const tv = session.connect({ send: (m) => void received.push(m), close: () => undefined });
    tv.receive({ t: 'hello', protocol: 1 });
    tv.receive({ t: 'lan', op: 'use-interface', address: '127.0.0.1' });
    expect(received.at(-1)).toEqual({ t: 'refused', error: 'LAN mode is off on this host', seen: 2 });
  });
});
