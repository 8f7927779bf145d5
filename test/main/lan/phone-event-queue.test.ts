/** A phone in an event's queue: it follows its entrant without a seat, is told when it is up, then takes its own seat. */
import { afterEach, describe, expect, it } from 'vitest';
import { createEvent } from '@shared/event/event-file';
import type { EventCall } from '@shared/event/event-call';
import { PhoneClient, startLanRig, waitFor, type LanRig } from './lan-harness';

function calls(phone: PhoneClient): EventCall[] {
  return phone.inbox.flatMap((m) => (m.t === 'event-call' ? [m.call] : []));
}

describe('phones in an event queue', () => {
  let rig: LanRig | null = null;
  afterEach(async () => {
    await rig?.close();
    rig = null;
  });

  it('EQ-1 a queued entrant follows without a seat and stays connected; an entrant whose table is next takes their own seat', async () => {
    rig = await startLanRig({ limits: { helloTimeoutMs: 200 } });
    const made = createEvent('q', '2026-11-24T00:00:00.000Z', {
      name: 'Queue night',
      seats: 2,
      points: [3, 1],
      maxGames: null,
      entrants: ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'],
      format: { kind: 'winner-stays', keep: 1 },
    });
    if (!made.ok) throw new Error(made.error);
    expect(rig.session.runEvent(made.file, () => Promise.resolve(), 'instant')).toBeNull();
    const table = rig.session.snapshot().event?.table ?? [];
    const waiting = rig.session.snapshot().event?.queue ?? [];
    const seated = table[1] ?? '';
    const queued = waiting.at(-1) ?? '';
    const follower = await PhoneClient.open(rig.port);
    follower.send({ t: 'join', v: 1, room: rig.server.roomCode, name: queued });
    await waitFor(() => calls(follower).length > 0, 'a call');
    expect(waiting).toHaveLength(4);
    expect(calls(follower)[0]).toEqual({ event: 'Queue night', status: 'queued', seat: null, ahead: 3 });
    expect(follower.inbox.some((m) => m.t === 'joined')).toBe(false);
    // Past the hello timeout of an idle socket it is still open: it follows an entrant.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(follower.ws.readyState).toBe(follower.ws.OPEN);
    const up = await PhoneClient.open(rig.port);
    up.send({ t: 'join', v: 1, room: rig.server.roomCode, name: seated.toUpperCase() });
    await waitFor(() => up.inbox.some((m) => m.t === 'event-call' || m.t === 'joined'), 'an answer');
    const joined = up.inbox.find((m) => m.t === 'joined');
    expect(joined?.t === 'joined' ? joined.seat : null, 'the entrant takes the seat the table gave them').toBe(1);
    expect(rig.session.snapshot().seats[1]?.kind).toBe('person');
    follower.close();
    up.close();
  });
});
