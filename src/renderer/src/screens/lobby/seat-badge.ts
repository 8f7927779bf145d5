/** The handicap badge a lobby seat card shows, as the chosen game means it (no Pixi, so it is testable in Node). */
import type { MatchOptions, Seat } from '@shared/seats';
import type { GameHandicap } from '@renderer/games/game-ui';

/** The badge of a taken seat whose handicap is off the game's default, null for none or a game without one. */
export function seatBadge(seat: Seat, index: number, options: MatchOptions, handicap: GameHandicap | null): string | null {
  if (seat.kind === 'open' || handicap === null) return null;
  const n = handicap.of(seat, index, options);
  if (n === handicap.none) return null;
  return handicap.badge?.(n) ?? handicap.value(n);
}
