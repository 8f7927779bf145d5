/** The events folder: saved atomically with a backup, refused entries change nothing, a damaged file falls back. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventStore } from '@main/storage/EventStore';
import { eventState } from '@shared/event/event';
import { createEvent } from '@shared/event/event-file';
import { tempDir } from './temp-dir';

function newEvent() {
  const made = createEvent('quiz', '2026-11-24T00:00:00.000Z', {
    name: 'Quiz',
    seats: 3,
    points: [3, 1],
    maxGames: null,
    entrants: ['Ann', 'Bob', 'Cy', 'Di'],
    format: { kind: 'winner-stays', keep: 1 },
  });
  if (!made.ok) throw new Error(made.error);
  return made.file;
}

describe('event store', () => {
  it('EV-SAVE2 a game saved is read back by a new store; a refused entry throws and changes nothing', async () => {
    const root = tempDir('events');
    const store = new EventStore(root);
    await store.create(newEvent());
    await store.append('quiz', { kind: 'game', table: [0, 1, 2], places: [1, 2, 3] }).saved;
    expect(() => store.append('quiz', { kind: 'game', table: [0, 1, 2], places: [1, 2, 3] })).toThrow(/but the event seated Ann, Di, Bob/);
    const again = new EventStore(root);
    expect(again.load(new Date())).toEqual([]);
    expect(eventState(again.get('quiz') ?? newEvent()).table).toEqual([0, 3, 1]);
    expect(again.get('quiz')?.log).toHaveLength(1);
  });

  it('EV-SAVE3 a damaged event file is kept aside and its backup (the previous version) is used', async () => {
    const root = tempDir('events');
    const store = new EventStore(root);
    await store.create(newEvent());
    await store.append('quiz', { kind: 'game', table: [0, 1, 2], places: [1, 2, 3] }).saved;
    const path = join(root, 'events', 'quiz.json');
    expect(existsSync(`${path}.bak`)).toBe(true);
    writeFileSync(path, readFileSync(path, 'utf8').slice(0, 40));
    const again = new EventStore(root);
    const damaged = again.load(new Date());
    expect(damaged).toMatchObject([{ id: 'quiz', fromBackup: true, problem: expect.stringMatching(/not complete JSON/) as string }]);
    expect(again.get('quiz')?.log).toEqual([]);
    await again.idle();
  });
});
