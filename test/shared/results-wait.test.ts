import { describe, expect, it } from 'vitest';
import { openWait, pressContinue, stillWaiting } from '@shared/results-wait';
import { openSeat, type Seat } from '@shared/seats';

function table(kinds: readonly Seat['kind'][]): Seat[] {
  return kinds.map((kind, i) => ({ ...openSeat(i), kind, name: kind === 'open' ? '' : `P${i + 1}` }));
}

describe('results screens wait for the people', () => {
  const seats = table(['bot', 'person', 'person', 'open', 'person']);

  it('waits for the people at the table in seat order, the first of them being the host; bots and lost controllers are not waited for', () => {
    expect(openWait(seats, [4, 0, 1, 2], [])).toEqual({ host: 1, people: [1, 2, 4], ready: [] });
    expect(openWait(seats, [0, 1, 2, 4], [{ seat: 1, bot: false }])).toEqual({ host: 2, people: [2, 4], ready: [] });
    expect(openWait(table(['bot', 'bot']), [0, 1], [])).toEqual({ host: null, people: [], ready: [] });
  });

  it("the host's press, or an unseated device's, moves on at once", () => {
    const wait = openWait(seats, [0, 1, 2, 4], []);
    expect(pressContinue(wait, 1)).toEqual({ kind: 'advance' });
    expect(pressContinue(wait, undefined)).toEqual({ kind: 'advance' });
  });

  it("another person's press is counted once; when everyone else has pressed, the screen moves on without the host", () => {
    let wait = openWait(seats, [0, 1, 2, 4], []);
    expect(stillWaiting(wait)).toEqual([2, 4]);
    const first = pressContinue(wait, 4);
    if (first.kind !== 'wait') throw new Error('one press of two must wait');
    wait = first.wait;
    expect(wait.ready).toEqual([4]);
    expect(stillWaiting(wait)).toEqual([2]);
    expect(pressContinue(wait, 4)).toEqual({ kind: 'wait', wait });
    expect(pressContinue(wait, 2)).toEqual({ kind: 'advance' });
  });

  it("a bot's seat or a seat nobody waits for changes nothing", () => {
    const wait = openWait(seats, [0, 1, 2, 4], []);
    expect(pressContinue(wait, 0)).toEqual({ kind: 'wait', wait });
    expect(pressContinue(wait, 7)).toEqual({ kind: 'wait', wait });
  });
});
