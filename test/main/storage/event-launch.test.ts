/** Events from the command line: a new event from an entrant list, resumed by the next launch, and clear refusals. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { EventStore } from '@main/storage/EventStore';
import { launchEvent } from '@main/storage/event-launch';
import { tempDir } from './temp-dir';

const session = (): Session => new Session({ autoAdvance: true, clock: new ManualClock(), seed: () => 1, log: () => undefined });

describe('event launch', () => {
  it('EV-L1 an entrant CSV starts a saved event; the next launch with "resume" seats the same table', async () => {
    const root = tempDir('event-launch');
    const list = join(root, 'guests.csv');
    writeFileSync(list, `name\n${Array.from({ length: 30 }, (_, i) => `Guest ${i + 1}`).join('\n')}\nguest 3\n`);
    const logs: string[] = [];
    const first = session();
    expect(await launchEvent(first, root, { source: list, format: 'round-robin' }, (l) => logs.push(l))).toBeNull();
    expect(logs).toContain('entrant list line 32 skipped (the same name as line 4): guest 3');
    const shown = first.snapshot().event;
    expect(shown?.name).toBe('guests');
    expect(shown?.table).toHaveLength(12);
    const store = new EventStore(root);
    store.load(new Date());
    expect(store.list()).toHaveLength(1);
    // One round per game and 3 games each unless told (30 entrants: 8 games of 11 or 12).
    expect(store.unfinished()?.config).toMatchObject({ roundsPerGame: 1, format: { kind: 'round-robin', gamesEach: 3 } });

    const second = session();
    expect(await launchEvent(second, root, { source: 'resume', format: 'round-robin' }, () => undefined)).toBeNull();
    expect(second.snapshot().event).toEqual(shown);
    expect(
      second
        .snapshot()
        .seats.filter((s) => s.kind === 'bot')
        .map((s) => s.name),
    ).toEqual(shown?.table);
  });

  it('EV-L3 games each and rounds per game come from the launch', async () => {
    const root = tempDir('event-launch');
    const list = join(root, 'guests.txt');
    writeFileSync(list, Array.from({ length: 30 }, (_, i) => `Guest ${i + 1}`).join('\n'));
    const s = session();
    expect(await launchEvent(s, root, { source: list, format: 'round-robin', games: 2, roundsPerGame: 3 }, () => undefined)).toBeNull();
    const store = new EventStore(root);
    store.load(new Date());
    expect(store.unfinished()?.config).toMatchObject({ roundsPerGame: 3, format: { kind: 'round-robin', gamesEach: 2 } });
  });

  it('EV-L2 nothing to resume, an unreadable list or too few names: refused with the reason', async () => {
    const root = tempDir('event-launch');
    expect(await launchEvent(session(), root, { source: 'resume', format: 'open-table' }, () => undefined)).toBe(
      'no unfinished event to resume',
    );
    expect(await launchEvent(session(), root, { source: join(root, 'none.txt'), format: 'open-table' }, () => undefined)).toMatch(
      /cannot be read/,
    );
    const solo = join(root, 'solo.txt');
    writeFileSync(solo, 'Solo\n');
    expect(await launchEvent(session(), root, { source: solo, format: 'winner-stays' }, () => undefined)).toBe(
      'an event needs at least 2 entrants',
    );
  });
});
