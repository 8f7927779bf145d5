/** Proof that a crash never breaks a save: the writer is killed (SIGKILL) at random points, more than 100 times. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JsonFile } from '@main/storage/JsonFile';
import type { GameNight } from '@shared/night';
import { gameNightSchema } from '@shared/night-schema';
import { buildChildren } from './child-bundle';
import { nightVersion } from './fixtures/night-versions';
import { tempDir } from './temp-dir';

const LANES = 4;
const KILLS_PER_LANE = 26;
const SEED = 20250131;

let writer = '';

beforeAll(async () => {
  writer = (await buildChildren(tempDir('children'))).atomicWriter;
});

/** A small seeded generator, so a failing run can be repeated. */
function randoms(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Starts the writer on `path`, kills it `delayMs` after it is ready; the versions it reported as saved. */
function runAndKill(path: string, delayMs: number): Promise<{ ready: number; saved: number[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, path], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    let killTimer: NodeJS.Timeout | null = null;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (killTimer === null && out.includes('ready')) killTimer = setTimeout(() => child.kill('SIGKILL'), delayMs);
      if (out.includes('not-ok')) child.kill('SIGKILL');
    });
    child.once('error', reject);
    child.once('close', () => {
      const lines = out.split('\n');
      const ready = Number(lines.find((l) => l.startsWith('ready '))?.slice(6) ?? NaN);
      const saved = lines.filter((l) => l.startsWith('saved ')).map((l) => Number(l.slice(6)));
      resolve({ ready, saved, stderr: `${stderr}${out.includes('not-ok') ? out : ''}` });
    });
  });
}

function expectComplete(value: GameNight, what: string): void {
  expect(value, `${what} is exactly version ${value.seed}`).toEqual(nightVersion(value.seed));
}

async function lane(index: number): Promise<{ kills: number; midWrite: number; newer: number }> {
  const dir = tempDir(`kill-${index}`);
  const path = join(dir, 'night.json');
  await new JsonFile(path, gameNightSchema, 'game night').save(nightVersion(0));
  const random = randoms(SEED + index);
  let known = 0;
  let midWrite = 0;
  let newer = 0;
  for (let k = 0; k < KILLS_PER_LANE; k++) {
    const delay = k % 5 === 0 ? 0 : Math.floor(random() * 40);
    const run = await runAndKill(path, delay);
    const where = `lane ${index}, kill ${k} after ${delay} ms (seed ${SEED})`;
    expect(run.stderr, where).toBe('');
    expect(run.ready, `${where}: the writer loaded the version last seen`).toBe(known);
    const acked = run.saved.at(-1) ?? run.ready;
    if (readdirSync(dir).some((n) => /\.json(\.bak)?\.\d+$/.test(n))) midWrite++;
    const loaded = new JsonFile(path, gameNightSchema, 'game night').load(new Date());
    if (loaded.kind !== 'ok') expect.fail(`${where}: the file is ${loaded.kind}${loaded.kind === 'damaged' ? ` (${loaded.problem})` : ''}`);
    expect([acked, acked + 1], `${where}: old or new version`).toContain(loaded.value.seed);
    expectComplete(loaded.value, where);
    if (loaded.value.seed === acked + 1) newer++;
    if (existsSync(`${path}.bak`)) {
      const backup = new JsonFile(`${path}.bak`, gameNightSchema, 'game night').check(
        (await import('node:fs')).readFileSync(`${path}.bak`, 'utf8'),
      );
      if (!backup.ok) expect.fail(`${where}: the backup is broken (${backup.problem})`);
      expectComplete(backup.value, `${where}: backup`);
    }
    known = loaded.value.seed;
  }
  return { kills: KILLS_PER_LANE, midWrite, newer };
}

describe('atomic saves under SIGKILL', () => {
  it(`a writer killed at random points ${LANES * KILLS_PER_LANE} times always leaves the complete old or the complete new version`, async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    const kills = lanes.reduce((n, l) => n + l.kills, 0);
    expect(kills).toBeGreaterThanOrEqual(100);
    expect(
      lanes.reduce((n, l) => n + l.midWrite, 0),
      'some kills landed in the middle of a write (a temp file was left)',
    ).toBeGreaterThan(0);
  });
});
