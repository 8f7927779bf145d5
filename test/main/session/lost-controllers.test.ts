/** Lost controllers on their own: freed lobby seats, frozen match seats, the pause that waits and the stand-in bots. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import { LobbyState } from '@main/session/lobby-state';
import { LostControllers, type LostMatch } from '@main/session/lost-controllers';
import type { InputBinding } from '@shared/seats';

const pad: InputBinding = { kind: 'pad', id: '0#pad' };
const padMoved: InputBinding = { kind: 'pad', id: '2#pad' };
const keys: InputBinding = { kind: 'keys', set: 0 };

/** A lobby with Ana on the pad (seat 0), Ben on keys (seat 1), and a fake match of seats 0 and 1 that logs its bots. */
function rig(lostController: 'pause' | 'bot', inMatch = true) {
  const lobby = new LobbyState(BUILT_IN_GAMES, 'ligretto', {
    inLobby: () => !inMatch,
    practice: () => false,
    changed: () => undefined,
    log: () => undefined,
  });
  lobby.command({ op: 'join', input: pad, seat: 0, name: 'Ana' }, null);
  lobby.command({ op: 'join', input: keys, seat: 1, name: 'Ben' }, null);
  lobby.command({ op: 'set-options', options: { lostController } }, null);
  const calls: string[] = [];
  let paused = false;
  const match: LostMatch = {
    players: [0, 1],
    standIn: (player, level, seed) => void calls.push(`stand-in ${player} ${level} ${seed}`),
    release: (player) => void calls.push(`release ${player}`),
  };
  const lost = new LostControllers(lobby, {
    match: () => (inMatch ? match : null),
    paused: () => paused,
    setPaused: (on) => {
      paused = on;
      calls.push(on ? 'pause' : 'resume');
    },
    schedule: () => void calls.push('schedule'),
    changed: () => void calls.push('changed'),
    seed: () => 42,
  });
  return { lobby, lost, calls, isPaused: () => paused };
}

describe('LostControllers', () => {
  it('in the lobby a lost controller frees its seat', () => {
    const { lobby, lost, calls } = rig('pause', false);
    lost.lost(pad);
    expect(lobby.seats[0]?.kind).toBe('open');
    expect(lost.frozen).toEqual([]);
    expect(calls).toEqual(['changed']);
  });

  it('mid-match it freezes the seat and pauses; the pad back in another slot rebinds the seat and resumes', () => {
    const { lobby, lost, calls, isPaused } = rig('pause');
    lost.lost(pad);
    expect(lost.frozen).toEqual([{ seat: 0, bot: false }]);
    expect(isPaused()).toBe(true);
    lost.lost(pad);
    expect(lost.frozen).toHaveLength(1);
    lost.found(padMoved, pad);
    expect(lobby.seats[0]?.input).toEqual(padMoved);
    expect(lost.frozen).toEqual([]);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('with the bot option a skilled stand-in plays the seat until its person is back', () => {
    const { lost, calls, isPaused } = rig('bot');
    lost.lost(keys);
    expect(lost.frozen).toEqual([{ seat: 1, bot: true }]);
    expect(isPaused()).toBe(false);
    lost.found(keys, null);
    expect(calls).toEqual(['stand-in 1 skilled 42', 'schedule', 'changed', 'release 1', 'changed']);
  });

  it('a resume by hand is not undone, nor redone, when the controller comes back', () => {
    const { lost, calls } = rig('pause');
    lost.lost(pad);
    lost.resumedByHand();
    lost.found(pad, null);
    expect(calls).toEqual(['pause', 'changed']);
  });

  it('the host chooses: wait pauses, bot stands in and resumes, drop gives the seat to a bot for the match', () => {
    const { lobby, lost, calls, isPaused } = rig('bot');
    expect(lost.choose(0, 'wait')).toBe('seat 1 has no lost controller');
    lost.lost(pad);
    expect(lost.choose(0, 'wait')).toBeNull();
    expect(lost.frozen).toEqual([{ seat: 0, bot: false }]);
    expect(isPaused()).toBe(true);
    expect(lost.choose(0, 'bot')).toBeNull();
    expect(lost.frozen).toEqual([{ seat: 0, bot: true }]);
    expect(isPaused()).toBe(false);
    expect(lost.choose(0, 'drop')).toBeNull();
    expect(lost.frozen).toEqual([]);
    expect(lobby.seats[0]).toMatchObject({ kind: 'bot', botLevel: 'skilled', input: null, name: 'Ana' });
    expect(calls).toEqual([
      'stand-in 0 skilled 42',
      'schedule',
      'changed',
      'release 0',
      'pause',
      'stand-in 0 skilled 42',
      'resume',
      'schedule',
      'changed',
    ]);
  });

  it('reset forgets every frozen seat and the pause it started', () => {
    const { lost, calls } = rig('pause');
    lost.lost(pad);
    lost.reset();
    expect(lost.frozen).toEqual([]);
    lost.found(pad, null);
    expect(calls).toEqual(['pause', 'changed']);
  });
});
