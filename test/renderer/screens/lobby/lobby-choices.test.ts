import { describe, expect, it } from 'vitest';
import { decodeClientMessage } from '@shared/protocol-schema';
import { withGameOptions } from '@shared/match-options';
import { DEFAULT_MATCH_OPTIONS, PLAYER_COLORS, type MatchOptions } from '@shared/seats';
import {
  LOBBY_BOT_LEVELS,
  OPTION_KEYS,
  nextBotLevel,
  nextChoice,
  nextFreeBack,
  nextFreeColor,
  nextFreeIndex,
  nextRounds,
  nextStackSize,
  optionStep,
  TARGET_CHOICES,
} from '@renderer/screens/lobby/lobby-choices';
import { applyLobby } from '@main/session/lobby';
import { seatsAfter, smallLobby } from './fixtures';

describe('free colours and backs', () => {
  it('steps both ways, wrapping, over taken indices', () => {
    expect(nextFreeIndex(0, 1, 5, new Set([1, 2]))).toBe(3);
    expect(nextFreeIndex(0, -1, 5, new Set([4]))).toBe(3);
    expect(nextFreeIndex(4, 1, 5, new Set())).toBe(0);
    expect(nextFreeIndex(2, 1, 3, new Set([0, 1]))).toBeNull();
  });

  it("skips colours other occupied seats use, never the open seats' ones, and the host accepts the pick", () => {
    const seats = smallLobby();
    expect(seats.slice(0, 3).map((s) => s.color)).toEqual([0, 1, 2]);
    expect(nextFreeColor(seats, 0, 1)).toBe(3);
    expect(nextFreeColor(seats, 2, -1)).toBe(11);
    expect(nextFreeColor(seats, 1, 1)).toBe(3);
    const color = nextFreeColor(seats, 0, 1)!;
    expect(applyLobby(seats, { op: 'update-seat', seat: 0, patch: { color } }).ok).toBe(true);
  });

  it('skips taken backs the same way', () => {
    const seats = smallLobby();
    expect(nextFreeBack(seats, 2, 1)).toBe(3);
    expect(nextFreeBack(seats, 0, -1)).toBe(11);
  });

  it('has nothing to offer when the eleven others take every other colour', () => {
    const full = seatsAfter(Array.from({ length: 12 }, () => ({ op: 'add-bot' as const })));
    expect(new Set(full.map((s) => s.color)).size).toBe(PLAYER_COLORS.length);
    expect(nextFreeColor(full, 4, 1)).toBeNull();
    expect(nextFreeBack(full, 4, -1)).toBeNull();
    expect(nextFreeColor(full, 99, 1)).toBeNull();
  });
});

describe('stack sizes and bot levels', () => {
  it('cycles stack sizes 5 to 10', () => {
    expect(nextStackSize(10, 1, { min: 5, max: 10 })).toBe(5);
    expect(nextStackSize(5, -1, { min: 5, max: 10 })).toBe(10);
    expect(nextStackSize(7, -1, { min: 5, max: 10 })).toBe(6);
    expect(nextStackSize(42, 1, { min: 5, max: 10 })).toBe(5);
  });

  it('offers every bot level but the test-only instant one', () => {
    expect(LOBBY_BOT_LEVELS).toEqual(['relaxed', 'casual', 'skilled', 'expert']);
    expect(nextBotLevel('expert', 1)).toBe('relaxed');
    expect(nextBotLevel('relaxed', -1)).toBe('expert');
    expect(nextBotLevel('instant', 1)).toBe('relaxed');
  });
});

describe('rule options', () => {
  it('cycles the target through the offered values, joining the list from a value outside it', () => {
    expect(TARGET_CHOICES).toEqual([50, 75, 99, 100, 150, 200]);
    expect(nextChoice(TARGET_CHOICES, 99, 1)).toBe(100);
    expect(nextChoice(TARGET_CHOICES, 200, 1)).toBe(50);
    expect(nextChoice(TARGET_CHOICES, 50, -1)).toBe(200);
    expect(nextChoice(TARGET_CHOICES, 120, 1)).toBe(150);
    expect(nextChoice(TARGET_CHOICES, 120, -1)).toBe(100);
    expect(nextChoice(TARGET_CHOICES, 999, 1)).toBe(50);
  });

  it('cycles fixed rounds off, 1 … 10', () => {
    expect(nextRounds(null, 1)).toBe(1);
    expect(nextRounds(null, -1)).toBe(10);
    expect(nextRounds(10, 1)).toBeNull();
    expect(nextRounds(1, -1)).toBeNull();
    expect(nextRounds(25, 1)).toBeNull();
    expect(nextRounds(25, -1)).toBe(10);
  });

  it('steps the match options and every patch passes the protocol schema', () => {
    const o: MatchOptions = DEFAULT_MATCH_OPTIONS;
    expect(optionStep(o, 'ligretto', 'lostController', 1)).toEqual({ op: 'set-options', options: { lostController: 'bot' } });
    const three = withGameOptions(o, { game: 'ligretto', options: { rounds: 3 } });
    expect(optionStep(three, 'ligretto', 'rounds', 1)).toEqual({
      op: 'set-game-options',
      patch: { game: 'ligretto', options: { rounds: 4 } },
    });
    // Each game keeps its own rounds: Dice's line starts from Dice's value, not Ligretto's.
    expect(optionStep(three, 'dice', 'rounds', 1)).toEqual({ op: 'set-game-options', patch: { game: 'dice', options: { rounds: 1 } } });
    // A game without the option has no step for it.
    expect(optionStep(o, 'coloretto', 'target', 1)).toBeNull();
    expect(optionStep(o, 'dice', 'target', 1)).toBeNull();
    for (const game of ['ligretto', 'dice', 'coloretto']) {
      for (const key of OPTION_KEYS) {
        for (const step of [-1, 1] as const) {
          const cmd = optionStep(o, game, key, step);
          if (cmd) expect(decodeClientMessage({ t: 'lobby', cmd }).ok).toBe(true);
        }
      }
    }
  });
});
