/**
 * The table's animations, planned from the engine's events and played in one module (as chessground's
 * anim.ts does), so every planned step is drawn and the views decide nothing.
 */
import type { Card } from '@shared/games/ligretto/cards';
import type { CardSource, LigrettoEvent } from '@shared/games/ligretto/events';
import type { SoundId } from '@renderer/audio/Sounds';
import type { Rect } from '@renderer/layout/rect';

/** A call-out across the table. */
export type BannerKind = 'start' | 'stop' | 'blockade' | 'reshuffle';

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
      readonly banner: BannerKind;
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
  /** How long each call-out stays up. */
  banner: { start: 1000, stop: 2400, blockade: 2000, reshuffle: 2000 },
  /** Spacing of simultaneous plays in one burst, so twelve cards fly one after another, not in a heap. */
  stagger: 45,
  /** Longest total stagger of a burst; beyond it plays start together rather than lag behind the game. */
  maxStagger: 270,
} as const;

/** Turns one snapshot's events into animation steps: plays staggered in arrival order, follow-ups after their play. */
export function planAnimations(events: readonly LigrettoEvent[]): AnimationStep[] {
  const steps: AnimationStep[] = [];
  let plays = 0;
  const lastFlyEnd = new Map<number, number>();
  const lastFlyOf = new Map<number, number>();
  const pendingRecycle = new Set<number>();
  const banner = (kind: BannerKind, player: number | null): void =>
    void steps.push({ kind: 'banner', banner: kind, player, delay: 0, duration: TIMING.banner[kind] });
  for (const e of events) {
    const slotDelay = Math.min(plays * TIMING.stagger, TIMING.maxStagger);
    switch (e.type) {
      case 'card-played': {
        const delay = Math.max(slotDelay, lastFlyEnd.get(e.pile) ?? 0);
        steps.push({ kind: 'fly', player: e.player, card: e.card, from: e.from, pile: e.pile, delay, duration: TIMING.fly });
        lastFlyEnd.set(e.pile, delay + TIMING.fly * 0.6);
        lastFlyOf.set(e.player, delay);
        plays++;
        break;
      }
      case 'row-refilled': {
        const fly = lastFlyOf.get(e.player);
        const delay = fly === undefined ? slotDelay : fly + TIMING.fly * 0.5;
        steps.push({ kind: 'refill', player: e.player, slot: e.slot, card: e.card, delay, duration: TIMING.refill });
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
          recycled: pendingRecycle.delete(e.player),
          delay: slotDelay,
          duration: TIMING.flip,
        });
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
        banner('start', null);
        break;
      case 'round-stopped':
        banner('stop', e.player);
        break;
      case 'blockade':
        banner(e.remedy === 'reshuffle' ? 'reshuffle' : 'blockade', null);
        break;
      default:
        break;
    }
  }
  return steps;
}

/** A card owner's back, for cards shown face down while they turn. */
export interface OwnerMark {
  readonly back: number;
  readonly color: number;
}

/** Where a player's card sits on the table. */
export type AreaSlot = 'stack' | 'waste' | 'hand' | 'row';

/** What the animations move and hide: the table's views, or a fake timeline in tests. */
export interface AnimationTarget {
  /** A player's card spot, null before the table is laid out. */
  slotRect(player: number, kind: AreaSlot, slot?: number): Rect | null;
  pileRect(pile: number): Rect;
  ownerOf(player: number): OwnerMark | null;
  /** Keeps the top `count` cards of a centre pile out of sight (0 shows them). */
  hidePileTop(pile: number, count: number): void;
  /** Keeps the top `count` cards of a row column out of sight (0 shows them). */
  hideRowTop(player: number, slot: number, count: number): void;
  /** A card moves after `delay` ms and calls `onLand` when it arrives. */
  fly(card: Card, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void;
  slide(card: Card, from: Rect, to: Rect, delay: number, duration: number, onLand: () => void): void;
  flip(cards: readonly Card[], from: Rect, to: Rect, owner: OwnerMark, delay: number, duration: number, onLand: () => void): void;
  /** Runs `fn` after `delay` ms on the same clock as the motions. */
  after(delay: number, fn: () => void): void;
  banner(kind: BannerKind, player: number | null, duration: number): void;
  sound(id: SoundId): void;
  /** Something changed on screen. */
  changed(): void;
}

/** Plays planned steps on a target, counting the cards still in the air so nothing shows before it lands. */
export class TableAnimator {
  private readonly pileHidden = new Map<number, number>();
  private readonly rowHidden = new Map<string, number>();

