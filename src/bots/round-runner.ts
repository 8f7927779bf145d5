/** Bots playing rounds and matches of any game on a game clock, headless: what `sim` and the benchmarks run. */
import type { GameRules } from '@shared/game';
import { BotScheduler } from './BotScheduler';
import { seatBots, type SeatBot } from './bot-seat';
import type { BotLevel, GameBot } from './game-bot';
import { roundSeed } from '@engine/rng';

/** Default safety limit on one round's game time: passing it is a failure, never a pass. */
export const MAX_ROUND_GAME_MS = 30 * 60 * 1000;

/** One intent as it reached the game: when it was decided, when it arrived, what the game said. */
export interface LoggedIntent<I> {
  readonly decidedAt: number;
  readonly at: number;
  readonly intent: I;
  readonly outcome: { readonly ok: true } | { readonly ok: false; readonly reason: string };
}

/** How to run a round: one bot per player and a seed for fair tie-breaks between equal arrival times. */
export interface RoundSetup {
  readonly bots: readonly SeatBot[];
  readonly seed: number;
  /** Game ms between a restart within the round (a reshuffle) and its new start call; the game's flow by default. */
  readonly restartDelayMs?: number;
  readonly maxGameMs?: number;
}

/** What a round run found out, whatever its end. */
export interface RoundFacts<S, I> {
  readonly state: S;
  /** Every intent that arrived, in arrival order. */
  readonly log: readonly LoggedIntent<I>[];
  readonly applied: number;
  readonly rejected: Readonly<Record<string, number>>;
  /** Game times of the start calls: the first at 0, one after each restart. */
  readonly startCalls: readonly number[];
  /** Game ms from the first start call to the end (or to the safety limit). */
  readonly durationMs: number;
}

/** A finished round, or a failure to report: the game-time safety limit passed, or not one bot per player. */
export type RoundRun<S, I> =
  | (RoundFacts<S, I> & { readonly ok: true; readonly outcome: 'over' })
  | (RoundFacts<S, I> & { readonly ok: false; readonly outcome: 'time-limit' | 'bad-setup' });

/** The intents of a round a replay file needs, in arrival order. */
export function replayIntents<I>(log: readonly LoggedIntent<I>[]): I[] {
  return log.map((e) => e.intent);
}

/** Plays a round from its start call to its end with the one bot scheduler; pure and deterministic. */
export function runRound<S, I extends { readonly player: number }, E, O, V, F>(
  rules: GameRules<S, I, E, O, V, F>,
  bot: GameBot<V, I>,
  initial: S,
  setup: RoundSetup,
): RoundRun<S, I> {
  const restartDelay = setup.restartDelayMs ?? rules.flow.timings.restartCountdown;
  const limit = setup.maxGameMs ?? MAX_ROUND_GAME_MS;
  const bots = new BotScheduler<S, V, I>(bot, (s, p) => rules.view(s, p), setup.seed);
  bots.seat(setup.bots);
  const log: LoggedIntent<I>[] = [];
  const rejected: Record<string, number> = {};
  const startCalls: number[] = [];
  let applied = 0;
  let state = initial;
  let now = 0;
  let startAt: number | null = rules.flow.phase(state) === 'awaiting-start' ? 0 : null;
  const finish = (failure: 'time-limit' | 'bad-setup' | null): RoundRun<S, I> => {
    const facts = { state, log, applied, rejected, startCalls, durationMs: now };
    return failure === null ? { ...facts, ok: true, outcome: 'over' } : { ...facts, ok: false, outcome: failure };
  };

  if (rules.flow.phase(state) === 'round-over') return finish(null);
  if (setup.bots.length !== rules.match(state).totals.length) return finish('bad-setup');
  if (startAt === null) bots.start(state, now);
  while (rules.flow.phase(state) !== 'round-over') {
    const next = startAt ?? bots.nextAt();
    if (next === null || next > limit) {
      now = limit;
      return finish('time-limit');
    }
    now = Math.max(now, next);
    if (startAt !== null) {
      startAt = null;
      const r = rules.reduce(state, { type: 'start' });
      if (r.ok) state = r.state;
      startCalls.push(now);
      bots.start(state, now);
      continue;
    }
    const due = bots.due(state, now);
    if (!due) continue;
    const r = rules.reduce(state, { type: 'intent', intent: due.intent, at: now });
    if (!r.ok) {
      rejected[r.reason] = (rejected[r.reason] ?? 0) + 1;
      log.push({ decidedAt: due.decidedAt, at: now, intent: due.intent, outcome: { ok: false, reason: r.reason } });
      bots.sent(due.player, state, now);
      continue;
    }
    applied++;
    log.push({ decidedAt: due.decidedAt, at: now, intent: due.intent, outcome: { ok: true } });
    state = r.state;
    const phase = rules.flow.phase(state);
    if (phase === 'awaiting-start') {
      startAt = now + restartDelay;
      bots.hold();
    } else if (phase === 'playing') {
      bots.changed(state, now);
    }
  }
  return finish(null);
}

/** How to run a match: a level per player, a seed for the bots, and optional limits. */
export interface MatchSetup {
  readonly levels: readonly BotLevel[];
  readonly seed: number;
  /** Stop after this many rounds even if the match is not over. */
  readonly maxRounds?: number;
  readonly restartDelayMs?: number;
  readonly maxGameMs?: number;
}

/** A played match: every round run and the final state; not ok when a round failed. */
export type MatchRun<R, S> =
  | { readonly ok: true; readonly rounds: readonly R[]; readonly state: S }
  | { readonly ok: false; readonly rounds: readonly R[]; readonly state: S; readonly failedRound: number };

/** The round setup of match round `round`: bots and tie-breaks seeded from the match seed and the round. */
export function roundSetupFor(setup: MatchSetup, round: number): RoundSetup {
  const seed = roundSeed(setup.seed, round);
  return {
    bots: seatBots(setup.levels, seed),
    seed,
    ...(setup.restartDelayMs === undefined ? {} : { restartDelayMs: setup.restartDelayMs }),
    ...(setup.maxGameMs === undefined ? {} : { maxGameMs: setup.maxGameMs }),
  };
}

/** Plays rounds from a dealt game until the match is over or `maxRounds` are played; `play` runs one round. */
export function runMatch<S, I extends { readonly player: number }, E, O, V, F, R extends { readonly ok: boolean; readonly state: S }>(
  rules: GameRules<S, I, E, O, V, F>,
  initial: S,
  setup: MatchSetup,
  play: (state: S, round: RoundSetup) => R,
): MatchRun<R, S> {
  const rounds: R[] = [];
  let state = initial;
  for (;;) {
    const run = play(state, roundSetupFor(setup, rules.match(state).round));
    rounds.push(run);
    state = run.state;
    if (!run.ok) return { ok: false, rounds, state, failedRound: rules.match(state).round };
    if (rules.match(state).over || (setup.maxRounds !== undefined && rounds.length >= setup.maxRounds)) break;
    const next = rules.reduce(state, { type: 'next-round' });
    if (!next.ok) break;
    state = next.state;
  }
  return { ok: true, rounds, state };
}
