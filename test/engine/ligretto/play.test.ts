/** Play, everybody at once: P1-P8. */
import { describe, expect, it } from 'vitest';
import { legalIntents, needMasks, targetPile } from '@engine/ligretto/index';
import { cardOwner, fullDeck } from '@shared/games/ligretto/cards';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoState } from '@shared/games/ligretto/state';
import {
  act,
  actAll,
  card,
  eventTypes,
  expectIntentRejected,
  fromDeal,
  I,
  labels,
  pileLabels,
  start,
  times,
  view,
  type DealSpec,
} from './helpers';
import { assertInvariants } from './invariants';

/** Player 1's row slot 0 holds y1, which nobody plays: so no test here runs into a blockade (B1). */
const KEEPER: DealSpec = { row: ['y1'] };

function game(specs: readonly DealSpec[], input: { handicap?: number[]; advancedRow?: boolean } = {}): LigrettoState {
  const { state } = fromDeal({ players: 2, ...input }, specs);
  assertInvariants(state);
  return start(state);
}

/** Cards of a pile with their owners, as `label@owner`. */
function pileWithOwners(state: LigrettoState, pile: number): string[] {
  return (state.piles[pile]?.cards ?? []).map((c) => `${labels([c])[0] ?? ''}@${cardOwner(c)}`);
}

describe('P1 what a player may play', () => {
  it('P1 the top of the stack, the top of a row slot and the top of the waste are playable', () => {
    let s = game([{ stack: ['r1'], row: ['b10', 'g1'], hand: ['g10', 'y10', 'b1'] }, KEEPER]);
    let r = act(s, I.stack(0));
    expect(r.events[0]).toEqual({ type: 'card-played', player: 0, card: card('r1'), from: { kind: 'stack' }, pile: 0, newPile: true });
    r = act(r.state, I.row(0, 1));
    expect(r.events[0]).toEqual({
      type: 'card-played',
      player: 0,
      card: card('g1'),
      from: { kind: 'row', slot: 1 },
      pile: 1,
      newPile: true,
    });
    s = act(r.state, I.flip(0)).state;
    expect(view(s, 0).waste.at(-1)).toBe('b1');
    r = act(s, I.waste(0));
    expect(r.events[0]).toEqual({ type: 'card-played', player: 0, card: card('b1'), from: { kind: 'waste' }, pile: 2, newPile: true });
    expect(pileLabels(r.state)).toEqual([['r1'], ['g1'], ['b1']]);
    assertInvariants(r.state);
  });

  it('P1 a card under the stack top or under the waste top is not playable', () => {
    const s = game([{ stack: ['y9', 'r1'], hand: ['y1', 'b10', 'g9'] }, KEEPER]);
    expectIntentRejected(s, I.stack(0), 'no-fit');
    const flipped = act(s, I.flip(0)).state;
    expect(view(flipped, 0).waste).toEqual(['y1', 'b10', 'g9']);
    expectIntentRejected(flipped, I.waste(0), 'no-fit');
    expect(view(flipped, 0).stack.at(-1)).toBe('y9');
    expect(view(flipped, 0).stack.at(-2)).toBe('r1');
  });
});

