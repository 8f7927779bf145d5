/** What the event screen shows between games, without Pixi: the next table by seat colour, who follows, the leaderboard rows that fit. */
import type { EventView } from '@shared/event/event-view';
import type { Seat } from '@shared/seats';

/** One seat of the next table. */
export interface BoardSeat {
  readonly name: string;
  /** The seat's colour index (PLAYER_COLORS). */
  readonly color: number;
  /** A person has taken the seat over; otherwise a bot stands in for the entrant. */
  readonly person: boolean;
}

/** One leaderboard line. */
export interface BoardRow {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
}

/** The event screen's content. */
export interface EventBoard {
  readonly name: string;
  readonly format: EventView['format'];
  readonly games: number;
  readonly finished: boolean;
  readonly table: readonly BoardSeat[];
  readonly upNext: readonly string[];
  /** People waiting beyond those named in `upNext`. */
  readonly waiting: number;
  readonly rows: readonly BoardRow[];
  /** Leaderboard lines left out (they did not fit at a readable size). */
  readonly more: number;
}

/** Leaderboard lines shown beside the table (at 1080p each is 56 px tall); the final board shows more. */
export const BOARD_ROWS = 12;
/** Leaderboard lines on the final board (two columns). */
export const FINAL_ROWS = 24;

/** The board of an event view, with the lobby seats for colours and who took a seat over. */
export function eventBoard(view: EventView, seats: readonly Pick<Seat, 'kind' | 'color'>[]): EventBoard {
  const maxRows = view.finished ? FINAL_ROWS : BOARD_ROWS;
  const upNextSet = new Set(view.upNext);
  return {
    name: view.name,
    format: view.format,
    games: view.games,
    finished: view.finished,
    table: view.table.map((name, i) => ({ name, color: seats[i]?.color ?? i, person: seats[i]?.kind === 'person' })),
    upNext: view.upNext,
    waiting: view.queue.filter((n) => !upNextSet.has(n)).length,
    rows: view.leaderboard.slice(0, maxRows),
    more: Math.max(0, view.leaderboard.length - maxRows),
  };
}

/** Splits names into columns of at most `rows` each (the table's 12 seats: 2 columns of 6). */
export function nameColumns<T>(items: readonly T[], rows: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += rows) out.push(items.slice(i, i + rows));
  return out;
}
