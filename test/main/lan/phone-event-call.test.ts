/** The phone page's words for an event call, its buzz only on becoming up, and the page's parser taking the message. */
import { describe, expect, it } from 'vitest';
import type { EventCall } from '@shared/event/event-call';
import { buzzes, eventCallText } from '@phone/event-call-text';
import { parseHostMessage } from '@phone/PhoneSocket';

const call = (status: EventCall['status'], seat: number | null = null, ahead: number | null = null): EventCall => ({
  event: 'Party',
  status,
  seat,
  ahead,
});

describe('phone event calls', () => {
  it('PE-1 up names the seat and offers to take it; queued says how many are ahead', () => {
    expect(eventCallText(call('up', 4))).toEqual({ title: "You're up!", detail: 'Seat 5: go to the TV and take your seat.', take: true });
    expect(eventCallText(call('queued', null, 1)).detail).toBe('1 person ahead of you');
    expect(eventCallText(call('queued', null, 7)).detail).toBe('7 people ahead of you');
    expect(eventCallText(call('next')).take).toBe(false);
  });

  it('PE-2 the phone vibrates when it becomes up, not again while it stays up', () => {
    expect(buzzes(null, call('up', 0))).toBe(true);
    expect(buzzes(call('queued', null, 0), call('up', 0))).toBe(true);
    expect(buzzes(call('up', 0), call('up', 0))).toBe(false);
    expect(buzzes(call('up', 0), call('playing', 0))).toBe(false);
  });

  it('PE-3 the page accepts an event-call message', () => {
    expect(parseHostMessage(JSON.stringify({ t: 'event-call', call: call('next') }))?.t).toBe('event-call');
  });
});
