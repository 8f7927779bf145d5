/** Play, everybody at once: DP1-DP7, rejections as values, F1's rules for dice intents. */
import { describe, expect, it } from 'vitest';
import { diceLegalIntents, diceView, reduceDice } from '@engine/dice/index';
import { diceRules } from '@engine/dice/rules';
import { DICE_REJECT_REASONS } from '@shared/games/dice/intent';
import { dieForColor } from '@shared/games/dice/view';
import { act, dealt, eventsOf, ok, placedOf, running, started, tray } from './helpers';

describe('the start call', () => {
  it('DP1 on the start call every seat rolls all its dice at once, seeded', () => {
    const s = dealt({ players: 4 }, 11);
    const r = ok(reduceDice(s, { type: 'start' }));
    expect(r.state.phase).toBe('playing');
    expect(r.state.trays.flat().every((d) => d.value !== null && d.value >= 1 && d.value <= 6)).toBe(true);
    expect(eventsOf(r, 'rolled').map((e) => [e.player, e.dice.length])).toEqual([
      [0, 6],
      [1, 6],
      [2, 6],
      [3, 6],
    ]);
    expect(ok(reduceDice(s, { type: 'start' })).state).toEqual(r.state);
    expect(reduceDice(r.state, { type: 'start' })).toEqual({ ok: false, reason: 'wrong-phase' });
  });

  it('DP1 intents before the start call are rejected as not-running', () => {
    expect(act(dealt({ players: 2 }), { player: 0, do: 'reroll' })).toEqual({ ok: false, reason: 'not-running' });
  });
});

describe('placing a die', () => {
  it('DP2 a die of colour c showing v goes on the track of c whose fields 1..v-1 are filled and v is empty', () => {
    const s = running([tray('y1 y3 r1'), tray('g2')]);
    const r = ok(act(s, { player: 0, do: 'place', die: 0 }));
    expect(r.state.board[0]?.[1]).toEqual([0]);
    expect(r.set).toBe(0);
    expect(r.state.trays[0]?.[0]?.placed).toBe(true);
    expect(eventsOf(r, 'placed')).toEqual([{ type: 'placed', player: 0, die: 0, color: 'y', value: 1, set: 0 }]);
    // Yellow 3 needs yellow 2 first (strictly ascending, no gaps); green 2 needs green 1.
    expect(act(r.state, { player: 0, do: 'place', die: 1 })).toEqual({ ok: false, reason: 'no-fit' });
    expect(act(r.state, { player: 1, do: 'place', die: 0 })).toEqual({ ok: false, reason: 'no-fit' });
  });

  it('DP2 with several tracks that take the die the lowest-numbered set gets it; a placed die stays on the board', () => {
    const s = running([tray('b3 b3 r6'), tray('r1')], [{ b: 2 }, { b: 2 }, { b: 2 }]);
    const first = ok(act(s, { player: 0, do: 'place', die: 1 }));
    expect(first.set).toBe(0);
    const second = ok(act(first.state, { player: 0, do: 'place', die: 0 }));
    expect(second.set).toBe(1);
    expect(second.state.board.map((set) => set[3]?.length)).toEqual([3, 3, 2]);
    expect(act(second.state, { player: 0, do: 'place', die: 1 })).toEqual({ ok: false, reason: 'bad-die' });
  });

  it('DP2 a die number beyond the tray, or a die already placed, is bad-die; nothing changes', () => {
    const s = running([tray('y1'), tray('g2 g1')]);
    expect(act(s, { player: 0, do: 'place', die: 3 })).toEqual({ ok: false, reason: 'bad-die' });
  });

  it('DP3 first come, first served: the faster seat takes the field, the slower die is rejected and stays in its tray', () => {
    const s = running([tray('y1 r6'), tray('y1 b5')]);
    const a = ok(act(s, { player: 0, do: 'place', die: 0 }, 100));
    const b = act(a.state, { player: 1, do: 'place', die: 0 }, 101);
    expect(b).toEqual({ ok: false, reason: 'no-fit' });
    expect(a.state.trays[1]?.[0]).toEqual({ color: 'y', value: 1, placed: false });
    // It would have fitted a moment earlier: "too slow!", not a wrong press (F1 does not lock it).
    expect(diceRules.late(s, { player: 1, do: 'place', die: 0 }, 'no-fit')).toBe(true);
    expect(diceRules.late(s, { player: 1, do: 'place', die: 1 }, 'no-fit')).toBe(false);
    // It can only be used again after a reroll: the yellow 1 field is taken for good.
    expect(diceLegalIntents(a.state, 1)).toEqual([{ player: 1, do: 'reroll' }]);
  });
});

