/** Where Ligretto Dice's live hint pulses (issue 30): the die its place names, or the whole tray for a reroll (no Pixi). */
import type { Die } from '@shared/games/dice/state';
import type { PlayerHint } from '../hint-spots';

/** A spot in a seat's tray: a die by its place among the dice still in the tray, or the tray itself. */
export type DiceSpot = { readonly kind: 'die'; readonly index: number; readonly die: number } | { readonly kind: 'tray' };

/** The spot a hint's play names in `tray`: the die placed (by its place among the unplaced dice), the tray for a reroll; null for none. */
export function diceHintSpot(hint: Pick<PlayerHint, 'do' | 'slot'>, tray: readonly Die[]): DiceSpot | null {
  if (hint.do === 'reroll') return { kind: 'tray' };
  if (hint.do !== 'place' || hint.slot === null) return null;
  const die = hint.slot;
  if (tray[die] === undefined || tray[die].placed) return null;
  const index = tray.slice(0, die).filter((d) => !d.placed).length;
  return { kind: 'die', index, die };
}

/** The spot's name in the table's description ("die 3", "tray"). */
export function diceSpotPart(spot: DiceSpot): string {
  return spot.kind === 'die' ? `die ${spot.die}` : 'tray';
}
