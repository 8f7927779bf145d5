/** The side devices' status on its own: LAN, remote players, native pads, stream policy and their lobby commands. */
import { describe, expect, it } from 'vitest';
import { SideStatus } from '@main/session/side-status';
import type { LanStatus, RemoteStatus, Snapshot } from '@shared/protocol';

const lanOn = (roomCode: string): LanStatus => ({
  state: 'on',
  url: 'http://192.168.1.5:8765',
  address: '192.168.1.5:8765',
  roomCode,
  qr: [],
  iface: 'wlp2s0',
  choices: [],
});
const remoteOn: RemoteStatus = {
  state: 'on',
  relay: 'relay.example',
  code: 'ABCD',
  url: 'https://x/p',
  qr: [],
  locked: false,
  rtt: [{ seat: 2, ms: 80 }],
};

/** A snapshot for `present`, which reads only its side fields on the TV. */
function lanOnly(lan: LanStatus): Snapshot<unknown> {
  return { lan } as Partial<Snapshot<unknown>> as Snapshot<unknown>;
}

function rig() {
  const logs: string[] = [];
  let changes = 0;
  const side = new SideStatus(
    (l) => logs.push(l),
    () => changes++,
  );
  return { side, logs, changes: () => changes };
}

describe('SideStatus', () => {
  it('refuses lan and remote commands while their service is off, and hands them over while it is on', () => {
    const { side } = rig();
    expect(side.command({ t: 'lan', op: 'use-interface', address: '10.0.0.2' })).toBe('LAN mode is off on this host');
    expect(side.command({ t: 'remote', cmd: { op: 'lock', on: true } })).toBe('remote players are off on this host');
    const asked: string[] = [];
    side.setLanControl((address) => (asked.push(address), null));
    side.setRemoteControl((cmd) => (cmd.op === 'kick' ? 'no such seat' : null));
    expect(side.command({ t: 'lan', op: 'use-interface', address: '10.0.0.2' })).toBeNull();
    expect(side.command({ t: 'remote', cmd: { op: 'kick', seat: 3 } })).toBe('no such seat');
    expect(asked).toEqual(['10.0.0.2']);
  });

  it('shows every status change, and reads remote round trips only while remote players are on', () => {
    const { side, changes } = rig();
    side.setLan(lanOn('1234'));
    side.setNativePads({ available: false, reason: 'no SDL' });
    side.setRemote({ state: 'connecting', relay: 'relay.example' });
    expect(side.remoteOn()).toBeNull();
    side.setRemote(remoteOn);
    expect(side.remoteOn()?.rtt).toEqual([{ seat: 2, ms: 80 }]);
    expect(changes()).toBe(4);
    expect(side.view()).toEqual({
      lan: lanOn('1234'),
      remote: remoteOn,
      nativePads: { available: false, reason: 'no SDL' },
      remoteSetup: null,
    });
  });

  it('with streamer safety the console says how to join, once per new room code, and no view shows the code', () => {
    const { side, logs } = rig();
    side.setStreamPolicy({ safety: true, names: 'names' });
    side.setLan(lanOn('1234'));
    side.setLan(lanOn('1234'));
    side.setLan(lanOn('5678'));
    expect(logs).toEqual([
      'streamer safety: phones join at 192.168.1.5:8765 with room code 1234',
      'streamer safety: phones join at 192.168.1.5:8765 with room code 5678',
    ]);
    expect(side.present('tv', lanOnly(lanOn('5678'))).lan).toMatchObject({ roomCode: '', hidden: true });
  });

  it('a bad stream policy throws and changes nothing', () => {
    const { side, changes } = rig();
    expect(() => side.setStreamPolicy({ safety: 'yes', names: 'names' } as never)).toThrow();
    expect(changes()).toBe(0);
    side.setLan(lanOn('1234'));
    expect(side.present('tv', lanOnly(lanOn('1234'))).lan).toEqual(lanOn('1234'));
  });
});
