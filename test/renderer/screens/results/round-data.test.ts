import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, openSeat, PLAYER_COLORS, type Seat } from '@shared/seats';
import {
  acceptConfirm,
  CONFIRM_GUARD_MS,
  confettiPieces,
  finishedRound,
  formatNumber,
  formatSigned,
  MAX_CONFETTI,
  playerLooks,
  seatOrder,
  sessionNow,
  splitColumns,
  stageProgress,
} from '@renderer/screens/results/round-data';

function snapshotWith(seats: Seat[], players: number[]): Snapshot {
  return {
    rev: 1,
    stage: 'scores',
    paused: false,
    now: 0,
    stageEndsAt: null,
    seats,
    options: DEFAULT_MATCH_OPTIONS,
    players,
    frozen: [],
    demo: false,
    game: 'ligretto',
    state: null,
  };
}

describe('number formats', () => {
  it('signs round points with a real minus', () => {
    expect([formatSigned(10), formatSigned(-4), formatSigned(0)]).toEqual(['+10', '\u22124', '0']);
  });

  it('writes negative totals with a real minus', () => {
    expect([formatNumber(7), formatNumber(-7), formatNumber(0)]).toEqual(['7', '\u22127', '0']);
  });
});

describe('splitColumns', () => {
  it('keeps up to 6 players in one column', () => {
    expect(splitColumns([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('uses two balanced columns above 6', () => {
    expect(splitColumns([1, 2, 3, 4, 5, 6, 7]).map((c) => c.length)).toEqual([4, 3]);
    expect(splitColumns(Array.from({ length: 12 }, (_, i) => i)).map((c) => c.length)).toEqual([6, 6]);
  });

  it('keeps the order and returns nothing for nothing', () => {
    expect(splitColumns(Array.from({ length: 9 }, (_, i) => i)).flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(splitColumns([])).toEqual([]);
  });
});

describe('players, seats and rounds', () => {
  it('orders engine players by their seat', () => {
    expect(seatOrder([5, 1, 9, 0])).toEqual([3, 1, 0, 2]);
  });

  it('takes names, colours and emblems from the seats', () => {
    const seats = [openSeat(0), { ...openSeat(1), name: 'Bo', color: 7 }, { ...openSeat(2), name: 'Cy', color: 3 }];
    expect(playerLooks(snapshotWith(seats, [2, 1]))).toEqual([
      { name: 'Cy', color: PLAYER_COLORS[3].hex, emblem: 3 },
      { name: 'Bo', color: PLAYER_COLORS[7].hex, emblem: 7 },
    ]);
  });

  it('numbers the finished round from the history', () => {
    const match = { round: 3, totals: [], history: [[1], [2], [3]], over: false, winners: [] };
    expect(finishedRound(match)).toBe(3);
    expect(finishedRound({ ...match, round: 1, history: [] })).toBe(1);
  });
});

describe('timers and the confirm guard', () => {
  it('measures a timed stage from start to end', () => {
    expect(stageProgress(1000, 7000, 1000)).toBe(0);
    expect(stageProgress(1000, 7000, 4000)).toBe(0.5);
    expect(stageProgress(1000, 7000, 9000)).toBe(1);
    expect(stageProgress(1000, null, 4000)).toBe(0);
  });

  it('runs the session clock on locally and freezes it while paused', () => {
    expect(sessionNow(5000, 100, 350, false)).toBe(5250);
    expect(sessionNow(5000, 100, 350, true)).toBe(5000);
    expect(sessionNow(5000, 100, 50, false)).toBe(5000);
  });

  it('accepts one confirm, and only after the guard time', () => {
    expect(acceptConfirm(0, CONFIRM_GUARD_MS - 1, false)).toBe(false);
    expect(acceptConfirm(0, CONFIRM_GUARD_MS, false)).toBe(true);
    expect(acceptConfirm(0, 10_000, true)).toBe(false);
  });
});

describe('confettiPieces', () => {
  it('is bounded and cycles through the colours', () => {
    const pieces = confettiPieces(500, [1, 2, 3], 1920, () => 0.5);
    expect(pieces).toHaveLength(MAX_CONFETTI);
    expect(pieces.slice(0, 4).map((p) => p.color)).toEqual([1, 2, 3, 1]);
  });

  it('stays on the screen width and ends in bounded time', () => {
    let seed = 1;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const p of confettiPieces(100, [0xff0000], 1920, random)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1920);
      expect(p.delay + p.duration).toBeLessThan(6);
    }
  });

  it('makes nothing for a zero or negative count', () => {
    expect(confettiPieces(0, [1], 100)).toEqual([]);
    expect(confettiPieces(-3, [1], 100)).toEqual([]);
  });
});