describe('P2 centre piles', () => {
  it('P2 a 1 of any colour starts a new pile', () => {
    const s = game([{ row: ['r1', 'g1', 'b1', 'y1'] }, KEEPER]);
    const { state, events } = actAll(s, [I.row(0, 0), I.row(0, 1), I.row(0, 2), I.row(0, 3)]);
    expect(state.piles.map((p) => p.color)).toEqual(['r', 'g', 'b', 'y']);
    const played = events.filter((e) => e.type === 'card-played');
    expect(played.map((e) => (e.type === 'card-played' ? [e.pile, e.newPile] : null))).toEqual([
      [0, true],
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('P2 a card other than a 1 goes only onto a pile of its colour whose top is one lower', () => {
    const s0 = game([{ stack: ['r1', 'g2'], row: ['r3', 'r2'] }, KEEPER]);
    const s1 = act(s0, I.stack(0)).state;
    expectIntentRejected(s1, I.stack(0), 'no-fit'); // g2: no green pile, and the red pile does not take it
    expectIntentRejected(s1, I.row(0, 0), 'no-fit'); // r3 on r1
    const s2 = act(s1, I.row(0, 1)).state; // r2 on r1
    const s3 = act(s2, I.row(0, 0)).state; // r3 on r2
    expect(pileLabels(s3)).toEqual([['r1', 'r2', 'r3']]);
    assertInvariants(s3);
  });

  it('P2 several piles of one colour may exist', () => {
    const s = game([{ row: ['r1', 'r2'] }, { row: ['y1', 'r1', 'r2'] }]);
    const { state } = actAll(s, [I.row(0, 0), I.row(1, 1), I.row(0, 1), I.row(1, 2)]);
    expect(state.piles.map((p) => p.color)).toEqual(['r', 'r']);
    expect(pileLabels(state)).toEqual([
      ['r1', 'r2'],
      ['r1', 'r2'],
    ]);
  });
});

describe('P3 complete piles', () => {
  it('P3 a pile whose top is a 10 is complete: reported, needs nothing, and a new 1 starts another pile', () => {
    const s = game([{ stack: ['r1', 'r2', 'r3', 'r4', 'r5', 'g1'] }, { stack: ['r6', 'r7', 'r8', 'r9', 'r10'], row: ['y1', 'r1'] }]);
    const { state, events } = actAll(s, [...times(5, I.stack(0)), ...times(4, I.stack(1))]);
    expect(events.some((e) => e.type === 'pile-completed')).toBe(false);
    const last = act(state, I.stack(1));
    expect(last.events).toEqual([
      { type: 'card-played', player: 1, card: card('r10', 1), from: { kind: 'stack' }, pile: 0, newPile: false },
      { type: 'pile-completed', pile: 0, color: 'r' },
    ]);
    expect(needMasks(last.state.piles)).toEqual([0, 0, 0, 0]);
    for (const c of fullDeck(0)) if (labels([c])[0]?.startsWith('r')) expect(targetPile(c, last.state.piles)).not.toBe(0);
    const again = act(last.state, I.row(1, 1));
    expect(again.pile).toBe(1);
    expect(again.state.piles[0]?.cards).toHaveLength(10);
    assertInvariants(again.state);
  });
});

describe('P4 anyone plays on any pile', () => {
  it('P4 a player may play onto a pile another player started', () => {
    const s = game([{ row: ['r1'] }, { ...KEEPER, stack: ['r2'] }]);
    const { state } = actAll(s, [I.row(0, 0), I.stack(1)]);
    expect(pileWithOwners(state, 0)).toEqual(['r1@0', 'r2@1']);
  });
});

describe('P5 first come, first served', () => {
  it('P5 the engine picks the pile: a new one for a 1, otherwise the oldest pile that fits', () => {
    const s = game([{ row: ['r1', 'r2', 'r3'] }, { row: ['y1', 'r1', 'r2'] }]);
    const a = act(s, I.row(0, 0));
    expect(a.pile).toBe(0);
    const b = act(a.state, I.row(1, 1));
    expect(b.pile).toBe(1);
    const c = act(b.state, I.row(1, 2)); // both red piles top at 1: the oldest (started by player 0) gets it
    expect(c.pile).toBe(0);
    const d = act(c.state, I.row(0, 1)); // pile 0 now tops at 2: the oldest pile that fits is pile 1
    expect(d.pile).toBe(1);
    const e = act(d.state, I.row(0, 2)); // r3 fits both piles (tops r2): the oldest
    expect(e.pile).toBe(0);
    expect(pileWithOwners(e.state, 0)).toEqual(['r1@0', 'r2@1', 'r3@0']);
    expect(pileWithOwners(e.state, 1)).toEqual(['r1@1', 'r2@0']);
  });

  it('P5 when two players race for the same pile the first intent gets it; the second is rejected no-fit and changes nothing', () => {
    const s = game([{ row: ['r1', 'r2'] }, { ...KEEPER, stack: ['r2'] }]);
    const opened = act(s, I.row(0, 0)).state;
    // Both r2 fit right now; the intents arrive in the order player 1, player 0.
    expect(legalIntents(opened, 0)).toContainEqual(I.row(0, 1));
    expect(legalIntents(opened, 1)).toContainEqual(I.stack(1));
    const first = act(opened, I.stack(1));
    expect(first.pile).toBe(0);
    expectIntentRejected(first.state, I.row(0, 1), 'no-fit');
    expect(view(first.state, 0).row[1]).toEqual(['r2']);
    expect(pileWithOwners(first.state, 0)).toEqual(['r1@0', 'r2@1']);
  });

  it('P5 a card that fits no pile is rejected and stays where it was', () => {
    const s = game([{ stack: ['g5'], row: ['b2'], hand: ['r10', 'y10', 'y3'] }, KEEPER]);
    expectIntentRejected(s, I.stack(0), 'no-fit');
    expectIntentRejected(s, I.row(0, 0), 'no-fit');
    const flipped = act(s, I.flip(0)).state;
    expectIntentRejected(flipped, I.waste(0), 'no-fit');
    expect(view(flipped, 0).waste.at(-1)).toBe('y3');
  });
});

describe('P6 row refill', () => {
  it('P6 a played row card is replaced at once by the top of the stack', () => {
    const s = game([{ row: ['b9', 'r1'], stack: ['g7', 'y6'] }, KEEPER]);
    const r = act(s, I.row(0, 1));
    expect(r.events).toEqual([
      { type: 'card-played', player: 0, card: card('r1'), from: { kind: 'row', slot: 1 }, pile: 0, newPile: true },
      { type: 'row-refilled', player: 0, slot: 1, card: card('g7') },
    ]);
    expect(view(r.state, 0).row[1]).toEqual(['g7']);
    expect(view(r.state, 0).stack.at(-1)).toBe('y6');
    expect(r.state.players[0]?.stack).toHaveLength(9);
    assertInvariants(r.state);
  });
});

describe('P7 hand and waste', () => {
  it('P7 a flip turns the next 3 hand cards over as a block, the third of them on top', () => {
    const s = game([{ hand: ['b10', 'y10', 'g9', 'r8'] }, KEEPER]);
    const r = act(s, I.flip(0));
    expect(r.events).toEqual([{ type: 'hand-flipped', player: 0, cards: [card('b10'), card('y10'), card('g9')] }]);
    expect(view(r.state, 0).waste).toEqual(['b10', 'y10', 'g9']);
    expect(view(r.state, 0).hand.at(-1)).toBe('r8');
    expect(r.state.players[0]?.hand).toHaveLength(22);
    expect(r.pile).toBeNull();
  });

  it('P7 only the waste top is playable; once it is played the card under it is the top', () => {
    const s = game([{ hand: ['r3', 'r2', 'r1'] }, KEEPER]);
    const { state } = actAll(s, [I.flip(0), I.waste(0), I.waste(0)]);
    expect(view(state, 0).waste).toEqual(['r3']);
    const done = act(state, I.waste(0)).state;
    expect(view(done, 0).waste).toEqual([]);
    expectIntentRejected(done, I.waste(0), 'empty-source');
    expect(pileLabels(done)).toEqual([['r1', 'r2', 'r3']]);
  });

  it('P7 a flip takes fewer than 3 cards when fewer remain, and an empty hand and waste cannot flip', () => {
    // 25 hand cards that can all be played in flip order: the last flip takes a single card.
    const hand = [
      ...['r3', 'r2', 'r1', 'r6', 'r5', 'r4', 'r9', 'r8', 'r7', 'g2', 'g1', 'r10'],
      ...['g5', 'g4', 'g3', 'g8', 'g7', 'g6', 'b1', 'g10', 'g9', 'b4', 'b3', 'b2', 'b5'],
    ];
    let s = game([{ hand }, KEEPER]);
    const flips: LigrettoEvent[] = [];
    for (let chunk = 0; chunk < 9; chunk++) {
      const r = act(s, I.flip(0));
      flips.push(...r.events);
      s = r.state;
      const n = chunk === 8 ? 1 : 3;
      s = actAll(s, times(n, I.waste(0))).state;
    }
    expect(flips.map((e) => (e.type === 'hand-flipped' ? e.cards.length : -1))).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 1]);
    expect(view(s, 0).hand).toEqual([]);
    expect(view(s, 0).waste).toEqual([]);
    expectIntentRejected(s, I.flip(0), 'empty-source');
    expect(pileLabels(s)).toEqual([
      ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10'],
      ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8', 'g9', 'g10'],
      ['b1', 'b2', 'b3', 'b4', 'b5'],
    ]);
    assertInvariants(s);
  });

  it('P7 a flip with an empty hand turns the waste back over in the original order, without a shuffle, then flips 3', () => {
    let s = game([{}, KEEPER]);
    const original = s.players[0]?.hand ?? [];
    const firstPass: LigrettoEvent[] = [];
    for (let i = 0; i < 9; i++) {
      const r = act(s, I.flip(0));
      firstPass.push(...r.events);
      s = r.state;
    }
    expect(s.players[0]?.hand).toEqual([]);
    expect(s.players[0]?.waste).toEqual([...original].reverse());
    const rngBefore = s.rng;
    const recycle = act(s, I.flip(0));
    expect(recycle.events).toEqual([
      { type: 'waste-recycled', player: 0, count: 25 },
      { type: 'hand-flipped', player: 0, cards: [...original].reverse().slice(0, 3) },
    ]);
    expect(recycle.state.players[0]?.hand).toEqual(original.slice(0, -3));
    expect(recycle.state.rng).toBe(rngBefore);
    // The second pass shows exactly the blocks of the first.
    s = recycle.state;
    const secondPass: LigrettoEvent[] = recycle.events.slice(1);
    for (let i = 0; i < 8; i++) {
      const r = act(s, I.flip(0));
      secondPass.push(...r.events);
      s = r.state;
    }
    expect(secondPass).toEqual(firstPass);
    assertInvariants(s);
  });
});

describe('P8 Ligretto stop', () => {
  const stopsOf = (events: readonly LigrettoEvent[]): LigrettoEvent[] => events.filter((e) => e.type === 'round-stopped');

  it('P8 the round ends at once when a player plays the last card of their stack', () => {
    const s = game([{ stack: ['r1', 'r2', 'r3', 'r4', 'r5'] }, KEEPER], { handicap: [5, 10] });
    const before = actAll(s, times(4, I.stack(0)));
    expect(before.state.phase).toBe('playing');
    expect(stopsOf(before.events)).toEqual([]);
    const r = act(before.state, I.stack(0));
    expect(eventTypes(r.events)).toEqual(['card-played', 'round-stopped', 'round-scored']);
    expect(r.events[1]).toEqual({ type: 'round-stopped', player: 0 });
    expect(r.state.phase).toBe('round-over');
    expect(r.state.stoppedBy).toBe(0);
    expect(r.state.scores?.map((x) => x.points)).toEqual([5, -20]);
    assertInvariants(r.state);
  });

  it('P8 the round ends when the last stack card fills a gap in the row', () => {
    const s = game([{ stack: ['r1', 'r2', 'r3', 'r4', 'g9'], row: ['r5'] }, KEEPER], { handicap: [5, 10] });
    const mid = actAll(s, times(4, I.stack(0))).state;
    const r = act(mid, I.row(0, 0));
    expect(r.events).toEqual([
      { type: 'card-played', player: 0, card: card('r5'), from: { kind: 'row', slot: 0 }, pile: 0, newPile: false },
      { type: 'row-refilled', player: 0, slot: 0, card: card('g9') },
      { type: 'round-stopped', player: 0 },
      expect.objectContaining({ type: 'round-scored' }),
    ]);
    expect(view(r.state, 0).row[0]).toEqual(['g9']);
    expect(r.state.players[0]?.stack).toEqual([]);
    expect(r.state.stoppedBy).toBe(0);
    assertInvariants(r.state);
  });

  it('P8 the round ends when the advanced row rule places the last stack card on the row', () => {
    const s = game([{ stack: ['r1', 'r2', 'r3', 'r4', 'g9'], row: ['y10'] }, KEEPER], { handicap: [5, 10], advancedRow: true });
    const mid = actAll(s, times(4, I.stack(0))).state;
    const r = act(mid, I.stackToRow(0, 0));
    expect(r.events).toEqual([
      { type: 'row-placed', player: 0, card: card('g9'), from: 'stack', slot: 0 },
      { type: 'round-stopped', player: 0 },
      expect.objectContaining({ type: 'round-scored' }),
    ]);
    expect(r.state.phase).toBe('round-over');
    expect(r.state.stoppedBy).toBe(0);
    expect(r.state.scores?.map((x) => x.points)).toEqual([4, -20]);
    assertInvariants(r.state);
  });

  it('P8 intents that arrive after "Ligretto stop!" are rejected not-running and change nothing', () => {
    const s = game(
      [
        { stack: ['r1', 'r2', 'r3', 'r4', 'r5'], row: ['r6'], hand: ['g10', 'y10', 'g1'] },
        { ...KEEPER, stack: ['r6'] },
      ],
      {
        handicap: [5, 10],
      },
    );
    const stopped = actAll(s, times(5, I.stack(0))).state;
    expect(stopped.phase).toBe('round-over');
    for (const intent of [I.stack(1), I.row(1, 0), I.flip(1), I.waste(1), I.row(0, 0), I.flip(0), I.stackToRow(0, 0), I.wasteToRow(1, 0)]) {
      expectIntentRejected(stopped, intent, 'not-running');
    }
    expect(legalIntents(stopped, 0)).toEqual([]);
    expect(legalIntents(stopped, 1)).toEqual([]);
  });

  it('P8 when two players could empty their stacks in one tick, the first applied intent decides', () => {
    const s = game([{ stack: ['r1', 'r2', 'r3', 'r4', 'g1'] }, { stack: ['y1', 'y2', 'y3', 'y4', 'b1'] }], { handicap: [5, 5] });
    const tick = actAll(s, [...times(4, I.stack(0)), ...times(4, I.stack(1))]).state;
    expect(legalIntents(tick, 0)).toContainEqual(I.stack(0));
    expect(legalIntents(tick, 1)).toContainEqual(I.stack(1));
    const r = act(tick, I.stack(1));
    expect(r.state.stoppedBy).toBe(1);
    expectIntentRejected(r.state, I.stack(0), 'not-running');
    expect(r.state.scores?.map((x) => x.points)).toEqual([4 - 2, 5]);
  });
});
