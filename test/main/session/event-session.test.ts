/** An event run through the real session: 30 entrants, round robin at 12 seats, bots standing in, to the final leaderboard. */
import { describe, expect, it } from 'vitest';
import { eventState } from '@shared/event/event';
import { createEvent } from '@shared/event/event-file';
import type { EventFile } from '@shared/event/event-schema';
import { leaderboard } from '@shared/event/results';
import { eventPlaces } from '@main/session/EventRun';
import { expectReach, flush, makeRig, View } from './harness';

const MATCH_LIMIT = 20 * 60_000;

/** An event save that keeps every file in `saved` and resolves at once (on disk at once). */
function saveInto(saved: EventFile[]): (file: EventFile) => Promise<void> {
  return (file) => {
    saved.push(file);
    return Promise.resolve();
  };
}

describe('event at the session table', () => {
  it('EV-S1 30 entrants, round robin, 12 seats: each table is seated, each match recorded, the final leaderboard shown', async () => {
    const made = createEvent('party', '2026-11-24T00:00:00.000Z', {
      name: 'Party',
      seats: 12,
      points: [12, 9, 7, 5, 4, 3, 2, 1],
      maxGames: null,
      entrants: Array.from({ length: 30 }, (_, i) => `Guest ${i + 1}`),
      format: { kind: 'round-robin', gamesEach: 2, seed: 4 },
    });
    if (!made.ok) throw new Error(made.error);
    const rig = makeRig();
    const view = new View(rig.session);
    view.send({ t: 'hello', protocol: 1 });
    const saved: EventFile[] = [];
    expect(rig.session.runEvent(made.file, saveInto(saved), 'instant')).toBeNull();
    view.lobby({ op: 'set-options', options: { rounds: 1 } });
    await flush();
    for (let game = 0; game < 5; game++) {
      const current = saved.at(-1) ?? made.file;
      const table = eventState(current).table ?? [];
      const lobby = rig.session.snapshot();
      expect(lobby.event?.table, `game ${game + 1}: the TV shows the table`).toEqual(table.map((e) => `Guest ${e + 1}`));
      expect(lobby.seats.filter((s) => s.kind === 'bot').map((s) => s.name)).toEqual(table.map((e) => `Guest ${e + 1}`));
      view.send({ t: 'control', op: 'start-match' });
      await expectReach(rig, (s) => s.stage === 'match-over', MATCH_LIMIT, `game ${game + 1} over`);
      expect(rig.session.snapshot().event?.games).toBe(game);
      view.send({ t: 'control', op: 'continue' });
      await flush();
      expect(saved, `game ${game + 1} saved`).toHaveLength(game + 1);
    }
    const final = saved.at(-1);
    if (!final) throw new Error('nothing saved');
    const state = eventState(final);
    expect(state.finished).toBe(true);
    const board = leaderboard(final.config, state);
    expect(board.map((s) => s.games)).toEqual(new Array(30).fill(2));
    expect(board.reduce((n, s) => n + s.wins, 0)).toBeGreaterThanOrEqual(5);
    const shown = rig.session.snapshot().event;
    expect(shown?.finished).toBe(true);
    expect(shown?.leaderboard).toEqual(board.map(({ rank, name, points, wins, games }) => ({ rank, name, points, wins, games })));
    expect(rig.session.snapshot().seats.every((s) => s.kind === 'open')).toBe(true);
  });

  it('EV-S2 places from totals: higher is better, ties share a place; a match that did not seat the table gives none', () => {
    // Engine players 0-2 sat at seats 2, 0, 1.
    expect(eventPlaces(3, [2, 0, 1], [10, 30, 10])).toEqual([1, 2, 2]);
    expect(eventPlaces(3, [0, 1], [5, 6])).toBeNull();
    expect(eventPlaces(2, [0, 5], [5, 6])).toBeNull();
  });

  it('EV-S3 a match ended before it is over records nothing; the same table is seated again', async () => {
    const made = createEvent('x', '2026-11-24T00:00:00.000Z', {
      name: 'X',
      seats: 3,
      points: [3, 1],
      maxGames: null,
      entrants: ['A', 'B', 'C', 'D'],
      format: { kind: 'winner-stays', keep: 1 },
    });
    if (!made.ok) throw new Error(made.error);
    const rig = makeRig();
    const view = new View(rig.session);
    view.send({ t: 'hello', protocol: 1 });
    const saved: EventFile[] = [];
    rig.session.runEvent(made.file, saveInto(saved), 'instant');
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(rig.session.snapshot().event).toBeNull();
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    expect(saved).toEqual([]);
    expect(rig.session.snapshot().event?.table).toEqual(['A', 'B', 'C']);
    expect(rig.logs).toContain('event: the match was not finished');
  });

  it('EV-S4 an event with 1 round per game plays 1-round matches whatever the lobby says, and a person taking a seat plays as its entrant', async () => {
    const made = createEvent('short', '2026-11-24T00:00:00.000Z', {
      name: 'Short',
      seats: 3,
      points: [3, 1],
      maxGames: null,
      roundsPerGame: 1,
      entrants: ['Ana', 'Bo', 'Cy', 'Di'],
      format: { kind: 'winner-stays', keep: 1 },
    });
    if (!made.ok) throw new Error(made.error);
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    const saved: EventFile[] = [];
    rig.session.runEvent(made.file, saveInto(saved), 'instant');
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, seat: 1, name: 'Someone Else' });
    await flush();
    const seats = rig.session.snapshot().seats;
    expect(seats[1]).toMatchObject({ kind: 'person', name: 'Bo' });
    expect(seats.slice(0, 3).map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
    expect(rig.session.snapshot().options.games.ligretto.rounds).toBeNull();
    view.lobby({ op: 'leave', seat: 1 });
    view.lobby({ op: 'add-bot', seat: 1, level: 'instant' });
    view.send({ t: 'control', op: 'start-match' });
    const over = await expectReach(rig, (s) => s.stage === 'match-over', MATCH_LIMIT, 'the 1-round game over');
    expect(over.state?.options.rounds).toBe(1);
    expect(over.state?.match.history).toHaveLength(1);
    // The lobby's own options are the lobby's: the event's rounds apply to its games only.
    expect(over.options.games.ligretto.rounds).toBeNull();
  });
});
