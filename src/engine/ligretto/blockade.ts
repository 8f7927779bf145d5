/** B1: exact blockade detection over every hand's flip cycle, and B2's "can a reshuffle help". */
import type { Card } from '@shared/games/ligretto/cards';
import type { LigrettoState, PlayerState } from '@shared/games/ligretto/state';
import type { RecycleRule } from '@shared/games/ligretto/options';
import { fits, fitsRowSlot, needMasks, type NeedMasks } from './piles';

/** The card at position i of the flip cycle: waste bottom-first, then the hand in the order flips take it. */
function cycleCard(p: PlayerState, i: number): Card {
  const w = p.waste.length;
  return (i < w ? p.waste[i] : p.hand[p.hand.length - 1 - (i - w)]) as Card;
}

/**
 * Every card that can become the waste top without playing (P7): the current top, the tops of the rest of
 * this pass (every third card and the last), and the tops of every later full pass through the cycle.
 */
export function reachableWasteTops(p: PlayerState): Card[] {
  const w = p.waste.length;
  const total = w + p.hand.length;
  const tops = new Set<number>();
  if (w > 0) tops.add(w - 1);
  for (let i = w + 2; i < total; i += 3) tops.add(i);
  for (let i = 2; i < total; i += 3) tops.add(i);
  if (total > 0) tops.add(total - 1);
  return [...tops].map((i) => cycleCard(p, i));
}

function placeableOnRow(card: Card, p: PlayerState): boolean {
  return p.row.some((slot) => fitsRowSlot(card, slot[slot.length - 1]));
}

function cardIsMove(card: Card, p: PlayerState, masks: NeedMasks, advancedRow: boolean): boolean {
  return fits(card, masks) || (advancedRow && placeableOnRow(card, p));
}

/**
 * Can this player make any move, flipping through the whole hand cycle if needed? With `recycle: shuffle` (P7) every
 * card of the hand and waste can come up as the waste top after some recycling, so any of them that fits counts.
 */
export function playerCanMove(p: PlayerState, masks: NeedMasks, advancedRow: boolean, recycle: RecycleRule = 'turn-over'): boolean {
  const stackTop = p.stack[p.stack.length - 1];
  if (stackTop !== undefined && cardIsMove(stackTop, p, masks, advancedRow)) return true;
  for (const slot of p.row) {
    const top = slot[slot.length - 1];
    if (top !== undefined && fits(top, masks)) return true;
  }
  if (recycle === 'shuffle') return [...p.hand, ...p.waste].some((card) => cardIsMove(card, p, masks, advancedRow));
  const w = p.waste.length;
  const total = w + p.hand.length;
  if (total === 0) return false;
  const check = (i: number): boolean => cardIsMove(cycleCard(p, i), p, masks, advancedRow);
  if (w > 0 && check(w - 1)) return true;
  for (let i = w + 2; i < total; i += 3) if (check(i)) return true;
  for (let i = 2; i < total; i += 3) if (check(i)) return true;
  return check(total - 1);
}

/** B1: no player can make any move. */
export function isBlockade(state: LigrettoState): boolean {
  const masks = needMasks(state.piles);
  const advanced = state.options.advancedRow;
  return !state.players.some((p) => playerCanMove(p, masks, advanced, state.options.recycle));
}

/** B2 (rule 10b): would a reshuffle of hands and wastes ever let anyone move? */
export function reshuffleCanHelp(state: LigrettoState): boolean {
  const masks = needMasks(state.piles);
  const advanced = state.options.advancedRow;
  return state.players.some((p) => [...p.hand, ...p.waste].some((card) => cardIsMove(card, p, masks, advanced)));
}
