/**
 * Issue 30 with the saves: a Ligretto night whose table grew between rounds (J1) is saved round by round with each
 * round's own players, and resumes exactly: the grown seats, the options as they are now, the totals (J2) and the seed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameNightSchema } from '@shared/night-schema';
import { ask, flush, reach, savesRig, seatBots, tempDir, viewOf } from './helpers';

const EVA_PAD = { kind: 'pad', id: 'late#pad' } as const;

describe('a night whose table grew between rounds', () => {
  it('J1-J3 saves each round with its own players and resumes round 3 with the newcomer, totals and seed as they were', async () => {
    const root = tempDir();
    const rig = savesRig(root, { seed: 41 });
    const view = await viewOf(rig);
    await seatBots(view, ['instant', 'expert'], { rounds: 4, target: 500 });
    view.lobby({ op: 'set-options', options: { lostController: 'bot' } });
    view.send({ t: 'control', op: 'start-match' });
    await reach(rig, (s) => s.stage === 'playing', 'round 1 running');
    view.lobby({ op: 'join', input: EVA_PAD, name: 'Eva' });
    await reach(rig, (s) => s.stage === 'countdown' && s.state?.match.round === 2, 'round 2 dealt');
    expect(view.last().players).toEqual([0, 1, 2]);
    // Eva's pad goes quiet: a stand-in bot plays her seat, so the round ends (lostController: bot).
    view.send({ t: 'device', change: { op: 'lost', input: EVA_PAD } });
    await flush();
    const last = await reach(rig, (s) => s.stage === 'stopped' && s.state?.match.round === 2, 'round 2 over');
    const night = rig.session.snapshot().saves?.night?.id ?? '';
    await rig.saves.idle();

    const saved = gameNightSchema.parse(JSON.parse(readFileSync(join(root, 'nights', `${night}.json`), 'utf8')));
    expect(saved.players.map((p) => [p.seat, p.name])).toEqual([
      [0, last.seats[0]?.name],
      [1, last.seats[1]?.name],
      [2, 'Eva'],
    ]);
    expect(
      saved.rounds.map((r) => r.points.length),
      'each round lists its own players',
    ).toEqual([2, 3]);
    expect(saved.totals).toEqual(last.state?.match.totals);
    expect(saved.options).toMatchObject({ players: 3, handicap: [10, 10, 10] });

    const again = savesRig(root, { seed: 900 });
    const view2 = await viewOf(again);
    expect(await ask(again, view2, { op: 'resume-night', night })).toBeNull();
    expect(view2.last().seats[2]).toMatchObject({ kind: 'person', name: 'Eva' });
    view2.send({ t: 'control', op: 'start-match' });
    await flush();
    const resumed = view2.last();
    expect(view2.refusals()).toEqual([]);
    expect(resumed.stage).toBe('countdown');
    expect(resumed.players).toEqual([0, 1, 2]);
    expect(resumed.state?.players).toHaveLength(3);
    expect(resumed.state?.match).toMatchObject({ round: 3, totals: last.state?.match.totals, history: last.state?.match.history });
    expect(resumed.state?.seed).toBe(last.state?.seed);
  });
});
