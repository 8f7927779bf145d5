/** An event host killed (SIGKILL) right after saving a game loses no acknowledged game: the next launch resumes it. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '@main/storage/EventStore';
import { eventState } from '@shared/event/event';
import type { EventGame } from '@shared/event/event-schema';
import { buildChildren } from './child-bundle';
import { runAndKill as runChild } from './kill-run';
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
async function runAndKill(root: string, games: number, delayMs: number): Promise<{ started: number; saved: Saved[]; stderr: string }> {
  const run = await runChild(host, [root], games, delayMs);
  const started = (run.started ?? { games: -1 }) as { games: number };
  return { started: started.games, saved: run.saved as Saved[], stderr: run.stderr };
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
