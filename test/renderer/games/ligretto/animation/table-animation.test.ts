import { describe, expect, it } from 'vitest';
import { planAnimations, TableAnimator, TIMING, type AnimationStep } from '@renderer/games/ligretto/animation/table-animation';
import { makeCard } from '@shared/games/ligretto/cards';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import { FakeTable } from './fake-table';

type Fly = Extract<AnimationStep, { kind: 'fly' }>;

describe('animation plan', () => {
  it('a burst of 12 simultaneous plays flies in arrival order, staggered, never two onto one pile at once', () => {
    const events: LigrettoEvent[] = Array.from({ length: 12 }, (_, p) => ({
      type: 'card-played',
      player: p,
      card: makeCard(p, 'r', 1 + (p % 3)),
      from: { kind: 'stack' },
      pile: p % 4,
      newPile: false,
    }));
    const flies = planAnimations(events).filter((s): s is Fly => s.kind === 'fly');
    expect(flies.map((f) => f.player)).toEqual([...Array(12).keys()]);
    for (let i = 1; i < flies.length; i++) expect(flies[i]!.delay).toBeGreaterThanOrEqual(flies[i - 1]!.delay);
    expect(Math.max(...flies.map((f) => f.delay))).toBeLessThanOrEqual(TIMING.maxStagger + TIMING.fly);
    for (const pile of [0, 1, 2, 3]) {
      const onPile = flies.filter((f) => f.pile === pile);
      for (let i = 1; i < onPile.length; i++) expect(onPile[i]!.delay).toBeGreaterThanOrEqual(onPile[i - 1]!.delay + TIMING.fly * 0.6);
    }
  });

  it('a row refill follows its play, a completed pile waits for its 10 to land, and the calls become banners', () => {
    const steps = planAnimations([
      { type: 'start-call' },
      { type: 'card-played', player: 1, card: makeCard(1, 'g', 10), from: { kind: 'row', slot: 2 }, pile: 3, newPile: false },
      { type: 'row-refilled', player: 1, slot: 2, card: makeCard(1, 'b', 4) },
      { type: 'pile-completed', pile: 3, color: 'g' },
      { type: 'round-stopped', player: 1 },
    ]);
    const fly = steps.find((s): s is Fly => s.kind === 'fly');
    const refill = steps.find((s) => s.kind === 'refill');
    const complete = steps.find((s) => s.kind === 'pile-complete');
    expect(refill && fly && refill.delay > fly.delay).toBe(true);
    expect(complete && fly && complete.delay >= fly.delay + TIMING.fly * 0.6).toBe(true);
    expect(steps.filter((s) => s.kind === 'banner').map((s) => (s.kind === 'banner' ? s.banner : ''))).toEqual(['start', 'stop']);
  });

  it('banners come from the plan alone, each with its sound and the time it stays up', () => {
    const table = new FakeTable();
    new TableAnimator(table).play([
      { type: 'start-call' },
      { type: 'round-stopped', player: 2 },
      { type: 'blockade', count: 0, remedy: 'reshuffle' },
    ]);
    expect(table.banners).toEqual([
      { kind: 'start', player: null, duration: TIMING.banner.start },
      { kind: 'stop', player: 2, duration: TIMING.banner.stop },
      { kind: 'reshuffle', player: null, duration: TIMING.banner.reshuffle },
    ]);
    expect(table.sounds).toEqual(['start', 'stop', 'stop']);
  });

  it('a flip after a recycle is marked as recycled', () => {
    const steps = planAnimations([
      { type: 'waste-recycled', player: 0, count: 7 },
      { type: 'hand-flipped', player: 0, cards: [makeCard(0, 'y', 3), makeCard(0, 'y', 4), makeCard(0, 'y', 5)] },
    ]);
    expect(steps).toEqual([expect.objectContaining({ kind: 'flip', player: 0, recycled: true })]);
  });
});

