/** The event screen's model: the next table by seat colour, who waits beyond the next table, the leaderboard lines that fit. */
import { describe, expect, it } from 'vitest';
import type { EventView } from '@shared/event/event-view';
import { BOARD_ROWS, eventBoard, FINAL_ROWS, nameColumns } from '@renderer/screens/event/event-board';

const names = Array.from({ length: 30 }, (_, i) => `Guest ${i + 1}`);
const view: EventView = {
  id: 'e',
  name: 'Party',
  format: 'round-robin',
  games: 2,
  finished: false,
  table: names.slice(0, 12),
  upNext: names.slice(12, 24),
  queue: names.slice(12),
  leaderboard: names.map((name, i) => ({ rank: i + 1, name, points: 30 - i, wins: 0, games: 1 })),
};

describe('event board', () => {
  it('EB-1 seats carry their lobby colour and whether a person took them over; waiting counts those beyond the next table', () => {
    const seats = names.slice(0, 12).map((_, i) => ({ kind: i === 3 ? ('person' as const) : ('bot' as const), color: (i * 5) % 12 }));
    const board = eventBoard(view, seats);
    expect(board.table[3]).toEqual({ name: 'Guest 4', color: 3, person: true });
    expect(board.table[1]).toEqual({ name: 'Guest 2', color: 5, person: false });
    expect(board.waiting).toBe(6);
    expect(board.rows).toHaveLength(BOARD_ROWS);
    expect(board.more).toBe(30 - BOARD_ROWS);
  });

  it('EB-2 the final board shows more lines; columns split in order', () => {
    const board = eventBoard({ ...view, finished: true, table: [], upNext: [], queue: [] }, []);
    expect(board.rows).toHaveLength(FINAL_ROWS);
    expect(board.more).toBe(6);
    expect(nameColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
