/** Watching a replay in the app: the host plays it on the clock and the views see the live round's states again. */
import { ligretto } from '../../support/ligretto';
import { describe, expect, it } from 'vitest';
import { legalIntents } from '@engine/ligretto/index';
import type { Snapshot } from '@shared/protocol';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf, type SavesRig, type View } from './helpers';

/** The game states a view saw, consecutive repeats collapsed. */
function statesOf(snapshots: readonly Snapshot[]): LigrettoState[] {
  const out: LigrettoState[] = [];
  let last = '';
  for (const snapshot of snapshots) {
    const s = ligretto(snapshot);
    if (!s.state) continue;
    const text = JSON.stringify(s.state);
    if (text !== last) out.push(s.state);
    last = text;
  }
  return out;
}

/** A 3-round night played live (with a reshuffle-prone 5-player table), recorded by a view; back in the lobby. */
async function recordedNight(): Promise<{ rig: SavesRig; view: View; night: string; live: Snapshot<LigrettoState>[] }> {
  const rig = savesRig(tempDir(), { seed: 3 });
  const view = await viewOf(rig);
  await seatBots(view, ['instant', 'expert', 'skilled', 'instant', 'casual'], { rounds: 3 });
  view.send({ t: 'control', op: 'start-match' });
  await flush();
  await reach(rig, (s) => s.stage === 'match-over', 'the night ends');
  const night = rig.session.snapshot().saves?.night?.id ?? '';
  const live = view.snapshots().map((m) => ligretto(m.snapshot));
  view.send({ t: 'control', op: 'end-match' });
  await flush();
  return { rig, view, night, live };
}

/** Watches one replay to its end; the snapshots seen while it played. */
async function watch(rig: SavesRig, view: View, replay: string): Promise<Snapshot[]> {
  const from = view.inbox.length;
  expect(await ask(rig, view, { op: 'watch-replay', replay })).toBeNull();
  await reach(rig, (s) => s.replay?.status === 'ended', `replay ${replay} played to the end`);
  await flush();
  return view.inbox.slice(from).flatMap((m) => (m.t === 'snapshot' && m.snapshot.replay ? [m.snapshot] : []));
}

/** A person (driven by the test, pressing keys in every countdown too) against an expert bot on a reshuffling seed. */
async function nightWithAPerson(): Promise<{
  rig: SavesRig;
  view: View;
  night: string;
  live: Snapshot<LigrettoState>[];
  countdownPresses: number;
}> {
  const rig = savesRig(tempDir(), { seed: 5 });
  const view = await viewOf(rig);
  view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' });
  await seatBots(view, ['expert'], { rounds: 2 });
  view.send({ t: 'control', op: 'start-match' });
  let countdownPresses = 0;
  for (let step = 0; step < 40_000 && rig.session.snapshot().stage !== 'match-over'; step++) {
    const s = ligretto(rig.session.snapshot());
    if (s.stage === 'countdown' && step % 3 === 0) {
      view.send({ t: 'intent', seat: 0, do: 'flip' });
      countdownPresses++;
    } else if (s.stage === 'playing' && s.state && step % 4 === 0) {
      const moves = legalIntents(s.state, 0);
      const move = moves[0];
      if (move) view.send({ t: 'intent', seat: 0, do: move.do, ...('slot' in move ? { slot: move.slot } : {}) });
    }
    rig.clock.advance(100);
    await flush();
  }
  await rig.saves.idle();
  const night = rig.session.snapshot().saves?.night?.id ?? '';
  const live = view.snapshots().map((m) => ligretto(m.snapshot));
  view.send({ t: 'control', op: 'end-match' });
  await flush();
  return { rig, view, night, live, countdownPresses };
}

