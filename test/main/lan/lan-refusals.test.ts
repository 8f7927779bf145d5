/** What the phone endpoint refuses, and that the game goes on untouched: seats, tokens, codes, floods and bad frames. */
import { ligretto } from '../../support/ligretto';
import { describe, expect, it } from 'vitest';
import { MAX_PHONE_MESSAGE_BYTES, PHONE_PROTOCOL_VERSION } from '@shared/phone-protocol';
import { PhoneClient, waitFor, type LanRig, lanTestRigs } from './lan-harness';

const lan = lanTestRigs();

async function phone(r: LanRig): Promise<PhoneClient> {
  const c = await PhoneClient.open(r.port);
  lan.keep(c);
  return c;
}

/** Two seated phones; the second one is the victim an attacker aims at. */
async function twoSeated(r: LanRig): Promise<{ a: PhoneClient; b: PhoneClient; tokenA: string; tokenB: string }> {
  const a = await phone(r);
  const b = await phone(r);
  const tokenA = (await a.join(r.server.roomCode, 'Ann')).token;
  const tokenB = (await b.join(r.server.roomCode, 'Ben')).token;
  return { a, b, tokenA, tokenB };
}

/** The session's seats and game, for "the game is unaffected" checks. */
function state(r: LanRig): string {
  const s = ligretto(r.session.snapshot());
  return JSON.stringify({ stage: s.stage, seats: s.seats, game: s.game, state: s.state, frozen: s.frozen, paused: s.paused });
}

