/** What one seat sees: its own tray and the board (DICE.md), never another seat's dice. */
import type { DiceIntent } from '@shared/games/dice/intent';
import type { DiceState } from '@shared/games/dice/state';
import { diceSeatView } from '@shared/games/dice/view';
import { targetSet } from './reduce';
import { textHash } from '../text-hash';

/** A seat's view: the one per-seat view of `@shared/games/dice/view`. */
export const diceView = diceSeatView;

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
