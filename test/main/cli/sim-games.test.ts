import { describe, expect, it } from 'vitest';
import { botRegistry, BUILT_IN_BOTS, ligrettoBot } from '@bots/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { BUILT_IN_GAMES, gameRegistry } from '@engine/registry';
import { replayCommand } from '@main/cli/replay';
import { simCommand, type SimReport } from '@main/cli/sim';
import { memoryIo } from './memory-io';
import type { ReplayOutput } from '@shared/games/ligretto/replay';
import { toyBot, toyRules } from '../../support/toy-game';

const withToy = { games: gameRegistry([ligrettoRules, toyRules]), bots: botRegistry([ligrettoBot, toyBot]) };

describe('npm run sim takes the game and every Ligretto option', () => {
  it('M1 S2 S3 B2 A1 --target plays to the target with large-table rows, end-round blockades, handicaps and the advanced row', () => {
    const io = memoryIo();
    const args = ['--players', '4', '--seed', '4', '--bots', 'expert', '--target', '25', '--row-size', 'large-table'];
    const out = simCommand(
      [...args, '--blockade', 'end-round', '--handicap', '5,10,8,10', '--advanced-row', '--json', '--save-replay', 'out'],
      io,
    );
    expect(out.stderr).toBe('');
    const report = JSON.parse(out.stdout) as SimReport;
    expect(report).toMatchObject({ ok: true, game: 'ligretto', rounds: null });
    expect(Math.max(...report.totals)).toBeGreaterThanOrEqual(25);
    expect(report.winners.length).toBeGreaterThan(0);
    const first = JSON.parse(io.files.get('out/round-01.json') ?? '{}') as {
      game: string;
      options: object;
      deal: { row: string[]; stack: string[] }[];
    };
    expect(first.game).toBe('ligretto');
    expect(first.options).toMatchObject({
      rowSize: 'large-table',
      blockade: 'end-round',
      advancedRow: true,
      target: 25,
      handicap: [5, 10, 8, 10],
    });
    expect(first.deal.map((d) => [d.row.length, d.stack.length])).toEqual([
      [5, 5],
      [5, 10],
      [5, 8],
      [5, 10],
    ]);
    for (const r of report.results) {
      const replay = replayCommand([r.replayFile ?? ''], (path) => io.files.get(path) ?? '');
      expect(replay.code).toBe(0);
      expect((JSON.parse(replay.stdout) as ReplayOutput).state.scores).toEqual(r.scores);
    }
  });

  it('a --handicap, --target, --row-size or --blockade that is out of range is refused with one line', () => {
    for (const bad of [
      ['--handicap', '4'],
      ['--players', '3', '--handicap', '5,6'],
      ['--target', '0'],
      ['--row-size', 'huge'],
      ['--blockade', 'ignore'],
      ['--game', 'Chess!'],
    ]) {
      const out = simCommand(bad, memoryIo());
      expect(out.code, bad.join(' ')).toBe(2);
      expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(simCommand(['--game', 'chess'], memoryIo(), { games: BUILT_IN_GAMES, bots: BUILT_IN_BOTS }).stderr).toMatch(/no game "chess"/);
  });

  it('--game runs another registered game with the same scheduler, and npm run replay reads its game from the file', () => {
    const io = memoryIo();
    const out = simCommand(['--game', 'toy-presses', '--players', '3', '--bots', 'casual', '--json', '--save-replay', 'toy'], io, withToy);
    expect(out.code).toBe(0);
    const report = JSON.parse(out.stdout) as SimReport;
    expect(report.game).toBe('toy-presses');
    expect(report.results[0]?.finisher).not.toBeNull();
    const text = io.files.get('toy/round-01.json') ?? '';
    expect(JSON.parse(text)).toMatchObject({ game: 'toy-presses', options: { players: 3 } });
    const replay = replayCommand(['toy/round-01.json'], () => text, withToy.games);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.stdout)).toMatchObject({ state: { phase: 'round-over', winner: report.results[0]?.finisher } });
    expect(replayCommand(['f'], () => text).stderr).toMatch(/^replay: invalid replay at game: no game "toy-presses"/);
  });

  it('D2 a replay file naming "game": "ligretto" replays like one that names none', () => {
    const file = { options: { players: 3 }, seed: 9, intents: [{ player: 0, do: 'flip' }] };
    const plain = replayCommand(['f'], () => JSON.stringify(file));
    const named = replayCommand(['f'], () => JSON.stringify({ game: 'ligretto', ...file }));
    expect(plain.code).toBe(0);
    expect(named.stdout).toBe(plain.stdout);
  });
});
