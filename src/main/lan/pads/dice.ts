/** Ligretto Dice's part of a phone's view: the seat's own dice (faces hidden while they roll) and who finished. */
import type { DicePhonePad } from '@shared/games/dice/phone';
import { diceStateSchema } from '@shared/games/dice/state';
import { diceSeatView, fittingSet } from '@shared/games/dice/view';
import type { PhonePadOf } from './contract';

/** Ligretto Dice's pad view for one player of the snapshot's match, or null when the state is not a dice state. */
export const dicePhonePad: PhonePadOf<DicePhonePad> = (snapshot, player) => {
  const parsed = diceStateSchema.safeParse(snapshot.state);
  if (!parsed.success) return null;
  const game = parsed.data;
  const tray = game.trays[player];
  if (!tray) return null;
  // The seat's view gives the board and the roll; the pad also shows the dice still in the cup or rolling, faces hidden.
  const view = diceSeatView(game, player);
  const rolling = view.rollingUntil !== null && view.rollingUntil > snapshot.now;
  const finisherSeat = game.finishedBy === null ? undefined : snapshot.players[game.finishedBy];
  return {
    game: 'dice',
    dice: tray.flatMap((d, die) => {
      if (d.placed) return [];
      const value = rolling ? null : d.value;
      return [{ die, color: d.color, value, fits: value !== null && fittingSet(view.board, d.color, value) !== null }];
    }),
    finishedBy: finisherSeat === undefined ? null : (snapshot.seats[finisherSeat]?.name ?? null),
  };
};
