/** The event model's formats: winner stays, round robin and open table, replayed from their logs. */
import { describe, expect, it } from 'vitest';
import { appendEntry, eventState, recordGame, type EventState } from '@shared/event/event';
import { createEvent } from '@shared/event/event-file';
import type { EventConfigInput, EventFile } from '@shared/event/event-schema';
import { leaderboard } from '@shared/event/results';
import { roundRobinSchedule, roundRobinSizes } from '@shared/event/round-robin';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `Entrant ${i + 1}`);
const AT = '2026-11-24T00:00:00.000Z';

function make(config: Partial<EventConfigInput> & Pick<EventConfigInput, 'format'>): EventFile {
  const r = createEvent('ev', AT, {
    name: 'Party',
    seats: 12,
    points: [10, 6, 4, 3, 2, 1],
    maxGames: null,
    entrants: names(30),
    ...config,
  });
  if (!r.ok) throw new Error(r.error);
  return r.file;
}

/** Plays the current table with places given by `placeOf` (entrant -> rank key; lower is better, no ties). */
function play(file: EventFile, placeOf: (e: number, seat: number) => number): { file: EventFile; state: EventState } {
  const table = eventState(file).table;
  if (!table) throw new Error('no table');
  const keys = table.map((e, seat) => placeOf(e, seat));
  const places = keys.map((k) => keys.filter((o) => o < k).length + 1);
  const r = recordGame(file, table, places);
  if (!r.ok) throw new Error(r.error);
  return r;
}

