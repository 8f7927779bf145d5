/** The host's game clock as a view reads it between snapshots: the snapshot's time, run on at the host's clock rate. */
import type { Snapshot } from '@shared/protocol';

/**
 * Host game ms at local time `localNow` for a snapshot received at local time `receivedAt`: the snapshot's `now` plus
 * the local time since, times the host's clock rate (0 while paused or while a test holds the clock, so timers drawn
 * from it stand still; 1 when the snapshot names none).
 */
export function hostNow(snapshot: Pick<Snapshot, 'now' | 'paused' | 'clockRate'>, receivedAt: number, localNow: number): number {
  const rate = clockRuns(snapshot) ? (snapshot.clockRate ?? 1) : 0;
  return snapshot.now + Math.max(0, localNow - receivedAt) * rate;
}

/** Whether the host's game clock runs (not paused, not held): timers drawn from it move only then. */
export function clockRuns(snapshot: Pick<Snapshot, 'paused' | 'clockRate'>): boolean {
  return !snapshot.paused && (snapshot.clockRate ?? 1) > 0;
}

/**
 * Time left (ms) of a running countdown at local time `now` (the snapshot arrived at `receivedAt`) by the host's clock,
 * 0 when none runs.
 */
export function countdownLeft(snap: Snapshot | null, receivedAt: number, now: number): number {
  if (snap?.stage !== 'countdown' || snap.stageEndsAt === null || snap.paused) return 0;
  return snap.stageEndsAt - hostNow(snap, receivedAt, now);
}

/** Whether the countdown's numeral still has to change by time alone: more than its last second left, on a running clock. */
export function countdownMoving(snap: Snapshot | null, receivedAt: number, now: number): boolean {
  return snap !== null && clockRuns(snap) && countdownLeft(snap, receivedAt, now) > 1000;
}
