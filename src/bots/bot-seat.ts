/** One bot at one seat: its level, its own RNG and the intent rate cap. The scheduler steps it for every game. */
import { nextRandom, seedRng } from '@engine/rng';
import type { BotLevel, BotPlan, GameBot } from './game-bot';

/** Hard cap: at most 20 intents per game second, so at least this many ms between two intents of one bot. */
export const MIN_INTENT_GAP_MS = 50;

/** A seat's bot between decisions. */
export interface BotSeat {
  readonly seat: number;
  readonly level: BotLevel;
  readonly rng: number;
  /** Arrival time of its last sent intent, null before the first. */
  readonly lastSentAt: number | null;
}

/** A level and a seed for one seat. */
export interface SeatBot {
  readonly level: BotLevel;
  readonly seed: number;
}

/** A fresh bot for a seat. */
export function createBotSeat(seat: number, bot: SeatBot): BotSeat {
  return { seat, level: bot.level, rng: seedRng(bot.seed), lastSentAt: null };
}

/** Per-seat seeds derived from one seed, so a table of bots is set up from a single number. */
export function seatBots(levels: readonly BotLevel[], seed: number): SeatBot[] {
  let rng = seedRng(seed ^ 0x5eed_b075);
  return levels.map((level) => {
    const r = nextRandom(rng);
    rng = r.state;
    return { level, seed: Math.floor(r.value * 0x1_0000_0000) };
  });
}

function withRng(bot: BotSeat, rng: number, lastSentAt: number | null): BotSeat {
  return { seat: bot.seat, level: bot.level, rng, lastSentAt };
}

/** The earliest game time the bot may have its next intent arrive. */
export function earliestSend(bot: BotSeat): number {
  return bot.lastSentAt === null ? -Infinity : bot.lastSentAt + MIN_INTENT_GAP_MS;
}

/**
 * Asks the bot what it does next at game time `now`, looking only at its seat's view. This is the one place the rate
 * cap is enforced: until the bot may send again it only waits, and no send lands sooner than that.
 */
export function nextBotPlan<V, I>(
  game: GameBot<V, I>,
  view: (seat: number) => V,
  bot: BotSeat,
  now: number,
): { readonly bot: BotSeat; readonly plan: BotPlan<I> } {
  const earliest = earliestSend(bot);
  if (now < earliest) return { bot, plan: { kind: 'wait', until: earliest, orChange: false } };
  const decision = game.decide(view(bot.seat), bot.level, bot.rng, now);
  const plan = decision.plan;
  if (plan.kind === 'wait') {
    const until = Math.max(plan.until, now + 1);
    return { bot: withRng(bot, decision.rng, bot.lastSentAt), plan: { kind: 'wait', until, orChange: plan.orChange } };
  }
  const at = Math.max(plan.at, now);
  return { bot: withRng(bot, decision.rng, at), plan: { kind: 'send', intent: plan.intent, at } };
}
