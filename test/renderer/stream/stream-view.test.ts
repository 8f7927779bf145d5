/** Stream view options from the page address, and the scoreboard model (standings, leader, the event between games). */
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@shared/protocol';
import { streamOptions, streamSocketPath } from '@renderer/stream/stream-options';
import { scoreboardModel } from '@renderer/stream/scoreboard-model';

describe('stream view', () => {
  it('SV-1 only ?view=stream is a stream view; layout and background fall back to their defaults', () => {
    expect(streamOptions('?demo=4')).toBeNull();
    expect(streamOptions('?view=stream')).toEqual({ layout: 'table', background: 'normal' });
    expect(streamOptions('?view=stream&layout=scoreboard&bg=chroma')).toEqual({ layout: 'scoreboard', background: 'chroma' });
    expect(streamOptions('?view=stream&layout=huge&bg=pink')).toEqual({ layout: 'table', background: 'normal' });
    expect(streamOptions('?view=stream&bg=transparent')?.background).toBe('transparent');
    // The page the app's LAN server serves to a streaming machine: its path makes it a stream view.
    expect(streamOptions('?key=abc&layout=scoreboard', '/stream')).toEqual({ layout: 'scoreboard', background: 'normal' });
    expect(streamOptions('?key=abc', '/')).toBeNull();
    expect(streamSocketPath('')).toBe('/stream');
    expect(streamSocketPath('?view=stream&layout=scoreboard')).toBe('/stream');
    expect(streamSocketPath('?key=a b&layout=scoreboard')).toBe('/stream?key=a%20b');
  });

  const seats = ['Ana', 'Ben', 'Cy'].map((name, i) => ({ name, color: i, kind: 'bot' }));
  const snapshot = (stage: string, event: unknown = null): Snapshot => ({ stage, players: [0, 1, 2], seats, event }) as unknown as Snapshot;

  it('SV-2 a match ranks totals (ties share a rank) and names a single leader; the round shown is the one just scored', () => {
    const facts = { round: 3, totals: [10, 25, 10], history: [[1], [2]], over: false, winners: [] };
    const board = scoreboardModel(snapshot('playing'), facts);
    expect(board.lines.map((l) => [l.rank, l.name, l.total])).toEqual([
      [1, 'Ben', 25],
      [2, 'Ana', 10],
      [2, 'Cy', 10],
    ]);
    expect(board.leader).toBe('Ben');
    expect(board.round).toBe(3);
    expect(scoreboardModel(snapshot('scores'), facts).round).toBe(2);
    expect(scoreboardModel(snapshot('playing'), { ...facts, totals: [25, 25, 0] }).leader).toBeNull();
  });

  it('SV-3 between games the event leaderboard shows; with no event and no match there is nothing to rank', () => {
    const event = { leaderboard: [{ rank: 1, name: 'Dee', points: 12, wins: 1, games: 1 }], games: 1 };
    const board = scoreboardModel(snapshot('lobby', event), null);
    expect(board.kind).toBe('event');
    expect(board.lines[0]).toEqual({ rank: 1, name: 'Dee', color: null, total: 12 });
    expect(scoreboardModel(snapshot('lobby'), null).kind).toBe('idle');
  });
});
