/** The practice round (issue 30): the seated people and a few relaxed bots play one round that leaves no trace (pure). */
import type { MatchOptions, Seat } from '@shared/seats';
import { applyLobby, occupiedSeats } from './lobby';

/** How many relaxed bots join the practice round at most (fewer when the game's table is full). */
export const PRACTICE_BOTS = 2;

/** The practice table: the lobby's seats with up to PRACTICE_BOTS relaxed bots in open seats, within `maxPlayers`. */
export function practiceSeats(seats: readonly Seat[], maxPlayers: number): Seat[] {
  let next = seats.slice();
  const room = Math.max(0, Math.min(PRACTICE_BOTS, maxPlayers - occupiedSeats(next).length));
  for (let i = 0; i < room; i++) {
    const r = applyLobby(next, { op: 'add-bot', level: 'relaxed' });
    if (r.ok) next = r.seats;
  }
  return next;
}

/** The practice round's options: the lobby's, for a single round. */
export function practiceOptions(options: MatchOptions): MatchOptions {
  const games = Object.fromEntries(
    Object.entries(options.games).map(([id, game]) => [id, 'rounds' in game ? { ...game, rounds: 1 } : game]),
  ) as MatchOptions['games'];
  return { ...options, games };
}

/** Why the practice round cannot start now, or null when it can. */
export function practiceRefusal(state: { running: boolean; realMatches: number; event: boolean; people: number }): string | null {
  if (state.running) return 'a match is already running';
  if (state.event) return 'no practice round during an event';
  if (state.realMatches > 0) return 'the practice round comes before the night’s first match';
  if (state.people < 1) return 'the practice round needs someone seated';
  return null;
}
