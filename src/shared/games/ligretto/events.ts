/** What happened, as the engine reports it, so a renderer can animate without guessing. */
import type { Card, Color } from './cards';
import type { RoundScore } from './state';

/** Where a played card came from (P1). */
export type CardSource = { readonly kind: 'stack' } | { readonly kind: 'row'; readonly slot: number } | { readonly kind: 'waste' };

/** Every event the engine emits. */
export type GameEvent =
  | { readonly type: 'round-dealt'; readonly round: number }
  | { readonly type: 'start-call' }
  | {
      readonly type: 'card-played';
      readonly player: number;
      readonly card: Card;
      readonly from: CardSource;
      readonly pile: number;
      readonly newPile: boolean;
    }
  | { readonly type: 'pile-completed'; readonly pile: number; readonly color: Color }
  | { readonly type: 'row-refilled'; readonly player: number; readonly slot: number; readonly card: Card }
  | { readonly type: 'waste-recycled'; readonly player: number; readonly count: number }
  | { readonly type: 'hand-flipped'; readonly player: number; readonly cards: readonly Card[] }
  | {
      readonly type: 'row-placed';
      readonly player: number;
      readonly card: Card;
      readonly from: 'stack' | 'waste';
      readonly slot: number;
    }
  | { readonly type: 'round-stopped'; readonly player: number }
  | { readonly type: 'blockade'; readonly count: number; readonly remedy: 'reshuffle' | 'end-round' }
  | { readonly type: 'reshuffled'; readonly count: number }
  | { readonly type: 'round-scored'; readonly scores: readonly RoundScore[]; readonly totals: readonly number[] }
  | { readonly type: 'match-over'; readonly winners: readonly number[] };

/** The `type` of an event. */
export type GameEventType = GameEvent['type'];
