/** Where Coloretto's live hint pulses (issue 30): the deck to draw from, or the row to place on or take (no Pixi). */
import type { PlayerHint } from '../hint-spots';

/** A spot at Coloretto's table: the deck in the turn band, or a row. */
export type ColorettoSpot = { readonly kind: 'deck' } | { readonly kind: 'row'; readonly row: number };

/** The spot a hint's play names: a draw the deck, a place or a take its row; null for none. */
export function colorettoHintSpot(hint: Pick<PlayerHint, 'do' | 'slot'>, rows: number): ColorettoSpot | null {
  if (hint.do === 'draw') return { kind: 'deck' };
  if ((hint.do === 'place' || hint.do === 'take') && hint.slot !== null && hint.slot < rows) return { kind: 'row', row: hint.slot };
  return null;
}

/** The spot's name in the table's description ("deck", "row 2"). */
export function colorettoSpotPart(spot: ColorettoSpot): string {
  return spot.kind === 'deck' ? 'deck' : `row ${spot.row + 1}`;
}
