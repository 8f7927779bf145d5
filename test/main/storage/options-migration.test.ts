/**
 * Issue 29: the lobby options are stored per game. Nights and replay sidecars written before (the flat options of
 * test/fixtures/saves-before-per-game-options, written by the old code) load with their options migrated on read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import { DEFAULT_MATCH_OPTIONS, matchOptionsSchema } from '@shared/match-options';
import { oldExtraDice } from '@shared/games/dice/options';
import { migrateFlatOptions, migrateMatchOptions } from '@shared/match-options-migration';
import { gameNightSchema, gameNightSchemaFor, replayMetaSchema } from '@shared/night-schema';

const dir = join(__dirname, '..', '..', 'fixtures', 'saves-before-per-game-options');
const read = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
const games = DEFAULT_MATCH_OPTIONS.games;

/** What each fixture's flat options mean per game (the fixtures' README says how they were made). */
const MIGRATED = {
  ligretto: {
    session: { lostController: 'bot' },
    games: {
      ...games,
      ligretto: {
        rowSize: 'large-table',
        target: 99,
        rounds: 2,
        blockade: 'reshuffle',
        advancedRow: false,
        recycle: 'shuffle',
        rejectLockMs: 500,
      },
      // Old seats shared one handicap value: the seat at stack size 8 would have played Dice with two extra dice.
      dice: { ...games.dice, rounds: 2, rejectLockMs: 500, extraDice: [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    },
  },
  dice: {
    session: { lostController: 'pause', evenLatency: true },
    games: {
      ...games,
      ligretto: { ...games.ligretto, rounds: 2, rejectLockMs: 0 },
      // The seat at stack size 9 played with one extra die: now Dice's own per-seat option.
      dice: { rounds: 2, rejectLockMs: 0, rerollLockMs: 1200, extraDice: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    },
  },
  coloretto: {
    session: { lostController: 'pause' },
    games: {
      ...games,
      ligretto: { ...games.ligretto, rejectLockMs: 400 },
      dice: { ...games.dice, extraDice: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      coloretto: { turnSeconds: 30 },
    },
  },
} as const;

describe('lobby options saved before they were stored per game', () => {
  it.each(['ligretto', 'dice', 'coloretto'] as const)('a %s night with flat options loads with them per game', (game) => {
    const raw = read(`${game}-night.json`);
    // The fixture really is the old shape: flat keys, no `games`.
    expect(migrateFlatOptions(raw['lobby'])).not.toBeNull();
    expect(matchOptionsSchema.safeParse(raw['lobby']).success).toBe(false);
    const night = gameNightSchemaFor((id) => BUILT_IN_GAMES.get(id)).parse(raw);
    expect(night.game).toBe(game);
    expect(night.lobby).toEqual(MIGRATED[game]);
    // Everything else of the night is as it was written.
    const { lobby: _lobby, ...rest } = night;
    const { lobby: _raw, ...rawRest } = raw;
    expect(rest).toEqual(rawRest);
  });

  it.each(['ligretto', 'dice', 'coloretto'] as const)("a %s replay sidecar's flat options load per game", (game) => {
    const meta = replayMetaSchema.parse(read(`${game}-replay.meta.json`));
    expect(meta.lobby).toEqual(MIGRATED[game]);
  });

  it('a migrated file written again loads unchanged (the migration only touches the old shape)', () => {
    const night = gameNightSchema.parse(read('dice-night.json'));
    const again = gameNightSchema.parse(JSON.parse(JSON.stringify(night)));
    expect(again).toEqual(night);
    expect(migrateMatchOptions(night.lobby)).toBe(night.lobby);
  });

  it('options saved before P7, F1 and KT7 existed get those defaults; damaged options are still refused', () => {
    const flat = { rowSize: 'official', target: 120, rounds: null, blockade: 'end-round', advancedRow: true, lostController: 'pause' };
    const migrated = matchOptionsSchema.parse(migrateMatchOptions(flat));
    expect(migrated.games.ligretto).toEqual({ ...games.ligretto, target: 120, blockade: 'end-round', advancedRow: true });
    expect(migrated.games.coloretto).toEqual(games.coloretto);
    expect(migrated.games.dice).toEqual(games.dice);
    const night = read('ligretto-night.json');
    expect(gameNightSchema.safeParse({ ...night, lobby: { ...flat, target: 0 } }).success).toBe(false);
    expect(gameNightSchema.safeParse({ ...night, lobby: { ...flat, surprise: 1 } }).success).toBe(false);
  });

  it("DS2: the old shared seat value meant Dice's extra dice as 10 minus it, at most 2", () => {
    expect([10, 9, 8, 7, 5].map(oldExtraDice)).toEqual([0, 1, 2, 2, 2]);
  });
});
