/**
 * At most one snapshot applied per frame: snapshots that arrive between two frames wait here, and the next frame
 * applies only the newest, with the events of the skipped ones in front of its own (so every event still animates,
 * in order). A snapshot that starts another stage than the waiting one is not merged: the waiting one is applied
 * first, so a screen never receives events of a stage it did not show.
 */

/** What the queue holds: a snapshot and the events that led to it. */
export interface Pending<S, E> {
  readonly snapshot: S;
  readonly events: readonly E[];
}

/** A queue of one: `push` as messages arrive, `take` once per frame. */
export class SnapshotQueue<S extends { readonly stage: string }, E> {
  private pending: { snapshot: S; events: E[] } | null = null;
  /** Snapshots that were replaced by a newer one before a frame applied them. */
  skipped = 0;

  /**
   * Holds `snapshot` for the next frame. Returns the waiting snapshot when it has to be applied right now (the new
   * one is of another stage), else null.
   */
  push(snapshot: S, events: readonly E[]): Pending<S, E> | null {
    const waiting = this.pending;
    if (waiting && waiting.snapshot.stage === snapshot.stage) {
      waiting.events.push(...events);
      waiting.snapshot = snapshot;
      this.skipped++;
      return null;
    }
    this.pending = { snapshot, events: [...events] };
    return waiting;
  }

  /** The snapshot to apply this frame (newest, with every event since the previous take), or null. */
  take(): Pending<S, E> | null {
    const waiting = this.pending;
    this.pending = null;
    return waiting;
  }

  /** Is a snapshot waiting for a frame? */
  get waiting(): boolean {
    return this.pending !== null;
  }
}
