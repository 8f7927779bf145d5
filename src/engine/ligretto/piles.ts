/** Centre piles: which pile a card goes to (P2-P5) and a fast "does it fit" table. */
import { cardColorIndex, cardNumber, COLORS, type Card } from '@shared/games/ligretto/cards';
import type { Pile } from '@shared/games/ligretto/state';
import { needMasks, type NeedMasks } from '@shared/games/ligretto/view';

export { needMasks, type NeedMasks };

/** P2: a 1 always fits (new pile); any other card fits when a pile of its colour tops at one lower. */
export function fits(card: Card, masks: NeedMasks): boolean {
  const n = cardNumber(card);
  return n === 1 || ((masks[cardColorIndex(card)] ?? 0) & (1 << n)) !== 0;
}

/** P5: the pile a card goes to: -1 for a new pile (a 1), the oldest fitting pile, or null when none fits. */
export function targetPile(card: Card, piles: readonly Pile[]): number | null {
  const n = cardNumber(card);
  if (n === 1) return -1;
  const color = COLORS[cardColorIndex(card)];
  for (let i = 0; i < piles.length; i++) {
    const pile = piles[i] as Pile;
    if (pile.color !== color) continue;
    const top = pile.cards[pile.cards.length - 1];
    if (top !== undefined && cardNumber(top) === n - 1) return i;
  }
  return null;
}

/** A1: may `card` go onto a row slot whose top is `slotTop` (one lower, other colour)? */
export function fitsRowSlot(card: Card, slotTop: Card | undefined): boolean {
  if (slotTop === undefined) return false;
  return cardNumber(card) === cardNumber(slotTop) - 1 && cardColorIndex(card) !== cardColorIndex(slotTop);
}
