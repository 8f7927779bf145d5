/** Entrant lists (typed or CSV), the results as RFC 4180 CSV, and bad input refused with a clear error. */
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@shared/event/csv';
import { parseEntrants } from '@shared/event/entrants';
import { eventState, recordGame } from '@shared/event/event';
import { createEvent, eventFileSchema } from '@shared/event/event-file';
import { gamesCsv, leaderboard, leaderboardCsv } from '@shared/event/results';

const AT = '2026-11-24T00:00:00.000Z';

describe('entrant lists', () => {
  it('EV-IN1 typed lines are trimmed, blank lines skipped, duplicates (any case) and bad names reported by line', () => {
    const r = parseEntrants('  Ann  \n\nBob\r\nann\nA name far too long for a seat\nCé  Lou\n', 'lines');
    expect(r).toEqual({
      ok: true,
      names: ['Ann', 'Bob', 'Cé Lou'],
      problems: [
        { line: 4, text: 'ann', problem: 'the same name as line 1' },
        { line: 5, text: 'A name far too long for a seat', problem: 'a name has at most 20 characters' },
      ],
    });
  });

  it('EV-IN2 a CSV file gives its name column (quoted cells, commas and quotes inside names)', () => {
    const text = 'team,name\r\nred,"Smith, Jo"\r\nblue,"The ""Ace"""\r\nred,Smith\n';
    expect(parseEntrants(text, 'csv')).toEqual({ ok: true, names: ['Smith, Jo', 'The "Ace"', 'Smith'], problems: [] });
    expect(parseEntrants('Ann\nBob,12\n', 'csv')).toEqual({ ok: true, names: ['Ann', 'Bob'], problems: [] });
  });

  it('EV-IN3 more than 200 names: the surplus is reported, the first 200 kept', () => {
    const r = parseEntrants(Array.from({ length: 203 }, (_, i) => `P${i}`).join('\n'), 'lines');
    expect(r.ok && r.names.length).toBe(200);
    expect(r.problems.map((p) => p.line)).toEqual([201, 202, 203]);
    expect(r.problems[0]?.problem).toBe('an event takes at most 200 entrants');
  });

  it('EV-IN4 no usable names, a single name, or broken CSV are refused with the reason', () => {
    expect(parseEntrants('\n  \n', 'lines')).toEqual({ ok: false, error: 'no entrant names found', problems: [] });
    expect(parseEntrants('Solo', 'lines')).toEqual({ ok: false, error: 'an event needs at least 2 entrants', problems: [] });
    expect(parseEntrants('a,"b\nc', 'csv')).toEqual({
      ok: false,
      error: 'not a CSV file: line 1: a quoted cell is never closed',
      problems: [],
    });
    expect(parseEntrants('"a"b\n', 'csv')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/text after a closing quote/) as string,
    });
  });
});

