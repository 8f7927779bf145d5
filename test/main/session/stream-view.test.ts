/** Stream views: read-only (every command fails their schema), and streamer safety and names on stream in every snapshot. */
import { describe, expect, it } from 'vitest';
import { connectInProcess } from '@main/transport/in-process';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage, type LanStatus } from '@shared/protocol';
import { PLAYER_COLORS } from '@shared/seats';
import { controlOpSchema } from '@shared/protocol-schema';
import { flush, makeRig, type Rig } from './harness';

const LAN: LanStatus = {
  state: 'on',
  url: 'http://192.168.1.20:8765/?room=KXQT',
  address: '192.168.1.20:8765',
  roomCode: 'KXQT',
  qr: ['1'.repeat(21)],
  iface: 'wlp2s0',
  choices: [{ name: 'wlp2s0', address: '192.168.1.20' }],
};

function viewOf(rig: Rig, role: 'tv' | 'stream'): { inbox: HostMessage[]; send: (m: ClientMessage | Record<string, unknown>) => void } {
  const inbox: HostMessage[] = [];
  const link = connectInProcess(rig.session, (m) => inbox.push(m), role);
  link.send({ t: 'hello', protocol: PROTOCOL_VERSION });
  return { inbox, send: (m) => link.send(m as ClientMessage) };
}

const lastSnapshot = (inbox: readonly HostMessage[]) => inbox.filter((m) => m.t === 'snapshot').at(-1)?.snapshot;

/** Every kind of message a view can send, each valid for the TV. */
const COMMANDS: ClientMessage[] = [
  { t: 'intent', seat: 0, do: 'flip' },
  { t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 } } },
  { t: 'lobby', cmd: { op: 'leave', seat: 0 } },
  { t: 'lobby', cmd: { op: 'add-bot' } },
  { t: 'lobby', cmd: { op: 'remove-bot', seat: 0 } },
  { t: 'lobby', cmd: { op: 'update-seat', seat: 0, patch: { name: 'Hacker' } } },
  { t: 'lobby', cmd: { op: 'set-options', options: { target: 50 } } },
  { t: 'lobby', cmd: { op: 'set-game', game: 'ligretto' } },
  ...controlOpSchema.options.map((op): ClientMessage => ({ t: 'control', op })),
  { t: 'demo', bots: 4 },
  { t: 'device', change: { op: 'lost', input: { kind: 'keys', set: 0 } } },
  { t: 'saves', cmd: { op: 'list-replays' } },
  { t: 'lan', op: 'use-interface', address: '192.168.1.21' },
];

describe('stream views', () => {
  it('ST1 a stream view gets snapshots, and every intent, lobby, control, demo, device, saves and LAN message is refused by its schema', async () => {
    const rig = makeRig();
    const stream = viewOf(rig, 'stream');
    await flush();
    expect(stream.inbox.map((m) => m.t)).toEqual(['welcome', 'snapshot']);
    const before = rig.session.snapshot();
    for (const cmd of COMMANDS) stream.send(cmd);
    await flush();
    const refusals = stream.inbox.filter((m) => m.t === 'refused');
    expect(refusals).toHaveLength(COMMANDS.length);
    for (const r of refusals) expect(r.t === 'refused' && r.error).toMatch(/^a stream view may only say hello: invalid message at t:/);
    expect(rig.session.snapshot()).toEqual(before);
    expect(stream.inbox.some((m) => m.t === 'saves')).toBe(false);

    // The TV's own commands still work, and the stream view follows them.
    const tv = viewOf(rig, 'tv');
    tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    tv.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(tv.inbox.filter((m) => m.t === 'refused')).toEqual([]);
    expect(lastSnapshot(stream.inbox)?.stage).not.toBe('lobby');
    expect(lastSnapshot(stream.inbox)?.rev).toBe(rig.session.snapshot().rev);
  });

  it('ST2 streamer safety: no room code, QR code or LAN address in any snapshot to the TV or a stream view', async () => {
    const rig = makeRig();
    const tv = viewOf(rig, 'tv');
    const stream = viewOf(rig, 'stream');
    rig.session.side.setLan(LAN);
    await flush();
    expect(JSON.stringify(lastSnapshot(tv.inbox))).toContain('KXQT');
    rig.session.side.setStreamPolicy({ safety: true, names: 'names' });
    const safeFrom = tv.inbox.length;
    const streamFrom = stream.inbox.length;
    rig.session.side.setLan({ ...LAN, roomCode: 'ZPQM', url: 'http://192.168.1.20:8765/?room=ZPQM' });
    rig.session.side.setLan({ state: 'off', reason: 'could not listen on 192.168.1.20:8765 (EADDRINUSE)' });
    rig.session.side.setLan(LAN);
    await flush();
    const sent = [...tv.inbox.slice(safeFrom), ...stream.inbox.slice(streamFrom)].filter((m) => m.t === 'snapshot');
    expect(sent.length).toBeGreaterThanOrEqual(6);
    for (const m of sent) {
      const text = JSON.stringify(m);
      for (const secret of ['KXQT', 'ZPQM', '192.168.1.20', '8765', '1'.repeat(21)]) expect(text).not.toContain(secret);
    }
    expect(lastSnapshot(tv.inbox)?.lan).toEqual({
      state: 'on',
      url: '',
      address: '',
      roomCode: '',
      qr: [],
      iface: 'wlp2s0',
      choices: [],
      hidden: true,
    });
    expect(rig.session.snapshot().lan).toEqual(LAN);
    expect(rig.logs).toContain('streamer safety: phones join at 192.168.1.20:8765 with room code ZPQM');
    expect(() => rig.session.side.setStreamPolicy({ safety: true, names: 'nicknames' as 'names' })).toThrow();
  });

  it('ST3 names on stream: stream views see seat colours, the TV keeps the names', async () => {
    const rig = makeRig();
    const tv = viewOf(rig, 'tv');
    const stream = viewOf(rig, 'stream');
    rig.session.side.setStreamPolicy({ safety: false, names: 'colors' });
    tv.send({ t: 'lobby', cmd: { op: 'join', input: { kind: 'keys', set: 0 }, name: 'Alice Secret' } });
    tv.send({ t: 'lobby', cmd: { op: 'add-bot', level: 'instant' } });
    tv.send({ t: 'control', op: 'start-match' });
    await flush();
    const seatOf = (inbox: HostMessage[]) => lastSnapshot(inbox)?.seats.find((s) => s.kind === 'person');
    expect(seatOf(tv.inbox)?.name).toBe('Alice Secret');
    expect(seatOf(stream.inbox)?.name).toBe(PLAYER_COLORS[0].name);
    expect(JSON.stringify(stream.inbox)).not.toContain('Alice Secret');
  });
});
