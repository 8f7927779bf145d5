/** The per-seat view a phone gets: its own seat's cards and standing, computed from the session snapshot. */
import type { PhoneCards, PhoneScore, PhoneView } from '@shared/phone-protocol';
import type { Snapshot } from '@shared/protocol';
import type { GameState } from '@shared/games/ligretto/state';
import { isLigrettoSnapshot } from '@shared/games/ligretto/snapshot';

function topOf<T>(list: readonly T[]): T | null {
  return list.length === 0 ? null : (list[list.length - 1] as T);
}

function cardsOf(game: GameState, player: number): PhoneCards | null {
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

function scoreOf(game: GameState, player: number): PhoneScore | null {
  const { totals, history } = game.match;
  const total = totals[player];
  if (total === undefined || history.length === 0) return null;
  const last = history[history.length - 1];
  return {
    round: last?.[player] ?? null,
    total,
    place: 1 + totals.filter((t) => t > total).length,
    players: totals.length,
  };
}

/** The view of one seat, or null when the seat is not a person's. Other seats appear only as the name of who called stop. */
export function phoneViewFor(snapshot: Snapshot<unknown>, seat: number): PhoneView | null {
  const s = snapshot.seats[seat];
  if (!s || s.kind !== 'person') return null;
  const game = snapshot.stage === 'lobby' || !isLigrettoSnapshot(snapshot) ? null : snapshot.state;
  const player = snapshot.players.indexOf(seat);
  const playing = game !== null && player !== -1;
  const stopper = game?.stoppedBy ?? null;
  const stopperSeat = stopper === null ? undefined : snapshot.players[stopper];
  return {
    seat,
    name: s.name,
    color: s.color,
    stage: snapshot.stage,
    paused: snapshot.paused,
    frozen: snapshot.frozen.some((f) => f.seat === seat),
    advancedRow: snapshot.options.advancedRow,
    stageEndsIn: snapshot.stageEndsAt === null ? null : Math.max(0, Math.round(snapshot.stageEndsAt - snapshot.now)),
    round: game ? game.match.round : null,
    stoppedBy: stopperSeat === undefined ? null : (snapshot.seats[stopperSeat]?.name ?? null),
    cards: playing ? cardsOf(game, player) : null,
    score: playing ? scoreOf(game, player) : null,
    winner: playing && game.match.over && game.match.winners.includes(player),
  };
}
