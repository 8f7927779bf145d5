/** A discrete-event simulation of one round of bots on a game clock (P5: intents applied in arrival order). */
import { nextRandom, reduce, seedRng } from '@engine/ligretto/index';
import type { Intent, RejectReason } from '@shared/games/ligretto/intent';
import type { GameState } from '@shared/games/ligretto/state';
import { createBotSeat, earliestSend, nextBotPlan, type BotSeat, type SeatBot } from './bot-seat';

/** Game ms between a reshuffle and its new start call, in which no bot can act (B2, S5). */
export const RESTART_DELAY_MS = 1500;
/** Default safety limit on one round's game time: passing it is a failure, never a pass. */
export const MAX_ROUND_GAME_MS = 30 * 60 * 1000;

/** What happened to one intent when it arrived. */
export type IntentOutcome = { readonly ok: true; readonly pile: number | null } | { readonly ok: false; readonly reason: RejectReason };

/** One intent as it reached the engine: when it was decided, when it arrived, what the engine said. */
export interface LoggedIntent {
  readonly decidedAt: number;
  readonly at: number;
  readonly intent: Intent;
  readonly outcome: IntentOutcome;
}

/** How to run a round: one bot per seat and a seed for fair tie-breaks between equal arrival times. */
export interface RoundSetup {
  readonly bots: readonly SeatBot[];
  readonly seed: number;
  readonly restartDelayMs?: number;
  readonly maxGameMs?: number;
}

interface RoundFacts {
  readonly state: GameState;
  /** Every intent that arrived, in arrival order. */
  readonly log: readonly LoggedIntent[];
  readonly applied: number;
  readonly rejected: Readonly<Partial<Record<RejectReason, number>>>;
  readonly blockades: number;
  readonly reshuffles: number;
  /** Game times of the start calls: the first at 0, one after each reshuffle (S5, B2). */
  readonly startCalls: readonly number[];
  /** Game ms from the first start call to the end (or to the safety limit). */
  readonly durationMs: number;
}

/** A finished round, or a failure to report: the game-time safety limit passed, or not one bot per seat. */
export type RoundRun =
  | (RoundFacts & { readonly ok: true; readonly outcome: 'stopped' | 'blockade-end' })
  | (RoundFacts & { readonly ok: false; readonly outcome: 'time-limit' | 'bad-setup' });

type SeatEvent =
  | { readonly kind: 'think'; readonly at: number; readonly key: number; readonly wakeable: boolean }
  | { readonly kind: 'arrive'; readonly at: number; readonly key: number; readonly intent: Intent; readonly decidedAt: number };

function before(a: SeatEvent, b: SeatEvent): boolean {
  if (a.at !== b.at) return a.at < b.at;
  if (a.kind !== b.kind) return a.kind === 'arrive';
  return a.key < b.key;
}

/** The intents of a round that a replay file needs: those the engine saw while a round was running or had ended. */
export function replayIntents(log: readonly LoggedIntent[]): Intent[] {
  return log.filter((e) => e.outcome.ok || e.outcome.reason !== 'not-running').map((e) => e.intent);
}

/** Plays a round from its start call to "Ligretto stop!" or a blockade end; pure and deterministic. */
export function simulateRound(initial: GameState, setup: RoundSetup): RoundRun {
  const restartDelay = setup.restartDelayMs ?? RESTART_DELAY_MS;
  const limit = setup.maxGameMs ?? MAX_ROUND_GAME_MS;
  let tie = seedRng(setup.seed ^ 0x7135_ab1e);
  const key = (): number => {
    const r = nextRandom(tie);
    tie = r.state;
    return r.value;
  };
  const bots: BotSeat[] = setup.bots.map((b, seat) => createBotSeat(seat, b));
  const events: SeatEvent[] = bots.map(() => ({ kind: 'think', at: 0, key: key(), wakeable: false }));
  const log: LoggedIntent[] = [];
  const rejected: Partial<Record<RejectReason, number>> = {};
  const startCalls: number[] = [];
  let applied = 0;
  let state = initial;
  let now = 0;
  let startAt: number | null = state.phase === 'awaiting-start' ? 0 : null;

  const finish = (failure: 'time-limit' | 'bad-setup' | null): RoundRun => {
    const facts = { state, log, applied, rejected, blockades: state.blockades, reshuffles: state.reshuffles, startCalls, durationMs: now };
    if (failure !== null) return { ...facts, ok: false, outcome: failure };
    return { ...facts, ok: true, outcome: state.stoppedBy === null ? 'blockade-end' : 'stopped' };
  };
  const rethinkAll = (at: number, onlyWakeable: boolean): void => {
    for (let s = 0; s < events.length; s++) {
      const e = events[s] as SeatEvent;
      if (e.kind === 'think' && (!onlyWakeable || e.wakeable) && e.at > at) events[s] = { kind: 'think', at, key: key(), wakeable: false };
    }
  };

  if (state.phase !== 'round-over' && bots.length !== state.players.length) return finish('bad-setup');
  while (state.phase !== 'round-over') {
    let seat = 0;
    for (let s = 1; s < events.length; s++) if (before(events[s] as SeatEvent, events[seat] as SeatEvent)) seat = s;
    const ev = events[seat] as SeatEvent;
    if (startAt !== null && startAt <= ev.at) {
      now = startAt;
      startAt = null;
      const r = reduce(state, { type: 'start' });
      if (r.ok) state = r.state;
      startCalls.push(now);
      rethinkAll(now, false);
      continue;
    }
    if (ev.at > limit) {
      now = limit;
      return finish('time-limit');
    }
    now = ev.at;
    if (ev.kind === 'think') {
      const step = nextBotPlan(bots[seat] as BotSeat, state, now);
      bots[seat] = step.bot;
      const plan = step.plan;
      events[seat] =
        plan.kind === 'send'
          ? { kind: 'arrive', at: plan.at, key: key(), intent: plan.intent, decidedAt: now }
          : { kind: 'think', at: plan.until, key: key(), wakeable: plan.orChange };
      continue;
    }
    const r = reduce(state, { type: 'intent', intent: ev.intent });
    const lookAgain = Math.max(startAt ?? now, earliestSend(bots[seat] as BotSeat));
    events[seat] = { kind: 'think', at: lookAgain, key: key(), wakeable: false };
    if (!r.ok) {
      rejected[r.reason] = (rejected[r.reason] ?? 0) + 1;
      log.push({ decidedAt: ev.decidedAt, at: now, intent: ev.intent, outcome: { ok: false, reason: r.reason } });
      continue;
    }
    applied++;
    log.push({ decidedAt: ev.decidedAt, at: now, intent: ev.intent, outcome: { ok: true, pile: r.pile } });
    state = r.state;
    if (state.phase === 'awaiting-start') {
      startAt = now + restartDelay;
      for (let s = 0; s < events.length; s++) {
        const e = events[s] as SeatEvent;
        if (e.kind === 'think') events[s] = { kind: 'think', at: startAt, key: e.key, wakeable: false };
      }
    } else if (state.phase === 'playing') {
      rethinkAll(now, true);
    }
  }
  return finish(null);
}
