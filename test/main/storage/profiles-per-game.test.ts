/**
 * Profiles across games (issue 31, item 7): each game's record keeps its own rounds (no average mixes Ligretto's and
 * Coloretto's scoring), the night-level record counts game nights by their table, and old profiles files still load.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProfiles } from '@main/storage/profiles';
import { Saves } from '@main/storage/Saves';
import type { GameNight, PlayerProfile } from '@shared/night';
import { profilesFileSchema } from '@shared/night-schema';
import { nightTable } from '@shared/night-table';
import { copyFormat1Nights, format1Nights } from './fixtures/format1-nights';
import { steppingNow, tempDir } from './helpers';

const OLD_PROFILES = join(__dirname, '..', '..', 'fixtures', 'profiles-before-nights-across-games', 'profiles.json');

/** The Ligretto, Dice and Coloretto matches of Ada, Bo and Cleo (Ligretto 17/10/8, Dice 5/−3/−2, Coloretto 46/49/30). */
const matches = format1Nights;

/** The matches as one game night (the first one's id). */
function oneNight(list: readonly GameNight[]): GameNight[] {
  const first = list[0]?.id ?? '';
  return list.map((m) => ({ ...m, partOf: first }));
}

function of(profiles: readonly PlayerProfile[], key: string): PlayerProfile {
  const profile = profiles.find((p) => p.key === key);
  if (!profile) throw new Error(`no profile ${key}`);
  return profile;
}

describe('a profile per game', () => {
  it("keeps each game's matches, wins, rounds and average apart: Ligretto 17, Dice 5, Coloretto 46, never 22.67", () => {
    const ada = of(buildProfiles(matches()), 'ada');
    expect(ada.byGame).toEqual([
      { game: 'ligretto', games: 1, wins: 1, rounds: 1, points: 17, average: 17, best: 17 },
      { game: 'dice', games: 1, wins: 1, rounds: 1, points: 5, average: 5, best: 5 },
      { game: 'coloretto', games: 1, wins: 0, rounds: 1, points: 46, average: 46, best: 46 },
    ]);
    expect(of(buildProfiles(matches()), 'bo').byGame.find((g) => g.game === 'coloretto')).toMatchObject({ wins: 1, average: 49 });
  });

  it('counts only finished matches as games, but every saved round in its game', () => {
    const [ligretto, ...rest] = matches();
    if (!ligretto) throw new Error('no fixture');
    const unfinished: GameNight = { ...ligretto, status: 'playing', winners: [] };
    const ada = of(buildProfiles([unfinished, ...rest]), 'ada');
    expect(ada.byGame[0]).toEqual({ game: 'ligretto', games: 0, wins: 0, rounds: 1, points: 17, average: 17, best: 17 });
  });
});

describe('the night-level record', () => {
  it('old match files (no partOf) are a night each: three nights, each won by its match winner', () => {
    const profiles = buildProfiles(matches());
    expect(of(profiles, 'ada').record).toEqual({ nights: 3, won: 2, points: 2 + 2 + 1 });
    expect(of(profiles, 'bo').record).toEqual({ nights: 3, won: 1, points: 1 + 0 + 2 });
    expect(of(profiles, 'ada').gameNights.map((n) => n.games)).toEqual([['coloretto'], ['dice'], ['ligretto']]);
  });

  it('one night of three games: its games in order, night points by placing, and its winner', () => {
    const profiles = buildProfiles(oneNight(matches()));
    const ada = of(profiles, 'ada');
    expect(ada.record).toEqual({ nights: 1, won: 1, points: 5 });
    expect(ada.gameNights).toEqual([
      {
        night: '20250131-2002-8ic2',
        startedAt: '2025-01-31T20:03:00.000Z',
        games: ['ligretto', 'dice', 'coloretto'],
        points: 5,
        place: 1,
        players: 3,
        winners: ['Ada'],
        won: true,
      },
    ]);
    expect(of(profiles, 'cleo').gameNights[0]).toMatchObject({ points: 1, place: 3, winners: ['Ada'], won: false });
  });
});

describe('a match ended early with "End match"', () => {
  it('is listed with its places as they stood but gives no night points and no first place', () => {
    const list = oneNight(matches());
    const ended = list.map((m) => (m.game === 'coloretto' ? { ...m, status: 'ended' as const, winners: [] } : m));
    const table = nightTable(ended, list[0]?.id ?? '', null);
    expect(table?.matches.map((m) => [m.game, m.ended])).toEqual([
      ['ligretto', false],
      ['dice', false],
      ['coloretto', true],
    ]);
    // Coloretto stood Bo 49, Ada 46, Cleo 30: without it Ada 2 + 2, Bo 1 + 0, Cleo 0 + 1.
    expect(table?.rows.map((r) => [r.name, r.points, r.wins, r.places])).toEqual([
      ['Ada', 4, 2, [1, 1, 2]],
      ['Bo', 1, 0, [2, 3, 1]],
      ['Cleo', 1, 0, [3, 2, 3]],
    ]);
  });

  it("a night of matches all ended early is no night in anyone's record", () => {
    const ended = oneNight(matches()).map((m) => ({ ...m, status: 'ended' as const, winners: [] }));
    expect(of(buildProfiles(ended), 'ada').record).toEqual({ nights: 0, won: 0, points: 0 });
  });
});

describe('profiles files written before', () => {
  it('read with empty per-game and night records (migrated on read)', () => {
    const old = profilesFileSchema.parse(JSON.parse(readFileSync(OLD_PROFILES, 'utf8')));
    expect(old.profiles.map((p) => [p.key, p.byGame, p.record, p.gameNights])).toEqual([
      ['ada', [], { nights: 0, won: 0, points: 0 }, []],
      ['bo', [], { nights: 0, won: 0, points: 0 }, []],
      ['cleo', [], { nights: 0, won: 0, points: 0 }, []],
    ]);
  });

  it('load beside their nights with no notice, and are rebuilt with per-game records', async () => {
    const root = tempDir();
    copyFormat1Nights(join(root, 'nights'));
    copyFileSync(OLD_PROFILES, join(root, 'profiles.json'));
    const saves = new Saves({ root, log: () => undefined, now: steppingNow() }).load();
    await saves.idle();
    // The fixtures leave their replays out (a notice each); the old profiles file is no damaged file.
    expect(
      saves
        .view()
        .notices.map((n) => n.text)
        .filter((text) => text.includes('profiles')),
    ).toEqual([]);
    expect(of(saves.profiles(), 'cleo').byGame.map((g) => [g.game, g.average])).toEqual([
      ['ligretto', 8],
      ['dice', -2],
      ['coloretto', 30],
    ]);
    const written = profilesFileSchema.parse(JSON.parse(readFileSync(join(root, 'profiles.json'), 'utf8')));
    expect(of(written.profiles, 'ada').record.nights).toBe(3);
  });
});
