/** An event host killed (SIGKILL) right after saving a game loses no acknowledged game: the next launch resumes it. */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '@main/storage/EventStore';
import { eventState } from '@shared/event/event';
import type { EventGame } from '@shared/event/event-schema';
import { buildChildren } from './child-bundle';
import { tempDir } from './temp-dir';

interface Saved {
  readonly games: number;
  readonly last: EventGame;
}

let host = '';

beforeAll(async () => {
  host = (await buildChildren(tempDir('children'))).eventHost;
});

/** Runs the host until it has acknowledged `games` more games, then kills it `delayMs` later. */
function runAndKill(root: string, games: number, delayMs: number): Promise<{ started: number; saved: Saved[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [host, root], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    let armed = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!armed && out.split('\n').filter((l) => l.startsWith('saved ')).length >= games) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('close', () => {
      clearTimeout(limit);
      const lines = out.split('\n');
      const started = (JSON.parse(lines.find((l) => l.startsWith('started '))?.slice(8) ?? '{"games":-1}') as { games: number }).games;
      const saved = lines.filter((l) => l.startsWith('saved ')).map((l) => JSON.parse(l.slice(6)) as Saved);
      resolve({ started, saved, stderr });
    });
  });
}

describe('event resume after a kill', () => {
  it('EV-SAVE1 kill, relaunch, resume: every acknowledged game is there, unchanged, and the event goes on from it', async () => {
    const root = tempDir('event-host');
    let known: EventGame[] = [];
    for (const [i, delay] of [0, 3, 25, 1, 60, 0].entries()) {
      const run = await runAndKill(root, 1 + (i % 2), delay);
      const where = `run ${i} (kill ${delay} ms after a save)`;
      expect(run.stderr, where).toBe('');
      expect(run.started, `${where}: resumed where the last run's disk left it`).toBe(known.length);
      const acked = run.saved.at(-1);
      if (!acked) return expect.fail(`${where}: no game was saved`);

      const store = new EventStore(root);
      expect(store.load(new Date()), where).toEqual([]);
      const event = store.unfinished();
      expect(event?.id, where).toBe('party');
      const games = eventState(event ?? expect.fail('no event')).games;
      expect(games.length, `${where}: at least every acknowledged game`).toBeGreaterThanOrEqual(acked.games);
      expect(games.slice(0, known.length), `${where}: earlier games unchanged`).toEqual(known);
      expect(games[acked.games - 1], `${where}: the last acknowledged game as it was`).toEqual(acked.last);
      known = [...games];
    }
    expect(readdirSync(join(root, 'events')).filter((n) => n.endsWith('.json'))).toEqual(['party.json']);
    expect(known.length).toBeGreaterThanOrEqual(6);
  });
});
