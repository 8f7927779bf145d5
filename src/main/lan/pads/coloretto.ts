/** Coloretto's part of a phone's view: the rows, whose turn it is, the seat's own collection and running score. */
import type { ColorettoPhonePad } from '@shared/games/coloretto/phone';
import { bestChoice } from '@shared/games/coloretto/scoring';
import { colorettoStateSchema } from '@shared/games/coloretto/state';
import { deckLeft } from '@shared/games/coloretto/view';
import type { PhonePadOf } from './contract';

/** Coloretto's pad view for one player of the snapshot's match, or null when the state is not Coloretto's. */
export const colorettoPhonePad: PhonePadOf<ColorettoPhonePad> = (snapshot, player) => {
  const parsed = colorettoStateSchema.safeParse(snapshot.state);
  if (!parsed.success) return null;
  const game = parsed.data;
  const collection = game.collections[player];
  if (!collection) return null;
  const turnSeat = game.turn === null ? undefined : snapshot.players[game.turn];
  const turnEndsAt = snapshot.turnEndsAt ?? null;
  return {
    game: 'coloretto',
    myTurn: game.phase === 'playing' && game.turn === player,
    turnName: turnSeat === undefined ? null : (snapshot.seats[turnSeat]?.name ?? null),
    drawn: game.turn === player ? game.drawn : null,
    rows: game.rows,
    out: game.phase === 'playing' && game.inRound[player] === false,
    collection,
    score: game.scores?.find((s) => s.player === player)?.total ?? bestChoice(collection).total,
    deckLeft: deckLeft(game),
    round: game.round,
    lastRound: game.lastRound,
    turnEndsIn: turnEndsAt === null ? null : Math.max(0, Math.round(turnEndsAt - snapshot.now)),
  };
};
