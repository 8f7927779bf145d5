/** Ligretto Dice figures: time to apply one intent at 12 players, and whole 12-player rounds of instant bots. */
import { runRound, seatBots, type BotLevel } from '@bots/index';
import { diceBot } from '@bots/dice/dice-bot';
import { diceLegalIntents, diceRules, newDiceGame, reduceDice } from '@engine/dice/index';
import type { DiceIntent } from '@shared/games/dice/intent';
import { resolveDiceOptions } from '@shared/games/dice/options';
import type { DiceState } from '@shared/games/dice/state';
import { round3, summary } from './stats';

function dealt12(seed: number): DiceState {
  const created = newDiceGame(resolveDiceOptions({ players: 12 }), seed);
  if (!created.ok) throw new Error(created.problems.join('; '));
  return created.state;
}

/** The next seat's first die that fits, else its reroll. */
function nextIntent(state: DiceState, turn: number): DiceIntent | null {
  const legal = diceLegalIntents(state, turn % state.trays.length);
  return legal.find((i) => i.do === 'place') ?? legal.at(-1) ?? null;
}

/** Applies intents of 12 players (places and rerolls, 100 game ms apart) over many seeded rounds; each reduce() in µs. */
export function benchDiceIntents(rounds: number): Record<string, number> {
  const times: number[] = [];
  for (let seed = 1; seed <= rounds; seed++) {
    const started = reduceDice(dealt12(seed), { type: 'start' });
    if (!started.ok) throw new Error(started.reason);
    let state = started.state;
    for (let turn = 0; state.phase === 'playing' && turn < 20000; turn++) {
      const intent = nextIntent(state, turn);
      if (!intent) break;
      const t0 = performance.now();
      const r = diceRules.reduce(state, { type: 'intent', intent, at: turn * 100 });
      times.push((performance.now() - t0) * 1000);
      if (r.ok) state = r.state;
    }
  }
  const s = summary(times.slice(Math.floor(times.length / 10)));
  return { intentMedianUs: round3(s.median), intentP95Us: round3(s.p95), intentP99Us: round3(s.p99), intentsMeasured: s.n };
}

/** Whole 12-player rounds of instant bots on the game clock (reroll lock 800 ms): rounds per second and round times. */
export function benchDiceBotRounds(rounds: number): Record<string, number> {
  const times: number[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= rounds; seed++) {
    const state = dealt12(seed);
    const t0 = performance.now();
    const run = runRound(diceRules, diceBot, state, { bots: seatBots(new Array<BotLevel>(12).fill('instant'), seed), seed });
    times.push(performance.now() - t0);
    if (!run.ok) throw new Error(`round ${seed} did not finish: ${run.outcome}`);
  }
  const elapsed = (performance.now() - started) / 1000;
  const s = summary(times);
  return { instantRoundsPerSecond: Math.round(rounds / elapsed), roundMedianMs: round3(s.median), roundP95Ms: round3(s.p95), rounds };
}
