import { describe, expect, it } from 'vitest';
import { reduce } from '@engine/ligretto/index';
import { BOT_LEVELS, MIN_INTENT_GAP_MS, createBotSeat, ligrettoBot, nextBotPlan, tableView, type BotSeat } from '@bots/index';
import { arrivals, dealt, playRound, table } from './helpers';

/** The most arrivals inside any window [t, t + 1000) that starts at an arrival. */
function busiestSecond(times: readonly number[]): number {
  let most = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while ((times[hi] as number) - (times[lo] as number) >= 1000) lo++;
    most = Math.max(most, hi - lo + 1);
  }
  return most;
}

describe('a bot never sends more than 20 intents per game second', () => {
  it.each(BOT_LEVELS)('%s bots stay within 20 intents in every sliding 1000 ms window', (level) => {
    let worst = 0;
    for (const players of [2, 3, 6, 12]) {
      for (let seed = 1; seed <= 15; seed++) {
        const { run } = playRound({ players, advancedRow: seed % 3 === 0 }, table(level, players), seed);
        for (let seat = 0; seat < players; seat++) {
          const times = arrivals(run, seat);
          times.slice(1).forEach((t, i) => expect(t - (times[i] as number)).toBeGreaterThanOrEqual(MIN_INTENT_GAP_MS));
          worst = Math.max(worst, busiestSecond(times));
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(20);
  });

  it('the instant level runs right at the cap and no faster', () => {
    const { run } = playRound({ players: 2 }, table('instant', 2), 3);
    const busiest = Math.max(busiestSecond(arrivals(run, 0)), busiestSecond(arrivals(run, 1)));
    expect(busiest).toBe(20);
  });

  it('asking a bot again and again at the same moment never gets a second send within 50 ms', () => {
    const started = reduce(dealt({ players: 4 }, 12), { type: 'start' });
    if (!started.ok) throw new Error('start');
    let bot: BotSeat = createBotSeat(1, { level: 'instant', seed: 9 });
    const sends: number[] = [];
    for (let now = 0; now < 2000; now += 7) {
      for (let ask = 0; ask < 3; ask++) {
        const step = nextBotPlan(ligrettoBot, (s) => tableView(started.state, s), bot, now);
        bot = step.bot;
        if (step.plan.kind === 'send') sends.push(step.plan.at);
        else expect(step.plan.until).toBeGreaterThan(now);
      }
    }
    expect(sends.length).toBeGreaterThan(20);
    sends.slice(1).forEach((t, i) => expect(t - (sends[i] as number)).toBeGreaterThanOrEqual(MIN_INTENT_GAP_MS));
    expect(busiestSecond(sends)).toBeLessThanOrEqual(20);
  });
});
