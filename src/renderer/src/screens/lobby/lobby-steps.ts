/** The lobby menu's small pure steps: the next LAN interface, live-hints setting, target seat and game (no Pixi). */
import type { ClientMessage, LanStatus } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import type { GameId } from '@shared/game';
import type { GameLobby } from '@renderer/games/game-ui';
import type { Step } from './lobby-choices';
import { occupiedIndices } from './lobby-input';

/** The `use-interface` message for the interface `step` places after (or before) the one in use, or null when there is no other. */
export function lanInterfaceStep(lan: LanStatus | null, step: Step): ClientMessage | null {
  if (lan?.state !== 'on' || lan.choices.length < 2) return null;
  const at = lan.choices.findIndex((c) => c.name === lan.iface);
  const next = lan.choices[(at + step + lan.choices.length) % lan.choices.length];
  return next ? { t: 'lan', op: 'use-interface', address: next.address } : null;
}

/** The live-hints setting after `current`, stepping through first match, always and off. */
export function nextHints(current: 'first' | 'on' | 'off', step: Step): 'first' | 'on' | 'off' {
  const order = ['first', 'on', 'off'] as const;
  return order[(order.indexOf(current) + step + order.length) % order.length] ?? 'first';
}

/** The menu line shown for values that do not apply to the chosen seat. */
export const NO_VALUE = '—';

/**
 * The seat the seat lines should act on after a change: the newly filled seat (the last one, when one snapshot brings
 * several: the latest press's), else the same one, else the first occupied.
 */
export function pickTargetSeat(before: readonly Seat[] | null, seats: readonly Seat[], current: number | null): number | null {
  if (before !== null) {
    for (let i = seats.length - 1; i >= 0; i--) if (seats[i]?.kind !== 'open' && before[i]?.kind === 'open') return i;
  }
  if (current !== null && seats[current] && seats[current].kind !== 'open') return current;
  return occupiedIndices(seats)[0] ?? null;
}

/** The game after `current` in the registry's order, wrapping. */
export function nextGame(current: GameId, step: Step, games: readonly GameLobby[]): GameId {
  const i = games.findIndex((g) => g.id === current);
  const n = games.length;
  return games[(((i === -1 ? 0 : i + step) % n) + n) % n]?.id ?? current;
}
