/** Results screens that wait for people: who is waited for, and what one continue press does. Pure. */
import type { ResultsWait } from './protocol';
import type { Seat } from './seats';

/** A seat whose controller is lost, and whether a bot stands in for it. */
export interface FrozenSeat {
  readonly seat: number;
  readonly bot: boolean;
}

/**
 * The wait of a results screen that has just shown: the people at the table who can press (a seat whose controller is
 * lost cannot), the first of them being the host.
 */
export function openWait(seats: readonly Seat[], players: readonly number[], frozen: readonly FrozenSeat[]): ResultsWait {
  const people = [...players]
    .sort((a, b) => a - b)
    .filter((seat) => seats[seat]?.kind === 'person' && !frozen.some((f) => f.seat === seat));
  return { host: people[0] ?? null, people, ready: [] };
}

/** What one continue press did: the screen moves on, or the wait with the press counted (or unchanged). */
export type PressResult = { readonly kind: 'advance' } | { readonly kind: 'wait'; readonly wait: ResultsWait };

/**
 * A continue press on a waiting results screen. An unseated device (the host's menu keyboard, say: `seat` undefined)
 * or the host seat moves on at once; any other person waited for is counted, and once every one of them has pressed
 * the screen moves on without the host (who may have left the sofa). A press of a seat nobody waits for (a bot's, a
 * lost controller's) changes nothing.
 */
export function pressContinue(wait: ResultsWait, seat: number | undefined): PressResult {
  if (seat === undefined || seat === wait.host) return { kind: 'advance' };
  if (!wait.people.includes(seat) || wait.ready.includes(seat)) return { kind: 'wait', wait };
  const next: ResultsWait = { ...wait, ready: wait.people.filter((s) => s === seat || wait.ready.includes(s)) };
  return stillWaiting(next).length === 0 ? { kind: 'advance' } : { kind: 'wait', wait: next };
}

/** The people other than the host still to press, in seat order (the host's own press moves on at once). */
export function stillWaiting(wait: ResultsWait): number[] {
  return wait.people.filter((s) => s !== wait.host && !wait.ready.includes(s));
}
