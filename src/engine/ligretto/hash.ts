/** A canonical hash of a game state: equal states give equal hashes (D2 checks, property tests). */
import type { GameState } from '@shared/games/ligretto/state';

function canonical(state: GameState): string {
  const o = state.options;
  return JSON.stringify([
    [o.players, o.rowSize, o.target, o.rounds, o.blockade, o.advancedRow, o.handicap],
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
export function stateHash(state: GameState): string {
  const text = canonical(state);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
