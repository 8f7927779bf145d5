/** A damaged save is never trusted, never overwritten and never silently reset: it is kept aside and its backup offered. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonText, JsonFile } from '@main/storage/JsonFile';
import type { GameNight } from '@shared/night';
import { gameNightSchema } from '@shared/night-schema';
import { nightVersion } from './fixtures/night-versions';
import { tempDir } from './temp-dir';

const NOW = new Date(Date.UTC(2025, 1, 1, 9, 30));

function nightFile(dir: string): JsonFile<GameNight> {
  return new JsonFile(join(dir, 'night.json'), gameNightSchema, 'game night');
}

/** A file saved twice: version 2 on disk, version 1 as its backup. */
async function savedTwice(): Promise<{ dir: string; path: string }> {
  const dir = tempDir('json');
  const file = nightFile(dir);
  await file.save(nightVersion(1));
  await file.save(nightVersion(2));
  return { dir, path: file.path };
}

function keptFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.includes('.damaged-'));
}

describe('JsonFile saves', () => {
  it('writes the new version and keeps the previous good one as the backup', async () => {
    const { path } = await savedTwice();
    expect(readFileSync(path, 'utf8')).toBe(jsonText(nightVersion(2)));
    expect(readFileSync(`${path}.bak`, 'utf8')).toBe(jsonText(nightVersion(1)));
    const loaded = nightFile(join(path, '..')).load(NOW);
    expect(loaded).toEqual({ kind: 'ok', value: nightVersion(2) });
  });

  it('refuses to write a value its own schema rejects, and leaves the file as it was', async () => {
    const { dir, path } = await savedTwice();
    const bad = { ...nightVersion(3), totals: [1, 2, 3] };
    await expect(nightFile(dir).save(bad)).rejects.toThrow(/invalid game night/);
    expect(readFileSync(path, 'utf8')).toBe(jsonText(nightVersion(2)));
  });

  it('a missing file with no backup is simply missing (a first launch)', () => {
    expect(nightFile(tempDir('json')).load(NOW)).toEqual({ kind: 'missing' });
  });
});

describe('damaged files are kept aside and their backups offered', () => {
  const damages: [string, (text: string) => string | Buffer, RegExp][] = [
    ['empty', () => '', /empty/],
    ['whitespace only', () => '  \n\n', /empty/],
    ['truncated', (text) => text.slice(0, Math.floor(text.length / 2)), /not complete JSON/],
    ['cut after the last brace', (text) => text.slice(0, text.lastIndexOf('}')), /not complete JSON/],
    ['binary garbage', () => Buffer.from([0, 255, 17, 3, 0x7b, 0x22, 0x00]), /not complete JSON/],
    ['valid JSON of the wrong shape', () => '[1, 2, 3]', /not a valid game night/],
    [
      'totals that are not the sums of the rounds',
      (text) => text.replace(/"totals": \[\n\s+(-?\d+)/, '"totals": [\n    9999'),
      /totals are not the sums/,
    ],
    ['an unknown format', (text) => text.replace('"format": 1', '"format": 2'), /not a valid game night at format/],
  ];

  for (const [name, damage, problem] of damages) {
    it(`${name}: reported, kept byte for byte, never overwritten; the backup is offered`, async () => {
      const { dir, path } = await savedTwice();
      const broken = damage(readFileSync(path, 'utf8'));
      writeFileSync(path, broken);
      const loaded = nightFile(dir).load(NOW);
      if (loaded.kind !== 'damaged') return expect.fail(`expected damaged, got ${loaded.kind}`);
      expect(loaded.problem).toMatch(problem);
      expect(loaded.backup).toEqual(nightVersion(1));
      expect(loaded.keptAs).not.toBeNull();
      expect(readFileSync(loaded.keptAs as string)).toEqual(Buffer.from(broken));
      expect(existsSync(path)).toBe(false);
      expect(readFileSync(`${path}.bak`, 'utf8')).toBe(jsonText(nightVersion(1)));
    });
  }

  it('a folder where the file should be is unreadable: reported and moved aside', async () => {
    const dir = tempDir('json');
    const file = nightFile(dir);
    await file.save(nightVersion(4));
    await file.save(nightVersion(5));
    const { rmSync } = await import('node:fs');
    rmSync(file.path);
    mkdirSync(file.path);
    const loaded = nightFile(dir).load(NOW);
    expect(loaded).toMatchObject({ kind: 'damaged', problem: 'it is a folder, not a file', backup: nightVersion(4) });
  });

  it('a missing file whose backup is still there is reported, not treated as a first launch', async () => {
    const { dir, path } = await savedTwice();
    const { rmSync } = await import('node:fs');
    rmSync(path);
    const loaded = nightFile(dir).load(NOW);
    expect(loaded).toEqual({
      kind: 'damaged',
      problem: 'the file is missing, but its backup is there',
      keptAs: null,
      backup: nightVersion(1),
    });
  });

  it('when the backup is damaged too, both are kept aside and nothing is offered', async () => {
    const { dir, path } = await savedTwice();
    writeFileSync(path, '{"format": 1, "id": "');
    writeFileSync(`${path}.bak`, '');
    const loaded = nightFile(dir).load(NOW);
    expect(loaded).toMatchObject({ kind: 'damaged', backup: null });
    expect(loaded.kind === 'damaged' && loaded.problem).toMatch(/backup is damaged too \(the file is empty\)/);
    expect(keptFiles(dir)).toHaveLength(2);
  });

  it('restoring the backup writes it as the file; the damaged one stays aside, and a second damage gets its own name', async () => {
    const { dir, path } = await savedTwice();
    writeFileSync(path, 'garbage 1');
    const file = nightFile(dir);
    const first = file.load(NOW);
    if (first.kind !== 'damaged' || !first.backup) return expect.fail('expected a damaged file with a backup');
    await file.save(first.backup);
    expect(nightFile(dir).load(NOW)).toEqual({ kind: 'ok', value: nightVersion(1) });
    writeFileSync(path, 'garbage 2');
    nightFile(dir).load(NOW);
    const kept = keptFiles(dir)
      .map((n) => readFileSync(join(dir, n), 'utf8'))
      .sort();
    expect(kept).toEqual(['garbage 1', 'garbage 2']);
  });

  it('temp files a killed writer left behind are cleared at load', async () => {
    const { dir, path } = await savedTwice();
    writeFileSync(`${path}.123456`, '{"half": ');
    writeFileSync(`${path}.bak.987`, '');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(nightFile(dir).load(NOW).kind).toBe('ok');
    expect(readdirSync(dir).sort()).toEqual(['night.json', 'night.json.bak', 'notes.txt']);
  });
});
