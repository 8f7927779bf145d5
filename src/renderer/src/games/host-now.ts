/** The host's game clock as a view reads it between snapshots: the snapshot's time, run on at the host's clock rate. */
import type { Snapshot } from '@shared/protocol';

/**
 * Host game ms at local time `localNow` for a snapshot received at local time `receivedAt`: the snapshot's `now` plus
 * the local time since, times the host's clock rate (0 while paused or while a test holds the clock, so timers drawn
 * from it stand still; 1 when the snapshot names none).
 */
export function hostNow(snapshot: Pick<Snapshot, 'now' | 'paused' | 'clockRate'>, receivedAt: number, localNow: number): number {
  const rate = snapshot.paused ? 0 : (snapshot.clockRate ?? 1);
  return snapshot.now + Math.max(0, localNow - receivedAt) * rate;
}
