/** Cycling the lobby's values: colours and backs skipping taken ones, stack sizes, bot levels and rule options. */
import { z } from 'zod';
import { REJECT_LOCK_CHOICES } from '@shared/fair-play';
import type { GameId } from '@shared/game';
import { gameLobbyOf, gameOptionsPatch } from '@shared/match-options';
import type { LobbyCommand } from '@shared/protocol';
import { BOT_LEVEL_NAMES, CARD_BACKS, PLAYER_COLORS, type BotLevelName, type MatchOptions, type Seat } from '@shared/seats';

/** Left or right. */
export type Step = -1 | 1;

/** Target scores offered in the lobby (M1). */
export const TARGET_CHOICES: readonly number[] = [50, 75, 99, 100, 150, 200];

/** Fixed round counts offered in the lobby (M2); null is "off". */
export const ROUND_CHOICES: readonly (number | null)[] = [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Bot levels offered in the lobby (the instant level is for tests only). */
export const LOBBY_BOT_LEVELS: readonly BotLevelName[] = BOT_LEVEL_NAMES.filter((l) => l !== 'instant');

/** The match options every game shares that the lobby menu changes, in menu order (a game's own rules are its registry entry's). */
export const OPTION_KEYS = ['target', 'rounds', 'rejectLockMs', 'lostController'] as const;

/** One changeable rule option. */
export type OptionKey = (typeof OPTION_KEYS)[number];

/** The next index after `current` in direction `step`, wrapping, skipping `taken`; null when every other index is taken. */
export function nextFreeIndex(current: number, step: Step, count: number, taken: ReadonlySet<number>): number | null {
  for (let k = 1; k < count; k++) {
    const i = (((current + step * k) % count) + count) % count;
    if (!taken.has(i)) return i;
  }
  return null;
}

function takenBy(seats: readonly Seat[], except: number, pick: (s: Seat) => number): Set<number> {
  return new Set(seats.flatMap((s, i) => (i === except || s.kind === 'open' ? [] : [pick(s)])));
}

/** The seat's next colour that no other occupied seat uses, or null when there is none. */
export function nextFreeColor(seats: readonly Seat[], seat: number, step: Step): number | null {
  const own = seats[seat];
  if (!own) return null;
  return nextFreeIndex(
    own.color,
    step,
    PLAYER_COLORS.length,
    takenBy(seats, seat, (s) => s.color),
  );
}

/** The seat's next card back that no other occupied seat uses, or null when there is none. */
export function nextFreeBack(seats: readonly Seat[], seat: number, step: Step): number | null {
  const own = seats[seat];
  if (!own) return null;
  return nextFreeIndex(
    own.back,
    step,
    CARD_BACKS.length,
    takenBy(seats, seat, (s) => s.back),
  );
}

/** The range of a game's seat handicap (Ligretto's stack size, S2: 5 to 10). */
export interface HandicapRange {
  readonly min: number;
  readonly max: number;
}

/** The next handicap value in the game's range, wrapping (Ligretto: stack sizes 5 to 10). */
export function nextStackSize(current: number, step: Step, range: HandicapRange): number {
  const span = range.max - range.min + 1;
  const clamped = Math.min(range.max, Math.max(range.min, Math.round(current)));
  return range.min + ((((clamped - range.min + step) % span) + span) % span);
}

/** The next lobby bot level, wrapping; a level outside the list starts from the first one. */
export function nextBotLevel(level: BotLevelName, step: Step): BotLevelName {
  const i = LOBBY_BOT_LEVELS.indexOf(level);
  const n = LOBBY_BOT_LEVELS.length;
  const next = i === -1 ? (step === 1 ? 0 : n - 1) : (i + step + n) % n;
  return LOBBY_BOT_LEVELS[next] ?? 'casual';
}

/** The next choice in a list, wrapping; a value outside the list goes to its nearest neighbour in that direction. */
export function nextChoice(choices: readonly number[], current: number, step: Step): number {
  const i = choices.indexOf(current);
  const n = choices.length;
  if (i !== -1) return choices[(i + step + n) % n] ?? current;
  const after = step === 1 ? choices.find((c) => c > current) : [...choices].reverse().find((c) => c < current);
  return after ?? (step === 1 ? choices[0] : choices[n - 1]) ?? current;
}

/** The next fixed-rounds value: off, 1 … 10, wrapping. */
export function nextRounds(current: number | null, step: Step): number | null {
  const i = ROUND_CHOICES.indexOf(current);
  const n = ROUND_CHOICES.length;
  if (i !== -1) return ROUND_CHOICES[(i + step + n) % n] ?? null;
  const numbers = ROUND_CHOICES.filter((r): r is number => r !== null);
  const c = current ?? 0;
  return (step === 1 ? numbers.find((r) => r > c) : [...numbers].reverse().find((r) => r < c)) ?? null;
}

/**
 * The lobby command that changes one shared line one step: the lost-controller line is the session's; target, rounds
 * and the wrong-press lock are the chosen game's own (each game keeps its own value); null when the game has no such
 * option.
 */
export function optionStep(options: MatchOptions, game: GameId, key: OptionKey, step: Step): LobbyCommand | null {
  if (key === 'lostController') {
    return { op: 'set-options', options: { lostController: options.session.lostController === 'pause' ? 'bot' : 'pause' } };
  }
  const own = sharedLineOf(options, game);
  const value =
    key === 'target'
      ? own.target === undefined
        ? undefined
        : nextChoice(TARGET_CHOICES, own.target, step)
      : key === 'rounds'
        ? own.rounds === undefined
          ? undefined
          : nextRounds(own.rounds, step)
        : own.rejectLockMs === undefined
          ? undefined
          : nextChoice(REJECT_LOCK_CHOICES, own.rejectLockMs, step);
  if (value === undefined) return null;
  const patch = gameOptionsPatch(game, { [key]: value });
  return patch === null ? null : { op: 'set-game-options', patch };
}

/** The shared lines' values in a game's lobby options (absent where the game has no such option). */
export interface SharedLineValues {
  readonly target?: number;
  readonly rounds?: number | null;
  readonly rejectLockMs?: number;
}

const sharedLineSchema = z.object({
  target: z.number().optional(),
  rounds: z.number().nullable().optional(),
  rejectLockMs: z.number().optional(),
});

/** The values of the lobby's shared lines (target, rounds, wrong-press lock) in the chosen game's lobby options. */
export function sharedLineOf(options: MatchOptions, game: GameId): SharedLineValues {
  const parsed = sharedLineSchema.safeParse(gameLobbyOf(options, game));
  if (!parsed.success) return {};
  const { target, rounds, rejectLockMs } = parsed.data;
  return {
    ...(target === undefined ? {} : { target }),
    ...(rounds === undefined ? {} : { rounds }),
    ...(rejectLockMs === undefined ? {} : { rejectLockMs }),
  };
}
