/** What one seat sees: its own tray and the board (DICE.md), never another seat's dice. */
import type { DiceIntent } from '@shared/games/dice/intent';
import type { DiceState } from '@shared/games/dice/state';
import type { DiceView } from '@shared/games/dice/view';
import { targetSet } from './reduce';
import { textHash } from '../text-hash';

/** A seat's view; a seat outside the game sees an empty, stopped table. */
export function diceView(state: DiceState, seat: number): DiceView {
  const tray = state.trays[seat];
  return {
    seat,
    running: state.phase === 'playing' && tray !== undefined,
    tray: (tray ?? []).flatMap((d, die) => (d.placed || d.value === null ? [] : [{ die, color: d.color, value: d.value }])),
    board: state.board.map(([r, y, g, b]) => [r.length, y.length, g.length, b.length] as const),
    rollingUntil: state.lockedUntil[seat] ?? null,
  };
}

/** Every intent the engine would accept from the seat now, the reroll lock aside: each die that fits, and the reroll. */
export function diceLegalIntents(state: DiceState, player: number): DiceIntent[] {
  const tray = state.trays[player];
  if (state.phase !== 'playing' || tray === undefined) return [];
  const places = tray.flatMap((d, die): DiceIntent[] =>
    !d.placed && d.value !== null && targetSet(state.board, d.color, d.value) !== null ? [{ player, do: 'place', die }] : [],
  );
  return [...places, { player, do: 'reroll' }];
}

/** A stable hash of a state: 64-bit FNV-1a style over its canonical JSON, 16 hex digits. */
export function diceHash(state: DiceState): string {
  const o = state.options;
  const text = JSON.stringify([
    [o.players, o.rounds, o.rerollLockMs, o.handicap],
    state.seed,
    state.rng,
    state.phase,
    state.trays.map((t) => t.map((d) => [d.color, d.value, d.placed])),
    state.board,
    state.lockedUntil,
    state.rerolls,
    state.finishedBy,
    state.scores?.map((s) => [s.player, s.held, s.points]) ?? null,
    [state.match.round, state.match.totals, state.match.history, state.match.over, state.match.winners],
  ]);
  return textHash(text);
}
