/** A whole match through the session: countdown, play by bots, stop, scores, standings, match over, back to the lobby. */
import { ligretto } from '../../support/ligretto';
import { describe, expect, it } from 'vitest';
import type { Snapshot, Stage } from '@shared/protocol';
import type { BotLevelName } from '@shared/seats';
import {
  addBots,
  advance,
  expectConsecutiveRevs,
  expectReach,
  flush,
  gameProblems,
  makeRig,
  ofType,
  TEST_TIMINGS,
  View,
  type Rig,
} from './harness';

const QUICK_BOTS: readonly BotLevelName[] = ['expert', 'instant', 'expert', 'skilled'];
/** Far more clock time than any bot round needs; a round that runs longer is a failure. */
const ROUND_LIMIT = 10 * 60_000;

async function botMatch(options: { rounds?: number | null; target?: number }, seed = 11): Promise<{ rig: Rig; view: View }> {
  const rig = makeRig({ seed });
  const view = new View(rig.session);
  await view.hello();
  addBots(view, QUICK_BOTS);
  view.lobby({ op: 'set-options', options });
  await flush();
  return { rig, view };
}

/** The stages the view saw, repeats collapsed, as one line. */
function stageTrail(view: View): string {
  const stages: Stage[] = [];
  for (const m of view.snapshots()) if (stages.at(-1) !== m.snapshot.stage) stages.push(m.snapshot.stage);
  return stages.join(' ');
}

function highest(totals: readonly number[]): number[] {
  const max = Math.max(...totals);
  return totals.flatMap((t, i) => (t === max ? [i] : []));
}