describe('rerolls', () => {
  it('DP4 a reroll rolls all unplaced dice of the seat, never a part, placed dice stay; allowed when a die fits too', () => {
    const s = running([tray('y1 r2 g3 b4'), tray('r1')], [{}], 0);
    const placed = ok(act(s, { player: 0, do: 'place', die: 0 })).state;
    const r = ok(act(placed, { player: 0, do: 'reroll' }, 50));
    expect(eventsOf(r, 'rolled')).toEqual([{ type: 'rolled', player: 0, dice: expect.any(Array) as unknown, lockedUntil: null }]);
    expect(eventsOf(r, 'rolled')[0]?.dice.map((d) => d.die)).toEqual([1, 2, 3]);
    expect(r.state.trays[0]?.[0]).toEqual({ color: 'y', value: 1, placed: true });
    expect(r.state.trays[0]?.map((d) => d.color)).toEqual(['y', 'r', 'g', 'b']);
    expect(r.state.trays[1]).toEqual(placed.trays[1]);
    expect(r.state.rerolls).toEqual([1, 0]);
    // The red 1 of seat 1 fits, and seat 1 may still reroll instead (seed: "no puede o no quiere").
    expect(act(r.state, { player: 1, do: 'reroll' }, 60).ok).toBe(true);
  });

  it('DP4 rerolls draw from the RNG in arrival order: the same intents in the same order give the same faces', () => {
    const s = started({ players: 3, rerollLockMs: 0 }, 21);
    const order = (seats: number[]) =>
      seats.reduce((st, player) => ok(act(st, { player, do: 'reroll' })).state, s).trays.map((t) => t.map((d) => d.value));
    expect(order([0, 1, 2])).toEqual(order([0, 1, 2]));
    expect(order([0, 1, 2])).not.toEqual(order([2, 1, 0]));
  });

  it('DP5 after a reroll the seat is locked for rerollLockMs game ms: its intents are rejected as locked, others play on', () => {
    const s = running([tray('y1 r1 g1'), tray('b1')], [{}], 800);
    const r = ok(act(s, { player: 0, do: 'reroll' }, 1000));
    expect(r.state.lockedUntil).toEqual([1800, null]);
    expect(diceView(r.state, 0).rollingUntil).toBe(1800);
    expect(act(r.state, { player: 0, do: 'place', die: 0 }, 1799)).toEqual({ ok: false, reason: 'locked' });
    expect(act(r.state, { player: 0, do: 'reroll' }, 1500)).toEqual({ ok: false, reason: 'locked' });
    expect(act(r.state, { player: 1, do: 'place', die: 0 }, 1001).ok).toBe(true);
    expect(act(r.state, { player: 0, do: 'reroll' }, 1800).ok).toBe(true);
    // Without a clock (a replay file) the lock is not applied; with rerollLockMs 0 there is none.
    expect(act(r.state, { player: 0, do: 'reroll' }).ok).toBe(true);
    const open = ok(act(running([tray('y1'), tray('b1')], [{}], 0), { player: 0, do: 'reroll' }, 1000));
    expect(open.state.lockedUntil).toEqual([null, null]);
  });

  it('DP6 the seat that places its last die ends the round at once; intents after it are rejected', () => {
    const s = running([tray('y1 y2'), tray('r1 b1'), tray('g1')]);
    const a = ok(act(s, { player: 0, do: 'place', die: 0 }));
    const b = ok(act(a.state, { player: 0, do: 'place', die: 1 }));
    expect(b.state.phase).toBe('round-over');
    expect(b.state.finishedBy).toBe(0);
    expect(eventsOf(b, 'round-stopped')).toEqual([{ type: 'round-stopped', player: 0 }]);
    expect(act(b.state, { player: 1, do: 'place', die: 0 })).toEqual({ ok: false, reason: 'not-running' });
    expect(act(b.state, { player: 2, do: 'reroll' })).toEqual({ ok: false, reason: 'not-running' });
  });

  it('DP6 if two seats could finish in one tick the first applied intent decides', () => {
    const s = running([tray('y1'), tray('r1')]);
    const first = ok(act(s, { player: 1, do: 'place', die: 0 }, 10));
    expect(first.state.finishedBy).toBe(1);
    expect(act(first.state, { player: 0, do: 'place', die: 0 }, 10)).toEqual({ ok: false, reason: 'not-running' });
  });
});

describe('rejections are values', () => {
  it('D1 malformed intents, unknown seats and actions are refused with a reason and change nothing', () => {
    const s = running([tray('y1'), tray('r1')]);
    const frozen = JSON.stringify(s);
    const cases: [unknown, string][] = [
      [{ player: 0, do: 'flip' }, 'malformed'],
      [{ player: 0, do: 'place' }, 'malformed'],
      [{ player: 0, do: 'place', die: -1 }, 'malformed'],
      [{ player: 0, do: 'reroll', extra: 1 }, 'malformed'],
      [null, 'malformed'],
      [{ player: 5, do: 'reroll' }, 'unknown-player'],
      [{ player: 11, do: 'place', die: 0 }, 'unknown-player'],
    ];
    for (const [intent, reason] of cases) {
      expect(reduceDice(s, { type: 'intent', intent }), JSON.stringify(intent)).toEqual({ ok: false, reason });
      expect(Object.keys(DICE_REJECT_REASONS)).toContain(reason);
    }
    expect(reduceDice(s, { type: 'next-round' })).toEqual({ ok: false, reason: 'wrong-phase' });
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('F1 a wrong place (no-fit, bad-die) is what the fair-play lock punishes; a reroll is never held back or punished', () => {
    const fair = diceRules.fairPlay;
    expect(fair?.locks({ player: 0, do: 'place', die: 0 })).toBe(true);
    expect(fair?.locks({ player: 0, do: 'reroll' })).toBe(false);
    expect(fair?.punishes({ player: 0, do: 'place', die: 0 }, 'no-fit')).toBe(true);
    expect(fair?.punishes({ player: 0, do: 'place', die: 0 }, 'bad-die')).toBe(true);
    expect(fair?.punishes({ player: 0, do: 'place', die: 0 }, 'locked')).toBe(false);
    expect(fair?.punishes({ player: 0, do: 'reroll' }, 'not-running')).toBe(false);
  });

  it('controls: a colour button means the die of that colour that fits the lowest field, none when no such die fits', () => {
    const s = running([tray('y2 r1 y1 y3'), tray('b1')], [{ y: 1 }]);
    const view = diceView(s, 0);
    expect(dieForColor(view, 'y')).toBe(0);
    expect(dieForColor(view, 'r')).toBe(1);
    expect(dieForColor(view, 'b')).toBeNull();
    expect(dieForColor(view, 'g')).toBeNull();
    expect(placedOf(s, 'y')).toBe(1);
  });
});
