/** Builds what one seat sees at the table: only face-up cards and counts, never the order of a face-down hand. */
import type { LigrettoState } from '@shared/games/ligretto/state';
import type { TableView } from '@shared/games/ligretto/view';
import { needMasks } from './piles';

/** Builds a seat's view of the table; a seat outside the game sees an empty, stopped table. */
export function tableView(state: LigrettoState, seat: number): TableView {
  const p = state.players[seat];
  return {
    seat,
    running: state.phase === 'playing' && p !== undefined,
    advancedRow: state.options.advancedRow,
    stackTop: p?.stack.at(-1),
    stackCount: p?.stack.length ?? 0,
    rowTops: p?.row.map((slot) => slot.at(-1)) ?? [],
    wasteTop: p?.waste.at(-1),
    wasteCount: p?.waste.length ?? 0,
    handCount: p?.hand.length ?? 0,
    centre: needMasks(state.piles),
    openPiles: state.piles.filter((pile) => pile.cards.length < 10).length,
  };
}
