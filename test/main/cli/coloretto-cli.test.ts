import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '@main/cli/replay';
import { simCommand, type SimReport } from '@main/cli/sim';
import { memoryIo } from './memory-io';
import type { ColorettoReplayOutput } from '@shared/games/coloretto/replay';

const fixture = (name: string) => `test/fixtures/coloretto/${name}`;

describe('npm run replay and npm run sim with "game": "coloretto"', () => {
  it('KT1-KT4 a replay file of the first round prints each result, the rows, the collections and whose turn it is', () => {
    const out = replayCommand([fixture('opening-3p.json')]);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const { results, state } = JSON.parse(out.stdout) as ColorettoReplayOutput;
    expect(results).toEqual([
      { ok: false, reason: 'not-your-turn' },
      { ok: true, card: 'plus2' },
      { ok: false, reason: 'must-place' },
      { ok: true },
      { ok: true, card: 'green' },
      { ok: true },
      { ok: false, reason: 'row-empty' },
      { ok: true, card: 'green' },
      { ok: true },
      { ok: true, card: 'green' },
      { ok: false, reason: 'row-full' },
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: true, card: 'plus2' },
      { ok: true },
      { ok: true },
    ]);
    // Seat 2 took the last row, so it starts round 2 with the markers back (KT4).
    expect(state).toMatchObject({ phase: 'playing', round: 2, turn: 2, drawn: null, lastRound: false, scores: null, winners: null });
    expect(state.rows).toEqual([0, 1, 2].map(() => ({ cards: [], taken: false })));
    expect(state.collections.map((c) => [c.blue, c.green, c.red, c.plus2])).toEqual([
      [1, 2, 0, 1],
      [0, 2, 0, 0],
      [0, 0, 1, 1],
    ]);
    // 64 cards, 3 starting cards, 5 drawn.
    expect(state.deckLeft).toBe(64 - 3 - 5);
  });

  it('a malformed Coloretto file is refused with one line and nothing on stdout', () => {
    const out = replayCommand([fixture('malformed-place.json')]);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(out.stderr).toMatch(/^replay: invalid replay at intents\.0/);
    const bad = replayCommand(['f'], () => readFileSync(fixture('opening-3p.json'), 'utf8').replace('"players": 3', '"players": 13'));
    expect(bad.code).toBe(2);
  });

  it('npm run sim -- --game coloretto plays whole games of 2, 5 and 12 bots; their saved replays give the same scores', () => {
    for (const players of [2, 5, 12]) {
      const io = memoryIo();
      const out = simCommand(
        ['--game', 'coloretto', '--players', String(players), '--seed', '4', '--bots', 'expert', '--json', '--save-replay', 'c'],
        io,
      );
      expect(out.stderr).toBe('');
      const report = JSON.parse(out.stdout) as SimReport;
      expect(report).toMatchObject({ ok: true, game: 'coloretto', players });
      const round = report.results[0];
      expect(round?.outcome).toBe('finished');
      expect(round?.rejected).toBe(0);
      expect(round?.scores).toHaveLength(players);
      expect(report.winners.length).toBeGreaterThan(0);
      const text = io.files.get('c/round-01.json') ?? '';
      expect(JSON.parse(text)).toMatchObject({ game: 'coloretto', options: { players }, seed: 4 });
      const replay = replayCommand(['c/round-01.json'], () => text);
      expect(replay.code).toBe(0);
      const printed = (JSON.parse(replay.stdout) as ColorettoReplayOutput).state;
      expect(printed.phase).toBe('round-over');
      expect(printed.scores?.map((s) => s.total)).toEqual(round?.scores);
      expect(printed.winners).toEqual(report.winners);
    }
  });
});
