/** `npm run sim -- --game dice` and `npm run replay` on `"game": "dice"` files (DICE.md, REPLAY.md "Other games"). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '@main/cli/replay';
import { simCommand, type SimReport } from '@main/cli/sim';
import { memoryIo } from './memory-io';
import { diceReplayOutputSchema, type DiceReplayOutput } from '@shared/games/dice/replay';

const fixtures = join('test', 'fixtures', 'dice');

/** DSC1-DSC2 read off a printed round-over state: the finisher's tray is empty and the scores follow the dice held. */
function expectScored(out: DiceReplayOutput): void {
  expect(out.state.phase).toBe('round-over');
  const finisher = out.state.finishedBy;
  if (finisher === null) throw new Error('no finisher');
  expect(out.state.trays[finisher]).toEqual([]);
  const held = out.state.trays.map((t) => t.length);
  const others = held.reduce((a, b) => a + b, 0);
  expect(out.state.scores).toEqual(held.map((n, p) => (p === finisher ? others : -n)));
}

describe('npm run sim -- --game dice', () => {
  it('plays a match of dice bots at 2, 4 and 12 players; every saved round replays to the same scores', () => {
    for (const players of [2, 4, 12]) {
      const io = memoryIo();
      const out = simCommand(
        [
          '--game',
          'dice',
          '--players',
          String(players),
          '--seed',
          '3',
          '--rounds',
          '2',
          '--bots',
          'skilled',
          '--json',
          '--save-replay',
          'out',
        ],
        io,
      );
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      const report = JSON.parse(out.stdout) as SimReport;
      expect(report).toMatchObject({ ok: true, game: 'dice', players });
      expect(report.results).toHaveLength(2);
      for (const r of report.results) {
        expect(r.outcome).toBe('finished');
        expect(r.finisher).not.toBeNull();
        expect(r.facts['rerolls']).toBeGreaterThan(0);
        const text = io.files.get(r.replayFile ?? '') ?? '';
        expect(JSON.parse(text)).toMatchObject({ game: 'dice', options: { players } });
        const replay = replayCommand([r.replayFile ?? ''], () => text);
        expect(replay.code).toBe(0);
        const printed = diceReplayOutputSchema.parse(JSON.parse(replay.stdout));
        expect(printed.state.scores).toEqual(r.scores);
        expect(printed.state.finishedBy).toBe(r.finisher);
        expectScored(printed);
      }
      expect(report.totals.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('prints the human report with the dice facts', () => {
    const out = simCommand(['--game', 'dice', '--players', '3', '--seed', '5', '--bots', 'expert,casual,relaxed']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^sim: 3 players, seed 5, 1 rounds, bots expert,casual,relaxed, game dice/);
    expect(out.stdout).toMatch(/round 1: stopped by s\d after [\d.]+ s game time; intents \d+: .*rerolls \d+, placed \d+/);
  });
});

describe('npm run replay on dice files', () => {
  it('D2 the fixture of a 4-player round saved by sim replays to its end, scored by DSC1-DSC2', () => {
    const out = replayCommand([join(fixtures, 'sim-4-players-seed-7-round-1.json')]);
    expect(out.code).toBe(0);
    const printed = diceReplayOutputSchema.parse(JSON.parse(out.stdout));
    const file = JSON.parse(readFileSync(join(fixtures, 'sim-4-players-seed-7-round-1.json'), 'utf8')) as { intents: unknown[] };
    expect(printed.results).toHaveLength(file.intents.length);
    expectScored(printed);
    // Every field on the board was filled in order: field n of a track follows field n - 1.
    for (const set of printed.state.board) {
      for (const track of Object.values(set)) expect(track.map((f) => f.field)).toEqual(track.map((_, i) => i + 1));
    }
  });

  it('D2 a hand-written file: a reroll, places that fit or not, a die number beyond the tray', () => {
    const out = replayCommand([join(fixtures, 'start-of-round.json')]);
    expect(out.code).toBe(0);
    const printed = diceReplayOutputSchema.parse(JSON.parse(out.stdout));
    expect(printed.results[0]).toEqual({ ok: true });
    expect(printed.results[4]).toEqual({ ok: true });
    expect(printed.results[3]).toEqual({ ok: false, reason: 'bad-die' });
    expect(printed.state).toMatchObject({ phase: 'playing', finishedBy: null, scores: null });
    // 3 players hold 8 dice each (DS2): seat 0 only rerolled, seats 1 and 2 hold one die less for each place that fitted.
    const placed = (i: number): number => (printed.results[i]?.ok === true ? 1 : 0);
    expect(printed.state.trays.map((t) => t.length)).toEqual([8, 8 - placed(1), 8 - placed(2)]);
  });

  it('exits 2 with one stderr line and an empty stdout on a malformed dice file; a real process replays a good one', () => {
    const out = replayCommand([join(fixtures, 'malformed-intent.json')]);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/^replay: invalid replay at intents\.0/);
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    const tsx = join('node_modules', '.bin', 'tsx');
    const good = spawnSync(tsx, ['src/main/cli/replay.ts', join(fixtures, 'start-of-round.json')], { encoding: 'utf8' });
    expect(good.status).toBe(0);
    expect(diceReplayOutputSchema.parse(JSON.parse(good.stdout)).results).toHaveLength(5);
  });
});
