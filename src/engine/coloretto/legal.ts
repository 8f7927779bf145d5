/** Every intent the Coloretto engine would accept from a seat right now (bots enumerate these). */
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { canDraw, openForCard, takeable } from './reduce';

/** The seat on turn's legal intents: place the drawn card (KT1), or draw (KT1, KT6) and take a row (KT2); none for others. */
export function legalIntents(state: ColorettoState, player: number): ColorettoIntent[] {
  if (state.phase !== 'playing' || state.turn !== player) return [];
  if (state.drawn !== null) {
    return state.rows.flatMap((row, i): ColorettoIntent[] => (openForCard(row) ? [{ player, do: 'place', row: i }] : []));
  }
  const takes = state.rows.flatMap((row, i): ColorettoIntent[] => (takeable(row) ? [{ player, do: 'take', row: i }] : []));
  return canDraw(state) ? [{ player, do: 'draw' }, ...takes] : takes;
}
