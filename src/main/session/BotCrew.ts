/** The bots at the table: their seats and plans on the game clock, driven by the session. */
import { createBotSeat, nextBotPlan, seatBots, type BotLevel, type BotPlan, type BotSeat } from '@bots/index';
import type { Intent } from '@shared/games/ligretto/intent';
import type { Seat } from '@shared/seats';
import type { GameState } from '@shared/games/ligretto/state';

interface Slot {
  bot: BotSeat;
  plan: BotPlan | null;
}

/** Plans for every bot seat; the session asks it what is due and tells it what happened. */
export class BotCrew {
  private readonly slots = new Map<number, Slot>();

  /** Seats a bot for every bot seat in the match (keyed by engine player index). */
  seat(seats: readonly Seat[], players: readonly number[], seed: number): void {
    this.slots.clear();
    const levels = players.map((i) => seats[i]?.botLevel ?? 'casual');
    const seeds = seatBots(levels, seed);
    players.forEach((seatIndex, player) => {
      const bot = seeds[player];
      if (seats[seatIndex]?.kind === 'bot' && bot) this.slots.set(player, { bot: createBotSeat(player, bot), plan: null });
    });
  }

  /** A bot stands in for a person whose controller was lost (it plays from the current table). */
  standIn(player: number, level: BotLevel, seed: number): void {
    const [bot] = seatBots([level], seed + 104729 * (player + 1));
    if (bot) this.slots.set(player, { bot: createBotSeat(player, bot), plan: null });
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

  private rethink(slot: Slot, game: GameState, now: number): void {
    const step = nextBotPlan(slot.bot, game, now);
    slot.bot = step.bot;
    slot.plan = step.plan;
  }

  /** After the start call every bot looks at the table anew. */
  start(game: GameState, now: number): void {
    for (const slot of this.slots.values()) this.rethink(slot, game, now);
  }

  /** After a change, bots waiting for one look again; intents already sent stay on their way. */
  changed(game: GameState, now: number): void {
    for (const slot of this.slots.values()) {
      if (slot.plan === null || (slot.plan.kind === 'wait' && slot.plan.orChange)) this.rethink(slot, game, now);
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

  /** The intent that arrives now, if any; bots whose wait is over look again first. */
  due(game: GameState, now: number): Intent | null {
    let best: { at: number; intent: Intent } | null = null;
    for (const slot of this.slots.values()) {
      if (slot.plan?.kind === 'wait' && slot.plan.until <= now) this.rethink(slot, game, now);
      const plan = slot.plan;
      if (plan?.kind === 'send' && plan.at <= now && (best === null || plan.at < best.at)) best = { at: plan.at, intent: plan.intent };
    }
    return best?.intent ?? null;
  }

  /** The bot's intent has arrived: its plan is used up (the next change or `sent` gives it a new one). */
  clearPlan(player: number): void {
    const slot = this.slots.get(player);
    if (slot) slot.plan = null;
  }

  /** The bot's intent was applied or rejected: it plans its next step. */
  sent(player: number, game: GameState, now: number): void {
    const slot = this.slots.get(player);
    if (slot) this.rethink(slot, game, now);
  }
}
