/** The phone page re-sends a join the host never answered (its socket was closed for taking too long to say hello). */
import { describe, expect, it } from 'vitest';
import { PendingJoin } from '@phone/pending-join';
import { PHONE_PROTOCOL_VERSION } from '@shared/phone-protocol';

describe('PendingJoin', () => {
  it('has nothing to send on open until the person presses Join', () => {
    const pending = new PendingJoin();
    expect(pending.onOpen()).toBeNull();
    expect(pending.waiting).toBe(false);
  });

  it('sends the join again on every open until the host answers "joined"', () => {
    const pending = new PendingJoin();
    const asked = pending.ask('ABCD', 'Ana');
    expect(asked).toEqual({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: 'ABCD', name: 'Ana' });
    // The host closed the socket before it answered: the next open sends the same join, and so does the one after.
    expect(pending.onOpen()).toEqual(asked);
    expect(pending.onOpen()).toEqual(asked);
    pending.onAnswer({ t: 'joined', token: 'x'.repeat(32), seat: 0 });
    expect(pending.onOpen()).toBeNull();
  });

  it('keeps the join after a refusal that may pass, and drops it after one that will not', () => {
    const pending = new PendingJoin();
    pending.ask('ABCD', 'Ana');
    pending.onAnswer({ t: 'refused', code: 'closing', error: 'the host is closing' });
    expect(pending.waiting).toBe(true);
    pending.onAnswer({ t: 'refused', code: 'bad-room', error: 'no such room' });
    expect(pending.waiting).toBe(false);
  });

  it('forgets the join when the person leaves, and a new press replaces the old name', () => {
    const pending = new PendingJoin();
    pending.ask('ABCD', 'Ana');
    expect(pending.ask('ABCD', 'Bo').name).toBe('Bo');
    expect(pending.onOpen()?.name).toBe('Bo');
    pending.drop();
    expect(pending.onOpen()).toBeNull();
  });
});
