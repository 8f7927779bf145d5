import { describe, expect, it } from 'vitest';
import { SnapshotQueue } from '@renderer/app/snapshot-queue';

interface Snap {
  readonly stage: string;
  readonly rev: number;
}

describe('SnapshotQueue: at most one snapshot applied per frame', () => {
  it('gives nothing when nothing arrived', () => {
    expect(new SnapshotQueue<Snap, string>().take()).toBeNull();
  });

  it('keeps the newest of the snapshots that arrived between two frames, with every event in order', () => {
    const q = new SnapshotQueue<Snap, string>();
    expect(q.push({ stage: 'playing', rev: 1 }, ['a'])).toBeNull();
    expect(q.push({ stage: 'playing', rev: 2 }, [])).toBeNull();
    expect(q.push({ stage: 'playing', rev: 3 }, ['b', 'c'])).toBeNull();
    expect(q.waiting).toBe(true);
    expect(q.take()).toEqual({ snapshot: { stage: 'playing', rev: 3 }, events: ['a', 'b', 'c'] });
    expect(q.skipped).toBe(2);
    expect(q.waiting).toBe(false);
    expect(q.take()).toBeNull();
  });

  it('hands back the waiting snapshot at once when the next one is of another stage', () => {
    const q = new SnapshotQueue<Snap, string>();
    q.push({ stage: 'playing', rev: 1 }, ['last-play']);
    const now = q.push({ stage: 'scores', rev: 2 }, ['round-over']);
    expect(now).toEqual({ snapshot: { stage: 'playing', rev: 1 }, events: ['last-play'] });
    expect(q.take()).toEqual({ snapshot: { stage: 'scores', rev: 2 }, events: ['round-over'] });
    expect(q.skipped).toBe(0);
  });

  it('does not share the event list it was given', () => {
    const q = new SnapshotQueue<Snap, string>();
    const events = ['a'];
    q.push({ stage: 'playing', rev: 1 }, events);
    q.push({ stage: 'playing', rev: 2 }, ['b']);
    expect(events).toEqual(['a']);
  });
});
