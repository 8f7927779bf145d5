/** A host killed mid-night (SIGKILL) loses no finished round: the next launch offers the night and resumes it. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Saves } from '@main/storage/Saves';
import { buildChildren } from './child-bundle';
import { runAndKill as runChild } from './kill-run';
import { tempDir } from './temp-dir';

interface Started {
  readonly night: string;
  readonly round: number;
  readonly totals: number[];
}
interface Saved {
  readonly rounds: number;
  readonly history: number[][];
}

let host = '';

beforeAll(async () => {
  host = (await buildChildren(tempDir('children'))).nightHost;
});

/** Runs the host until it has saved `rounds` more rounds, then kills it `delayMs` later. */
async function runAndKill(
  root: string,
  seed: number,
  rounds: number,
  delayMs: number,
): Promise<{ started: Started; saved: Saved[]; stderr: string }> {
  const run = await runChild(host, [root, String(seed)], rounds, delayMs);
  return { started: run.started as Started, saved: run.saved as Saved[], stderr: run.stderr };
}

describe('resume after a kill', () => {
  it('M1-M3 kill, relaunch, resume: every acknowledged round is there, unchanged, and the night goes on from its totals', async () => {
    const root = tempDir('night-host');
    let night: string | null = null;
    let known: number[][] = [];
    const delays = [0, 35, 120, 7, 60, 250];
    for (const [i, delay] of delays.entries()) {
      const run = await runAndKill(root, 100 + i, 1 + (i % 2), delay);
      const where = `run ${i} (kill ${delay} ms after a save)`;
      expect(run.stderr, where).toBe('');
      expect(run.started, where).not.toBeNull();
      if (night === null) night = run.started.night;
      expect(run.started.night, `${where}: the same night goes on`).toBe(night);
      expect(run.started.round, where).toBe(known.length + 1);
      expect(run.started.totals, where).toEqual(run.started.totals.map((_, p) => known.reduce((sum, r) => sum + (r[p] ?? 0), 0)));
      const acked = run.saved.at(-1);
      if (!acked) return expect.fail(`${where}: no round was saved`);
      expect(acked.history.slice(0, known.length), `${where}: earlier rounds unchanged`).toEqual(known);

      const saves = new Saves({ root, log: () => undefined }).load();
      const view = saves.view();
      expect(view.notices, where).toEqual([]);
      const offer = view.resume;
      expect(offer?.night, where).toBe(night);
      const saved = saves.archive.get(night)?.rounds.map((r) => [...r.points]) ?? [];
      expect(saved.length, `${where}: at least every acknowledged round`).toBeGreaterThanOrEqual(acked.rounds);
      expect(saved.slice(0, acked.rounds), `${where}: the acknowledged rounds as they were`).toEqual(acked.history);
      expect(offer?.players.map((p) => p.total)).toEqual(offer?.players.map((_, p) => saved.reduce((sum, r) => sum + (r[p] ?? 0), 0)));
      known = saved;
    }
    expect(readdirSync(join(root, 'nights')).filter((n) => n.endsWith('.json'))).toEqual([`${night}.json`]);
    expect(known.length).toBeGreaterThanOrEqual(delays.length);
  });
});
