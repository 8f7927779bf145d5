/** Calls to an event entrant's phone: up when their table is next, next after that, queued with people ahead, playing, done. */
import { describe, expect, it } from 'vitest';
import { eventCallFor, eventCallSchema, isEntrant } from '@shared/event/event-call';
import type { EventView } from '@shared/event/event-view';
import { phoneHostMessageSchema } from '@shared/phone-protocol-schema';

const entrants = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];
const view: EventView = {
  id: 'e',
  name: 'Party',
  format: 'winner-stays',
  games: 1,
  finished: false,
  table: ['Ana', 'Ben'],
  upNext: ['Cy', 'Dee'],
  queue: ['Cy', 'Dee', 'Eve', 'Fay'],
  leaderboard: entrants.map((name, i) => ({ rank: i + 1, name, points: 0, wins: 0, games: 0 })),
};

describe('event calls', () => {
  it('EC-1 between games: the table is up with its seat, the next table is next, the rest queued with people ahead', () => {
    expect(eventCallFor(view, 'ben', true)).toEqual({ event: 'Party', status: 'up', seat: 1, ahead: null });
    expect(eventCallFor(view, 'Cy', true).status).toBe('next');
    expect(eventCallFor(view, 'Fay', true)).toEqual({ event: 'Party', status: 'queued', seat: null, ahead: 3 });
  });

  it('EC-2 during a match the table is playing (no buzz), not up; an unknown name is out; a finished event is done', () => {
    expect(eventCallFor(view, 'Ana', false)).toEqual({ event: 'Party', status: 'playing', seat: 0, ahead: null });
    expect(eventCallFor(view, 'Zed', true).status).toBe('out');
    expect(isEntrant(view, 'EVE')).toBe(true);
    expect(eventCallFor({ ...view, finished: true }, 'Ana', true).status).toBe('done');
  });

  it('EC-3 the phone message schema carries a call and refuses a malformed one', () => {
    const call = eventCallFor(view, 'Ana', true);
    expect(phoneHostMessageSchema.safeParse({ t: 'event-call', call }).success).toBe(true);
    expect(eventCallSchema.safeParse({ ...call, status: 'maybe' }).success).toBe(false);
    expect(eventCallSchema.safeParse({ ...call, seat: 12 }).success).toBe(false);
    expect(phoneHostMessageSchema.safeParse({ t: 'event-call', call: { ...call, extra: 1 } }).success).toBe(false);
  });
});
