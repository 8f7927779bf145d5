/**
 * Even latency (issue 28) in the session: with the lobby option on, a near seat's intent is held on the game clock
 * until the slowest remote seat's press would have arrived (at most 150 ms); a far seat's is not; off holds nothing;
 * the replay records the order the engine saw.
 */
import { describe, expect, it } from 'vitest';
import { EVEN_LATENCY_MAX_HOLD_MS, HeldIntents, holdMs, oneWayDelays } from '@main/session/even-latency';
import type { MatchRecord, SessionSaves } from '@main/session/ports';
import type { RemoteStatus } from '@shared/protocol';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { advance, flush, makeRig, TEST_TIMINGS, View, type Rig } from './harness';

function recordingSaves(into: MatchRecord[]): SessionSaves {
  return {
    bind: () => undefined,
    view: () => ({ night: null, resume: null, resuming: null, notices: [] }),
    watched: (live) => live,
    watching: () => false,
    command: () => undefined,
    record: (entry) => into.push(entry),
    resumePlan: () => null,
  };
}

/** Remote play on, with these seats' round trips measured. */
function remoteWith(rtt: { seat: number; ms: number }[]): RemoteStatus {
  return { state: 'on', relay: 'ws://127.0.0.1:1', code: 'ABCD', url: 'http://127.0.0.1:1/play?room=ABCD', qr: [], locked: false, rtt };
}

/** Two people (seat 0 near the host, seat 1 remote with `rtt1` ms), a Ligretto round running. */
async function playing(
  evenLatency: boolean | null,
  rtt1: number,
  game: 'ligretto' | 'coloretto' = 'ligretto',
): Promise<{ rig: Rig; view: View; records: MatchRecord[] }> {
  const rig = makeRig({ seed: 5 });
  const records: MatchRecord[] = [];
  rig.session.attachSaves(recordingSaves(records));
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
  view.lobby({ op: 'join', input: { kind: 'phone', id: 'phone-remote' } });
  if (game !== 'ligretto') view.lobby({ op: 'set-game', game });
  if (evenLatency !== null) view.lobby({ op: 'set-options', options: { evenLatency } });
  rig.session.side.setRemote(remoteWith([{ seat: 1, ms: rtt1 }]));
  view.send({ t: 'control', op: 'start-match' });
  await advance(rig, TEST_TIMINGS.countdown);
  expect(rig.session.snapshot().stage).toBe('playing');
  return { rig, view, records };
}

const wasteOf = (rig: Rig, player: number): number => (rig.session.snapshot().state as LigrettoState).players[player]?.waste.length ?? 0;
const intents = (records: MatchRecord[]): { player: number; at: number }[] =>
  records.flatMap((r) => (r.kind === 'intent' ? [{ player: (r.intent as { player: number }).player, at: r.at }] : []));

async function step(rig: Rig, ms: number): Promise<void> {
  rig.clock.advance(ms);
  await flush();
}

describe('even latency', () => {
  it('holds the near seat’s press by the far seat’s one-way delay on the game clock, and not the far seat’s', async () => {
    const { rig, view, records } = await playing(true, 200);
    const t0 = rig.session.gameNow();
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    expect(wasteOf(rig, 0)).toBe(0);
    await step(rig, 99);
    expect(wasteOf(rig, 0)).toBe(0);
    expect(intents(records)).toEqual([]);
    await step(rig, 1);
    expect(wasteOf(rig, 0)).toBeGreaterThan(0);
    expect(intents(records)).toEqual([{ player: 0, at: t0 + 100 }]);

    view.send({ t: 'intent', seat: 1, do: 'flip' });
    await flush();
    expect(wasteOf(rig, 1)).toBeGreaterThan(0);
    expect(intents(records).at(-1)).toEqual({ player: 1, at: t0 + 100 });
  });

  it('never holds longer than 150 ms, however slow the far seat', async () => {
    const { rig, view, records } = await playing(true, 5_000);
    const t0 = rig.session.gameNow();
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    await step(rig, EVEN_LATENCY_MAX_HOLD_MS - 1);
    expect(wasteOf(rig, 0)).toBe(0);
    await step(rig, 1);
    expect(intents(records)).toEqual([{ player: 0, at: t0 + EVEN_LATENCY_MAX_HOLD_MS }]);
  });

  it('off (the default, or switched off) holds nothing', async () => {
    for (const option of [null, false]) {
      const { rig, view, records } = await playing(option, 200);
      const t0 = rig.session.gameNow();
      view.send({ t: 'intent', seat: 0, do: 'flip' });
      await flush();
      expect(wasteOf(rig, 0)).toBeGreaterThan(0);
      expect(intents(records)).toEqual([{ player: 0, at: t0 }]);
    }
  });

  it('a turn-based game (Coloretto) holds nothing', async () => {
    const { rig, view, records } = await playing(true, 200, 'coloretto');
    const turn = (rig.session.snapshot().state as { turn: number | null }).turn ?? -1;
    expect(turn).toBeGreaterThanOrEqual(0);
    const seat = rig.session.snapshot().players[turn] ?? -1;
    view.send({ t: 'intent', seat, do: 'draw' });
    await flush();
    expect(intents(records)).toEqual([{ player: turn, at: rig.session.gameNow() }]);
  });

  it('the replay records the order the engine saw: a held early press after a later far one', async () => {
    const { rig, view, records } = await playing(true, 200);
    const t0 = rig.session.gameNow();
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    await step(rig, 50);
    view.send({ t: 'intent', seat: 1, do: 'flip' });
    await flush();
    await step(rig, 60);
    expect(intents(records)).toEqual([
      { player: 1, at: t0 + 50 },
      { player: 0, at: t0 + 100 },
    ]);
  });

  it('held intents wait through a pause and are dropped when the match ends', async () => {
    const { rig, view, records } = await playing(true, 200);
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    view.send({ t: 'control', op: 'pause' });
    await step(rig, 500);
    expect(intents(records)).toEqual([]);
    view.send({ t: 'control', op: 'resume' });
    await step(rig, 100);
    expect(intents(records)).toHaveLength(1);
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await flush();
    view.send({ t: 'control', op: 'end-match' });
    await step(rig, 500);
    expect(intents(records)).toHaveLength(1);
  });
});

describe('even latency arithmetic', () => {
  it('hold = slowest one-way delay minus the seat’s own, bounded, never negative', () => {
    const delays = oneWayDelays([
      { seat: 2, ms: 80 },
      { seat: 3, ms: 120 },
    ]);
    expect(holdMs(0, [0, 2, 3], delays)).toBe(60);
    expect(holdMs(2, [0, 2, 3], delays)).toBe(20);
    expect(holdMs(3, [0, 2, 3], delays)).toBe(0);
    expect(holdMs(0, [0, 1], oneWayDelays([{ seat: 1, ms: 2_000 }]))).toBe(EVEN_LATENCY_MAX_HOLD_MS);
  });

  it('releases in time order, arrival order among equal times', () => {
    const held = new HeldIntents<string>();
    held.hold(20, 'b');
    held.hold(10, 'a');
    held.hold(20, 'c');
    expect(held.nextAt()).toBe(10);
    expect(held.due(15)).toEqual(['a']);
    expect(held.due(20)).toEqual(['b', 'c']);
    expect(held.nextAt()).toBeNull();
  });
});
