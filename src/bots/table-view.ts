/** What one seat sees at the table: only face-up cards and counts, never the order of a face-down hand. */
import { needMasks, type NeedMasks } from '@engine/ligretto/index';
import type { Card } from '@shared/games/ligretto/cards';
import type { GameState } from '@shared/games/ligretto/state';

/** One seat's view: its own face-up tops and counts, and what the centre piles accept. */
export interface TableView {
  readonly seat: number;
  /** The round is running (after the start call, before "Ligretto stop!"). */
  readonly running: boolean;
  readonly advancedRow: boolean;
  readonly stackTop: Card | undefined;
  readonly stackCount: number;
  /** The visible top of each row slot. */
  readonly rowTops: readonly (Card | undefined)[];
  readonly wasteTop: Card | undefined;
  readonly wasteCount: number;
  /** How many cards lie face down in the hand (their order is hidden). */
  readonly handCount: number;
  /** What the centre piles accept, read from their visible tops (P2). */
  readonly centre: NeedMasks;
}

/** Builds a seat's view of the table; a seat outside the game sees an empty, stopped table. */
export function tableView(state: GameState, seat: number): TableView {
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
  };
}
