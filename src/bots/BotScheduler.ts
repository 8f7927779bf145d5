/** The one bot scheduler: every bot's plan on the game clock, for any game, used by the host session and by sim. */
import { nextRandom, seedRng } from '@engine/rng';
import { createBotSeat, nextBotPlan, seatBots, type BotSeat, type SeatBot } from './bot-seat';
import type { BotLevel, BotPlan, GameBot } from './game-bot';

interface Slot<I> {
  bot: BotSeat;
  plan: BotPlan<I> | null;
  /** Game time the current plan was made. */
  decidedAt: number;
  /** Fair tie-break between plans due at the same time (P5: never seat 0 first). */
  key: number;
}

/** An intent whose arrival time has come. */
export interface DueIntent<I> {
  readonly player: number;
  readonly intent: I;
  readonly decidedAt: number;
}

/** Plans for every bot seat (keyed by engine player); its owner asks what is due and tells it what happened. */
export class BotScheduler<S, V, I> {
  private readonly slots = new Map<number, Slot<I>>();
  private tie: number;

  constructor(
    private readonly game: GameBot<V, I>,
    private readonly viewOf: (state: S, player: number) => V,
    tieSeed: number,
  ) {
    this.tie = seedRng(tieSeed ^ 0x7135_ab1e);
  }

  /** Seats a bot for every player given one (null: a person plays). */
  seat(bots: readonly (SeatBot | null)[]): void {
    this.slots.clear();
    bots.forEach((bot, player) => {
      if (bot) this.slots.set(player, { bot: createBotSeat(player, bot), plan: null, decidedAt: 0, key: 0 });
    });
  }

  /** Seats a bot for every player with a level (null: a person plays), each seeded from `seed` (seatBots). */
  seatLevels(levels: readonly (BotLevel | null)[], seed: number): void {
    const seeds = seatBots(
      levels.map((l) => l ?? 'casual'),
      seed,
    );
    this.seat(levels.map((level, player) => (level === null ? null : (seeds[player] ?? null))));
  }

  /** A bot stands in for a person whose controller was lost (it plays from the current table). */
  standIn(player: number, level: BotLevel, seed: number): void {
    const [bot] = seatBots([level], seed + 104729 * (player + 1));
    if (bot) this.slots.set(player, { bot: createBotSeat(player, bot), plan: null, decidedAt: 0, key: 0 });
  }

  /** Is a bot playing this player now? */
  has(player: number): boolean {
    return this.slots.has(player);
  }

  /** A person took the seat over: its bot stops. */
  release(player: number): void {
    this.slots.delete(player);
  }

  /** Removes every bot. */
  clear(): void {
    this.slots.clear();
  }

  private nextKey(): number {
    const r = nextRandom(this.tie);
    this.tie = r.state;
    return r.value;
  }

  private rethink(slot: Slot<I>, state: S, now: number): void {
    const step = nextBotPlan(this.game, (seat) => this.viewOf(state, seat), slot.bot, now);
    slot.bot = step.bot;
    slot.plan = step.plan;
    slot.decidedAt = now;
    slot.key = this.nextKey();
  }

  /** After a start call every bot looks at the table anew. */
  start(state: S, now: number): void {
    for (const slot of this.slots.values()) this.rethink(slot, state, now);
  }

  /** The round stops for a restart (a reshuffle): plans in flight are dropped until the next start call. */
  hold(): void {
    for (const slot of this.slots.values()) slot.plan = null;
  }

  /** After a change, bots waiting for one look again; intents already sent stay on their way. */
  changed(state: S, now: number): void {
    for (const slot of this.slots.values()) {
      if (slot.plan === null || (slot.plan.kind === 'wait' && slot.plan.orChange)) this.rethink(slot, state, now);
    }
  }

  /** The earliest game time a bot needs attention. */
  nextAt(): number | null {
    let at: number | null = null;
    for (const slot of this.slots.values()) {
      const t = slot.plan === null ? null : slot.plan.kind === 'send' ? slot.plan.at : slot.plan.until;
      if (t !== null && (at === null || t < at)) at = t;
    }
    return at;
  }

  /** The intent that arrives now, if any (earliest first, ties by a seeded draw); bots whose wait is over look again first. */
  due(state: S, now: number): DueIntent<I> | null {
    let best: { at: number; key: number; due: DueIntent<I> } | null = null;
    for (const [player, slot] of this.slots) {
      if (slot.plan?.kind === 'wait' && slot.plan.until <= now) this.rethink(slot, state, now);
      const plan = slot.plan;
      if (plan?.kind !== 'send' || plan.at > now) continue;
      if (best === null || plan.at < best.at || (plan.at === best.at && slot.key < best.key)) {
        best = { at: plan.at, key: slot.key, due: { player, intent: plan.intent, decidedAt: slot.decidedAt } };
      }
    }
    if (best) this.clearPlan(best.due.player);
    return best?.due ?? null;
  }

  /** The bot's intent has arrived: its plan is used up (the next change or `sent` gives it a new one). */
  clearPlan(player: number): void {
    const slot = this.slots.get(player);
    if (slot) slot.plan = null;
  }

  /** The bot's intent was rejected (or applied without a change others see): it plans its next step. */
  sent(player: number, state: S, now: number): void {
    const slot = this.slots.get(player);
    if (slot) this.rethink(slot, state, now);
  }
}
