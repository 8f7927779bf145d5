/**
 * Host messages into the screens: snapshots wait for the next frame, which applies only the newest (with the events
 * of the skipped ones); other messages keep their place after the snapshots that came before them.
 */
import type { BuiltInEvent } from '@shared/games/contracts';
import type { HostMessage, Snapshot } from '@shared/protocol';
import { onLanguageChange } from '../i18n/i18n';
import { pushProbe, type SnapshotProbe } from './probes';
import { renamedForLanguage, withSeatNames } from './seat-names';
import { SnapshotQueue, type Pending } from './snapshot-queue';

/** The host's native pads as its message lists them. */
export type NativePadStates = Extract<HostMessage, { t: 'native-pads' }>['pads'];

/** Where the pump hands what arrives. */
export interface SnapshotSinks {
  /** Applies a snapshot with the events since the previous one applied. */
  apply(snapshot: Snapshot, events: readonly BuiltInEvent[]): void;
  /** A host message other than a snapshot (after the snapshots before it are applied). */
  message(msg: HostMessage): void;
  /** The host's native pads changed. */
  nativePads(pads: NativePadStates): void;
  requestRender(): void;
}

/** How many applied snapshots the latency probe keeps. */
const SNAPSHOT_PROBES = 64;

/** The snapshot pump between the bridge and the screens. */
export class SnapshotPump {
  private readonly queue = new SnapshotQueue<Snapshot, BuiltInEvent>();
  /** The newest snapshot applied. */
  private shown: Snapshot | null = null;
  /** The newest snapshot as the host sent it (unnamed seats still unnamed). */
  private received: Snapshot | null = null;
  /** A stage changed since the last frame drawn. */
  private stageChanged = false;
  /** Latency probe (benchmark, read-only): when the navigation finished applying each snapshot. */
  private readonly applied: SnapshotProbe[] = [];

  constructor(private readonly sinks: SnapshotSinks) {
    // Default seat names are words of the view's language: a language change renames them at once, not at the next snapshot.
    onLanguageChange(() => {
      const renamed = renamedForLanguage(this.received);
      if (!renamed) return;
      const now = this.queue.push(renamed, []);
      if (now) this.apply(now);
      sinks.requestRender();
    });
  }

  /** The latest snapshot applied (null before the first). */
  get latest(): Snapshot | null {
    return this.shown;
  }

  /** A snapshot waits for the next frame. */
  get waiting(): boolean {
    return this.queue.waiting;
  }

  /** The applied snapshots, newest last (bounded). */
  probes(): SnapshotProbe[] {
    return this.applied.slice();
  }

  /** Whether a stage changed since the last call (the frame drawn then lets idle pooled textures go). */
  takeStageChange(): boolean {
    const changed = this.stageChanged;
    this.stageChanged = false;
    return changed;
  }

  /** A message from the bridge. */
  receive(msg: HostMessage): void {
    if (msg.t === 'native-pads') {
      this.sinks.nativePads(msg.pads);
      return;
    }
    if (msg.t === 'snapshot') {
      this.received = msg.snapshot;
      const now = this.queue.push(withSeatNames(msg.snapshot), msg.events);
      if (now) this.apply(now);
    } else {
      // Other messages keep their place after the snapshots that came before them.
      this.applyWaiting();
      this.sinks.message(msg);
    }
    this.sinks.requestRender();
  }

  /** Applies the snapshot waiting for a frame, if any. */
  applyWaiting(): void {
    const next = this.queue.take();
    if (next) this.apply(next);
  }

  private apply(next: Pending<Snapshot, BuiltInEvent>): void {
    if (this.shown?.stage !== next.snapshot.stage) this.stageChanged = true;
    this.shown = next.snapshot;
    this.sinks.apply(next.snapshot, next.events);
    pushProbe(this.applied, { at: performance.now(), rev: next.snapshot.rev, snapshot: next.snapshot }, SNAPSHOT_PROBES);
  }
}
