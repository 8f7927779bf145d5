import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '@main/cli/replay';
import { simCommand, type SimIo, type SimReport } from '@main/cli/sim';
import type { ReplayOutput } from '@shared/replay';
import { anyArray } from '../support/matchers';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** An in-memory file writer and a fake wall clock. */
function memoryIo(): SimIo & { files: Map<string, string> } {
  const files = new Map<string, string>();
  let clock = 0;
  return {
    files,
    save: (dir, name, text) => {
      files.set(`${dir}/${name}`, text);
      return `${dir}/${name}`;
    },
    wallNow: () => (clock += 5),
  };
}

function expectBadArgs(args: readonly string[], pattern: RegExp): void {
  const out = simCommand(args, memoryIo());
  expect(out.code).toBe(2);
  expect(out.stdout).toBe('');
  expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(out.stderr).toMatch(pattern);
}

describe('npm run sim', () => {
  it('prints per-round scores, intent counts, blockades and wall time', () => {
    const out = simCommand(['--', '--players', '4', '--seed', '3', '--rounds', '2', '--bots', 'skilled'], memoryIo());
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^sim: 4 players, seed 3, 2 rounds, bots skilled x4/);
    expect(out.stdout).toMatch(/round 1: .*intents \d+: applied \d+, rejected \d+.*blockades \d+/);
    expect(out.stdout).toMatch(/round 2: /);
    expect(out.stdout).toMatch(/ {2}scores {2}s0 [+-]?\d+ {2}s1/);
    expect(out.stdout).toMatch(/wall time 5 ms/);
  });

  it('M2 --json prints one object whose rounds add up to the totals; a comma list sets a level per seat', () => {
    const out = simCommand(['--players', '3', '--seed', '11', '--rounds', '3', '--bots', 'expert,relaxed,instant', '--json'], memoryIo());
    expect(out.code).toBe(0);
    const report = JSON.parse(out.stdout) as SimReport;
    expect(report).toMatchObject({ ok: true, players: 3, seed: 11, rounds: 3, bots: ['expert', 'relaxed', 'instant'] });
    expect(report.results).toHaveLength(3);
    const summed = [0, 1, 2].map((seat) => report.results.reduce((s, r) => s + (r.scores[seat] ?? 0), 0));
    expect(report.totals).toEqual(summed);
    for (const r of report.results) expect(r.applied + r.rejected).toBe(r.intents);
    expect(report.winners.length).toBeGreaterThan(0);
  });

  it('D2 --save-replay writes round-NN.json files that npm run replay reproduces exactly', () => {
    const io = memoryIo();
    const out = simCommand(['--players', '2', '--seed', '7', '--rounds', '3', '--bots', 'casual', '--json', '--save-replay', 'out'], io);
    const report = JSON.parse(out.stdout) as SimReport;
    expect([...io.files.keys()]).toEqual(['out/round-01.json', 'out/round-02.json', 'out/round-03.json']);
    report.results.forEach((r) => {
      const replay = replayCommand([r.replayFile ?? ''], (path) => io.files.get(path) ?? '');
      expect(replay.code).toBe(0);
      const state = (JSON.parse(replay.stdout) as ReplayOutput).state;
      expect(state).toMatchObject({ phase: 'round-over', stoppedBy: r.stoppedBy, blockades: r.blockades, scores: r.scores });
    });
  });

  it('a round that passes the game-time safety limit fails the run with exit status 1', () => {
    const out = simCommand(['--players', '3', '--bots', 'relaxed', '--max-game-seconds', '2'], memoryIo());
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/round 1: FAILED \(time-limit\)/);
    expect(out.stderr).toBe('sim: round 1 failed (time-limit) with seed 1\n');
  });

  it('bad arguments give one line on stderr and exit status 2', () => {
    expectBadArgs(['--players', '13'], /--players must be an integer from 2 to 12/);
    expectBadArgs(['--players', 'four'], /--players/);
    expectBadArgs(['--rounds', '0'], /--rounds/);
    expectBadArgs(['--seed', '1.5'], /--seed/);
    expectBadArgs(['--bots', 'grandmaster'], /unknown level "grandmaster"/);
    expectBadArgs(['--players', '3', '--bots', 'expert,relaxed'], /2 levels for 3 players/);
    expectBadArgs(['--speed', 'fast'], /speed/);
    expectBadArgs(['--max-game-seconds', '0'], /--max-game-seconds/);
    expectBadArgs(['extra'], /usage: npm run sim/);
  });

  it('runs end to end as a process: --json and --save-replay, then npm run replay on a saved file; bad arguments exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ligretto-sim-'));
    const ok = spawnSync(
      tsx,
      ['src/main/cli/sim.ts', '--players', '5', '--seed', '2', '--rounds', '2', '--bots', 'expert', '--json', '--save-replay', dir],
      {
        encoding: 'utf8',
      },
    );
    expect(ok.status).toBe(0);
    const report = JSON.parse(ok.stdout) as SimReport;
    expect(readdirSync(dir).sort()).toEqual(['round-01.json', 'round-02.json']);
    const file = join(dir, 'round-02.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ options: { players: 5 }, intents: anyArray() });
    const replay = spawnSync(tsx, ['src/main/cli/replay.ts', file], { encoding: 'utf8' });
    expect(replay.status).toBe(0);
    expect((JSON.parse(replay.stdout) as ReplayOutput).state.scores).toEqual(report.results[1]?.scores);
    const bad = spawnSync(tsx, ['src/main/cli/sim.ts', '--bots', 'nobody'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
