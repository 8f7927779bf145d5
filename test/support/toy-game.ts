/** A test-only game, "first to press 5 times", written against the game module contract alone (no Ligretto file). */
import { z } from 'zod';
import type { GameBot } from '@bots/index';
import type { GameRules } from '@shared/game';

const player = z.number().int().min(0).max(11);

/** Toy state: presses per player, the round phase and the one-round match. */
export const toyStateSchema = z.object({
  seed: z.number().int(),
  phase: z.enum(['awaiting-start', 'playing', 'round-over']),
  presses: z.array(z.number().int().min(0)).readonly(),
  winner: player.nullable(),
});
export type ToyState = z.infer<typeof toyStateSchema>;

export const toyIntentSchema = z.strictObject({ player, do: z.literal('press') });
export type ToyIntent = z.infer<typeof toyIntentSchema>;

export const toyEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started') }),
  z.object({ type: z.literal('pressed'), player, count: z.number().int() }),
  z.object({ type: z.literal('won'), player }),
]);
export type ToyEvent = z.infer<typeof toyEventSchema>;

export const toyOptionsSchema = z.strictObject({ players: z.number().int().min(2).max(12) });
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
export const TOY_REASONS = { 'not-running': 'the round is not running', 'unknown-player': 'no such player' } as const;

/** Presses a player needs to win. */
export const TOY_TARGET = 5;

function press(state: ToyState, intent: ToyIntent): { state: ToyState; events: ToyEvent[] } | keyof typeof TOY_REASONS {
  if (intent.player >= state.presses.length) return 'unknown-player';
  if (state.phase !== 'playing') return 'not-running';
  const presses = state.presses.map((n, p) => (p === intent.player ? n + 1 : n));
  const count = presses[intent.player] ?? 0;
  const events: ToyEvent[] = [{ type: 'pressed', player: intent.player, count }];
  if (count < TOY_TARGET) return { state: { ...state, presses }, events };
  events.push({ type: 'won', player: intent.player });
  return { state: { ...state, presses, phase: 'round-over', winner: intent.player }, events };
}

const fresh = (options: ToyOptions, seed: number): ToyState => ({
  seed,
  phase: 'awaiting-start',
  presses: new Array<number>(options.players).fill(0),
  winner: null,
});

/** The toy game behind the contract: real-time, one round, the first to press five times wins. */
export const toyRules: GameRules<ToyState, ToyIntent, ToyEvent, ToyOptions, ToyView, ToyReplay> = {
  id: 'toy-presses',
  players: { min: 2, max: 12 },
  schemas: { state: toyStateSchema, intent: toyIntentSchema, event: toyEventSchema, options: toyOptionsSchema, view: toyViewSchema },
  rejectReasons: TOY_REASONS,
  options: (_lobby, seats) => ({ players: seats.length }),
  optionProblems: (o) => (o.players >= 2 && o.players <= 12 ? [] : ['2 to 12 players']),
  setup: (options, seed) => ({ ok: true, state: fresh(options, seed), events: [] }),
  resume: (options, seed) => ({ ok: true, state: fresh(options, seed), events: [] }),
  reduce(state, action) {
    if (action.type === 'start') {
      return state.phase === 'awaiting-start'
        ? { ok: true, state: { ...state, phase: 'playing' }, events: [{ type: 'started' }] }
        : { ok: false, reason: 'not-running' };
    }
    if (action.type === 'next-round') return { ok: false, reason: 'not-running' };
    const r = press(state, action.intent);
    return typeof r === 'string' ? { ok: false, reason: r } : { ok: true, ...r };
  },
  legalIntents: (state, p) => (state.phase === 'playing' && p < state.presses.length ? [{ player: p, do: 'press' }] : []),
  late: () => false,
  flow: {
    pace: 'real-time',
    timings: { countdown: 1000, restartCountdown: 1000, stopped: 500, scores: null, standings: null, demoRestart: 1000 },
    phase: (s) => s.phase,
    turn: () => null,
    dealt: () => true,
  },
  match: (s) => {
    const totals = s.presses.map((_, p) => (p === s.winner ? 1 : 0));
    return {
      round: 1,
      totals,
      history: s.winner === null ? [] : [totals],
      over: s.winner !== null,
      winners: s.winner === null ? [] : [s.winner],
    };
  },
  roundResult: (s) => (s.winner === null ? null : { points: s.presses.map((_, p) => (p === s.winner ? 1 : 0)), finisher: s.winner }),
  roundFacts: (s) => ({ presses: s.presses.reduce((a, b) => a + b, 0) }),
  optionsOf: (s) => ({ players: s.presses.length }),
  seedOf: (s) => s.seed,
  view: (s, me) => ({ me, running: s.phase === 'playing', presses: s.presses[me] ?? 0 }),
  hash: (s) => JSON.stringify(s),
  replays: {
    fileSchema: toyReplaySchema,
    run(file) {
      let state: ToyState = { ...fresh(file.options, file.seed ?? 0), phase: 'playing' };
      const results: ({ ok: true } | { ok: false; reason: string })[] = [];
      for (const intent of file.intents) {
        const r = press(state, intent);
        if (typeof r === 'string') results.push({ ok: false, reason: r });
        else {
          state = r.state;
          results.push({ ok: true });
        }
      }
      return { ok: true, output: { results, state }, final: state };
    },
    fileFor: (s, intents) => ({ options: { players: s.presses.length }, seed: s.seed, intents: [...intents] }),
    intents: (f) => f.intents,
    players: (f) => f.options.players,
  },
};

/** The toy game's bot: presses every 200 ms of game time while the round runs. */
export const toyBot: GameBot<ToyView, ToyIntent> = {
  game: 'toy-presses',
  decide: (view, _level, rng, now) =>
    view.running
      ? { rng, plan: { kind: 'send', intent: { player: view.me, do: 'press' }, at: now + 200 } }
      : { rng, plan: { kind: 'wait', until: now + 100, orChange: true } },
};
