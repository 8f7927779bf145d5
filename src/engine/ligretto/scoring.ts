/** Round scoring (SC1-SC4) and the match around it (M1-M2). */
import { cardOwner } from '@shared/games/ligretto/cards';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoState, MatchState, RoundScore } from '@shared/games/ligretto/state';

/** SC1-SC3: +1 per own card in the centre, -2 per card left in the stack; row, hand and waste count nothing. */
export function scoreRound(state: LigrettoState): RoundScore[] {
  const centre = new Array<number>(state.players.length).fill(0);
  for (const pile of state.piles) {
    for (const card of pile.cards) {
      const owner = cardOwner(card);
      centre[owner] = (centre[owner] ?? 0) + 1;
    }
  }
  return state.players.map((p, player) => {
    const c = centre[player] ?? 0;
    return { player, centre: c, stackLeft: p.stack.length, points: c - 2 * p.stack.length };
  });
}

/** M1-M2: adds a round to the match and decides whether the match is over and who won. */
export function addRound(state: LigrettoState, scores: readonly RoundScore[]): MatchState {
  const { match, options } = state;
  const points = scores.map((s) => s.points);
  const totals = match.totals.map((t, i) => t + (points[i] ?? 0));
  const history = [...match.history, points];
  const over = options.rounds !== null ? history.length >= options.rounds : totals.some((t) => t >= options.target);
  const best = Math.max(...totals);
  const winners = over ? totals.flatMap((t, i) => (t === best ? [i] : [])) : [];
  return { round: match.round, totals, history, over, winners };
}

/** Ends the round: scores, totals, and the stop / scored / match-over events. */
export function endRound(state: LigrettoState, stoppedBy: number | null, events: LigrettoEvent[]): LigrettoState {
  if (stoppedBy !== null) events.push({ type: 'round-stopped', player: stoppedBy });
  const scores = scoreRound(state);
  const match = addRound(state, scores);
  events.push({ type: 'round-scored', scores, totals: match.totals });
  if (match.over) events.push({ type: 'match-over', winners: match.winners });
  return { ...state, phase: 'round-over', stoppedBy, scores, match };
}
