/** The handicap badge a lobby seat card shows, as the chosen game means it (no Pixi, so it is testable in Node). */
import type { Seat } from '@shared/seats';
import type { GameHandicap } from '@renderer/games/game-ui';

/** The badge of a taken seat whose handicap is off the game's default (its range's top), null for none or a game without one. */
export function seatBadge(seat: Seat, handicap: GameHandicap | null): string | null {
  if (seat.kind === 'open' || handicap === null || seat.stackSize === handicap.max) return null;
  return handicap.badge?.(seat.stackSize) ?? handicap.value(seat.stackSize);
}
