/** Joins by room code on their own: right and wrong codes, an address's backoff, the network's wrong-code budget. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { JoinQueue } from '@main/lan/join-queue';
import { DEFAULT_LAN_LIMITS, type LanLimits } from '@main/lan/lan-config';
import { GOING_AWAY_CLOSE, POLICY_CLOSE, type PhoneLink } from '@main/lan/phone-link';
import type { PhoneHostMessage } from '@shared/phone-protocol';

/** A phone connection that records what it was sent and how it was closed. */
function phone(address: string): PhoneLink & { sent: PhoneHostMessage[]; closed: number | null } {
  const link = {
    address,
    sent: [] as PhoneHostMessage[],
    closed: null as number | null,
    send: (msg: PhoneHostMessage) => void link.sent.push(msg),
    close: (code: number) => void (link.closed = code),
  };
  return link;
}

function rig(limits: Partial<LanLimits> = {}) {
  const clock = new ManualClock();
  const admitted: string[] = [];
  const logs: string[] = [];
  const queue = new JoinQueue(
    'KXQT',
    { ...DEFAULT_LAN_LIMITS, ...limits },
    (l) => logs.push(l),
    clock,
    (link, ask) => admitted.push(`${link.address} ${typeof ask === 'string' ? ask : `suggest:${ask.suggest}`}`),
  );
  return { clock, queue, admitted, logs };
}

describe('JoinQueue', () => {
  it('admits a right code at once and refuses a wrong one, closing its socket', () => {
    const { queue, admitted } = rig();
    const good = phone('10.0.0.2');
    const bad = phone('10.0.0.3');
    queue.join(good, 'KXQT', 'Ana');
    queue.join(bad, 'NOPE', 'Eve');
    expect(admitted).toEqual(['10.0.0.2 Ana']);
    expect(bad.sent).toEqual([{ t: 'refused', code: 'bad-room', error: 'wrong room code' }]);
    expect(bad.closed).toBe(POLICY_CLOSE);
  });

  it('locks out an address after its free wrong codes, and nobody else', () => {
    const { queue, admitted } = rig({ maxJoinFailures: 2 });
    for (let i = 0; i < 3; i++) queue.join(phone('10.0.0.9'), 'NOPE', 'Eve');
    const locked = phone('10.0.0.9');
    queue.join(locked, 'KXQT', 'Eve');
    expect(locked.sent[0]).toMatchObject({ t: 'refused', code: 'locked' });
    queue.join(phone('10.0.0.2'), 'KXQT', 'Ana');
    expect(admitted).toEqual(['10.0.0.2 Ana']);
  });

  it("once the network's wrong-code budget is spent a join waits for it, is never refused for it, and is checked when it refills", () => {
    const { clock, queue, admitted, logs } = rig({
      maxGlobalJoinFailures: 2,
      freshJoinReserve: 0,
      globalJoinRefillMs: 1000,
      maxJoinFailures: 99,
    });
    queue.join(phone('10.0.0.7'), 'NOPE', 'Eve');
    queue.join(phone('10.0.0.8'), 'NOPE', 'Eve');
    const ana = phone('10.0.0.2');
    queue.join(ana, 'KXQT', 'Ana');
    expect(admitted).toEqual([]);
    expect(ana.sent).toEqual([]);
    expect(logs).toContain('phone join from 10.0.0.2 waits: too many wrong room codes from the network');
    clock.advance(1000);
    expect(admitted).toEqual(['10.0.0.2 Ana']);
  });

  it('drops a waiting join whose socket closed, and tells waiting joins when the room closes', () => {
    const { clock, queue, admitted } = rig({
      maxGlobalJoinFailures: 1,
      freshJoinReserve: 0,
      globalJoinRefillMs: 1000,
      maxJoinFailures: 99,
    });
    queue.join(phone('10.0.0.7'), 'NOPE', 'Eve');
    const gone = phone('10.0.0.2');
    const waiting = phone('10.0.0.3');
    queue.join(gone, 'KXQT', 'Ana');
    queue.join(waiting, 'KXQT', 'Ben');
    queue.drop(gone);
    queue.close();
    clock.advance(5000);
    expect(admitted).toEqual([]);
    expect(gone.sent).toEqual([]);
    expect(waiting.sent).toEqual([{ t: 'refused', code: 'closing', error: 'the host stopped LAN mode' }]);
    expect(waiting.closed).toBe(GOING_AWAY_CLOSE);
  });
});
