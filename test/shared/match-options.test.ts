/** Issue 29: each game's lobby options are its own, stored per game and composed from the lobby options registry. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import { emptySeats } from '@main/session/lobby';
import { startGame } from '@main/session/match-start';
import { GAME_LOBBY_OPTIONS } from '@shared/games/lobby-registry';
import {
  DEFAULT_MATCH_OPTIONS,
  gameLobbyOf,
  gameOptionsPatchSchema,
  matchOptionsSchema,
  withGameOptions,
  withNamedOptions,
} from '@shared/match-options';
import type { Seat } from '@shared/seats';

describe('match options composed from the games', () => {
  it("hold exactly the registry's games, each checked by its own schema, with defaults its schema accepts", () => {
    expect(Object.keys(matchOptionsSchema.shape.games.shape)).toEqual(Object.keys(GAME_LOBBY_OPTIONS));
    for (const [id, entry] of Object.entries(GAME_LOBBY_OPTIONS)) {
      expect(entry.schema.parse(entry.defaults)).toEqual(entry.defaults);
      expect(gameLobbyOf(DEFAULT_MATCH_OPTIONS, id)).toEqual(entry.defaults);
      // The registry's engine game of that id is the one these options are for.
      expect(BUILT_IN_GAMES.get(id)?.id).toBe(id);
    }
    expect(matchOptionsSchema.parse(DEFAULT_MATCH_OPTIONS)).toEqual(DEFAULT_MATCH_OPTIONS);
    expect(gameLobbyOf(DEFAULT_MATCH_OPTIONS, 'no-such-game')).toEqual({});
  });

  it("a game's patch may name only that game's options; another game's are refused", () => {
    expect(gameOptionsPatchSchema.safeParse({ game: 'dice', options: { rerollLockMs: 400 } }).success).toBe(true);
    expect(gameOptionsPatchSchema.safeParse({ game: 'dice', options: { rowSize: 'large-table' } }).success).toBe(false);
    expect(gameOptionsPatchSchema.safeParse({ game: 'coloretto', options: { rounds: 3 } }).success).toBe(false);
    expect(gameOptionsPatchSchema.safeParse({ game: 'ligretto', options: { target: 0 } }).success).toBe(false);
    expect(gameOptionsPatchSchema.safeParse({ game: 'toy', options: {} }).success).toBe(false);
    const changed = withGameOptions(DEFAULT_MATCH_OPTIONS, { game: 'coloretto', options: { turnSeconds: null } });
    expect(changed.games.coloretto.turnSeconds).toBeNull();
    expect(changed.games.ligretto).toBe(DEFAULT_MATCH_OPTIONS.games.ligretto);
  });

  it('options set by name go to the session or every game that has them, and are refused where nobody takes them', () => {
    const next = withNamedOptions(DEFAULT_MATCH_OPTIONS, { rounds: 4, lostController: 'bot', turnSeconds: 45 });
    if (typeof next === 'string') throw new Error(next);
    expect(next.session.lostController).toBe('bot');
    expect([next.games.ligretto.rounds, next.games.dice.rounds, next.games.coloretto.turnSeconds]).toEqual([4, 4, 45]);
    expect(withNamedOptions(DEFAULT_MATCH_OPTIONS, { turnSeconds: 1 })).toMatch(/no game takes turnSeconds/);
    expect(withNamedOptions(DEFAULT_MATCH_OPTIONS, { lostController: 'explode' })).toMatch(/lostController/);
  });

  it("DS2: Dice deals each seat its own extra dice (its option by lobby seat), whatever Ligretto's stack size says", () => {
    const seats: Seat[] = emptySeats().map((s, i) => ([0, 2, 5].includes(i) ? { ...s, kind: 'bot', name: `B${i}` } : s));
    seats[2] = { ...(seats[2] as Seat), stackSize: 7 };
    const extraDice = [0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0];
    const options = withGameOptions(DEFAULT_MATCH_OPTIONS, { game: 'dice', options: { extraDice } });
    const dice = BUILT_IN_GAMES.get('dice');
    const ligretto = BUILT_IN_GAMES.get('ligretto');
    if (!dice || !ligretto) throw new Error('built-in games');
    const started = startGame(dice, seats, options, 3);
    if (!started.ok) throw new Error(started.problems.join('; '));
    expect(dice.optionsOf(started.state)).toMatchObject({ players: 3, handicap: [0, 0, 2] });
    // Ligretto reads the seats' stack sizes and none of Dice's options.
    const lig = startGame(ligretto, seats, options, 3);
    if (!lig.ok) throw new Error(lig.problems.join('; '));
    expect(ligretto.optionsOf(lig.state)).toMatchObject({ players: 3, handicap: [10, 7, 10] });
  });
});
