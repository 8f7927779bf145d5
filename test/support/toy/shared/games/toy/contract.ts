/**
 * The toy game's contract (a test-only game, "first to press 5 times"): zod schemas of its state, intents, events,
 * options, seat view and phone pad, and its view contract with the pad builder. Kept under test/support/toy/ at the
 * path it would have in src/; test/e2e/toy-seam.test.ts places it there.
 */
import { z } from 'zod';
import type { GameViewContract, PadSource } from '@shared/games/game-contract';
import { TOY_RULES_CARD } from './rules-card';

const player = z.number().int().min(0).max(11);
const history = z.array(z.array(z.number().int().min(0).max(1)).readonly()).readonly();

/** Toy state: presses per player, the round phase, and the match: `rounds` rounds (one by default), one point a win. */
export const toyStateSchema = z.object({
  /** Names the game, so views tell its state from the others'. */
  game: z.literal('toy-presses').default('toy-presses'),
  seed: z.number().int(),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  presses: z.array(z.number().int().min(0)).readonly(),
  winner: player.nullable(),
  round: z.number().int().min(1),
  rounds: z.number().int().min(1),
  /** Points of the finished rounds (1 for the round's winner), the current one included once it is won. */
  history,
});
export type ToyState = z.infer<typeof toyStateSchema>;

export const toyIntentSchema = z.strictObject({ player, do: z.literal('press') });
export type ToyIntent = z.infer<typeof toyIntentSchema>;

export const toyEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dealt'), round: z.number().int() }),
  z.object({ type: z.literal('started') }),
  z.object({ type: z.literal('pressed'), player, count: z.number().int() }),
  z.object({ type: z.literal('won'), player }),
]);
export type ToyEvent = z.infer<typeof toyEventSchema>;

export const toyOptionsSchema = z.strictObject({
  players: z.number().int().min(2).max(12),
  rounds: z.number().int().min(1).max(9).default(1),
});
export type ToyOptions = z.infer<typeof toyOptionsSchema>;

export const toyViewSchema = z.object({ me: player, running: z.boolean(), presses: z.number().int() });
export type ToyView = z.infer<typeof toyViewSchema>;

export const toyReplaySchema = z.strictObject({
  options: toyOptionsSchema,
  seed: z.number().int().optional(),
  intents: z.array(toyIntentSchema),
});
export type ToyReplay = z.infer<typeof toyReplaySchema>;

/** Rejection reasons of the toy game. */
export const TOY_REASONS = {
  'not-running': 'the round is not running',
  'unknown-player': 'no such player',
  'match-over': 'the match is over',
} as const;

/** Presses a player needs to win. */
export const TOY_TARGET = 5;

/** The toy's pad view on a phone: its own presses, the target, whether the round runs, and who won. */
export const toyPhonePadSchema = z.strictObject({
  game: z.literal('toy-presses'),
  presses: z.number().int().min(0).max(99),
  target: z.number().int().min(1).max(99),
  running: z.boolean(),
  winner: z.string().max(40).nullable(),
});
export type ToyPhonePad = z.infer<typeof toyPhonePadSchema>;

/** The toy's pad view for one engine player, or null when the state is not the toy's. */
export function toyPadView(source: PadSource, player: number): ToyPhonePad | null {
  const parsed = toyStateSchema.safeParse(source.state);
  if (!parsed.success || player >= parsed.data.presses.length) return null;
  const s = parsed.data;
  const winnerSeat = s.winner === null ? undefined : source.players[s.winner];
  return {
    game: 'toy-presses',
    presses: s.presses[player] ?? 0,
    target: TOY_TARGET,
    running: s.phase === 'playing',
    winner: winnerSeat === undefined ? null : (source.seats[winnerSeat]?.name ?? null),
  };
}

/** The toy's view contract. */
export const TOY_CONTRACT = {
  id: 'toy-presses',
  state: toyStateSchema,
  event: toyEventSchema,
  intentKinds: ['press'] as const,
  reasons: ['not-running', 'unknown-player', 'match-over'] as const,
  phonePad: toyPhonePadSchema,
  padView: toyPadView,
  rulesCard: TOY_RULES_CARD,
} as const satisfies GameViewContract;
