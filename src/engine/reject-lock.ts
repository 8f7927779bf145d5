/**
 * F1 (RULES.md): the rejection lock, for every real-time game. After a seat's play is rejected for a reason the
 * game calls punishable (Ligretto: `no-fit`, `empty-source`), that seat's lockable plays are refused as `locked`
 * for `ms` game milliseconds. A lost race (`late`) never starts it; what the lock refuses never reaches the
 * engine, so it is not in the round's replay. Pure values on the game clock: the session's match runner and the
 * bot simulator hold one and step it the same way.
 */
import type { FairPlay } from '@shared/game';

/** Every seat's lock: the game time each one ends (0 when the seat was never locked). */
export interface RejectLocks {
  readonly ms: number;
  readonly until: readonly number[];
}

/** No seat locked yet; `ms` 0 turns the lock off. */
export function createLocks(ms: number, players: number): RejectLocks {
  return { ms: Math.max(0, Math.floor(ms)), until: new Array<number>(players).fill(0) };
}

/** The end of the player's lock if it holds at `now`, else null. */
export function lockedUntil(locks: RejectLocks, player: number, now: number): number | null {
  const until = locks.until[player] ?? 0;
  return now < until ? until : null;
}

/** Would the lock refuse this intent at `now`? The lock's end time, or null when it passes (flips always pass). */
export function screenIntent<I extends { readonly player: number }>(
  locks: RejectLocks,
  rules: FairPlay<I>,
  intent: I,
  now: number,
): number | null {
  if (locks.ms === 0 || !rules.locks(intent)) return null;
  return lockedUntil(locks, intent.player, now);
}

/** The locks after the engine rejected `intent` at `now`: a punishable rejection that was not a lost race locks the seat. */
export function afterRejection<I extends { readonly player: number }>(
  locks: RejectLocks,
  rules: FairPlay<I>,
  intent: I,
  reason: string,
  late: boolean,
  now: number,
): RejectLocks {
  if (locks.ms === 0 || late || !rules.punishes(intent, reason)) return locks;
  if (intent.player < 0 || intent.player >= locks.until.length) return locks;
  const until = locks.until.slice();
  until[intent.player] = now + locks.ms;
  return { ms: locks.ms, until };
}
