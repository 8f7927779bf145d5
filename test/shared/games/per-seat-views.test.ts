/**
 * Issue 29.1: one per-seat view per game, in `src/shared/games/<game>/view.ts`, used by the engine, the bots, the
 * TV's input and the LAN pad, and one DP2 fit rule for Ligretto Dice.
 */
import { describe, expect, it } from 'vitest';
import { colorettoRules } from '@engine/coloretto/rules';
import { colorettoView as engineColorettoView, deckLeft as engineDeckLeft } from '@engine/coloretto/index';
import { diceView, targetSet } from '@engine/dice/index';
import { diceRules } from '@engine/dice/rules';
import { colorettoView, deckLeft } from '@shared/games/coloretto/view';
import { FIELDS } from '@shared/games/dice/options';
import { DICE_COLORS } from '@shared/games/dice/state';
import { boardFill, diceSeatView, fittingSet } from '@shared/games/dice/view';
import { board, started, tray } from '../../engine/dice/helpers';
import { tableView as botsTableView } from '@bots/index';
import { needMasks as engineNeedMasks, newGame, reduce, tableView as engineTableView } from '@engine/ligretto/index';
import { ligrettoRules } from '@engine/ligretto/rules';
import { ligrettoPhonePad } from '@main/lan/pads/ligretto';
import { needMasks, tableView } from '@shared/games/ligretto/view';
import { resolveOptions } from '@shared/games/ligretto/options';
import { openSeat } from '@shared/seats';
import type { Snapshot } from '@shared/protocol';

describe('one per-seat view per game', () => {
  it('the Dice engine serves the shared seat view to bots and the host', () => {
    expect(diceView).toBe(diceSeatView);
    expect(diceRules).toMatchObject({ view: diceSeatView });
  });

  it("the Dice engine's DP2 target set is the shared fit rule over the board's fill", () => {
    const sets = board([
      { r: 2, y: 0, g: 5 },
      { r: 0, y: 3, b: 1 },
      { r: 2, b: 5 },
    ]);
    const found: string[] = [];
    for (const color of DICE_COLORS) {
      for (let value = 1; value <= FIELDS; value++) {
        expect(targetSet(sets, color, value)).toBe(fittingSet(boardFill(sets), color, value));
        if (targetSet(sets, color, value) !== null) found.push(`${color}${value}`);
      }
    }
    // The comparison above is not vacuous: these colour and value pairs fit some set.
    expect(found).toEqual(['r1', 'r3', 'y1', 'y4', 'g1', 'g6', 'b1', 'b2', 'b6']);
  });

  it('the shared Dice view shows the seat its own still dice and the board fill, and nobody else its tray', () => {
    const s = started({ players: 2, rounds: 1 }, 3);
    const mine = { ...s, trays: [tray('r2 y1'), ...s.trays.slice(1)], board: board([{ r: 1 }]) };
    expect(diceSeatView(mine, 0)).toEqual({
      seat: 0,
      running: true,
      tray: [
        { die: 0, color: 'r', value: 2 },
        { die: 1, color: 'y', value: 1 },
      ],
      board: [[1, 0, 0, 0]],
      rollingUntil: mine.lockedUntil[0] ?? null,
    });
    expect(diceSeatView(mine, 5)).toMatchObject({ seat: 5, running: false, tray: [] });
  });

  it('the Coloretto engine serves the shared seat view and deck count', () => {
    expect(engineColorettoView).toBe(colorettoView);
    expect(engineDeckLeft).toBe(deckLeft);
    expect(colorettoRules).toMatchObject({ view: colorettoView });
  });

  it('Ligretto has one seat view: the engine, the bots and the rules serve the shared one', () => {
    expect(engineTableView).toBe(tableView);
    expect(botsTableView).toBe(tableView);
    expect(engineNeedMasks).toBe(needMasks);
    expect(ligrettoRules).toMatchObject({ view: tableView });
  });

  it("Ligretto's LAN pad draws the shared seat view: its own tops and counts, nothing of another seat", () => {
    const created = newGame(resolveOptions({ players: 3, advancedRow: true }), 11);
    if (!created.ok) throw new Error(created.problems.join('; '));
    const started = reduce(created.state, { type: 'start' });
    if (!started.ok) throw new Error(started.reason);
    const state = started.state;
    const seats = [0, 1, 2].map((i) => ({ ...openSeat(i), kind: 'person' as const, name: `P${i + 1}` }));
    // The pad reads only the state, the seat map and the seats' names.
    const snapshot = { game: 'ligretto', state, players: [0, 1, 2], seats } as Partial<Snapshot<unknown>> as Snapshot<unknown>;
    for (const player of [0, 1, 2]) {
      const view = tableView(state, player);
      const pad = ligrettoPhonePad(snapshot, player);
      expect(pad).toEqual({
        game: 'ligretto',
        advancedRow: true,
        stoppedBy: null,
        cards: {
          stack: view.stackTop ?? null,
          stackLeft: view.stackCount,
          row: view.rowTops.map((top) => top ?? null),
          waste: view.wasteTop ?? null,
          hand: view.handCount,
        },
      });
      expect(pad?.cards.stack).toBe(state.players[player]?.stack.at(-1));
    }
    expect(ligrettoPhonePad(snapshot, 3)).toBeNull();
  });
});
