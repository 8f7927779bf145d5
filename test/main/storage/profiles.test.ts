/** Player profiles by name: games, wins, average and best round, head-to-head and each player's nights. */
import { describe, expect, it } from 'vitest';
import { buildProfiles, profileKey, recentPeople } from '@main/storage/profiles';
import type { GameNight, NightStatus, PlayerProfile } from '@shared/night';
import { DEFAULT_MATCH_OPTIONS } from '@shared/seats';

/** A night of `names` with these rounds (points per player), finished when `status` is over. */
function night(
  id: string,
  day: number,
  names: readonly string[],
  rounds: readonly (readonly number[])[],
  status: NightStatus = 'over',
  kinds: readonly ('person' | 'bot')[] = [],
): GameNight {
  const totals = names.map((_, p) => rounds.reduce((sum, r) => sum + (r[p] ?? 0), 0));
  const best = Math.max(...totals);
  return {
    format: 1,
    game: 'ligretto',
    id,
    startedAt: new Date(Date.UTC(2025, 0, day, 20)).toISOString(),
    savedAt: new Date(Date.UTC(2025, 0, day, 23)).toISOString(),
    status,
    seed: day,
    options: {
      players: names.length,
      rowSize: 'official',
      target: 99,
      rounds: rounds.length,
      blockade: 'reshuffle',
      advancedRow: false,
      handicap: names.map(() => 10),
      recycle: 'turn-over',
    },
    lobby: DEFAULT_MATCH_OPTIONS,
    players: names.map((name, seat) => ({
      seat,
      kind: kinds[seat] ?? 'person',
      name,
      color: seat,
      back: seat,
      botLevel: 'casual',
      stackSize: 10,
      input: null,
    })),
    rounds: rounds.map((points) => ({
      points: [...points],
      names: [...names],
      stoppedBy: 0,
      endedAt: new Date(Date.UTC(2025, 0, day, 21)).toISOString(),
      replay: null,
    })),
    round: rounds.length,
    totals,
    winners: status === 'over' ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [],
  };
}

function byKey(profiles: readonly PlayerProfile[], key: string): PlayerProfile {
  const p = profiles.find((x) => x.key === key);
  if (!p) return expect.fail(`no profile ${key} in ${profiles.map((x) => x.key).join(', ')}`);
  return p;
}

