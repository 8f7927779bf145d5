/** Turning the lobby into an engine game: occupied seats become players in seat order. */
import { newGame } from '@engine/ligretto/index';
import type { GameEvent } from '@shared/games/ligretto/events';
import { resolveOptions } from '@shared/games/ligretto/options';
import type { MatchOptions, Seat } from '@shared/seats';
import type { GameState } from '@shared/games/ligretto/state';
import { occupiedSeats } from './lobby';

/** A started game with its seat map, or why it cannot start. */
export type StartResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[]; readonly players: number[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Deals the first round for the occupied seats with the lobby's options and each seat's handicap (S2). */
export function startGame(seats: readonly Seat[], options: MatchOptions, seed: number): StartResult {
  const players = occupiedSeats(seats);
  const created = newGame(
    resolveOptions({ ...options, players: players.length, handicap: players.map((i) => seats[i]?.stackSize ?? 10) }),
    seed,
  );
  if (!created.ok) return created;
  return { ok: true, state: created.state, events: created.events, players };
}
