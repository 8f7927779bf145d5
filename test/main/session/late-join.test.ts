/**
 * Late joiners (issue 30): once a match runs, a person who joins is seated at once but waits for the next match; the
 * running match's players never change, and when it is over they sit like everyone else.
 */
import { describe, expect, it } from 'vitest';
import { lateJoin, seatLatecomers, waitingSeatCommand } from '@main/session/late-join';
import { emptySeats } from '@main/session/lobby';
import { openSeat, type Seat } from '@shared/seats';
import { addBots, expectReach, flush, makeRig, View } from './harness';

const person = (i: number, name: string): Seat => ({ ...openSeat(i), kind: 'person', name, input: { kind: 'keys', set: 0 } });

describe('late joiners', () => {
  it('take an open seat, marked waiting: never a bot seat nor a seat asked for that is taken', () => {
    const seats = emptySeats();
    seats[0] = person(0, 'Ana');
    seats[1] = { ...openSeat(1), kind: 'bot' };
    const r = lateJoin(seats, { op: 'join', input: { kind: 'pad', id: 'p1' }, seat: 1, name: 'Eva' });
    if (!r.ok) return expect.fail(r.error);
    expect(r.seats[1]?.kind).toBe('bot');
    expect(r.seats[2]).toMatchObject({ kind: 'person', name: 'Eva', waiting: true });
    expect(r.seats.filter((s) => s.waiting)).toHaveLength(1);
    expect(lateJoin(r.seats, { op: 'join', input: { kind: 'pad', id: 'p1' } }).ok, 'one seat per controller').toBe(false);
    expect(waitingSeatCommand(r.seats, { op: 'leave', seat: 2 })).toBe(true);
    expect(waitingSeatCommand(r.seats, { op: 'leave', seat: 0 })).toBe(false);
  });

  it('sit like everyone once the match is over, back in their own seat number after the practice round', () => {
    const lobbySeats = emptySeats();
    lobbySeats[0] = person(0, 'Ana');
    const practice = lobbySeats.map((s, i) => (i === 1 ? { ...openSeat(1), kind: 'bot' as const } : s));
    practice[4] = { ...person(4, 'Eva'), input: { kind: 'phone', id: 'ph' }, waiting: true };
    const after = seatLatecomers(practice, lobbySeats);
    expect(after[1]?.kind, 'the practice bot is gone').toBe('open');
    expect(after[4]).toMatchObject({ kind: 'person', name: 'Eva' });
    expect(after[4]?.waiting).toBeUndefined();
    expect(seatLatecomers(practice).every((s) => s.waiting === undefined)).toBe(true);
  });

  it('joining mid-round are seated waiting, change nothing of the running match, and play the next one', async () => {
    const rig = makeRig({ seed: 5 });
    const view = new View(rig.session);
    await view.hello();
    view.lobby({ op: 'join', input: { kind: 'keys', set: 0 }, name: 'Ana' });
    addBots(view, ['relaxed']);
    view.send({ t: 'control', op: 'start-match' });
    await expectReach(rig, (s) => s.stage === 'playing', 60_000, 'playing');
    const before = view.last();
    view.lobby({ op: 'join', input: { kind: 'pad', id: 'late#pad' }, name: 'Eva' });
    await flush();
    const during = view.last();
    expect(view.refusals()).toEqual([]);
    expect(during.seats[2]).toMatchObject({ kind: 'person', name: 'Eva', waiting: true });
    expect(during.players).toEqual(before.players);
    expect(during.state?.players.length).toBe(2);
    // A waiting seat may change its mind: renaming it works mid-match, other lobby changes do not.
    view.lobby({ op: 'update-seat', seat: 2, patch: { name: 'Evi' } });
    view.lobby({ op: 'add-bot' });
    await flush();
    expect(view.last().seats[2]?.name).toBe('Evi');
    expect(view.refusals()).toHaveLength(1);

    view.send({ t: 'control', op: 'end-match' });
    await expectReach(rig, (s) => s.stage === 'lobby', 60_000, 'lobby');
    expect(view.last().seats[2]).toMatchObject({ kind: 'person', name: 'Evi' });
    expect(view.last().seats[2]?.waiting).toBeUndefined();
    view.send({ t: 'control', op: 'start-match' });
    await expectReach(rig, (s) => s.stage === 'countdown' || s.stage === 'playing', 60_000, 'the next match');
    expect(view.last().players).toEqual([0, 1, 2]);
  });
});
