/** Phones' press and reconnect budgets on their own: per seat token, per address, and the socket closed past them. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { DEFAULT_LAN_LIMITS } from '@main/lan/lan-config';
import { POLICY_CLOSE, type PhoneLink } from '@main/lan/phone-link';
import { PhoneBudgets } from '@main/lan/phone-seat';

function link(address: string): PhoneLink & { closed: number | null } {
  const l = { address, closed: null as number | null, send: () => undefined, close: (code: number) => void (l.closed = code) };
  return l;
}

describe('PhoneBudgets', () => {
  const limits = { ...DEFAULT_LAN_LIMITS, maxRate: 3, resumeBurst: 2, seatsPerAddress: 2 };

  it("a seat's presses past its rate close the socket; its budget refills with the clock", () => {
    const clock = new ManualClock();
    const budgets = new PhoneBudgets(limits, clock, () => undefined);
    const phone = link('10.0.0.2');
    const seat = budgets.newSeat('k', { kind: 'phone', id: 'a' }, 0, phone, 'Ana');
    expect([1, 2, 3].map(() => budgets.spend(phone, seat))).toEqual([true, true, true]);
    expect(budgets.spend(phone, seat)).toBe(false);
    expect(phone.closed).toBe(POLICY_CLOSE);
    clock.advance(1000);
    expect(budgets.spend(phone, seat)).toBe(true);
  });

  it('seats behind one address share its budget of two seats', () => {
    const budgets = new PhoneBudgets(limits, new ManualClock(), () => undefined);
    const phones = [0, 1, 2].map(() => link('10.0.0.2'));
    const seats = phones.map((p, i) => budgets.newSeat(`k${i}`, { kind: 'phone', id: `p${i}` }, i, p, null));
    const spent = [0, 1, 2].flatMap((i) => [0, 1].map(() => budgets.spend(phones[i] as PhoneLink, seats[i] as (typeof seats)[number])));
    expect(spent).toEqual([true, true, true, true, true, true]);
    expect(budgets.spend(phones[2] as PhoneLink, seats[2] as (typeof seats)[number])).toBe(false);
  });

  it("an address's reconnects are budgeted, and a seat without a link counts as dropped now", () => {
    const clock = new ManualClock();
    clock.advance(500);
    const budgets = new PhoneBudgets(limits, clock, () => undefined);
    expect([1, 2, 3, 4, 5].map(() => budgets.resumeFrom('10.0.0.2'))).toEqual([true, true, true, true, false]);
    expect(budgets.resumeFrom('10.0.0.3')).toBe(true);
    expect(budgets.newSeat('k', { kind: 'phone', id: 'a' }, 3, null, null).droppedAt).toBe(500);
  });
});
