/** Plans the table's animations from the engine's events, so views animate without guessing (and decide nothing). */
import type { Card } from '@shared/games/ligretto/cards';
import type { CardSource, GameEvent } from '@shared/games/ligretto/events';

/** One thing to animate, with its delay after the snapshot arrived. */
export type AnimationStep =
  | {
      readonly kind: 'fly';
      readonly player: number;
      readonly card: Card;
      readonly from: CardSource;
      readonly pile: number;
      readonly delay: number;
      readonly duration: number;
    }
  | {
      readonly kind: 'refill';
      readonly player: number;
      readonly slot: number;
      readonly card: Card;
      readonly delay: number;
      readonly duration: number;
    }
  | {
      readonly kind: 'flip';
      readonly player: number;
      readonly cards: readonly Card[];
      readonly recycled: boolean;
      readonly delay: number;
      readonly duration: number;
    }
  | {
      readonly kind: 'place';
      readonly player: number;
      readonly card: Card;
      readonly from: 'stack' | 'waste';
      readonly slot: number;
      readonly delay: number;
      readonly duration: number;
    }
  | { readonly kind: 'pile-complete'; readonly pile: number; readonly delay: number; readonly duration: number }
  | {
      readonly kind: 'banner';
      readonly banner: 'start' | 'stop' | 'blockade' | 'reshuffle';
      readonly player: number | null;
      readonly delay: number;
      readonly duration: number;
    };

/** Timing of the table's animations, in ms. */
export const TIMING = {
  fly: 260,
  refill: 180,
  flip: 200,
  place: 220,
  complete: 520,
  banner: 1600,
  /** Spacing of simultaneous plays in one burst, so twelve cards fly one after another, not in a heap. */
  stagger: 45,
  /** Longest total stagger of a burst; beyond it plays start together rather than lag behind the game. */
  maxStagger: 270,
} as const;

/** Turns one snapshot's events into animation steps: plays staggered in arrival order, follow-ups after their play. */
export function planAnimations(events: readonly GameEvent[]): AnimationStep[] {
  const steps: AnimationStep[] = [];
  let plays = 0;
  const lastFlyEnd = new Map<number, number>();
  let pendingRecycle = new Set<number>();
  for (const e of events) {
    const slotDelay = Math.min(plays * TIMING.stagger, TIMING.maxStagger);
    switch (e.type) {
      case 'card-played': {
        const pileFree = lastFlyEnd.get(e.pile) ?? 0;
        const delay = Math.max(slotDelay, pileFree);
        steps.push({ kind: 'fly', player: e.player, card: e.card, from: e.from, pile: e.pile, delay, duration: TIMING.fly });
        lastFlyEnd.set(e.pile, delay + TIMING.fly * 0.6);
        plays++;
        break;
      }
      case 'row-refilled': {
        const fly = [...steps].reverse().find((s) => s.kind === 'fly' && s.player === e.player);
        steps.push({
          kind: 'refill',
          player: e.player,
          slot: e.slot,
          card: e.card,
          delay: fly ? fly.delay + TIMING.fly * 0.5 : slotDelay,
          duration: TIMING.refill,
        });
        break;
      }
      case 'waste-recycled':
        pendingRecycle.add(e.player);
        break;
      case 'hand-flipped':
        steps.push({
          kind: 'flip',
          player: e.player,
          cards: e.cards,
          recycled: pendingRecycle.has(e.player),
          delay: slotDelay,
          duration: TIMING.flip,
        });
        pendingRecycle = new Set([...pendingRecycle].filter((p) => p !== e.player));
        plays++;
        break;
      case 'row-placed':
        steps.push({ kind: 'place', player: e.player, card: e.card, from: e.from, slot: e.slot, delay: slotDelay, duration: TIMING.place });
        plays++;
        break;
      case 'pile-completed': {
        const landed = (lastFlyEnd.get(e.pile) ?? 0) + TIMING.fly * 0.4;
        steps.push({ kind: 'pile-complete', pile: e.pile, delay: landed, duration: TIMING.complete });
        break;
      }
      case 'start-call':
        steps.push({ kind: 'banner', banner: 'start', player: null, delay: 0, duration: TIMING.banner * 0.6 });
        break;
      case 'round-stopped':
        steps.push({ kind: 'banner', banner: 'stop', player: e.player, delay: 0, duration: TIMING.banner });
        break;
      case 'blockade':
        steps.push({
          kind: 'banner',
          banner: e.remedy === 'reshuffle' ? 'reshuffle' : 'blockade',
          player: null,
          delay: 0,
          duration: TIMING.banner,
        });
        break;
      default:
        break;
    }
  }
  return steps;
}