describe('watching a replay', () => {
  it('D2 with a person pressing keys in the countdowns and blockade reshuffles, watching still shows exactly the live states', async () => {
    const { rig, view, night, live, countdownPresses } = await nightWithAPerson();
    expect(live.at(-1)?.stage).toBe('match-over');
    expect(countdownPresses).toBeGreaterThan(10);
    expect(view.rejections().filter((r) => r.reason === 'not-running').length).toBeGreaterThan(10);
    const reshuffles = [1, 2].map((round) => {
      const last = live.filter((s) => s.state?.match.round === round).at(-1);
      return last ? (ligretto(last).state?.reshuffles ?? 0) : 0;
    });
    expect(
      reshuffles.some((n) => n > 0),
      `reshuffles per round: ${reshuffles.join(', ')}`,
    ).toBe(true);
    for (const round of [1, 2]) {
      const seen = await watch(rig, view, `${night}-r0${round}`);
      expect(statesOf(seen)).toEqual(statesOf(live.filter((s) => s.state?.match.round === round)));
      await ask(rig, view, { op: 'watch-control', action: 'close' });
    }
  });

  it('D2 the game states seen while watching equal the states recorded live, in order, for every round', async () => {
    const { rig, view, night, live } = await recordedNight();
    for (const round of [1, 2, 3]) {
      const recorded = statesOf(live.filter((s) => s.state?.match.round === round));
      const seen = await watch(rig, view, `${night}-r0${round}`);
      expect(seen.length).toBeGreaterThan(10);
      expect(statesOf(seen)).toEqual(recorded);
      expect(seen.every((s) => s.replay?.id === `${night}-r0${round}`)).toBe(true);
      const tableAtLive = live.find((s) => s.state?.match.round === round) as Snapshot<LigrettoState>;
      expect(seen[0]?.seats).toEqual(tableAtLive.seats);
      expect(seen[0]?.players).toEqual(tableAtLive.players);
      expect(seen.at(-1)).toMatchObject({ stage: 'scores', replay: { status: 'ended' } });
      expect(await ask(rig, view, { op: 'watch-control', action: 'close' })).toBeNull();
      expect(view.last()).toMatchObject({ stage: 'lobby', replay: null, state: null });
    }
  });

  it('the replay keeps the live pace; pause holds it, 4x plays four times faster, restart goes back to the deal', async () => {
    const { rig, view, night, live } = await recordedNight();
    const round1 = live.filter((s) => s.state?.match.round === 1);
    const liveDuration = (round1.find((s) => s.stage === 'stopped')?.now ?? 0) - (round1[0]?.now ?? 0);
    await ask(rig, view, { op: 'watch-replay', replay: `${night}-r01` });
    const start = rig.clock.now();
    await reach(rig, (s) => s.replay?.status === 'ended', 'played at 1x');
    const at1x = rig.clock.now() - start;
    expect(at1x).toBeGreaterThanOrEqual(liveDuration);
    expect(at1x).toBeLessThan(liveDuration + 3000);
    expect(await ask(rig, view, { op: 'watch-control', action: 'restart' })).toBeNull();
    expect(view.last().replay).toMatchObject({ status: 'playing', step: 1, at: 0 });
    expect(view.last().state).toEqual(round1[0]?.state);
    await ask(rig, view, { op: 'watch-speed', speed: 4 });
    const fast = rig.clock.now();
    await reach(rig, (s) => (s.replay?.step ?? 0) > 20, 'some steps at 4x');
    await ask(rig, view, { op: 'watch-control', action: 'pause' });
    const paused = rig.session.snapshot().replay;
    rig.clock.advance(10_000);
    await flush();
    expect(rig.session.snapshot().replay).toEqual(paused);
    expect(paused).toMatchObject({ status: 'paused', speed: 4 });
    await ask(rig, view, { op: 'watch-control', action: 'play' });
    await reach(rig, (s) => s.replay?.status === 'ended', 'played at 4x');
    const at4x = rig.clock.now() - fast - 10_000;
    expect(at4x).toBeLessThan(at1x / 4 + 1500);
  });

  it('while a replay plays, the match and the lobby are on hold; watching needs the lobby', async () => {
    const { rig, view, night } = await recordedNight();
    await ask(rig, view, { op: 'watch-replay', replay: `${night}-r02` });
    view.send({ t: 'control', op: 'start-match' });
    view.lobby({ op: 'add-bot' });
    await flush();
    expect(view.refusals().slice(-2)).toEqual(['a replay is being watched: close it first', 'a replay is being watched: close it first']);
    await ask(rig, view, { op: 'watch-control', action: 'close' });
    expect(await ask(rig, view, { op: 'watch-control', action: 'play' })).toEqual({
      kind: 'failed',
      op: 'watch-control',
      error: 'no replay is being watched',
    });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    expect(await ask(rig, view, { op: 'watch-replay', replay: `${night}-r01` })).toEqual({
      kind: 'failed',
      op: 'watch-replay',
      error: 'replays can be watched from the lobby only',
    });
  });
});