  constructor(private readonly target: AnimationTarget) {}

  /** Plans and plays one snapshot's events; returns the steps played. */
  play(events: readonly LigrettoEvent[]): AnimationStep[] {
    const steps = planAnimations(events);
    for (const step of steps) this.playStep(step);
    return steps;
  }

  /** Cards of a centre pile still flying to it. */
  hiddenOnPile(pile: number): number {
    return this.pileHidden.get(pile) ?? 0;
  }

  /** Cards of a row column still sliding into it. */
  hiddenInRow(player: number, slot: number): number {
    return this.rowHidden.get(`${player}:${slot}`) ?? 0;
  }

  /** Forgets every card in the air (the motions were finished or dropped, e.g. a new round). */
  reset(): void {
    for (const pile of this.pileHidden.keys()) this.target.hidePileTop(pile, 0);
    for (const key of this.rowHidden.keys()) {
      const [player = 0, slot = 0] = key.split(':').map(Number);
      this.target.hideRowTop(player, slot, 0);
    }
    this.pileHidden.clear();
    this.rowHidden.clear();
  }

  private pile(pile: number, delta: number): void {
    const n = Math.max(0, this.hiddenOnPile(pile) + delta);
    if (n === 0) this.pileHidden.delete(pile);
    else this.pileHidden.set(pile, n);
    this.target.hidePileTop(pile, n);
  }

  private row(player: number, slot: number, delta: number): void {
    const n = Math.max(0, this.hiddenInRow(player, slot) + delta);
    const key = `${player}:${slot}`;
    if (n === 0) this.rowHidden.delete(key);
    else this.rowHidden.set(key, n);
    this.target.hideRowTop(player, slot, n);
  }

  private playStep(step: AnimationStep): void {
    const t = this.target;
    switch (step.kind) {
      case 'fly': {
        const from = t.slotRect(step.player, step.from.kind, step.from.kind === 'row' ? step.from.slot : 0);
        if (!from) return;
        this.pile(step.pile, +1);
        t.fly(step.card, from, t.pileRect(step.pile), step.delay, step.duration, () => {
          this.pile(step.pile, -1);
          t.sound('play');
          t.changed();
        });
        return;
      }
      case 'refill':
      case 'place': {
        const from = t.slotRect(step.player, step.kind === 'refill' ? 'stack' : step.from);
        const to = t.slotRect(step.player, 'row', step.slot);
        if (!from || !to) return;
        this.row(step.player, step.slot, +1);
        t.slide(step.card, from, to, step.delay, step.duration, () => {
          this.row(step.player, step.slot, -1);
          t.changed();
        });
        return;
      }
      case 'flip': {
        const from = t.slotRect(step.player, 'hand');
        const to = t.slotRect(step.player, 'waste');
        const owner = t.ownerOf(step.player);
        if (!from || !to || !owner) return;
        t.after(step.delay, () => t.sound('flip'));
        t.flip(step.cards, from, to, owner, step.delay, step.duration, () => t.changed());
        return;
      }
      case 'pile-complete':
        t.after(step.delay, () => t.sound('pile'));
        return;
      case 'banner':
        t.sound(step.banner === 'start' ? 'start' : 'stop');
        t.banner(step.banner, step.player, step.duration);
        return;
    }
  }
}