describe('animation playback', () => {
  const play = (player: number, pile: number, n: number): LigrettoEvent => ({
    type: 'card-played',
    player,
    card: makeCard(player, 'r', n),
    from: { kind: 'stack' },
    pile,
    newPile: false,
  });

  it('P5 two cards flying to one pile in one snapshot keep its top hidden until each lands', () => {
    const table = new FakeTable();
    const animator = new TableAnimator(table);
    const steps = animator.play([play(0, 0, 4), play(1, 0, 5)]).filter((s): s is Fly => s.kind === 'fly');
    const [first, second] = steps.map((s) => s.delay + s.duration);
    expect(first !== undefined && second !== undefined && first < second).toBe(true);
    expect(table.pileHidden.get(0)).toBe(2);
    table.advanceTo(first! - 1);
    expect(table.pileHidden.get(0)).toBe(2);
    table.advanceTo(first!);
    expect(table.pileHidden.get(0)).toBe(1);
    table.advanceTo(second! - 1);
    expect(table.pileHidden.get(0)).toBe(1);
    table.advanceTo(second!);
    expect(table.pileHidden.get(0)).toBe(0);
    expect(table.sounds).toEqual(['play', 'play']);
  });

  it('P5 a second card sent to a pile while the first is in the air (next snapshot) keeps the top hidden too', () => {
    const table = new FakeTable();
    const animator = new TableAnimator(table);
    animator.play([play(0, 3, 4)]);
    table.advanceTo(100);
    animator.play([play(1, 3, 5)]);
    expect(table.pileHidden.get(3)).toBe(2);
    table.advanceTo(TIMING.fly);
    expect(table.pileHidden.get(3)).toBe(1);
    table.advanceTo(100 + TIMING.fly);
    expect(table.pileHidden.get(3)).toBe(0);
    expect(animator.hiddenOnPile(3)).toBe(0);
  });

  it('P6 a refill slides from the stack into the emptied row slot, which stays empty until it lands', () => {
    const table = new FakeTable();
    const animator = new TableAnimator(table);
    animator.play([
      { type: 'card-played', player: 1, card: makeCard(1, 'g', 1), from: { kind: 'row', slot: 2 }, pile: 0, newPile: true },
      { type: 'row-refilled', player: 1, slot: 2, card: makeCard(1, 'b', 4) },
    ]);
    expect(table.motions.map((m) => [m.kind, m.from])).toEqual([
      ['fly', 'row:1:2'],
      ['slide', 'stack:1:0'],
    ]);
    expect(table.rowHidden.get('1:2')).toBe(1);
    table.advanceTo(10_000);
    expect(table.rowHidden.get('1:2')).toBe(0);
  });

  it('A1 a card placed on a row column slides from its source and a flip turns the hand onto the waste', () => {
    const table = new FakeTable();
    new TableAnimator(table).play([
      { type: 'row-placed', player: 0, card: makeCard(0, 'y', 6), from: 'waste', slot: 1 },
      { type: 'hand-flipped', player: 0, cards: [makeCard(0, 'y', 3)] },
    ]);
    expect(table.motions.map((m) => [m.kind, m.from, m.to])).toEqual([
      ['slide', 'waste:0:0', 'row:0:1'],
      ['flip', 'hand:0:0', 'waste:0:0'],
    ]);
    expect(table.rowHidden.get('0:1')).toBe(1);
    table.advanceTo(10_000);
    expect(table.rowHidden.get('0:1')).toBe(0);
    expect(table.sounds).toEqual(['flip']);
  });

  it('every planned step kind is played: a completed pile sounds once its 10 has landed', () => {
    const table = new FakeTable();
    const steps = new TableAnimator(table).play([
      { type: 'card-played', player: 0, card: makeCard(0, 'g', 10), from: { kind: 'stack' }, pile: 1, newPile: false },
      { type: 'pile-completed', pile: 1, color: 'g' },
    ]);
    const complete = steps.find((s) => s.kind === 'pile-complete');
    expect(complete?.delay).toBeGreaterThan(0);
    table.advanceTo((complete?.delay ?? 0) - 1);
    expect(table.sounds).toEqual([]);
    table.advanceTo(complete?.delay ?? 0);
    expect(table.sounds).toEqual(['play', 'pile']);
  });

  it('a reset shows every hidden card again (a new round lands whatever was in the air)', () => {
    const table = new FakeTable();
    const animator = new TableAnimator(table);
    animator.play([play(0, 0, 4), play(1, 0, 5)]);
    animator.reset();
    expect(table.pileHidden.get(0)).toBe(0);
    expect(animator.hiddenOnPile(0)).toBe(0);
  });
});
