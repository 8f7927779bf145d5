/** Attract mode: {t:'demo'} starts a bots-only match at once and keeps starting new ones. */
import { ligretto } from '../../support/ligretto';
import { describe, expect, it } from 'vitest';
import { advance, expectConsecutiveRevs, expectReach, flush, makeRig, TEST_TIMINGS, View } from './harness';

const MATCH_LIMIT = 20 * 60_000;

describe('demo mode', () => {
  it('{t:"demo", bots: N} starts an N-bot match at once, from any stage', async () => {
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 } });
    view.send({ t: 'demo', bots: 12 });
    await flush();
    const s = view.last();
    expect(s).toMatchObject({ stage: 'countdown', demo: true, paused: false });
    expect(s.seats.every((seat) => seat.kind === 'bot')).toBe(true);
    expect(s.players).toHaveLength(12);
    expect(s.state?.options.players).toBe(12);
    await advance(rig, TEST_TIMINGS.countdown);
    expect(ligretto(rig.session.snapshot()).stage).toBe('playing');

    view.send({ t: 'demo', bots: 3 });
    await flush();
    expect(view.last()).toMatchObject({ stage: 'countdown', demo: true, players: [0, 1, 2] });
    expect(view.last().seats.filter((seat) => seat.kind === 'bot')).toHaveLength(3);
    expect(view.refusals()).toEqual([]);
  });

  it('the demo keeps playing across match ends: after match-over the next match starts by itself', async () => {
    const rig = makeRig({ seed: 30 });
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'set-options', options: { rounds: 1 } });
    view.send({ t: 'demo', bots: 4 });
    await flush();
    const seeds: number[] = [];
    for (let match = 0; match < 3; match++) {
      const playing = await expectReach(rig, (s) => s.stage === 'playing', 10_000, `match ${match + 1} playing`);
      seeds.push(playing.state?.seed ?? -1);
      await expectReach(rig, (s) => s.stage === 'match-over', MATCH_LIMIT, `match ${match + 1} over`);
      const over = view.last();
      expect(over.demo).toBe(true);
      expect(over.state?.match.over).toBe(true);
      expect(over.stageEndsAt).toBe(over.now + TEST_TIMINGS.demoRestart);
      await advance(rig, TEST_TIMINGS.demoRestart);
      expect(ligretto(rig.session.snapshot())).toMatchObject({ stage: 'countdown', demo: true, players: [0, 1, 2, 3] });
      expect(ligretto(rig.session.snapshot()).state?.match.round).toBe(1);
    }
    expect(new Set(seeds).size).toBe(3);
    expectConsecutiveRevs(view, rig.session);
  });

  it('continue at a demo match end starts the next demo match at once; end-match leaves the demo for an empty lobby', async () => {
    const rig = makeRig({ seed: 31 });
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'set-options', options: { rounds: 1 } });
    view.send({ t: 'demo', bots: 2 });
    await expectReach(rig, (s) => s.stage === 'match-over', MATCH_LIMIT, 'match over');
    view.send({ t: 'control', op: 'continue' });
    await flush();
    expect(view.last()).toMatchObject({ stage: 'countdown', demo: true, players: [0, 1] });

    view.send({ t: 'control', op: 'end-match' });
    await flush();
    const lobby = view.last();
    expect(lobby).toMatchObject({ stage: 'lobby', demo: false, state: null });
    expect(lobby.seats.every((seat) => seat.kind === 'open')).toBe(true);
  });
});
