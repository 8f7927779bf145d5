import { describe, expect, it } from 'vitest';
import { planAnimations, TIMING, type AnimationStep } from '@renderer/animation/plan';
import { makeCard } from '@shared/games/ligretto/cards';
import type { GameEvent } from '@shared/games/ligretto/events';

type Fly = Extract<AnimationStep, { kind: 'fly' }>;

describe('animation plan', () => {
  it('a burst of 12 simultaneous plays flies in arrival order, staggered, never two onto one pile at once', () => {
    const events: GameEvent[] = Array.from({ length: 12 }, (_, p) => ({
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

  it('a flip after a recycle is marked as recycled', () => {
    const steps = planAnimations([
      { type: 'waste-recycled', player: 0, count: 7 },
      { type: 'hand-flipped', player: 0, cards: [makeCard(0, 'y', 3), makeCard(0, 'y', 4), makeCard(0, 'y', 5)] },
    ]);
    expect(steps).toEqual([expect.objectContaining({ kind: 'flip', player: 0, recycled: true })]);
  });
});