describe('phone refusals', () => {
  it('a press names no seat: a message that tries to is malformed, closes the socket and touches no cards', async () => {
    const rig = await lan.start({ limits: { dropGraceMs: 0 } });
    const { a, b, tokenA } = await twoSeated(rig);
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => rig?.session.snapshot().stage === 'playing', 'the round to start');
    const cards = JSON.stringify(ligretto(rig.session.snapshot()).state?.players);
    a.send(JSON.stringify({ t: 'press', do: 'flip', seat: 1 }));
    expect((await a.closed).code).toBe(1008);
    expect(a.refusals()).toEqual(['malformed']);
    expect(JSON.stringify(ligretto(rig.session.snapshot()).state?.players)).toBe(cards);
    await waitFor(() => rig?.session.snapshot().paused === true, 'the lost phone to pause the match');
    const back = await phone(rig);
    await back.resume(tokenA);
    await waitFor(() => rig?.session.snapshot().paused === false, 'the match to resume');
    b.send({ t: 'press', do: 'flip' });
    await waitFor(
      () => rig?.tv.some((m) => m.t === 'snapshot' && m.events.some((e) => e.type === 'hand-flipped' && e.player === 1)) === true,
      "Ben's own flip",
    );
    expect(rig.tv.some((m) => m.t === 'snapshot' && m.events.some((e) => e.type === 'hand-flipped' && e.player === 0))).toBe(false);
  });

  it('refuses a wrong room code, then locks the address out after too many', async () => {
    const rig = await lan.start({ limits: { maxJoinFailures: 3 } });
    const before = state(rig);
    for (const code of ['AAAAAA', 'ACDFGH', 'YYYYYY', 'CCCCCC'].filter((c) => c !== rig?.server.roomCode).slice(0, 3)) {
      const c = await phone(rig);
      await expect(c.join(code, 'Mallory')).rejects.toThrow('bad-room');
      expect((await c.closed).code).toBe(1008);
    }
    const late = await phone(rig);
    await expect(late.join(rig.server.roomCode, 'Mallory')).rejects.toThrow('locked');
    expect(state(rig)).toBe(before);
  });

  it('refuses bad tokens, a token in use elsewhere, and the token of a seat that was given up', async () => {
    const rig = await lan.start({ limits: { maxJoinFailures: 100 } });
    const { a, tokenA, tokenB } = await twoSeated(rig);
    const before = state(rig);
    for (const token of ['A'.repeat(32), tokenB.slice(0, 31) + (tokenB.endsWith('A') ? 'B' : 'A')]) {
      const c = await phone(rig);
      await expect(c.resume(token)).rejects.toThrow('bad-token');
    }
    const thief = await phone(rig);
    await expect(thief.resume(tokenA)).rejects.toThrow('token-in-use');
    expect(state(rig)).toBe(before);
    a.send({ t: 'leave' });
    expect((await a.closed).code).toBe(1000);
    await waitFor(() => rig?.session.snapshot().seats[0]?.kind === 'open', 'the seat to be freed');
    const replay = await phone(rig);
    await expect(replay.resume(tokenA)).rejects.toThrow('bad-token');
    expect(ligretto(rig.session.snapshot()).seats[0]?.kind).toBe('open');
  });

  it('closes a flooding socket; the seat, the other phones and the game carry on', async () => {
    const rig = await lan.start();
    const { a, b, tokenA } = await twoSeated(rig);
    const before = state(rig);
    for (let i = 0; i < 100; i++) a.send({ t: 'press', do: 'flip' });
    expect(await a.closed).toEqual({ code: 1008, reason: 'too many messages' });
    expect(state(rig)).toBe(before);
    const back = await phone(rig);
    expect((await back.resume(tokenA)).seat).toBe(0);
    rig.control({ t: 'control', op: 'start-match' });
    await waitFor(() => b.view()?.stage === 'playing' && back.view()?.stage === 'playing', 'the round to start on both phones');
  });

  it('refuses malformed and binary frames, and closes on an oversized frame', async () => {
    const rig = await lan.start({ limits: { maxJoinFailures: 100 } });
    const before = state(rig);
    const frames = [
      'not json',
      '{"t":"join"}',
      JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: rig.server.roomCode, name: 'x', extra: 1 }),
      JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: rig.server.roomCode, name: 'bad\u0000name' }),
      JSON.stringify({ t: 'join', v: PHONE_PROTOCOL_VERSION, room: rig.server.roomCode, name: '' }),
      JSON.stringify({ t: 'join', v: 99, room: rig.server.roomCode, name: 'Old page' }),
      JSON.stringify({ t: 'press', do: 'steal' }),
      JSON.stringify({ t: 'press', do: 'row', slot: 42 }),
      JSON.stringify({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token: '../../etc/passwd' }),
      JSON.stringify({ t: '__proto__' }),
      '[]',
      'null',
    ];
    for (const frame of frames) {
      const c = await phone(rig);
      c.send(frame);
      expect((await c.closed).code, frame).toBe(1008);
      expect(c.refusals(), frame).toEqual(['malformed']);
    }
    const binary = await phone(rig);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1008);
    const huge = await phone(rig);
    huge.send(JSON.stringify({ t: 'join', v: 1, room: 'ACDEFG', name: 'x'.repeat(MAX_PHONE_MESSAGE_BYTES) }));
    expect((await huge.closed).code).toBe(1009);
    expect(state(rig)).toBe(before);
  });

  it('presses before joining are refused; a socket that never joins is closed', async () => {
    const rig = await lan.start({ limits: { helloTimeoutMs: 200 } });
    const c = await phone(rig);
    c.send({ t: 'press', do: 'stack' });
    await waitFor(() => c.refusals().includes('not-joined'), 'not-joined');
    expect((await c.closed).reason).toBe('join first');
  });

  it('refuses joining when every seat is taken; mid-match a phone is seated for the next round', async () => {
    const rig = await lan.start();
    const seated: PhoneClient[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await phone(rig);
      seated.push(c);
      await c.join(rig.server.roomCode, `P${i + 1}`);
    }
    const thirteenth = await phone(rig);
    await expect(thirteenth.join(rig.server.roomCode, 'Late')).rejects.toThrow('full');
    rig.control({ t: 'lobby', cmd: { op: 'leave', seat: 11 } });
    rig.control({ t: 'control', op: 'start-match' });
    // Issue 30: mid-match the phone takes the open seat, waiting for Ligretto's next round (J1), and its view says so.
    expect((await thirteenth.join(rig.server.roomCode, 'Late')).seat).toBe(11);
    await waitFor(() => thirteenth.view()?.nextRound === true, 'the late phone told it joins the next round');
    expect(thirteenth.view()?.nextMatch).toBeUndefined();
    expect(rig.session.snapshot().seats[11]).toMatchObject({ name: 'Late', waiting: true });
    const kicked = seated[11];
    await waitFor(() => kicked?.refusals().includes('removed') === true, 'the removed phone to be told');
  });
});
