import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFileFor, roundSeed } from '@engine/ligretto/index';
import { replayCommand } from '@main/cli/replay';
import { resolveOptions } from '@shared/games/ligretto/options';
import type { ReplayOutput } from '@shared/games/ligretto/replay';

const run = (text: string) => replayCommand(['--', 'f.json'], () => text);

function expectMalformed(text: string, pattern: RegExp): void {
  const out = run(text);
  expect(out.code).toBe(2);
  expect(out.stdout).toBe('');
  expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(out.stderr).toMatch(pattern);
}

function seededDeal(players: number): string {
  return JSON.stringify(replayFileFor(resolveOptions({ players }), roundSeed(5, 1), []));
}

describe('npm run replay', () => {
  it('D2 prints one result per intent and the final state in REPLAY.md form', () => {
    const file = {
      options: { players: 3 },
      seed: 9,
      intents: [
        { player: 0, do: 'flip' },
        { player: 1, do: 'row', slot: 7 },
        { player: 2, do: 'waste' },
      ],
    };
    const out = run(JSON.stringify(file));
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    const parsed = JSON.parse(out.stdout) as ReplayOutput;
    expect(parsed.results).toEqual([{ ok: true }, { ok: false, reason: 'bad-slot' }, { ok: false, reason: 'empty-source' }]);
    expect(parsed.state.phase).toBe('playing');
    expect(parsed.state.players).toHaveLength(3);
    const p0 = parsed.state.players[0];
    expect(p0?.stack).toHaveLength(10);
    expect(p0?.row).toHaveLength(4);
    expect(p0?.waste).toHaveLength(3);
    expect(p0?.hand).toHaveLength(23);
    expect(parsed.state.scores).toBeNull();
  });

  it('D2 the same file gives byte-identical output twice', () => {
    const text = JSON.stringify({
      options: { players: 4, advancedRow: true },
      seed: 3,
      intents: [
        { player: 1, do: 'flip' },
        { player: 1, do: 'waste' },
      ],
    });
    expect(run(text).stdout).toBe(run(text).stdout);
  });

  it('accepts an explicit deal equal to the seeded deal and replays it identically', () => {
    const withDeal = JSON.parse(seededDeal(2)) as { seed: number };
    const a = run(JSON.stringify(withDeal));
    const b = run(JSON.stringify({ options: { players: 2 }, seed: withDeal.seed, intents: [] }));
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('refuses invalid JSON', () => expectMalformed('{"options": ', /invalid JSON/));
  it('refuses wrong types', () => expectMalformed('{"options":{"players":"two"},"intents":[]}', /options\.players/));
  it('refuses a missing intents list', () => expectMalformed('{"options":{"players":2}}', /intents/));
  it('refuses unknown intents', () => expectMalformed('{"options":{"players":2},"intents":[{"player":0,"do":"cheat"}]}', /intents\.0/));
  it('refuses a row intent without a slot', () =>
    expectMalformed('{"options":{"players":2},"intents":[{"player":0,"do":"row"}]}', /intents\.0/));
  it('refuses too many players', () => expectMalformed('{"options":{"players":13},"intents":[]}', /players/));
  it('refuses a card outside the notation', () => {
    const file = JSON.parse(seededDeal(2)) as { deal: { stack: string[] }[] };
    file.deal[0]!.stack[0] = 'p11';
    expectMalformed(JSON.stringify(file), /deal\.0\.stack\.0/);
  });

  it('refuses a deal that is not a full deck', () => {
    const file = JSON.parse(seededDeal(2)) as { deal: { stack: string[]; hand: string[] }[] };
    file.deal[1]!.hand[0] = file.deal[1]!.stack[0]!;
    expectMalformed(JSON.stringify(file), /player 1: a card appears twice/);
  });

  it('refuses a deal whose sizes do not match the options', () => {
    const file = JSON.parse(seededDeal(2)) as { deal: { stack: string[]; hand: string[] }[] };
    file.deal[0]!.hand.push(file.deal[0]!.stack.pop()!);
    expectMalformed(JSON.stringify(file), /stack has 9 cards, expected 10/);
  });

  it('refuses a deal for the wrong number of players', () => {
    const file = JSON.parse(seededDeal(3)) as { options: { players: number } };
    file.options = { players: 2 };
    expectMalformed(JSON.stringify(file), /3 entries for 2 players/);
  });

  it('refuses a handicap of the wrong length', () =>
    expectMalformed('{"options":{"players":3,"handicap":[10,10]},"intents":[]}', /one stack size per player/));

  it('refuses a missing file with a usage line', () => {
    const out = replayCommand([]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/usage/);
  });

  it('exits 2 with one stderr line and an empty stdout as a real process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '[1, 2');
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ options: { players: 2 }, seed: 1, intents: [{ player: 0, do: 'flip' }] }));
    const tsx = join('node_modules', '.bin', 'tsx');
    const failed = spawnSync(tsx, ['src/main/cli/replay.ts', bad], { encoding: 'utf8' });
    expect(failed.status).toBe(2);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trimEnd().split('\n')).toHaveLength(1);
    const ok = spawnSync(tsx, ['src/main/cli/replay.ts', good], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as ReplayOutput).results).toEqual([{ ok: true }]);
  });
});
