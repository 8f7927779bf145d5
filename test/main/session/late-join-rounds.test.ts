/**
 * Issue 30: a person who joins while a match runs plays from the next ROUND in Ligretto and Ligretto Dice (J1, DJ1): they
 * are dealt in when it begins and their waiting mark ends; in Coloretto (one round a match) they wait for the next match.
 */
import { describe, expect, it } from 'vitest';
import { ligretto } from '../../support/ligretto';
import { phoneViewFor } from '@main/lan/phone-view';
import { stageText } from '@phone/stage-text';
import { latecomersJoin } from '@shared/games/contracts';
import type { GameId } from '@shared/game';
import { diceStateSchema } from '@shared/games/dice/state';
import type { Snapshot } from '@shared/protocol';
import { addBots, expectReach, flush, makeRig, View, type Rig } from './harness';

/** Steps the clock until the snapshot (of any game) satisfies `done`; fails the test at the limit. */
async function reach(
  rig: Rig,
  done: (s: Snapshot<unknown>) => boolean,
  limitMs: number,
  what: string,
  stepMs = 50,
): Promise<Snapshot<unknown>> {
  const stop = rig.clock.now() + limitMs;
  while (!done(rig.session.snapshot()) && rig.clock.now() < stop) {
    rig.clock.advance(stepMs);
    await flush();
  }
  await flush();
  const s = rig.session.snapshot();
  expect(done(s), `${what} within ${limitMs} ms (stuck in stage ${s.stage})`).toBe(true);
  return s;
}

/** A running match of `game`: two expert bots (a person who never plays could stall a Ligretto round), started. */
async function running(game: GameId, seed: number): Promise<{ rig: Rig; view: View }> {
  const rig = makeRig({ seed });
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'set-game', game });
  addBots(view, ['expert', 'expert']);
  view.send({ t: 'control', op: 'start-match' });
  await reach(rig, (s) => s.stage === 'playing', 60_000, 'playing');
  return { rig, view };
}

/** Eva joins from a pad mid-round: seated at once in seat 2, waiting; the running round's players do not change. */
async function evaJoins(rig: Rig, view: View): Promise<void> {
  view.lobby({ op: 'join', input: { kind: 'pad', id: 'late#pad' }, name: 'Eva' });
  await flush();
  expect(view.refusals()).toEqual([]);
  const during = rig.session.snapshot();
  expect(during.seats[2]).toMatchObject({ kind: 'person', name: 'Eva', waiting: true });
  expect(during.players).toEqual([0, 1]);
  // The TV's pill and the phone say truthfully when they play: the next round, or the next game.
  const phone = phoneViewFor(during, 2);
  if (latecomersJoin(during) === 'round') expect(phone).toMatchObject({ nextRound: true });
  else expect(phone).toMatchObject({ nextMatch: true });
  expect(phone?.nextRound === true).not.toBe(phone?.nextMatch === true);
  if (!phone) return expect.fail('Eva has no phone view');
  expect(stageText(phone, null).detail).toContain(latecomersJoin(during) === 'round' ? 'next round' : 'next game');
}

const roundOf = (s: Snapshot<unknown>): number => {
  const state = s.state as { match?: { round?: number } } | null;
  return state?.match?.round ?? 0;
};

describe('late joiners play from the next round (issue 30)', () => {
  it('J1 Ligretto: one who joins during round 1 is dealt in for round 2, from the lowest total (J2), and plays in it', async () => {
    const { rig, view } = await running('ligretto', 5);
    await evaJoins(rig, view);
    expect(latecomersJoin(rig.session.snapshot())).toBe('round');
    const round1 = await expectReach(rig, (s) => s.stage === 'scores', 600_000, 'round 1 scored');
    expect(round1.players, 'still waiting while round 1 is scored').toEqual([0, 1]);
    expect(round1.seats[2]?.waiting).toBe(true);
    const totals = round1.state?.match.totals ?? [];

    const dealt = await expectReach(rig, (s) => s.stage === 'countdown' && roundOf(s) === 2, 60_000, 'round 2 dealt');
    expect(dealt.players).toEqual([0, 1, 2]);
    expect(dealt.seats[2]?.waiting, 'the waiting mark ends when their round begins').toBeUndefined();
    expect(dealt.state?.players).toHaveLength(3);
    expect(dealt.state?.match.totals).toEqual([...totals, Math.min(...totals)]);

    await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'round 2 running');
    view.clear();
    view.send({ t: 'intent', seat: 2, do: 'flip' });
    await flush();
    expect(view.rejections()).toEqual([]);
    const played = ligretto(rig.session.snapshot());
    expect(played.state?.players[2]?.waste.length, 'Eva flipped three cards').toBe(3);
  });

  it('DJ1 Ligretto Dice: one who joins during round 1 rolls with the table in round 2', async () => {
    const { rig, view } = await running('dice', 7);
    await evaJoins(rig, view);
    await reach(rig, (s) => s.stage === 'countdown' && roundOf(s) === 2, 600_000, 'round 2 dealt');
    const snap = await reach(rig, (s) => s.stage === 'playing', 10_000, 'round 2 running');
    expect(phoneViewFor(snap, 2)).toMatchObject({ round: 2, pad: { game: 'dice' } });
    expect(phoneViewFor(snap, 2)?.nextRound).toBeUndefined();
    const state = diceStateSchema.parse(snap.state);
    expect(snap.players).toEqual([0, 1, 2]);
    expect(snap.seats[2]?.waiting).toBeUndefined();
    expect(state.trays[2]?.length, 'DS2: 8 dice each at 3 players').toBe(8);
    expect(
      state.trays[2]?.every((d) => d.value !== null),
      'DP1: their dice rolled at the start call',
    ).toBe(true);
  });

  it('Coloretto: one who joins mid-game waits for the next game, its one round never deals them in', async () => {
    const { rig, view } = await running('coloretto', 3);
    expect(latecomersJoin(rig.session.snapshot())).toBe('game');
    await evaJoins(rig, view);
    const over = await reach(rig, (s) => s.stage === 'match-over', 1_200_000, 'the game over', 250);
    expect(over.players).toEqual([0, 1]);
    expect(over.seats[2]?.waiting).toBe(true);
    expect(rig.logs.filter((l) => l.includes('refused'))).toEqual([]);
  });
});
