/**
 * The audience's budgets apart from the seated players' (issue 32): audience rooms are placed on a relay process other
 * than the night's when there is one, and the host hears the audience's tally at a fixed rate (at most every 500 ms,
 * only when it changed) however many audience rooms report and however often their counts change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalPresence } from '@colyseus/core';
import { audienceUpChannel, emptyCounts, type AudienceCounts, type RoomReport } from '@shared/audience-protocol';
import { pickAudienceProcess } from '../../src/relay/audience-placement';
import { AudienceHub, HOST_TALLY_MS } from '../../src/relay/audience-hub';

afterEach(() => {
  vi.useRealTimers();
});

describe('where a night’s audience rooms are created', () => {
  it('never on the night’s own process while another process exists', () => {
    const processes = [
      { processId: 'night', ccu: 0 },
      { processId: 'b', ccu: 900 },
      { processId: 'c', ccu: 300 },
    ];
    expect(pickAudienceProcess(processes, 'night', 'b')).toBe('c');
    expect(pickAudienceProcess(processes.slice(0, 2), 'night', 'night')).toBe('b');
  });

  it('on the least loaded other process, ties by id so concurrent joins agree', () => {
    const processes = [
      { processId: 'z', ccu: 10 },
      { processId: 'night', ccu: 0 },
      { processId: 'a', ccu: 10 },
    ];
    expect(pickAudienceProcess(processes, 'night', 'z')).toBe('a');
  });

  it('on the night’s process when it is the only one (one relay process)', () => {
    expect(pickAudienceProcess([{ processId: 'only', ccu: 40 }], 'only', 'only')).toBe('only');
    expect(pickAudienceProcess([], 'only', 'local')).toBe('only');
  });
});

/** A hub on in-memory presence whose host tallies are counted, and `rooms` audience rooms reporting through presence. */
function hubWithRooms(rooms: number): { tallies: AudienceCounts[]; report: (viewers: number) => void; hub: AudienceHub } {
  const presence = new LocalPresence();
  const tallies: AudienceCounts[] = [];
  const hub = new AudienceHub({
    presence,
    code: 'ABCD',
    tally: (c) => tallies.push(c),
    log: () => undefined,
    tickMs: 100,
    keepS: 60,
  });
  hub.setConfig({ open: true, cap: 10_000, choices: [] });
  const report = (viewers: number): void => {
    for (let r = 0; r < rooms; r++) {
      const counts: AudienceCounts = { ...emptyCounts(), viewers, cheers: [viewers % 7, 0, 0, 0, 0] };
      const msg: RoomReport = { room: `room-${r}`, counts, closing: false };
      void presence.publish(audienceUpChannel('ABCD'), msg);
    }
  };
  return { tallies, report, hub };
}

describe('the host’s audience tally', () => {
  it('comes at most every 500 ms whatever the audience’s size, even when the counts change every 50 ms', async () => {
    vi.useFakeTimers();
    for (const rooms of [1, 20]) {
      const { tallies, report, hub } = hubWithRooms(rooms);
      // 10 s of counts that change every 50 ms, from 1 and from 20 audience rooms.
      for (let step = 1; step <= 200; step++) {
        report(step);
        await vi.advanceTimersByTimeAsync(50);
      }
      const seconds = 10;
      expect(tallies.length).toBeLessThanOrEqual(seconds * (1000 / HOST_TALLY_MS) + 1);
      expect(tallies.length).toBeGreaterThanOrEqual(seconds * (1000 / HOST_TALLY_MS) - 1);
      // The last tally is the sum of every room's latest report.
      await vi.advanceTimersByTimeAsync(HOST_TALLY_MS);
      expect(tallies.at(-1)?.viewers).toBe(200 * rooms);
      hub.close();
    }
  });

  it('is not sent again while nothing changed', async () => {
    vi.useFakeTimers();
    const { tallies, report, hub } = hubWithRooms(3);
    report(5);
    await vi.advanceTimersByTimeAsync(1_000);
    const settled = tallies.length;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(tallies.length).toBe(settled);
    expect(tallies.at(-1)?.viewers).toBe(15);
    hub.close();
  });
});
