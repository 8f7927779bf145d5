import { describe, expect, it } from 'vitest';
import { shuffled, seedRng } from '@engine/ligretto/index';
import { BOT_LEVELS, createBotSeat, ligrettoBot, nextBotPlan, tableView } from '@bots/index';
import type { Card } from '@shared/games/ligretto/cards';
import type { LigrettoState, PlayerState } from '@shared/games/ligretto/state';
import { playRound, runningStates, table } from './helpers';

/** Reorders cards nobody can see: a list's cards below its visible top (or all of it when face down). */
function mix(cards: readonly Card[], rng: number, keepTop: boolean): Card[] {
  if (!keepTop) return shuffled(cards, rng).items;
  const top = cards.at(-1);
  return top === undefined ? [] : [...shuffled(cards.slice(0, -1), rng).items, top];
}

function hide(state: LigrettoState, seat: number, seed: number, wholeHand: boolean): LigrettoState {
  const players = state.players.map((p, i): PlayerState => {
    const rng = seedRng(seed * 31 + i);
    const hand = i === seat && !wholeHand ? [...mix(p.hand.slice(0, -1), rng, false), ...p.hand.slice(-1)] : mix(p.hand, rng, false);
    if (i !== seat) return { ...p, hand };
    return {
      ...p,
      hand,
      stack: mix(p.stack, rng + 1, true),
      waste: mix(p.waste, rng + 2, true),
      row: p.row.map((c, k) => mix(c, rng + 3 + k, true)),
    };
  });
  return { ...state, players };
}

describe('bots read only what a person at the table sees', () => {
  it.each(BOT_LEVELS)('%s: reordering hidden cards never changes a decision', (level) => {
    let checked = 0;
    let changedHidden = 0;
    for (const players of [2, 5, 12]) {
      const { start, run } = playRound({ players, advancedRow: players === 5 }, table(level, players), players * 7);
      runningStates(start, run).forEach((state, i) => {
        if (i % 3 !== 0) return;
        const seat = i % players;
        const bot = createBotSeat(seat, { level, seed: i });
        const now = 1000 + i * 10;
        const seen = nextBotPlan(ligrettoBot, (s) => tableView(state, s), bot, now);
        for (const wholeHand of [false, true]) {
          const altered = hide(state, seat, i, wholeHand);
          if (JSON.stringify(altered.players[seat]?.hand) !== JSON.stringify(state.players[seat]?.hand)) changedHidden++;
          expect(nextBotPlan(ligrettoBot, (s) => tableView(altered, s), bot, now)).toEqual(seen);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(changedHidden).toBeGreaterThan(10);
  });

  it('a seat view holds its own visible tops and counts, and nothing of the face-down hand', () => {
    const { start, run } = playRound({ players: 3 }, table('skilled', 3), 4);
    const state = runningStates(start, run)[20] as LigrettoState;
    const view = tableView(state, 1);
    const p = state.players[1] as PlayerState;
    expect(Object.keys(view).sort()).toEqual(
      [
        'advancedRow',
        'centre',
        'handCount',
        'openPiles',
        'rowTops',
        'running',
        'seat',
        'stackCount',
        'stackTop',
        'wasteCount',
        'wasteTop',
      ].sort(),
    );
    // Every pile on the table is in plain sight; a person scans the open ones (not topped by a 10).
    expect(view.openPiles).toBe(state.piles.filter((pile) => pile.cards.at(-1) === undefined || pile.cards.length < 10).length);
    expect(view.handCount).toBe(p.hand.length);
    expect(view.stackTop).toBe(p.stack.at(-1));
    expect(view.wasteTop).toBe(p.waste.at(-1));
    expect(view.rowTops).toEqual(p.row.map((c) => c.at(-1)));
  });
});
