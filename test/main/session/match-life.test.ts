/** A match's life on its own: started from the lobby, recorded to the saves (never the demo), refused, and ended. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOTS } from '@bots/index';
import { BUILT_IN_GAMES } from '@engine/registry';
import { ManualClock } from '@main/session/clock';
import { LobbyState } from '@main/session/lobby-state';
import { LostControllers } from '@main/session/lost-controllers';
import { MatchLife } from '@main/session/match-life';
import type { MatchRecord } from '@main/session/ports';

function rig() {
  const logs: string[] = [];
  const records: MatchRecord['kind'][] = [];
  const calls: string[] = [];
  let seed = 7;
  const deps = { clock: new ManualClock(), seed: () => seed++, log: (l: string) => void logs.push(l) };
  const lobby = new LobbyState(BUILT_IN_GAMES, 'ligretto', {
    inLobby: () => true,
    practice: () => false,
    changed: () => undefined,
    log: deps.log,
  });
  const lost = new LostControllers(lobby, {
    match: () => null,
    paused: () => false,
    setPaused: () => undefined,
    schedule: () => undefined,
    changed: () => undefined,
    seed: deps.seed,
  });
  const saves = { record: (e: MatchRecord) => void records.push(e.kind), resumePlan: () => null };
  const life = new MatchLife(deps, BUILT_IN_GAMES, BUILT_IN_BOTS, lobby, lost, {
    now: () => 0,
    played: () => undefined,
    saves: () => saves,
    autoAdvance: () => false,
    changed: () => void calls.push('changed'),
    stopped: () => void calls.push('stopped'),
    broadcast: () => undefined,
  });
  return { life, lobby, logs, records, calls, seedNow: () => seed };
}

describe('MatchLife', () => {
  it('starts the lobby game with its seats, records it, and draws the deal, runner and bot seeds in that order', () => {
    const { life, lobby, records, seedNow } = rig();
    lobby.command({ op: 'add-bot', seat: 0 }, null);
    lobby.command({ op: 'add-bot', seat: 4 }, null);
    expect(life.inLobby()).toBe(true);
    expect(life.start()).toBeNull();
    expect(life.match?.players).toEqual([0, 4]);
    expect(life.match?.rules.id).toBe('ligretto');
    expect(records).toEqual(['match-started']);
    expect(seedNow()).toBe(10);
    expect(life.inLobby()).toBe(false);
  });

  it('refuses a start the game does not allow, logs why and starts nothing', () => {
    const { life, lobby, logs } = rig();
    lobby.command({ op: 'set-game', game: 'dice' }, null);
    lobby.command({ op: 'add-bot', seat: 0 }, null);
    const error = life.start();
    expect(error).toMatch(/^dice needs \d+ to \d+ players$/);
    expect(logs).toEqual([`match refused: ${error}`]);
    expect(life.match).toBeNull();
  });

  it('back to the lobby drops the match, says so to the saves and the session', () => {
    const { life, lobby, records, calls } = rig();
    lobby.seatDemo(2);
    life.start();
    life.toLobby(true);
    expect(life.match).toBeNull();
    expect(records).toEqual(['match-started', 'match-left']);
    expect(calls.slice(-2)).toEqual(['stopped', 'changed']);
  });

  it('the demo seats bots, records nothing while it runs, and leaves open seats behind', () => {
    const { life, lobby, records } = rig();
    life.startDemo(3);
    expect(life.demo).toBe(true);
    expect(life.match?.players).toEqual([0, 1, 2]);
    expect(records).toEqual(['match-left']);
    life.toLobby();
    expect(life.demo).toBe(false);
    expect(lobby.seats.every((s) => s.kind === 'open')).toBe(true);
  });
});