describe('round robin', () => {
  it('EV-RR1 30 entrants at 12 seats, 4 games each: everyone plays exactly 4, tables full, pairings balanced', () => {
    let file = make({ format: { kind: 'round-robin', gamesEach: 4, seed: 7 } });
    expect(roundRobinSizes(30, 12, 4)).toEqual(new Array(10).fill(12));
    const met = new Map<string, number>();
    while (!eventState(file).finished) {
      const table = eventState(file).table ?? [];
      expect(new Set(table).size).toBe(table.length);
      for (const a of table) for (const b of table) if (a < b) met.set(`${a}-${b}`, (met.get(`${a}-${b}`) ?? 0) + 1);
      file = play(file, (e) => e).file;
    }
    const state = eventState(file);
    expect(state.games).toHaveLength(10);
    expect(state.table).toBeNull();
    const board = leaderboard(file.config, state);
    expect(board.map((s) => s.games)).toEqual(new Array(30).fill(4));
    // Each entrant meets 4 x 11 = 44 opponents among 29 people (1.5 meetings per pair on average). The bound this
    // scheduler keeps: no pair meets more than 4 times, at most 2 pairs meet 4 times, at most 45 of the 435 pairs meet
    // 3 times or more, and at most 45 pairs never meet.
    const counts = [...met.values()];
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    expect(counts.filter((c) => c === 4).length).toBeLessThanOrEqual(2);
    expect(counts.filter((c) => c >= 3).length).toBeLessThanOrEqual(45);
    expect(435 - met.size).toBeLessThanOrEqual(45);
  });

  it('EV-RR2 the schedule is the same for the same seed and differs for another seed', () => {
    expect(roundRobinSchedule(30, 12, 3, 5)).toEqual(roundRobinSchedule(30, 12, 3, 5));
    expect(roundRobinSchedule(30, 12, 3, 5)).not.toEqual(roundRobinSchedule(30, 12, 3, 6));
  });

  it('EV-RR3 awkward counts still give everyone the same number of games, tables differing by one seat at most', () => {
    for (const [n, seats, g] of [
      [13, 12, 1],
      [7, 4, 3],
      [200, 12, 5],
      [5, 12, 2],
      [2, 2, 3],
    ] as const) {
      const tables = roundRobinSchedule(n, seats, g, 1);
      const played = new Array<number>(n).fill(0);
      for (const t of tables) {
        expect(new Set(t).size).toBe(t.length);
        expect(t.length).toBeLessThanOrEqual(seats);
        expect(t.length).toBeGreaterThanOrEqual(2);
        for (const e of t) played[e]!++;
      }
      expect(played, `${n} entrants, ${seats} seats, ${g} games`).toEqual(new Array(n).fill(g));
      const sizes = tables.map((t) => t.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('EV-RR4 the queue lists who waits in the order they play, and up next is the following table', () => {
    const file = make({ format: { kind: 'round-robin', gamesEach: 2, seed: 3 } });
    const s = eventState(file);
    const schedule = roundRobinSchedule(30, 12, 2, 3);
    expect(s.table).toEqual(schedule[0]);
    expect(s.upNext).toEqual(schedule[1]);
    const nextOnly = schedule[1]!.filter((e) => !schedule[0]!.includes(e)).sort((a, b) => a - b);
    expect([...s.queue.slice(0, nextOnly.length)].sort((a, b) => a - b)).toEqual(nextOnly);
    expect(new Set([...(s.table ?? []), ...s.queue]).size).toBe(30);
  });

  it('EV-RR5 a round robin refuses joins and stand-ups once begun, and a game by the wrong table', () => {
    const file = make({ format: { kind: 'round-robin', gamesEach: 2, seed: 3 } });
    expect(appendEntry(file, { kind: 'join', name: 'Late' })).toEqual({
      ok: false,
      error: 'a round robin has a fixed list of entrants: no join once it has begun',
    });
    const table = eventState(file).table ?? [];
    const wrong = recordGame(
      file,
      [...table].reverse(),
      table.map((_, i) => i + 1),
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatch(/^game 1 was played by .*, but the event seated /);
  });
});

describe('winner stays', () => {
  it('EV-WS1 the top N keep their seats; the rest go to the back of the queue, whose front fills their seats', () => {
    let file = make({ seats: 4, entrants: names(10), format: { kind: 'winner-stays', keep: 2 } });
    expect(eventState(file).table).toEqual([0, 1, 2, 3]);
    expect(eventState(file).upNext).toEqual([4, 5]);
    // Seat 3 wins, seat 1 second: entrants 2 and 0 stay in their seats; 1 and 3 leave (3 was last).
    file = play(file, (_, seat) => [2, 3, 1, 4][seat]!).file;
    const s = eventState(file);
    expect(s.table).toEqual([0, 4, 2, 5]);
    expect(s.queue).toEqual([6, 7, 8, 9, 1, 3]);
    file = play(file, (e) => e).file;
    expect(eventState(file).table).toEqual([0, 6, 2, 7]);
  });

  it('EV-WS2 ties for the last kept place go by seat order; a game limit ends the event', () => {
    let file = make({ seats: 3, entrants: names(5), maxGames: 2, format: { kind: 'winner-stays', keep: 1 } });
    const r = recordGame(file, [0, 1, 2], [1, 1, 3]);
    if (!r.ok) throw new Error(r.error);
    file = r.file;
    expect(eventState(file).table).toEqual([0, 3, 4]);
    file = play(file, (e) => e).file;
    expect(eventState(file).finished).toBe(true);
    expect(eventState(file).table).toBeNull();
    expect(recordGame(file, [0, 3, 4], [1, 2, 3])).toEqual({ ok: false, error: 'the event is over' });
  });

  it('EV-WS3 late joiners queue at the back; withdrawn entrants free their seat to the queue', () => {
    let file = make({ seats: 3, entrants: names(4), format: { kind: 'winner-stays', keep: 1 } });
    for (const entry of [
      { kind: 'join', name: 'Zoe' },
      { kind: 'withdraw', entrant: 1 },
    ] as const) {
      const r = appendEntry(file, entry);
      if (!r.ok) throw new Error(r.error);
      file = r.file;
    }
    const s = eventState(file);
    expect(s.entrants.at(-1)).toBe('Zoe');
    expect(s.table).toEqual([0, 2, 3]);
    expect(s.queue).toEqual([4]);
    expect(appendEntry(file, { kind: 'join', name: ' zoe ' })).toEqual({ ok: false, error: '"zoe" is an entrant already' });
  });
});

describe('open table', () => {
  it('EV-OT1 seats free up after maxStay games in a row and are filled in queue order', () => {
    let file = make({ seats: 3, entrants: names(7), format: { kind: 'open-table', maxStay: 2 } });
    file = play(file, (e) => e).file;
    expect(eventState(file).table).toEqual([0, 1, 2]);
    file = play(file, (e) => e).file;
    expect(eventState(file).table).toEqual([3, 4, 5]);
    expect(eventState(file).queue).toEqual([6, 0, 1, 2]);
  });

  it('EV-OT2 someone standing up goes to the back; the queue front takes the seat', () => {
    let file = make({ seats: 3, entrants: names(5), format: { kind: 'open-table', maxStay: 5 } });
    const r = appendEntry(file, { kind: 'stand-up', entrant: 1 });
    if (!r.ok) throw new Error(r.error);
    file = r.file;
    expect(eventState(file).table).toEqual([0, 2, 3]);
    expect(eventState(file).queue).toEqual([4, 1]);
    expect(appendEntry(file, { kind: 'stand-up', entrant: 4 })).toEqual({ ok: false, error: 'Entrant 5 is not at the table' });
  });
});

describe('results', () => {
  it('EV-LB1 points by place, wins and games; ties share a place and a rank', () => {
    let file = make({ seats: 3, entrants: names(3), points: [5, 3, 1], format: { kind: 'open-table', maxStay: 9 } });
    for (const places of [
      [1, 2, 3],
      [2, 1, 3],
    ]) {
      const r = recordGame(file, [0, 1, 2], places);
      if (!r.ok) throw new Error(r.error);
      file = r.file;
    }
    expect(leaderboard(file.config, eventState(file))).toEqual([
      { rank: 1, entrant: 0, name: 'Entrant 1', points: 8, wins: 1, games: 2 },
      { rank: 1, entrant: 1, name: 'Entrant 2', points: 8, wins: 1, games: 2 },
      { rank: 3, entrant: 2, name: 'Entrant 3', points: 2, wins: 0, games: 2 },
    ]);
    expect(recordGame(file, [0, 1, 2], [1, 3, 3]).ok).toBe(false);
    expect(recordGame(file, [0, 1, 2], [1, 2])).toEqual({ ok: false, error: '3 players need 3 places, not 2' });
  });
});
