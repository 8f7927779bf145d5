/** The waiting results screen on its own: whom it waits for, counted presses per showing, and when it moves on. */
import { describe, expect, it } from 'vitest';
import { ResultsGate, type GateMatch } from '@main/session/results-gate';
import { openSeat, type Seat } from '@shared/seats';

/** Seats 0-2 people, seat 3 a bot. */
const seats: Seat[] = [0, 1, 2, 3].map((i) => {
  const open = openSeat(i);
  return i === 3
    ? { ...open, kind: 'bot', botLevel: 'casual' }
    : { ...open, kind: 'person', name: `P${i}`, input: { kind: 'keys', set: i } };
});

function match(entered: number, waits = true): GateMatch {
  return { waits: () => waits, entered, players: [0, 1, 2, 3] };
}

describe('ResultsGate', () => {
  it('waits for nobody when the screen does not wait, when paused, or with no match', () => {
    const gate = new ResultsGate();
    expect(gate.waiting(match(1, false), seats, [], false)).toBeNull();
    expect(gate.waiting(match(1), seats, [], true)).toBeNull();
    expect(gate.waiting(null, seats, [], false)).toBeNull();
  });

  it('counts a guest press, moves on at the host press, and starts afresh on the next showing', () => {
    const gate = new ResultsGate();
    const m = match(1);
    const wait = gate.waiting(m, seats, [], false);
    expect(wait).toEqual({ host: 0, people: [0, 1, 2], ready: [] });
    expect(gate.press(m, wait, 2)).toBe(false);
    expect(gate.waiting(m, seats, [], false)?.ready).toEqual([2]);
    expect(gate.press(m, gate.waiting(m, seats, [], false), 0)).toBe(true);
    expect(gate.waiting(match(2), seats, [], false)?.ready).toEqual([]);
  });

  it('moves on once every guest pressed, and leaves a lost controller out of the wait', () => {
    const gate = new ResultsGate();
    const m = match(4);
    const frozen = [{ seat: 2, bot: false }];
    expect(gate.waiting(m, seats, frozen, false)?.people).toEqual([0, 1]);
    expect(gate.press(m, gate.waiting(m, seats, frozen, false), 1)).toBe(true);
    expect(gate.press(m, null, 1)).toBe(true);
  });
});