describe('profiles', () => {
  it('keys names case-insensitively (trimmed, NFC) and keeps the newest display name', () => {
    expect(profileKey('  ANA ')).toBe('ana');
    expect(profileKey('Zoe\u0301')).toBe(profileKey('Zo\u00e9'));
    const profiles = buildProfiles([night('n1', 1, ['ana', 'Bo'], [[5, 3]]), night('n2', 2, ['ANA', 'bo'], [[1, 2]])]);
    expect(profiles.map((p) => [p.key, p.name])).toEqual([
      ['ana', 'ANA'],
      ['bo', 'bo'],
    ]);
  });

  it('counts games and wins of finished nights, rounds of every night, average and best round score', () => {
    const profiles = buildProfiles([
      night(
        'n1',
        1,
        ['Ana', 'Bo', 'Cleo'],
        [
          [10, 4, -2],
          [6, 8, 0],
        ],
      ),
      night(
        'n2',
        2,
        ['Bo', 'Ana'],
        [
          [12, 3],
          [-4, 9],
        ],
      ),
      night('n3', 3, ['Ana', 'Bo'], [[2, 2]], 'playing'),
    ]);
    expect(byKey(profiles, 'ana')).toMatchObject({ games: 2, wins: 2, rounds: 5, points: 10 + 6 + 3 + 9 + 2, average: 6, best: 10 });
    expect(byKey(profiles, 'bo')).toMatchObject({ games: 2, wins: 0, rounds: 5, points: 4 + 8 + 12 - 4 + 2, average: 4.4, best: 12 });
    expect(byKey(profiles, 'cleo')).toMatchObject({ games: 1, wins: 0, rounds: 2, points: -2, average: -1, best: 0 });
  });

  it('head-to-head: wins, losses and draws against everyone met in finished nights', () => {
    const profiles = buildProfiles([
      night('n1', 1, ['Ana', 'Bo', 'Cleo'], [[10, 4, 10]]),
      night('n2', 2, ['Bo', 'Ana'], [[12, 3]]),
      night('n3', 3, ['Ana', 'Bo'], [[20, 2]], 'discarded'),
    ]);
    expect(byKey(profiles, 'ana').headToHead).toEqual([
      { key: 'bo', name: 'Bo', wins: 1, losses: 1, draws: 0 },
      { key: 'cleo', name: 'Cleo', wins: 0, losses: 0, draws: 1 },
    ]);
    expect(byKey(profiles, 'cleo').headToHead).toEqual([
      { key: 'ana', name: 'Ana', wins: 0, losses: 0, draws: 1 },
      { key: 'bo', name: 'Bo', wins: 1, losses: 0, draws: 0 },
    ]);
  });

  it('head-to-head: no record against unnamed seats (they have no profile, and two of them are not one rival)', () => {
    const profiles = buildProfiles([night('n1', 1, ['Ana', '', 'Bo', ' '], [[10, 4, 2, 12]])]);
    expect(profiles.map((p) => p.key)).toEqual(['ana', 'bo']);
    expect(byKey(profiles, 'ana').headToHead).toEqual([{ key: 'bo', name: 'Bo', wins: 1, losses: 0, draws: 0 }]);
    expect(byKey(profiles, 'bo').headToHead).toEqual([{ key: 'ana', name: 'Ana', wins: 0, losses: 1, draws: 0 }]);
  });

  it('keeps every night in the history, newest first, with the round scores for a chart, place and result; equal totals share a place and the win', () => {
    const profiles = buildProfiles([
      night(
        'n2',
        2,
        ['Ana', 'Bo', 'Cleo'],
        [
          [5, 5, 1],
          [1, 1, 0],
        ],
      ),
      night('n1', 1, ['Ana', 'Bo'], [[3, 7]], 'playing'),
    ]);
    expect(byKey(profiles, 'ana').nights).toEqual([
      {
        night: 'n2',
        game: 'ligretto',
        startedAt: '2025-01-02T20:00:00.000Z',
        status: 'over',
        scores: [5, 1],
        total: 6,
        place: 1,
        players: 3,
        won: true,
      },
      {
        night: 'n1',
        game: 'ligretto',
        startedAt: '2025-01-01T20:00:00.000Z',
        status: 'playing',
        scores: [3],
        total: 3,
        place: 2,
        players: 2,
        won: false,
      },
    ]);
    expect(byKey(profiles, 'bo')).toMatchObject({
      wins: 1,
      nights: [expect.objectContaining({ place: 1, won: true }), expect.objectContaining({ place: 1, won: false })],
    });
    expect(byKey(profiles, 'cleo').nights[0]).toMatchObject({ place: 3, won: false });
  });

  it('a person who took over a bot seat: the rounds count for whoever played them, the night for the final name', () => {
    const n = night(
      'n1',
      1,
      ['Gus', 'Ana'],
      [
        [4, 1],
        [6, 2],
      ],
      'over',
      ['bot', 'person'],
    );
    const takenOver: GameNight = {
      ...n,
      players: n.players.map((p, i) => (i === 0 ? { ...p, kind: 'person', name: 'Eve' } : p)),
      rounds: [n.rounds[0] as GameNight['rounds'][number], { ...(n.rounds[1] as GameNight['rounds'][number]), names: ['Eve', 'Ana'] }],
    };
    const profiles = buildProfiles([takenOver]);
    expect(byKey(profiles, 'gus')).toMatchObject({ rounds: 1, points: 4, games: 0, nights: [] });
    expect(byKey(profiles, 'eve')).toMatchObject({ bot: false, rounds: 1, points: 6, games: 1, wins: 1 });
  });
});

describe('the people the join picker offers', () => {
  it('lists people most recent first, once each, with the look of their latest night; never bots or unnamed seats', () => {
    const old = night('n1', 1, ['Ana', 'Bo', 'Ada', ''], [[5, 3, 1, 0]], 'over', ['person', 'person', 'bot', 'person']);
    const recent = night('n2', 2, ['Cleo', 'ana'], [[1, 2]]);
    const people = recentPeople([old, recent], 10);
    expect(people).toEqual([
      { name: 'Cleo', color: 0, back: 0 },
      { name: 'ana', color: 1, back: 1 },
      { name: 'Bo', color: 1, back: 1 },
    ]);
    expect(buildProfiles([old]).map((p) => p.key)).not.toContain('');
  });

  it('stops at the limit', () => {
    const many = night('n1', 1, ['A', 'B', 'C', 'D'], [[1, 1, 1, 1]]);
    expect(recentPeople([many], 2).map((p) => p.name)).toEqual(['A', 'B']);
  });
});
