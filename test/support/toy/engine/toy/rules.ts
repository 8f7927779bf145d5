/** The toy game's rules: real-time, the first to press five times wins the round; `rounds` rounds a match. */
import { z } from 'zod';
import type { GameRules, ReplayMatch } from '@shared/game';
import {
  TOY_REASONS,
  TOY_TARGET,
  toyEventSchema,
  toyIntentSchema,
  toyOptionsSchema,
  toyStateSchema,
  toyViewSchema,
  type ToyEvent,
  type ToyIntent,
  type ToyOptions,
  type ToyReplay,
  type ToyState,
  type ToyView,
  toyReplaySchema,
} from '../../shared/games/toy/contract';

function press(state: ToyState, intent: ToyIntent): { state: ToyState; events: ToyEvent[] } | keyof typeof TOY_REASONS {
  if (intent.player >= state.presses.length) return 'unknown-player';
  if (state.phase !== 'playing') return 'not-running';
  const presses = state.presses.map((n, p) => (p === intent.player ? n + 1 : n));
  const count = presses[intent.player] ?? 0;
  const events: ToyEvent[] = [{ type: 'pressed', player: intent.player, count }];
  if (count < TOY_TARGET) return { state: { ...state, presses }, events };
  events.push({ type: 'won', player: intent.player });
  const points = presses.map((_, p) => (p === intent.player ? 1 : 0));
  return { state: { ...state, presses, phase: 'round-over', winner: intent.player, history: [...state.history, points] }, events };
}

/** Round `history.length + 1` of a match, dealt and waiting for its start call. */
const dealt = (options: ToyOptions, seed: number, before: readonly (readonly number[])[] = []): ToyState => ({
  game: 'toy-presses',
  seed,
  phase: 'awaiting-start',
  presses: new Array<number>(options.players).fill(0),
  winner: null,
  round: before.length + 1,
  rounds: options.rounds,
  history: before.map((r) => [...r]),
});

function totalsOf(s: ToyState): number[] {
  return s.presses.map((_, p) => s.history.reduce((sum, r) => sum + (r[p] ?? 0), 0));
}

function resume(options: ToyOptions, seed: number, before: ReplayMatch['history']) {
  if (before.some((r) => r.length !== options.players)) return { ok: false as const, problems: ['a round does not list every player'] };
  if (before.length >= options.rounds) return { ok: false as const, problems: ['the match is already over'] };
  const state = dealt(options, seed, before);
  return { ok: true as const, state, events: [{ type: 'dealt' as const, round: state.round }] };
}

const roundsOf = z.object({ rounds: z.number().int().min(1).max(9) });

/** The toy game behind the contract: real-time, the first to press five times wins the round; `rounds` rounds a match. */
export const toyRules: GameRules<ToyState, ToyIntent, ToyEvent, ToyOptions, ToyView, ToyReplay> = {
  id: 'toy-presses',
  players: { min: 2, max: 12 },
  schemas: { state: toyStateSchema, intent: toyIntentSchema, event: toyEventSchema, options: toyOptionsSchema, view: toyViewSchema },
  rejectReasons: TOY_REASONS,
  options: (lobby, seats) => {
    const chosen = roundsOf.safeParse(lobby);
    return { players: seats.length, rounds: chosen.success ? chosen.data.rounds : 1 };
  },
  optionProblems: (o) => (o.players >= 2 && o.players <= 12 ? [] : ['2 to 12 players']),
  setup: (options, seed) => ({ ok: true, state: dealt(options, seed), events: [] }),
  resume,
  reduce(state, action) {
    if (action.type === 'start') {
      return state.phase === 'awaiting-start'
        ? { ok: true, state: { ...state, phase: 'playing' }, events: [{ type: 'started' }] }
        : { ok: false, reason: 'not-running' };
    }
    if (action.type === 'next-round') {
      if (state.phase !== 'round-over') return { ok: false, reason: 'not-running' };
      if (state.history.length >= state.rounds) return { ok: false, reason: 'match-over' };
      const next = dealt({ players: state.presses.length, rounds: state.rounds }, state.seed, state.history);
      return { ok: true, state: next, events: [{ type: 'dealt', round: next.round }] };
    }
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
    const totals = totalsOf(s);
    const over = s.history.length >= s.rounds;
    const best = Math.max(...totals);
    return {
      round: s.round,
      totals,
      history: s.history,
      over,
      winners: over ? totals.flatMap((t, p) => (t === best ? [p] : [])) : [],
    };
  },
  roundResult: (s) => (s.winner === null ? null : { points: s.presses.map((_, p) => (p === s.winner ? 1 : 0)), finisher: s.winner }),
  roundFacts: (s) => ({ presses: s.presses.reduce((a, b) => a + b, 0) }),
  optionsOf: (s) => ({ players: s.presses.length, rounds: s.rounds }),
  seedOf: (s) => s.seed,
  view: (s, me) => ({ me, running: s.phase === 'playing', presses: s.presses[me] ?? 0 }),
  hash: (s) => JSON.stringify(s),
  replays: {
    fileSchema: toyReplaySchema,
    run(file) {
      let state: ToyState = { ...dealt(file.options, file.seed ?? 0), phase: 'playing' };
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
    fileFor: (s, intents) => ({ options: { players: s.presses.length, rounds: s.rounds }, seed: s.seed, intents: [...intents] }),
    intents: (f) => f.intents,
    players: (f) => f.options.players,
    start: (file, match) => resume(file.options, match?.seed ?? file.seed ?? 0, match?.history ?? []),
  },
};
