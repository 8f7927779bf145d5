/** What one Coloretto seat may see: the whole table but the deck's order (only how many cards are left). */
import { LAST_ROUND } from '@shared/games/coloretto/cards';
import type { ColorettoState } from '@shared/games/coloretto/state';
import type { ColorettoView } from '@shared/games/coloretto/view';

/** Cards left to draw, the last-round card not counted. */
export function deckLeft(state: ColorettoState): number {
  return state.deck.filter((c) => c !== LAST_ROUND).length;
}

/** The view of seat `me`. */
export function colorettoView(state: ColorettoState, me: number): ColorettoView {
  return {
    me,
    players: state.options.players,
    phase: state.phase,
    turn: state.turn,
    drawn: state.drawn,
    rows: state.rows,
    collections: state.collections,
    inRound: state.inRound,
    deckLeft: deckLeft(state),
    lastRound: state.lastRound,
    round: state.round,
    turnSeconds: state.options.turnSeconds,
    scores: state.scores,
  };
}