describe('session match lifecycle with bots', () => {
  it('S5 start-match deals and counts down; "Ligretto!" (start-call) comes when the countdown ends', async () => {
    const { rig, view } = await botMatch({ rounds: 2 });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    let s = view.last();
    expect(s.stage).toBe('countdown');
    expect(s.players).toEqual([0, 1, 2, 3]);
    expect(s.state?.phase).toBe('awaiting-start');
    expect(s.stageEndsAt).toBe(s.now + TEST_TIMINGS.countdown);
    expect(ofType(view.events(), 'round-dealt')).toEqual([{ type: 'round-dealt', round: 1 }]);

    await advance(rig, TEST_TIMINGS.countdown - 50);
    s = view.last();
    expect(s.stage).toBe('countdown');
    expect(ofType(view.events(), 'card-played')).toEqual([]);

    await advance(rig, 50);
    const started = view.snapshots().find((m) => m.events.some((e) => e.type === 'start-call'));
    expect(started?.snapshot.stage).toBe('playing');
    expect(started?.snapshot.state?.phase).toBe('playing');
    expect(started?.snapshot.stageEndsAt).toBeNull();
  });

  it('M2 a 2-round match: bots play every round to a stop, scores and standings follow, then match-over with the winners; continue returns to the lobby', async () => {
    const { rig, view } = await botMatch({ rounds: 2 });
    view.send({ t: 'control', op: 'start-match' });
    const over = await expectReach(rig, (s) => s.stage === 'match-over', 2 * ROUND_LIMIT, 'match over');

    expect(stageTrail(view)).toMatch(
      /^lobby (countdown playing )+stopped scores standings (countdown playing )+stopped scores standings match-over$/,
    );
    const events = view.events();
    expect(ofType(events, 'start-call').length).toBeGreaterThanOrEqual(2);
    expect(ofType(events, 'card-played').length).toBeGreaterThan(20);
    expect(ofType(events, 'round-scored')).toHaveLength(2);
    // Each stop comes with the reason the round ended.
    const stops = view.snapshots().filter((m, i, all) => m.snapshot.stage === 'stopped' && all[i - 1]?.snapshot.stage !== 'stopped');
    expect(stops).toHaveLength(2);
    for (const stop of stops) expect(stop.events.some((e) => e.type === 'round-stopped' || e.type === 'blockade')).toBe(true);

    const game = over.state;
    if (!game) throw new Error('no game at match end');
    expect(gameProblems(game)).toEqual([]);
    expect(game.match.over).toBe(true);
    expect(game.match.history).toHaveLength(2);
    expect(game.match.winners).toEqual(highest(game.match.totals));
    expect(ofType(events, 'match-over')).toEqual([{ type: 'match-over', winners: game.match.winners }]);
    expect(over.stageEndsAt).toBeNull();

    // match-over waits for the players (no timer outside the demo).
    await advance(rig, 60_000, 1000);
    expect(rig.session.snapshot().stage).toBe('match-over');

    view.send({ t: 'control', op: 'continue' });
    await flush();
    const lobby = view.last();
    expect(lobby.stage).toBe('lobby');
    expect(lobby.state).toBeNull();
    expect(lobby.players).toEqual([]);
    expect(lobby.seats.filter((seat) => seat.kind === 'bot')).toHaveLength(4);
    expectConsecutiveRevs(view, rig.session);
  });

  it('M1 a target match ends after the round in which a total reaches the target; the highest totals win', async () => {
    const target = 15;
    const { rig, view } = await botMatch({ target, rounds: null }, 5);
    view.send({ t: 'control', op: 'start-match' });
    const over = await expectReach(rig, (s) => s.stage === 'match-over', 8 * ROUND_LIMIT, 'match over');
    const match = over.state?.match;
    if (!match) throw new Error('no match');
    expect(Math.max(...match.totals)).toBeGreaterThanOrEqual(target);
    const beforeLast = match.history.slice(0, -1).reduce(
      (acc, round) => acc.map((t, i) => t + (round[i] ?? 0)),
      match.totals.map(() => 0),
    );
    expect(Math.max(...beforeLast)).toBeLessThan(target);
    expect(match.winners).toEqual(highest(match.totals));
    expect(stageTrail(view)).toMatch(/(stopped scores standings (countdown playing )+)*stopped scores standings match-over$/);
  });

  it('S5 every round, not just the first, starts after the full countdown', async () => {
    const { rig, view } = await botMatch({ rounds: 2 });
    view.send({ t: 'control', op: 'start-match' });
    await expectReach(rig, (s) => s.stage === 'countdown' && s.state?.match.round === 2, 2 * ROUND_LIMIT, 'round 2');
    const s = rig.session.snapshot();
    expect(s.stageEndsAt).toBe(s.now + TEST_TIMINGS.countdown);
  });

  it('continue skips the timed stages between rounds at once, but not the countdown or play', async () => {
    const rig = makeRig({ seed: 3, timings: { stopped: 60_000, scores: 60_000, standings: 60_000 } });
    const view = new View(rig.session);
    await view.hello();
    addBots(view, QUICK_BOTS);
    view.lobby({ op: 'set-options', options: { rounds: 2 } });
    view.send({ t: 'control', op: 'start-match' });
    await flush();
    view.send({ t: 'control', op: 'continue' });
    await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'playing');
    view.send({ t: 'control', op: 'continue' });
    await flush();
    expect(view.refusals()).toEqual(['nothing to skip', 'nothing to skip']);

    await expectReach(rig, (s) => s.stage === 'stopped', ROUND_LIMIT, 'stopped');
    const at = rig.clock.now();
    const trail: Stage[] = [];
    for (let i = 0; i < 3; i++) {
      view.send({ t: 'control', op: 'continue' });
      await flush();
      trail.push(view.last().stage);
    }
    expect(trail).toEqual(['scores', 'standings', 'countdown']);
    expect(view.last().state?.match.round).toBe(2);
    expect(rig.clock.now()).toBe(at);
  });

  it('pause freezes game time: no bot plays, the deadline stays, snapshot.paused is true; resume carries on', async () => {
    const { rig, view } = await botMatch({ rounds: 1 });
    view.send({ t: 'control', op: 'start-match' });
    await advance(rig, 1000);

    // Paused in the countdown: the deadline does not move and the countdown does not run out.
    view.send({ t: 'control', op: 'pause' });
    await flush();
    const pausedCountdown = view.last();
    expect(pausedCountdown.paused).toBe(true);
    await advance(rig, 10_000, 500);
    expect(rig.session.snapshot()).toMatchObject({
      stage: 'countdown',
      rev: pausedCountdown.rev,
      now: pausedCountdown.now,
      stageEndsAt: pausedCountdown.stageEndsAt,
    });
    view.send({ t: 'control', op: 'continue' });
    view.send({ t: 'control', op: 'pause' });
    await flush();
    expect(view.refusals()).toEqual(['nothing to skip', 'nothing to pause']);
    view.send({ t: 'control', op: 'resume' });
    await flush();
    expect(view.last().paused).toBe(false);
    await advance(rig, TEST_TIMINGS.countdown - 1000 - 50);
    expect(rig.session.snapshot().stage).toBe('countdown');
    await advance(rig, 50);
    expect(rig.session.snapshot().stage).toBe('playing');

    // Paused in play: nothing happens however long the pause.
    await expectReach(rig, (s) => (s.state?.piles.length ?? 0) > 0, 30_000, 'a card in the centre');
    view.send({ t: 'control', op: 'pause' });
    await flush();
    const frozen: Snapshot = ligretto(rig.session.snapshot());
    expect(frozen.paused).toBe(true);
    await advance(rig, 60_000, 500);
    expect(rig.session.snapshot()).toEqual(frozen);
    expect(view.last()).toEqual(frozen);

    view.send({ t: 'control', op: 'resume' });
    view.send({ t: 'control', op: 'resume' });
    await flush();
    expect(view.refusals().at(-1)).toBe('not paused');
    const resumed = view.last();
    expect(resumed.paused).toBe(false);
    expect(resumed.now).toBe(frozen.now);
    await advance(rig, 3000);
    const later = rig.session.snapshot();
    expect(later.rev).toBeGreaterThan(resumed.rev + 1);
    expect(later.now).toBe(frozen.now + 3000);
    expectConsecutiveRevs(view, rig.session);
  });

  it('a view that disconnects and reconnects (new connection + hello) gets the current snapshot', async () => {
    const { rig, view } = await botMatch({ rounds: 1 });
    view.send({ t: 'control', op: 'start-match' });
    await advance(rig, 5000);
    view.close();
    const seenBefore = view.inbox.length;
    await advance(rig, 5000);
    expect(view.inbox.length).toBe(seenBefore);
    expect(rig.session.viewCount()).toBe(0);

    const again = new View(rig.session);
    const s = await again.hello();
    const now = rig.session.snapshot();
    expect(again.inbox[0]).toEqual({ t: 'welcome', protocol: 1 });
    expect(s.rev).toBe(now.rev);
    expect(s.stage).toBe(now.stage);
    expect(s.state).toEqual(now.state);
    expect(s).toEqual(now);
  });

  it('end-match from any stage returns to the lobby with the seats kept', async () => {
    const { rig, view } = await botMatch({ rounds: 3 });
    view.send({ t: 'control', op: 'start-match' });
    await advance(rig, 4000);
    view.send({ t: 'control', op: 'end-match' });
    await flush();
    expect(view.last()).toMatchObject({ stage: 'lobby', state: null, paused: false, stageEndsAt: null });
    await advance(rig, 10_000, 500);
    expect(rig.session.snapshot().rev).toBe(view.last().rev);
    expect(view.last().seats.filter((seat) => seat.kind === 'bot')).toHaveLength(4);
  });
});
