import { describe, expect, it } from 'vitest';
import type { InputBinding } from '@shared/seats';
import { addBots, advance, expectReach, makeRig, View } from './harness';

const padA: InputBinding = { kind: 'pad', id: '0#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const padAElsewhere: InputBinding = { kind: 'pad', id: '2#Xbox 360 Controller (XInput STANDARD GAMEPAD)' };
const keys: InputBinding = { kind: 'keys', set: 0 };

async function matchWithPerson(lostController: 'pause' | 'bot') {
  const rig = makeRig({ seed: 5 });
  const view = new View(rig.session);
  await view.hello();
  view.lobby({ op: 'join', input: padA, name: 'Ana' });
  view.lobby({ op: 'join', input: keys, name: 'Ben' });
  addBots(view, ['expert', 'expert']);
  view.lobby({ op: 'set-options', options: { lostController } });
  view.send({ t: 'control', op: 'start-match' });
  await advance(rig, 50);
  await expectReach(rig, (s) => s.stage === 'playing', 10_000, 'playing');
  return { rig, view };
}

describe('lost controllers', () => {
  it('a lost pad in the lobby frees its seat', async () => {
    const rig = makeRig();
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'join', input: padA });
    await advance(rig, 10);
    expect(view.last().seats[0]?.kind).toBe('person');
    view.send({ t: 'device', change: { op: 'lost', input: padA } });
    await advance(rig, 10);
    expect(view.last().seats[0]?.kind).toBe('open');
  });

  it('mid-match, a lost pad freezes its seat and pauses everyone; the same pad in another slot restores it and resumes', async () => {
    const { rig, view } = await matchWithPerson('pause');
    view.send({ t: 'device', change: { op: 'lost', input: padA } });
    await advance(rig, 10);
    const frozen = view.last();
    expect(frozen.frozen).toEqual([{ seat: 0, bot: false }]);
    expect(frozen.paused).toBe(true);
    const game = frozen.state;
    await advance(rig, 5000);
    expect(view.last().state).toEqual(game);
    expect(view.last().seats.map((s) => s.kind)).toEqual(frozen.seats.map((s) => s.kind));
    view.send({ t: 'device', change: { op: 'found', input: padAElsewhere, previous: padA } });
    await advance(rig, 10);
    const back = view.last();
    expect(back.frozen).toEqual([]);
    expect(back.paused).toBe(false);
    expect(back.seats[0]?.input).toEqual(padAElsewhere);
    expect(back.seats[0]?.name).toBe('Ana');
  });

  it('mid-match with the bot policy, a stand-in bot plays the seat until the pad is back', async () => {
    const { rig, view } = await matchWithPerson('bot');
    const before = view.last().state?.players[0]?.stack.length ?? 0;
    view.send({ t: 'device', change: { op: 'lost', input: padA } });
    await advance(rig, 10);
    expect(view.last().frozen).toEqual([{ seat: 0, bot: true }]);
    expect(view.last().paused).toBe(false);
    await expectReach(
      rig,
      (s) => s.stage !== 'playing' || (s.state?.players[0]?.waste.length ?? 0) > 0 || (s.state?.players[0]?.stack.length ?? 10) < before,
      20_000,
      'the stand-in bot flips or plays',
    );
    expect(view.last().state?.players[0]?.stack.length ?? 0).toBeLessThanOrEqual(before);
    view.send({ t: 'intent', seat: 0, do: 'flip' });
    await advance(rig, 10);
    expect(view.rejections().some((r) => r.seat === 0 && r.reason === 'not-running')).toBe(true);
    view.send({ t: 'device', change: { op: 'found', input: padA, previous: null } });
    await advance(rig, 10);
    expect(view.last().frozen).toEqual([]);
    const wasteNow = view.last().state?.players[0]?.waste.length;
    const stage = view.last().stage;
    await advance(rig, 3000);
    if (stage === 'playing' && view.last().stage === 'playing') expect(view.last().state?.players[0]?.waste.length).toBe(wasteNow);
  });

  it('other seats never shift when a controller drops', async () => {
    const { rig, view } = await matchWithPerson('pause');
    const seatsBefore = view.last().seats.map((s) => s.name);
    const playersBefore = view.last().players;
    view.send({ t: 'device', change: { op: 'lost', input: keys } });
    await advance(rig, 10);
    expect(view.last().seats.map((s) => s.name)).toEqual(seatsBefore);
    expect(view.last().players).toEqual(playersBefore);
    expect(view.last().frozen).toEqual([{ seat: 1, bot: false }]);
  });
});
