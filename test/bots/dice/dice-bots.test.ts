/** Ligretto Dice's bots: what they see, their pace, their rerolls, and rounds of every level to the end. */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, BUILT_IN_BOTS, createBotSeat, nextBotPlan, runRound, seatBots, type BotLevel } from '@bots/index';
import { diceBot, diceDecide, medianLook } from '@bots/dice/dice-bot';
import { DICE_LEVEL_TUNING } from '@bots/dice/dice-levels';
import { diceRules } from '@engine/dice/rules';
import { diceView, reduceDice } from '@engine/dice/index';
import { resolveDiceOptions } from '@shared/games/dice/options';
import type { DiceState } from '@shared/games/dice/state';
import type { DiceView } from '@shared/games/dice/view';

function dealtGame(players: number, seed: number): DiceState {
  const g = diceRules.setup(resolveDiceOptions({ players }), seed);
  if (!g.ok) throw new Error(g.problems.join('; '));
  return g.state;
}

const view = (tray: string, board: number[][] = [[0, 0, 0, 0]], rollingUntil: number | null = null): DiceView => ({
  seat: 0,
  running: true,
  tray: tray
    .split(' ')
    .filter((t) => t !== '')
    .map((t, die) => ({ die, color: t[0] as 'r' | 'y' | 'g' | 'b', value: Number(t.slice(1)) })),
  board: board.map(([r, y, g, b]) => [r ?? 0, y ?? 0, g ?? 0, b ?? 0] as const),
  rollingUntil,
});

describe('dice bots', () => {
  it('are registered for the game "dice" and play every level to the end of a round at 2, 4 and 12 players', () => {
    expect(BUILT_IN_BOTS.get('dice')).toBe(diceBot);
    for (const level of BOT_LEVELS) {
      for (const players of [2, 4, 12]) {
        const run = runRound(diceRules, diceBot, dealtGame(players, players + 3), {
          bots: seatBots(new Array<BotLevel>(players).fill(level), 5),
          seed: 5,
        });
        expect(run.ok, `${level} at ${players}`).toBe(true);
        expect(run.state.finishedBy).not.toBeNull();
        // Intents came from every seat's own decisions, rerolls among them.
        expect(run.log.some((e) => e.intent.do === 'reroll')).toBe(true);
      }
    }
  });

  it("see only their own tray and the board: the other seats' dice never change a decision", () => {
    const s = reduceDice(dealtGame(4, 9), { type: 'start' });
    if (!s.ok) throw new Error('start');
    const state = s.state;
    const others: DiceState = {
      ...state,
      trays: state.trays.map((t, p) => (p === 0 ? t : t.map((d) => ({ ...d, value: 7 - (d.value ?? 1) })))),
    };
    for (const level of BOT_LEVELS) {
      const bot = createBotSeat(0, { level, seed: 3 });
      const a = nextBotPlan(diceBot, (seat) => diceView(state, seat), bot, 0);
      const b = nextBotPlan(diceBot, (seat) => diceView(others, seat), bot, 0);
      expect(b, level).toEqual(a);
    }
  });

  it('human pace: a look takes longer with more dice in the tray and more sets on the board, slower at lower levels', () => {
    for (const level of ['relaxed', 'casual', 'skilled', 'expert'] as const) {
      const t = DICE_LEVEL_TUNING[level];
      expect(medianLook(t, view('r1 r2 r3 r4 r5 r6 y1 y2'))).toBeGreaterThan(medianLook(t, view('r1 r2')));
      expect(
        medianLook(
          t,
          view('r1 r2', [
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
          ]),
        ),
      ).toBeGreaterThan(medianLook(t, view('r1 r2')));
    }
    const look = (level: BotLevel, tray: string): number => {
      const plan = diceDecide(DICE_LEVEL_TUNING[level], view(tray), 1234, 0).plan;
      return plan.kind === 'send' ? plan.at : Infinity;
    };
    expect(look('relaxed', 'y1 r5')).toBeGreaterThan(look('expert', 'y1 r5'));
    expect(look('instant', 'y1 r5')).toBe(0);
  });

  it('reroll when nothing fits after a look, place a die that fits, and wait while their dice still roll (DP5)', () => {
    const t = DICE_LEVEL_TUNING.instant;
    expect(diceDecide(t, view('y2 r3'), 1, 0).plan).toMatchObject({ kind: 'send', intent: { player: 0, do: 'reroll' } });
    expect(diceDecide(t, view('y2 r1 g4'), 1, 0).plan).toMatchObject({ kind: 'send', intent: { player: 0, do: 'place', die: 1 } });
    expect(diceDecide(t, view('y2 r1', [[0, 0, 0, 0]], 900), 1, 100).plan).toEqual({ kind: 'wait', until: 900, orChange: false });
    expect(diceDecide(t, { ...view('y1'), running: false }, 1, 0).plan.kind).toBe('wait');
  });
});
