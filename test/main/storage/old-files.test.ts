import { describe, expect, it } from 'vitest';
import { gameNightSchema, profilesFileSchema, replayMetaSchema } from '@shared/night-schema';
import { nightVersion } from './fixtures/night-versions';

/** The object without its `game` field, as files written before the game seam are. */
function withoutGame(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'game'));
}

describe('saved files written before there were several games', () => {
  it('a night without "game" still loads, as a Ligretto night', () => {
    const night = nightVersion(5);
    const parsed = gameNightSchema.safeParse(withoutGame(night));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ ...night, game: 'ligretto' });
  });

  it('a night naming another game keeps it; a malformed game id is refused', () => {
    expect(gameNightSchema.parse({ ...nightVersion(2), game: 'dice' }).game).toBe('dice');
    expect(gameNightSchema.safeParse({ ...nightVersion(2), game: 'Dice!' }).success).toBe(false);
  });

  it('profiles and replay sidecars without "game" still load, as Ligretto', () => {
    const profiles = {
      format: 1,
      savedAt: '2025-01-31T23:00:00.000Z',
      profiles: [
        {
          key: 'ana',
          name: 'Ana',
          bot: false,
          games: 1,
          wins: 1,
          rounds: 2,
          points: 9,
          average: 4.5,
          best: 6,
          headToHead: [],
          nights: [
            {
              night: 'n1',
              startedAt: '2025-01-31T20:00:00.000Z',
              status: 'over',
              scores: [3, 6],
              total: 9,
              place: 1,
              players: 2,
              won: true,
            },
          ],
        },
      ],
    };
    expect(profilesFileSchema.parse(profiles).profiles[0]?.nights[0]?.game).toBe('ligretto');
    const meta = {
      format: 1,
      id: 'n1-r01',
      title: 'Round 1: Ana, Bo',
      source: 'night',
      createdAt: '2025-01-31T20:10:00.000Z',
      night: 'n1',
      round: 1,
      players: 2,
      intents: 0,
      names: ['Ana', 'Bo'],
      seats: null,
      lobby: null,
      match: null,
      times: null,
      starts: null,
    };
    expect(replayMetaSchema.parse(meta).game).toBe('ligretto');
  });
});
