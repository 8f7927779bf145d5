/** Latency probes (read-only timestamps) the bridge and the snapshot pump keep for the benchmark; it imports no renderer module, so any module may record one. */
import type { Snapshot } from '@shared/protocol';

/** An intent the bridge handed to the wire, at performance.now(). */
export interface IntentProbe {
  readonly at: number;
  readonly seat: number;
  readonly do: string;
}

/** A snapshot message the navigation has applied, at performance.now(). */
export interface SnapshotProbe {
  readonly at: number;
  readonly rev: number;
  readonly snapshot: Snapshot;
}

/** The latest intents sent and snapshots applied (bounded lists, oldest dropped first). */
export interface LatencyProbes {
  readonly intents: readonly IntentProbe[];
  readonly snapshots: readonly SnapshotProbe[];
}

/** Appends to a bounded probe list, dropping the oldest entry past `max`. */
export function pushProbe<T>(list: T[], entry: T, max: number): void {
  list.push(entry);
  if (list.length > max) list.shift();
}
