/** A phone that drops comes back to its own seat with its token: in the lobby within a grace period, mid-match as a found controller. */
import { describe, expect, it } from 'vitest';
import { phoneCardsOf } from '@shared/games/ligretto/phone';
import { ManualClock } from '@main/session/clock';
import { FAST_TIMINGS, PhoneClient, waitFor, type LanRig, lanTestRigs } from './lan-harness';

const lan = lanTestRigs();

async function seated(r: LanRig, name: string): Promise<{ phone: PhoneClient; token: string; seat: number }> {
  const phone = await PhoneClient.open(r.port);
  lan.keep(phone);
  const { token, seat } = await phone.join(r.server.roomCode, name);
  return { phone, token, seat };
}

async function reopen(r: LanRig): Promise<PhoneClient> {
  const phone = await PhoneClient.open(r.port);
  lan.keep(phone);
  return phone;
}

describe('phones that drop', () => {
  // Mid-match a seat is lost only after the drop grace (test/security/phone-reconnect-flood.test.ts); these tests are
  // about what follows it, so most set it to 0.
  it('mid-match a dropped phone is a lost controller (the match pauses); its token brings it back and the match resumes', async () => {
    const rig = await lan.start({ limits: { dropGraceMs: 0 } });
    const ann = await seated(rig, 'Ann');
    const ben = await seated(rig, 'Ben');
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => rig?.session.snapshot().stage === 'playing', 'the round to start');
    const cards = JSON.stringify(phoneCardsOf(ann.phone.view()));
    ann.phone.ws.terminate();
    await waitFor(() => rig?.session.snapshot().paused === true, 'the pause');
    expect(rig.session.snapshot().frozen).toEqual([{ seat: ann.seat, bot: false }]);
    await waitFor(() => ben.phone.view()?.paused === true, 'Ben to see the pause');

    const back = await reopen(rig);
    expect(await back.resume(ann.token)).toEqual({ token: ann.token, seat: ann.seat });
    await waitFor(() => rig?.session.snapshot().paused === false, 'the match to resume');
    expect(rig.session.snapshot().frozen).toEqual([]);
    expect(rig.session.snapshot().seats[ann.seat]?.input?.kind).toBe('phone');
    await waitFor(() => back.view()?.stage === 'playing', 'the view after resuming');
    expect(JSON.stringify(phoneCardsOf(back.view()))).toBe(cards);
    back.send({ t: 'press', do: 'flip' });
    await waitFor(() => phoneCardsOf(back.view())?.waste !== null, 'the flip to land');
  });

  it('with the stand-in bot option a dropped phone is played by a bot until it is back', async () => {
    const rig = await lan.start({ limits: { dropGraceMs: 0 } });
    rig.control({ t: 'lobby', cmd: { op: 'set-options', options: { lostController: 'bot' } } });
    const ann = await seated(rig, 'Ann');
    await seated(rig, 'Ben');
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => rig?.session.snapshot().stage === 'playing', 'the round to start');
    ann.phone.close();
    await waitFor(() => rig?.session.snapshot().frozen.some((f) => f.seat === ann.seat && f.bot) === true, 'the stand-in');
    expect(rig.session.snapshot().paused).toBe(false);
    const back = await reopen(rig);
    await back.resume(ann.token);
    await waitFor(() => rig?.session.snapshot().frozen.length === 0, 'the seat to be handed back');
  });

  it('in the lobby a dropped phone keeps its seat through the grace period and resumes it', async () => {
    const rig = await lan.start({ limits: { lobbyGraceMs: 60_000 } });
    const ann = await seated(rig, 'Ann');
    ann.phone.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(rig.session.snapshot().seats[ann.seat]?.kind).toBe('person');
    const back = await reopen(rig);
    expect((await back.resume(ann.token)).seat).toBe(ann.seat);
    await waitFor(() => back.view()?.name === 'Ann', 'the lobby view');
  });

  it('after the lobby grace period the seat is freed and the old token is refused', async () => {
    const rig = await lan.start({ limits: { lobbyGraceMs: 150, maxJoinFailures: 100 } });
    const ann = await seated(rig, 'Ann');
    ann.phone.close();
    await waitFor(() => rig?.session.snapshot().seats[ann.seat]?.kind === 'open', 'the seat to be freed');
    const back = await reopen(rig);
    await expect(back.resume(ann.token)).rejects.toThrow('bad-token');
    expect((await back.closed).code).toBe(1008);
  });

  it('a phone whose link died silently (no pongs) is dropped by the heartbeat and counted as lost', async () => {
    // The heartbeat runs on the server's clock: stepped by hand, no beat can come before a live phone's pong is read.
    const clock = new ManualClock();
    const rig = await lan.start({ limits: { heartbeatMs: 1000, dropGraceMs: 0 }, clock });
    const ann = await seated(rig, 'Ann');
    rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed' } });
    rig.control({ t: 'control', op: 'start-match' });
    clock.advance(FAST_TIMINGS.countdown + 50);
    expect(rig.session.snapshot().stage).toBe('playing');
    const deaf = await PhoneClient.open(rig.port, { autoPong: false });
    lan.keep(deaf);
    ann.phone.ws.terminate();
    await waitFor(() => rig?.session.snapshot().paused === true, 'the pause');
    await deaf.resume(ann.token);
    await waitFor(() => rig?.session.snapshot().paused === false, 'the resume');
    // First beat: the deaf phone is pinged. Second beat: it never answered, so it is dropped and the seat is lost.
    const pinged = new Promise<void>((resolve) => deaf.ws.once('ping', () => resolve()));
    clock.advance(1000);
    await pinged;
    expect(rig.session.snapshot().paused).toBe(false);
    clock.advance(1000);
    await deaf.closed;
    await waitFor(() => rig?.session.snapshot().paused === true, 'the heartbeat to drop the deaf phone');
    expect(rig.session.snapshot().frozen).toEqual([{ seat: ann.seat, bot: false }]);
  });

  it('a phone gone longer than the drop grace when the host starts the match counts as lost at once', async () => {
    const clock = new ManualClock();
    const rig = await lan.start({ limits: { lobbyGraceMs: 60_000, dropGraceMs: 4_000 }, clock });
    const ann = await seated(rig, 'Ann');
    await seated(rig, 'Ben');
    ann.phone.close();
    await waitFor(() => rig?.logs.some((l) => l.includes('disconnected')) === true, 'the host to see the drop');
    clock.advance(4_000);
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => rig?.session.snapshot().frozen.some((f) => f.seat === ann.seat) === true, 'the seat to freeze');
  });
});
