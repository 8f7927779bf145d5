/**
 * Late joiners (issue 30): once a match runs (after "Everybody's in", or during the practice round), a person who
 * joins is seated at once but waits, on the TV and their phone. In a game whose engine deals newcomers in between
 * rounds (Ligretto, Dice: `roundJoin`) they play from the next round; otherwise (Coloretto's one-round match, the
 * practice round) from the next match. Pure.
 */
import type { LobbyCommand } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import { applyLobby, sameInput, type LobbyResult } from './lobby';

/** A join once a match runs: an open seat (the one asked for, if open), marked waiting; never a bot's or a player's seat. */
export function lateJoin(seats: readonly Seat[], cmd: Extract<LobbyCommand, { op: 'join' }>): LobbyResult {
  const open = cmd.seat !== undefined && seats[cmd.seat]?.kind === 'open';
  const { seat: _asked, ...rest } = cmd;
  const r = applyLobby(seats, open ? cmd : rest, false);
  if (!r.ok) return r;
  return { ok: true, seats: r.seats.map((s, i) => (s !== seats[i] && s.kind === 'person' ? { ...s, waiting: true } : s)) };
}

/** Whether a lobby command is a waiting seat's own (leaving it, renaming it), which a running match allows. */
export function waitingSeatCommand(seats: readonly Seat[], cmd: LobbyCommand): boolean {
  return (cmd.op === 'leave' || cmd.op === 'update-seat') && seats[cmd.seat]?.waiting === true;
}

/** A seat without its waiting mark. */
function seated(seat: Seat): Seat {
  const { waiting: _late, ...rest } = seat;
  return rest;
}

/**
 * The match is over: the latecomers sit like everyone else. After the practice round the lobby's own seats come back
 * (`restored`): each latecomer keeps its seat number when that seat is open there (a phone's seat is its number), else
 * the first open seat; one with no open seat left is dropped.
 */
export function seatLatecomers(current: readonly Seat[], restored: readonly Seat[] = current): Seat[] {
  const out = restored.map((s) => (s.waiting ? seated(s) : s));
  if (restored === current) return out;
  current.forEach((late, at) => {
    if (!late.waiting || out.some((s) => s.kind !== 'open' && sameInput(s.input, late.input))) return;
    const index = out[at]?.kind === 'open' ? at : out.findIndex((s) => s.kind === 'open');
    if (index !== -1) out[index] = seated(late);
  });
  return out;
}

/** The waiting seats the next round deals in, in seat order (never a seat already at the table), at most `room`. */
export function waitingSeats(seats: readonly Seat[], players: readonly number[], room: number): number[] {
  const out: number[] = [];
  seats.forEach((s, i) => {
    if (s.waiting === true && s.kind === 'person' && !players.includes(i) && out.length < room) out.push(i);
  });
  return out;
}

/** The seats dealt in at a round boundary lose their waiting mark: they play from this round on. */
export function dealtIn(seats: readonly Seat[], joined: readonly number[]): Seat[] {
  return seats.map((s, i) => (joined.includes(i) && s.waiting ? seated(s) : s));
}
