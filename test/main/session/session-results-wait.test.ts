/** Issue 15 item 5: the results screens wait for the people unless auto-advance is on; the lost-seat choices. */
import { describe, expect, it } from 'vitest';
import type { InputBinding } from '@shared/seats';
import { addBots, advance, expectReach, makeRig, View, type Rig } from './harness';

const padA: InputBinding = { kind: 'pad', id: '0#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const keys: InputBinding = { kind: 'keys', set: 0 };

/**
 * Plays a round to its end with stand-in bots for both people (two idle people would hold the round up forever: the
 * bots may need their cards), then gives the people their controllers back (`back`: which) before the scores.
 */
async function roundByStandIns(rig: Rig, view: View, back: readonly InputBinding[] = [padA, keys]): Promise<void> {
  await expectReach(rig, (s) => s.stage === 'countdown', 60_000, 'the countdown');
  for (const input of [padA, keys]) view.send({ t: 'device', change: { op: 'lost', input } });
  await expectReach(rig, (s) => s.stage === 'stopped', 10 * 60_000, 'the round end');
  for (const input of back) view.send({ t: 'device', change: { op: 'found', input, previous: null } });
  await advance(rig, 10);
}

/** Ana (pad, seat 1) and Ben (keys, seat 2) with two expert bots, on a host whose results wait for the people. */
async function twoPeople(lostController: 'pause' | 'bot' = 'bot'): Promise<{ rig: Rig; view: View }> {
  const rig = makeRig({ seed: 7, waitForPeople: true });
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'join', input: padA, name: 'Ana' });
  view.lobby({ op: 'join', input: keys, name: 'Ben' });
  addBots(view, ['expert', 'expert']);
  view.lobby({ op: 'set-options', options: { rounds: 2, lostController } });
  view.send({ t: 'control', op: 'start-match' });
  await advance(rig, 50);
  return { rig, view };
}

describe('results wait for the people (issue 15)', () => {
  it('nothing moves on while the scores wait; Ana (the host) moves on to the standings, which wait again until Ben (everyone else) presses', async () => {
    const { rig, view } = await twoPeople();
    await roundByStandIns(rig, view);
    const scores = await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'scores');
    expect(scores.stageEndsAt).toBeNull();
    expect(scores.autoAdvance).toBe(false);
    expect(scores.waiting).toEqual({ host: 0, people: [0, 1], ready: [] });
    const rev = view.last().rev;
    await advance(rig, 60_000, 1000);
    expect(view.last().stage).toBe('scores');
    expect(view.last().rev).toBe(rev);

    // A bot's seat is not waited for: its press changes nothing.
    view.send({ t: 'control', op: 'continue', seat: 2 });
    await advance(rig, 10);
    expect(view.last().stage).toBe('scores');
    expect(view.last().waiting?.ready).toEqual([]);

    view.send({ t: 'control', op: 'continue', seat: 0 });
    await advance(rig, 10);
    const standings = view.last();
    expect(standings.stage).toBe('standings');
    expect(standings.waiting).toEqual({ host: 0, people: [0, 1], ready: [] });
    await advance(rig, 60_000, 1000);
    expect(view.last().stage).toBe('standings');
    // Everyone but the host pressed: the table goes on without the host.
    view.send({ t: 'control', op: 'continue', seat: 1 });
    await advance(rig, 10);
    expect(view.last().stage).toBe('countdown');
    expect(view.last().waiting).toBeNull();
  });

  it('an unseated device (the host at the menu) moves on at once', async () => {
    const { rig, view } = await twoPeople();
    await roundByStandIns(rig, view);
    await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'scores');
    view.send({ t: 'control', op: 'continue' });
    await advance(rig, 10);
    expect(view.last().stage).toBe('standings');
  });

  it('with auto-advance on, scores and standings run out by themselves; switched on while waiting, the timer starts then', async () => {
    const { rig, view } = await twoPeople();
    await roundByStandIns(rig, view);
    await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'scores');
    await advance(rig, 5000);
    expect(view.last().stage).toBe('scores');
    const at = rig.session.gameNow();
    view.send({ t: 'auto-advance', on: true });
    await advance(rig, 10);
    expect(view.last().autoAdvance).toBe(true);
    expect(view.last().waiting).toBeNull();
    expect(view.last().stageEndsAt).toBe(at + 1000);
    await expectReach(rig, (s) => s.stage === 'standings', 2000, 'standings by itself');
    await expectReach(rig, (s) => s.stage === 'countdown', 2000, 'the next round by itself');
    // Off again: the next results screen waits.
    view.send({ t: 'auto-advance', on: false });
    await roundByStandIns(rig, view);
    await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'round 2 scores');
    await advance(rig, 30_000, 1000);
    expect(view.last().stage).toBe('scores');
  });

  it('a lost controller is not waited for: the other person alone is then "everyone"', async () => {
    const { rig, view } = await twoPeople();
    await roundByStandIns(rig, view, [keys]);
    await expectReach(rig, (s) => s.stage === 'scores', 10 * 60_000, 'scores');
    expect(view.last().waiting).toEqual({ host: 1, people: [1], ready: [] });
    view.send({ t: 'control', op: 'continue', seat: 1 });
    await advance(rig, 10);
    expect(view.last().stage).toBe('standings');
  });
});

describe('the host chooses for a lost controller (issue 15)', () => {
  it('"bot takes over" unpauses with a stand-in bot; "wait" pauses again without it; "drop seat" gives the seat to a bot', async () => {
    const { rig, view } = await twoPeople('pause');
    await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'playing');
    view.send({ t: 'device', change: { op: 'lost', input: keys } });
    await advance(rig, 10);
    expect(view.last()).toMatchObject({ paused: true, frozen: [{ seat: 1, bot: false }] });

    view.send({ t: 'lost-seat', seat: 1, choice: 'bot' });
    await advance(rig, 10);
    expect(view.last()).toMatchObject({ paused: false, frozen: [{ seat: 1, bot: true }] });

    view.send({ t: 'lost-seat', seat: 1, choice: 'wait' });
    await advance(rig, 10);
    expect(view.last()).toMatchObject({ paused: true, frozen: [{ seat: 1, bot: false }] });

    view.send({ t: 'lost-seat', seat: 1, choice: 'drop' });
    await advance(rig, 10);
    const dropped = view.last();
    expect(dropped).toMatchObject({ paused: false, frozen: [] });
    expect(dropped.seats[1]).toMatchObject({ kind: 'bot', name: 'Ben', input: null });
    // The bot plays Ben's cards from now on.
    const stack = dropped.state?.players[1]?.stack.length ?? 0;
    await expectReach(rig, (s) => (s.state?.players[1]?.stack.length ?? 0) < stack || s.stage !== 'playing', 60_000, 'the bot plays');
  });

  it('a choice for a seat whose controller is not lost is refused', async () => {
    const { rig, view } = await twoPeople();
    await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'playing');
    view.send({ t: 'lost-seat', seat: 0, choice: 'drop' });
    await advance(rig, 10);
    expect(view.refusals().at(-1)).toBe('seat 1 has no lost controller');
  });
});
