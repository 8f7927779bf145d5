/** The advanced row rule: A1-A2. */
import { describe, expect, it } from 'vitest';
import { legalIntents } from '@engine/ligretto/index';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { act, actAll, card, eventTypes, expectIntentRejected, fromDeal, I, pileLabels, start, view, type DealSpec } from './helpers';
import { assertInvariants } from './invariants';

/** Player 1's row slot 0 holds y1, which nobody plays: no blockade in these tests. */
const KEEPER: DealSpec = { row: ['y1'] };

function game(spec: DealSpec, advancedRow = true): LigrettoState {
  return start(fromDeal({ players: 2, advancedRow }, [spec, KEEPER]).state);
}

describe('A1 row placements', () => {
  it('A1 a stack top exactly one lower and of another colour goes onto an own row slot (a green 9 on a yellow 10)', () => {
    const s = game({ stack: ['g9', 'r4'], row: ['y10', 'b6'] });
    expect(legalIntents(s, 0)).toContainEqual(I.stackToRow(0, 0));
    const r = act(s, I.stackToRow(0, 0));
    expect(r.events).toEqual([{ type: 'row-placed', player: 0, card: card('g9'), from: 'stack', slot: 0 }]);
    expect(r.pile).toBeNull();
    expect(view(r.state, 0).row[0]).toEqual(['y10', 'g9']);
    expect(view(r.state, 0).stack.at(-1)).toBe('r4');
    expect(r.state.players[0]?.stack).toHaveLength(9);
    expect(r.state.piles).toEqual([]);
    assertInvariants(r.state);
  });

  it('A1 the waste top may be placed the same way', () => {
    const s = game({ row: ['y10', 'b6'], hand: ['r10', 'g10', 'r5'] });
    const flipped = act(s, I.flip(0)).state;
    const r = act(flipped, I.wasteToRow(0, 1));
    expect(r.events).toEqual([{ type: 'row-placed', player: 0, card: card('r5'), from: 'waste', slot: 1 }]);
    expect(view(r.state, 0).row[1]).toEqual(['b6', 'r5']);
    expect(view(r.state, 0).waste).toEqual(['r10', 'g10']);
    assertInvariants(r.state);
  });

  it('A1 a card of the same colour is refused (a blue 5 may not go on a blue 6)', () => {
    const s = game({ stack: ['b5'], row: ['y10', 'b6'], hand: ['r10', 'g10', 'y5'] });
    expectIntentRejected(s, I.stackToRow(0, 1), 'no-fit');
    expect(legalIntents(s, 0)).not.toContainEqual(I.stackToRow(0, 1));
  });

  it('A1 a card that is not exactly one lower is refused', () => {
    const s = game({ stack: ['g8'], row: ['y10', 'b6'], hand: ['r10', 'g10', 'r4'] });
    expectIntentRejected(s, I.stackToRow(0, 0), 'no-fit'); // two lower
    expectIntentRejected(s, I.stackToRow(0, 1), 'no-fit'); // higher
    const flipped = act(s, I.flip(0)).state;
    expectIntentRejected(flipped, I.wasteToRow(0, 1), 'no-fit'); // r4 on b6: two lower
    expectIntentRejected(flipped, I.wasteToRow(0, 0), 'no-fit');
  });

  it('A1 without the advancedRow option every row placement is rejected not-allowed', () => {
    const s = game({ stack: ['g9'], row: ['y10', 'b6'], hand: ['r10', 'g10', 'r5'] }, false);
    expectIntentRejected(s, I.stackToRow(0, 0), 'not-allowed');
    const flipped = act(s, I.flip(0)).state;
    expectIntentRejected(flipped, I.wasteToRow(0, 1), 'not-allowed');
    expectIntentRejected(flipped, I.wasteToRow(0, 99), 'not-allowed');
    expect(legalIntents(flipped, 0).some((i) => i.do === 'stack-to-row' || i.do === 'waste-to-row')).toBe(false);
  });

  it('A1 a placement onto a missing slot is bad-slot and one from an empty waste is empty-source', () => {
    const s = game({ stack: ['g9'], row: ['y10', 'b6'] });
    expectIntentRejected(s, I.stackToRow(0, 5), 'bad-slot');
    expectIntentRejected(s, I.stackToRow(0, -1), 'bad-slot');
    expectIntentRejected(s, I.wasteToRow(0, 0), 'empty-source');
  });
});

describe('A2 row columns', () => {
  it('A2 only the top of a column is playable, and a slot is refilled from the stack only when it becomes empty', () => {
    const s = game({ row: ['r3'], stack: ['g2', 'r1', 'r2', 'g1', 'b9'] });
    let r = act(s, I.stackToRow(0, 0)); // column r3, g2
    const { state: reds } = actAll(r.state, [I.stack(0), I.stack(0)]); // red pile up to r2
    // r3 would fit the red pile, but it lies under g2, which fits nothing yet.
    expectIntentRejected(reds, I.row(0, 0), 'no-fit');
    const greens = act(reds, I.stack(0)).state; // g1 opens a green pile
    r = act(greens, I.row(0, 0));
    expect(r.events).toEqual([
      { type: 'card-played', player: 0, card: card('g2'), from: { kind: 'row', slot: 0 }, pile: 1, newPile: false },
    ]);
    expect(view(r.state, 0).row[0]).toEqual(['r3']);
    expect(view(r.state, 0).stack).toEqual(view(greens, 0).stack);
    r = act(r.state, I.row(0, 0));
    expect(eventTypes(r.events)).toEqual(['card-played', 'row-refilled']);
    expect(r.events[1]).toEqual({ type: 'row-refilled', player: 0, slot: 0, card: card('b9') });
    expect(view(r.state, 0).row[0]).toEqual(['b9']);
    expect(pileLabels(r.state)).toEqual([
      ['r1', 'r2', 'r3'],
      ['g1', 'g2'],
    ]);
    assertInvariants(r.state);
  });

  it('A2 a column keeps descending in alternating colours and shows only its top', () => {
    const s = game({ stack: ['g9', 'r8', 'b8', 'y7'], row: ['y10'] });
    const { state } = actAll(s, [I.stackToRow(0, 0), I.stackToRow(0, 0)]);
    expect(view(state, 0).row[0]).toEqual(['y10', 'g9', 'r8']);
    expectIntentRejected(state, I.stackToRow(0, 0), 'no-fit'); // b8 is not one lower than r8
    expectIntentRejected(state, I.row(0, 0), 'no-fit'); // the top r8 fits no pile; y10 and g9 are covered
    expect(state.players[0]?.row[0]?.at(-1)).toBe(card('r8'));
  });
});