describe('CSV', () => {
  it('EV-CSV1 cells with commas, quotes, line breaks and edge spaces survive a round trip', () => {
    const rows = [
      ['plain', 'with, comma', 'with "quote"'],
      ['line\nbreak', ' edge ', ''],
      ['crlf\r\ninside', '1', 'SUM(A1)'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('plain,"with, comma","with ""quote"""\r\n"line\nbreak"," edge ",\r\n"crlf\r\ninside",1,SUM(A1)\r\n');
    const back = parseCsv(text);
    expect(back.ok && back.rows.map((r) => r.cells)).toEqual(rows);
    expect(back.ok && back.rows.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('EV-CSV3 a text a spreadsheet would run as a formula is written as text: apostrophe first, quoted; numbers stay numbers', () => {
    expect(toCsv([['=1+1', '+41 555', '-Bob-', '@SUM(A1:A9)', '\tTab', '\rCR', '=HYPERLINK("http://x","Click")']])).toBe(
      `"'=1+1","'+41 555","'-Bob-","'@SUM(A1:A9)","'\tTab","'\rCR","'=HYPERLINK(""http://x"",""Click"")"\r\n`,
    );
    expect(toCsv([[-5, 0, 12, 'A=B', 'Bob-', 'a@b', ' =x']])).toBe('-5,0,12,A=B,Bob-,a@b," =x"\r\n');
    const back = parseCsv(toCsv([["=cmd|' /C calc'!A0"]]));
    expect(back.ok && back.rows[0]?.cells).toEqual(["'=cmd|' /C calc'!A0"]);
  });

  it('EV-CSV4 an entrant named like a formula is exported as text in the leaderboard and the games', () => {
    const made = createEvent('f', AT, {
      name: 'Formula',
      seats: 2,
      points: [3, 1],
      maxGames: null,
      entrants: ['=1+1', '@Bob'],
      format: { kind: 'open-table', maxStay: 5 },
    });
    if (!made.ok) throw new Error(made.error);
    const played = recordGame(made.file, [0, 1], [1, 2]);
    if (!played.ok) throw new Error(played.error);
    const state = eventState(played.file);
    for (const csv of [leaderboardCsv(played.file.config, state), gamesCsv(played.file.config, state)]) {
      expect(csv).toContain(`"'=1+1"`);
      expect(csv).toContain(`"'@Bob"`);
      expect(csv.split(/[\r\n,]+/).some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    }
  });

  it('EV-CSV2 the leaderboard and game results export and read back to the same values', () => {
    const made = createEvent('csv', AT, {
      name: 'Quiz night',
      seats: 3,
      points: [3, 1],
      maxGames: null,
      entrants: ['Smith, Jo', 'The "Ace"', 'Bo'],
      format: { kind: 'open-table', maxStay: 5 },
    });
    if (!made.ok) throw new Error(made.error);
    const played = recordGame(made.file, [0, 1, 2], [2, 1, 3]);
    if (!played.ok) throw new Error(played.error);
    const state = eventState(played.file);
    const board = parseCsv(leaderboardCsv(played.file.config, state));
    expect(board.ok && board.rows.map((r) => r.cells)).toEqual([
      ['rank', 'name', 'points', 'wins', 'games'],
      ...leaderboard(played.file.config, state).map((s) => [String(s.rank), s.name, String(s.points), String(s.wins), String(s.games)]),
    ]);
    expect(board.ok && board.rows[1]?.cells).toEqual(['1', 'The "Ace"', '3', '1', '1']);
    const games = parseCsv(gamesCsv(played.file.config, state));
    expect(games.ok && games.rows.map((r) => r.cells)).toEqual([
      ['game', 'seat', 'name', 'place', 'points'],
      ['1', '1', 'Smith, Jo', '2', '1'],
      ['1', '2', 'The "Ace"', '1', '3'],
      ['1', '3', 'Bo', '3', '0'],
    ]);
    const names = parseEntrants(leaderboardCsv(played.file.config, state), 'csv');
    expect(names.ok && [...names.names].sort()).toEqual(['Bo', 'Smith, Jo', 'The "Ace"']);
  });
});

describe('bad event settings and files', () => {
  const base = {
    name: 'Night',
    seats: 4,
    points: [3, 2, 1],
    maxGames: null,
    entrants: ['A', 'B', 'C'],
    format: { kind: 'winner-stays' as const, keep: 2 },
  };

  it('EV-BAD1 settings are refused with the field and the reason', () => {
    expect(createEvent('x', AT, { ...base, seats: 13 })).toEqual({ ok: false, error: 'seats: Too big: expected number to be <=12' });
    expect(createEvent('x', AT, { ...base, format: { kind: 'winner-stays', keep: 4 } })).toEqual({
      ok: false,
      error: 'format.keep: keep must be fewer than the 4 seats',
    });
    expect(createEvent('x', AT, { ...base, entrants: ['A', ' a '] })).toEqual({ ok: false, error: 'entrants.1: "a" is entrant 1 already' });
    expect(createEvent('x', AT, { ...base, entrants: ['A', 'B\nC'] })).toEqual({
      ok: false,
      error: 'entrants.1: a name may not hold control characters or line breaks',
    });
    expect(createEvent('x', AT, { ...base, entrants: ['Solo'] })).toEqual({
      ok: false,
      error: 'entrants: an event needs at least 2 entrants',
    });
    expect(createEvent('x', AT, { ...base, entrants: Array.from({ length: 201 }, (_, i) => `P${i}`) })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^entrants: Too big/) as string,
    });
  });

  it('EV-BAD2 a file whose log breaks the rules is not an event file', () => {
    const made = createEvent('x', AT, base);
    if (!made.ok) throw new Error(made.error);
    const tampered = { ...made.file, log: [{ kind: 'game', table: [2, 1, 0], places: [1, 2, 3] }] };
    const r = eventFileSchema.safeParse(tampered);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['log', 0], message: 'game 1 was played by C, B, A, but the event seated A, B, C' });
  });
});
