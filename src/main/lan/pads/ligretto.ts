/** Ligretto's part of a phone's view: the seat's own card tops and counts (the game's per-seat view), and who called stop. */
import type { LigrettoPhonePad, PhoneCards } from '@shared/games/ligretto/phone';
import { ligrettoStateSchema } from '@shared/games/ligretto/state-schema';
import { tableView, type TableView } from '@shared/games/ligretto/view';
import type { PhonePadOf } from './contract';

function cardsOf(view: TableView): PhoneCards {
  return {
    stack: view.stackTop ?? null,
    stackLeft: view.stackCount,
    row: view.rowTops.map((top) => top ?? null),
    waste: view.wasteTop ?? null,
    hand: view.handCount,
  };
}

/** Ligretto's pad view for one player of the snapshot's match, or null when the state is not Ligretto's. */
export const ligrettoPhonePad: PhonePadOf<LigrettoPhonePad> = (snapshot, player) => {
  const parsed = ligrettoStateSchema.safeParse(snapshot.state);
  if (!parsed.success) return null;
  const game = parsed.data;
  if (game.players[player] === undefined) return null;
  const view = tableView(game, player);
  const stopperSeat = game.stoppedBy === null ? undefined : snapshot.players[game.stoppedBy];
  return {
    game: 'ligretto',
    advancedRow: view.advancedRow,
    stoppedBy: stopperSeat === undefined ? null : (snapshot.seats[stopperSeat]?.name ?? null),
    cards: cardsOf(view),
  };
};
