/** A canonical hash of a game state: equal states give equal hashes (D2 checks, property tests). */
import type { LigrettoState } from '@shared/games/ligretto/state';
import { textHash } from '../text-hash';

function canonical(state: LigrettoState): string {
  const o = state.options;
  return JSON.stringify([
    // The recycle rule joins the list only when it is not the default, so hashes from before it existed stay valid.
    [o.players, o.rowSize, o.target, o.rounds, o.blockade, o.advancedRow, o.handicap, ...(o.recycle === 'shuffle' ? ['shuffle'] : [])],
    state.seed,
    state.rng,
    state.phase,
    state.players.map((p) => [p.stack, p.row, p.hand, p.waste]),
    state.piles.map((p) => [p.color, p.cards]),
    state.stoppedBy,
    state.blockades,
    state.reshuffles,
    state.scores?.map((s) => [s.player, s.centre, s.stackLeft, s.points]) ?? null,
    [state.match.round, state.match.totals, state.match.history, state.match.over, state.match.winners],
  ]);
}

/** 64-bit FNV-1a of the canonical form, as 16 hex digits. */
export function stateHash(state: LigrettoState): string {
  const text = canonical(state);
  return textHash(text);
}
