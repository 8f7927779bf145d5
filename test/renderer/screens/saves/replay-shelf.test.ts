/** The Replays screen's levels (issue 31): nights first, then one "Earlier rounds" entry; a night's rounds in play order. */
import '../../../support/pixi-node-globals';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplayEntry } from '@shared/night';
import type { ReplayNight } from '@shared/saves-protocol';
import { setLanguage } from '@renderer/i18n/i18n';
import { refocus, shelfOf, shelfSubtitle, shelfTitle } from '@renderer/screens/saves/replay-shelf';
import { nightLine } from '@renderer/screens/night-rows';

function entry(id: string, createdAt: string, round: number | null, source: ReplayEntry['source'] = 'night'): ReplayEntry {
  return { id, game: 'ligretto', title: id, source, createdAt, night: null, round, players: 3, intents: 10, names: ['Ada', 'Bo', 'Cleo'] };
}

const replays = [
  entry('n1-r01', '2025-02-01T20:10:00.000Z', 1),
  entry('n1-r02', '2025-02-01T20:20:00.000Z', 2),
  entry('m2-r01', '2025-02-01T20:40:00.000Z', 1),
  entry('old-r01', '2024-12-01T20:00:00.000Z', 1),
  entry('imported-x', '2025-03-01T20:00:00.000Z', null, 'imported'),
];

const night: ReplayNight = {
  id: 'n1',
  startedAt: '2025-02-01T20:00:00.000Z',
  winners: ['Ada'],
  matches: [
    { id: 'n1', game: 'ligretto', ended: false, replays: ['n1-r01', 'n1-r02'] },
    { id: 'm2', game: 'coloretto', ended: false, replays: ['m2-r01', 'gone-r01'] },
  ],
};

afterEach(() => setLanguage('en'));

describe('the replays shelf', () => {
  it('lists the nights first, then the rounds of no saved night newest first under one Earlier rounds entry', () => {
    const items = shelfOf(replays, [night]);
    expect(items.map((i) => [i.kind, i.rounds.map((r) => r.entry.id)])).toEqual([
      ['night', ['n1-r01', 'n1-r02', 'm2-r01']],
      ['earlier', ['imported-x', 'old-r01']],
    ]);
  });

  it('names a round by its match inside a night of several matches, in every language', () => {
    const rounds = shelfOf(replays, [night])[0]?.rounds ?? [];
    expect(rounds.map(shelfTitle)).toEqual(['Match 1: Ligretto, round 1', 'Match 1: Ligretto, round 2', 'Match 2: Coloretto, round 1']);
    setLanguage('de');
    expect(shelfTitle(rounds[2] ?? expect.fail('no round'))).toBe('Partie 2: Coloretto, Runde 1');
    const single = shelfOf(replays, [{ ...night, matches: night.matches.slice(0, 1) }])[0]?.rounds ?? [];
    expect(single.map(shelfTitle)).toEqual([null, null]);
  });

  it('without saved nights (older files only) everything is an earlier round; no replays, no entries', () => {
    expect(shelfOf(replays, []).map((i) => i.kind)).toEqual(['earlier']);
    expect(shelfOf([], [night])).toEqual([]);
  });

  it('an imported replay opens the earlier rounds on it; a refreshed list keeps the night that was focused', () => {
    const items = shelfOf(replays, [night]);
    expect(refocus(null, items, { keep: 'imported-x', imported: true, level: 'nights', item: 0 })).toEqual({
      level: 'rounds',
      itemFocus: 1,
      focus: 0,
    });
    expect(refocus(items[1] ?? null, items, { keep: null, imported: false, level: 'nights', item: 0 })).toMatchObject({
      level: 'nights',
      itemFocus: 1,
    });
    expect(refocus(items[0] ?? null, [], { keep: 'n1-r02', imported: false, level: 'rounds', item: 0 })).toEqual({
      level: 'nights',
      itemFocus: 0,
      focus: 0,
    });
  });

  it("a night's row and subtitle say its date, games in order and winner; a night of ended matches names none", () => {
    const line = nightLine({ startedAt: night.startedAt, games: ['ligretto', 'coloretto'], winners: ['Ada'] });
    expect(line.games).toBe('Ligretto · Coloretto');
    expect(line.winner).toBe('Winner: Ada');
    expect(nightLine({ startedAt: night.startedAt, games: ['dice'], winners: [] }).winner).toBe('No winner: every match ended early');
    const item = shelfOf(replays, [night])[0] ?? null;
    expect(shelfSubtitle('rounds', item)).toBe(`${line.date} · Ligretto · Coloretto`);
    expect(shelfSubtitle('nights', item)).toMatch(/^Every game night is kept/);
  });
});
