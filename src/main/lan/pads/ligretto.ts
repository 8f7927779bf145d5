/** Ligretto's part of a phone's view: the seat's own card tops and counts, and who called stop. */
import type { LigrettoPhonePad, PhoneCards } from '@shared/games/ligretto/phone';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { ligrettoStateSchema } from '@shared/games/ligretto/state-schema';
import type { PhonePadOf } from './contract';

function topOf<T>(list: readonly T[]): T | null {
  return list.length === 0 ? null : (list[list.length - 1] as T);
}

function cardsOf(game: LigrettoState, player: number): PhoneCards | null {
  const p = game.players[player];
  if (!p) return null;
  return {
    stack: topOf(p.stack),
    stackLeft: p.stack.length,
    row: p.row.map((slot) => topOf(slot)),
    waste: topOf(p.waste),
    hand: p.hand.length,
  };
}

/** Ligretto's pad view for one player of the snapshot's match, or null when the state is not Ligretto's. */
export const ligrettoPhonePad: PhonePadOf<LigrettoPhonePad> = (snapshot, player) => {
  const parsed = ligrettoStateSchema.safeParse(snapshot.state);
  if (!parsed.success) return null;
  const game = parsed.data;
  const cards = cardsOf(game, player);
  if (!cards) return null;
  const stopperSeat = game.stoppedBy === null ? undefined : snapshot.players[game.stoppedBy];
  return {
    game: 'ligretto',
    advancedRow: snapshot.options.advancedRow,
    stoppedBy: stopperSeat === undefined ? null : (snapshot.seats[stopperSeat]?.name ?? null),
    cards,
  };
};
