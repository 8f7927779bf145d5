import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, runRound, seatBots, type BotLevel } from '@bots/index';
import { chooseMove, colorettoBot, movesOf } from '@bots/coloretto/policy';
import { COLORETTO_TUNING } from '@bots/coloretto/levels';
import { colorettoRules, legalIntents } from '@engine/coloretto/index';
import { EMPTY_COLLECTION, type Collection } from '@shared/games/coloretto/cards';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { dealt, drawPlace, play } from '../../engine/coloretto/helpers';

const withCollections = (s: ColorettoState, collections: Partial<Collection>[]): ColorettoState => ({
  ...s,
  collections: collections.map((c) => ({ ...EMPTY_COLLECTION, ...c })),
});

describe('Coloretto bots', () => {
  it('a bot moves only on its turn, and only with intents the engine would accept', () => {
    for (let seed = 0; seed < 6; seed++) {
      const created = colorettoRules.setup(resolveOptions({ players: 4 }), seed);
      if (!created.ok) throw new Error('setup');
      const r = colorettoRules.reduce(created.state, { type: 'start' });
      if (!r.ok) throw new Error('start');
      let state = r.state;
      for (let step = 0; state.phase === 'playing' && step < 400; step++) {
        for (let seat = 0; seat < 4; seat++) {
          const view = colorettoRules.view(state, seat);
          expect(movesOf(view)).toEqual(legalIntents(state, seat));
          const d = colorettoBot.decide(view, BOT_LEVELS[seat] ?? 'casual', 1 + step, 1000);
          expect(d.plan.kind).toBe(seat === state.turn ? 'send' : 'wait');
        }
        const move = chooseMove(colorettoRules.view(state, state.turn ?? 0), 'relaxed', seed * 1000 + step).value;
        if (!move) throw new Error('no move');
        const next = colorettoRules.reduce(state, { type: 'intent', intent: move });
        if (!next.ok) throw new Error(next.reason);
        state = next.state;
      }
      expect(state.phase).toBe('round-over');
    }
  });

  it('relaxed takes rows greedily: a row worth a point is taken at once where the others draw on', () => {
    // Seat 0 holds blue; row 0 holds a red card (worth +1 to it). Seat 0 is on turn and may draw.
    const s = withCollections(play(dealt(3, ['red']), ...drawPlace(0, 0)).state, [{ blue: 1 }, { red: 1 }, { yellow: 1 }]);
    const atSeat1 = colorettoRules.view(s, 1);
    const bySeeds = (level: BotLevel) =>
      Array.from({ length: 40 }, (_, seed) => chooseMove(atSeat1, level, seed).value?.do).filter((d) => d === 'take').length;
    expect(bySeeds('relaxed')).toBeGreaterThan(20);
    expect(bySeeds('casual')).toBeLessThan(10);
    expect(bySeeds('expert')).toBe(0);
  });

  it('expert weighs what others need: it does not place a card in a row the next seat wants, casual does', () => {
    // Seat 0 drew purple; it needs nothing from purple. Seat 1 collects purple; row 0 already holds two purples.
    const base = play(dealt(3, ['purple', 'purple', 'purple']), ...drawPlace(0, 0), ...drawPlace(1, 0), { player: 2, do: 'draw' });
    const s = withCollections(base.state, [{ blue: 3 }, { purple: 4 }, { green: 2 }]);
    const view = colorettoRules.view(s, 2);
    expect(chooseMove(view, 'expert', 1).value).toEqual({ player: 2, do: 'place', row: 1 });
    expect(chooseMove(view, 'casual', 7).value).toEqual({ player: 2, do: 'place', row: 0 });
  });

  it('every level plays whole games through the scheduler with no refused intent; higher levels think faster', () => {
    for (const level of BOT_LEVELS) {
      const created = colorettoRules.setup(resolveOptions({ players: 5 }), 11);
      if (!created.ok) throw new Error('setup');
      const run = runRound(colorettoRules, colorettoBot, created.state, {
        bots: seatBots(new Array<BotLevel>(5).fill(level), 11),
        seed: 11,
      });
      expect(run.ok, level).toBe(true);
      expect(run.rejected).toEqual({});
      expect(run.state.scores).toHaveLength(5);
    }
    const think = BOT_LEVELS.map((l) => COLORETTO_TUNING[l].thinkMs);
    expect([...think].sort((a, b) => b - a)).toEqual(think);
  });
});
