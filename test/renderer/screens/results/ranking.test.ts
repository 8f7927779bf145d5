import { describe, expect, it } from 'vitest';
import {
  chartPlotHeight,
  chartRange,
  chartSeries,
  chartTarget,
  leaders,
  matchGoal,
  rankChangeLook,
  rankChanges,
  rankPlayers,
  ranksOf,
  runningTotals,
  shortLabel,
  totalsAfter,
} from '@renderer/screens/results/ranking';

describe('rankPlayers (M1: highest total first, ties share)', () => {
  it('orders by total, highest first', () => {
    expect(rankPlayers([10, 30, 20]).map((r) => [r.player, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
    ]);
  });

  it('gives equal totals the same rank and skips the next one (1, 1, 3)', () => {
    expect(rankPlayers([5, 9, 9, 2]).map((r) => r.rank)).toEqual([1, 1, 3, 4]);
    expect(rankPlayers([7, 7, 7]).map((r) => r.rank)).toEqual([1, 1, 1]);
  });

  it('keeps tied players in seat order', () => {
    const seats = [4, 0, 2];
    expect(rankPlayers([9, 9, 9], (p) => seats[p] ?? p).map((r) => r.player)).toEqual([1, 2, 0]);
  });

  it('handles negative totals and an empty match', () => {
    expect(rankPlayers([-4, 0, -4]).map((r) => [r.player, r.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ]);
    expect(rankPlayers([])).toEqual([]);
  });

  it('ranksOf gives each player its rank in player order', () => {
    expect(ranksOf([3, 8, 3, 1])).toEqual([2, 1, 2, 4]);
  });
});

describe('running totals from match.history', () => {
  const history = [
    [10, -2, 4],
    [5, 12, 4],
    [-3, 6, 9],
  ];

  it('starts every line at 0 and adds each finished round', () => {
    expect(runningTotals(history, 3)).toEqual([
      [0, 10, 15, 12],
      [0, -2, 10, 16],
      [0, 4, 8, 17],
    ]);
  });

  it('J2 a newcomer dealt in at round 2 runs from the lowest total then, as the match counts it', () => {
    expect(
      runningTotals(
        [
          [10, -2],
          [5, 12, 4],
        ],
        3,
      ),
    ).toEqual([
      [0, 10, 15],
      [0, -2, 10],
      [0, -2, 2],
    ]);
  });

  it('is just [0] per player before any round', () => {
    expect(runningTotals([], 2)).toEqual([[0], [0]]);
  });

  it('totalsAfter takes the first n rounds', () => {
    expect(totalsAfter(history, 3, 0)).toEqual([0, 0, 0]);
    expect(totalsAfter(history, 3, 2)).toEqual([15, 10, 8]);
  });
});

describe('rankChanges (the standings change column)', () => {
  it('has nothing to compare after the first round', () => {
    expect(rankChanges([[3, 1]], 2)).toEqual([{ kind: 'first' }, { kind: 'first' }]);
    expect(rankChanges([], 2)).toEqual([{ kind: 'first' }, { kind: 'first' }]);
  });

  it('counts places moved with the last round, and marks who took the lead', () => {
    // after round 1: p0 10 (1st), p1 5 (2nd), p2 0 (3rd); after round 2: p2 20, p0 12, p1 6
    expect(
      rankChanges(
        [
          [10, 5, 0],
          [2, 1, 20],
        ],
        3,
      ),
    ).toEqual([
      { kind: 'down', by: 1 },
      { kind: 'down', by: 1 },
      { kind: 'up', by: 2, leader: true },
    ]);
  });

  it('uses shared ranks on both sides: a shared lead kept is unchanged, a climb that is not to first is no new leader', () => {
    // before: 5, 5, 1 -> ranks 1, 1, 3; after: 5, 7, 5 -> ranks 2, 1, 2
    expect(
      rankChanges(
        [
          [5, 5, 1],
          [0, 2, 4],
        ],
        3,
      ),
    ).toEqual([{ kind: 'down', by: 1 }, { kind: 'same' }, { kind: 'up', by: 1, leader: false }]);
  });

  it('calls a climb into a shared first place a new leader', () => {
    // before: 9, 3 -> 1, 2; after: 9, 9 -> 1, 1
    expect(
      rankChanges(
        [
          [9, 3],
          [0, 6],
        ],
        2,
      ),
    ).toEqual([{ kind: 'same' }, { kind: 'up', by: 1, leader: true }]);
  });

  it('reads at a glance: green ▲n, gold ▲n for the new leader, red ▼n, grey =, nothing after round 1', () => {
    expect(rankChangeLook({ kind: 'up', by: 2, leader: false })).toEqual({ glyph: '▲', text: '2', tone: 'good' });
    expect(rankChangeLook({ kind: 'up', by: 3, leader: true })).toEqual({ glyph: '▲', text: '3', tone: 'lead' });
    expect(rankChangeLook({ kind: 'down', by: 1 })).toEqual({ glyph: '▼', text: '1', tone: 'bad' });
    expect(rankChangeLook({ kind: 'same' })).toEqual({ glyph: '=', text: '', tone: 'dim' });
    expect(rankChangeLook({ kind: 'first' })).toEqual({ glyph: '', text: '', tone: 'dim' });
  });
});

describe('chart data', () => {
  const looks = [
    { name: 'Ana', color: 0xff0000 },
    { name: 'Bo', color: 0x00ff00 },
  ];

  it('makes one series per player in the given order, in their colour', () => {
    const series = chartSeries(
      [
        [4, 6],
        [1, -2],
      ],
      looks,
      [1, 0],
    );
    expect(series).toEqual([
      { label: 'Bo', color: 0x00ff00, values: [0, 6, 4] },
      { label: 'Ana', color: 0xff0000, values: [0, 4, 5] },
    ]);
  });

  it('uses the LineChart range rule: 0 and 10 always, the target when drawn', () => {
    const series = chartSeries([[4, -6]], looks, [0, 1]);
    expect(chartRange(series, null)).toEqual({ min: -6, max: 10 });
    expect(chartRange(series, 99)).toEqual({ min: -6, max: 99 });
  });

  it("marks each line's points with its seat's emblem, so lines are told apart by shape", () => {
    const series = chartSeries([[4, 6]], [{ name: 'Ana', color: 0xff0000, emblem: 5 }, looks[1] ?? { name: '', color: 0 }], [0, 1]);
    expect(series.map((s) => s.emblem)).toEqual([5, undefined]);
  });

  it('draws the target only in a target match once the leader is halfway', () => {
    expect(chartTarget({ target: 100, rounds: null }, [20, 49])).toBeNull();
    expect(chartTarget({ target: 100, rounds: null }, [20, 50])).toBe(100);
    expect(chartTarget({ target: 100, rounds: 5 }, [120])).toBeNull();
  });

  it('shrinks the plot so stacked end labels stay inside', () => {
    const range = { min: 0, max: 100 };
    expect(chartPlotHeight([100, 0], range, 600, 30)).toBe(585);
    expect(chartPlotHeight([100], range, 600, 30)).toBe(600);
    const h = chartPlotHeight([10, 9, 8, 7, 6], range, 600, 30);
    // the highest end (10) sits at 0.9 h; four labels of 30 and half a label go below it
    expect(h).toBeCloseTo((600 - 4 * 30 - 15) / 0.9, 5);
    expect(chartPlotHeight(new Array<number>(40).fill(0), range, 600, 30)).toBe(240);
  });

  it('shortens long names for the chart labels', () => {
    expect(shortLabel('Ana')).toBe('Ana');
    expect(shortLabel('Maximilian-Alexander')).toBe('Maximil…');
    expect([...shortLabel('Maximilian-Alexander', 5)]).toHaveLength(5);
  });
});

describe('matchGoal and leaders', () => {
  it('names the target in a target match (M1)', () => {
    expect(matchGoal({ target: 99, rounds: null }, 3)).toEqual({ kind: 'target', n: 99 });
  });

  it('counts the rounds left in a fixed-rounds match (M2), never below 0', () => {
    expect(matchGoal({ target: 99, rounds: 5 }, 2)).toEqual({ kind: 'rounds-left', n: 3 });
    expect(matchGoal({ target: 99, rounds: 5 }, 7)).toEqual({ kind: 'rounds-left', n: 0 });
  });

  it('finds every player with the best total', () => {
    expect(leaders([3, 9, 9, 1])).toEqual([1, 2]);
    expect(leaders([])).toEqual([]);
  });
});
