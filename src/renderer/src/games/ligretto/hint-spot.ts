/** Where Ligretto's live hint pulses (issue 30): the row card, the stack, the waste or the hand its play names (no Pixi). */
import type { PlayerHint } from '../hint-spots';

/** A spot in a Ligretto player's area, as PlayerAreaView names them. */
export interface LigrettoSpot {
  readonly kind: 'row' | 'stack' | 'waste' | 'hand';
  readonly slot: number;
}

/** The spot a hint's play names: a row play its row card, a stack or waste play that pile, a flip the hand; null for none. */
export function ligrettoHintSpot(hint: Pick<PlayerHint, 'do' | 'slot'>): LigrettoSpot | null {
  switch (hint.do) {
    case 'row':
      return hint.slot === null ? null : { kind: 'row', slot: hint.slot };
    case 'stack':
    case 'stack-to-row':
      return { kind: 'stack', slot: 0 };
    case 'waste':
    case 'waste-to-row':
      return { kind: 'waste', slot: 0 };
    case 'flip':
      return { kind: 'hand', slot: 0 };
    default:
      return null;
  }
}

/** The spot's name in the table's description ("row 2", "stack"). */
export function spotPart(spot: LigrettoSpot): string {
  return spot.kind === 'row' ? `row ${spot.slot + 1}` : spot.kind;
}
