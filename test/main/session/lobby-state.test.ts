/** The lobby's state on its own: lobby commands by stage, game choice, options, restore and the demo's seats. */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '@engine/registry';
import { LobbyState, type LobbyMatch } from '@main/session/lobby-state';
import type { Stage } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type InputBinding } from '@shared/seats';

const pad: InputBinding = { kind: 'pad', id: '0#pad' };

function lobby(): { state: LobbyState; logs: string[] } {
  const logs: string[] = [];
  const state = new LobbyState(BUILT_IN_GAMES, 'ligretto', {
    inLobby: () => true,
    practice: () => false,
    changed: () => undefined,
    log: (l) => logs.push(l),
  });
  return { state, logs };
}

/** A running match at `stage` whose engine players sit in seats 0 and 1; it records the players whose bots it stopped. */
function matchAt(stage: Stage): LobbyMatch & { released: number[] } {
  const released: number[] = [];
  const rules = BUILT_IN_GAMES.get('ligretto');
  if (rules === null) throw new Error('no ligretto');
  return { stage, players: [0, 1], rules, state: null, released, release: (p: number) => void released.push(p) };
}

describe('LobbyState', () => {
  it('seats a person, refuses a join into a taken seat, and changes nothing on a refusal', () => {
    const { state } = lobby();
    expect(state.command({ op: 'join', input: pad, seat: 0, name: 'Ana' }, null)).toBeNull();
    expect(state.seats[0]).toMatchObject({ kind: 'person', name: 'Ana' });
    const before = state.seats;
    expect(state.command({ op: 'join', input: { kind: 'keys', set: 0 }, seat: 0, name: 'Ben' }, null)).not.toBeNull();
    expect(state.seats).toBe(before);
  });

  it('refuses every lobby change mid-round, and mid-match anything but a person joining (a bot seat, or waiting)', () => {
    const { state } = lobby();
    expect(state.command({ op: 'add-bot', seat: 0 }, null)).toBeNull();
    expect(state.command({ op: 'add-bot', seat: 1 }, null)).toBeNull();
    expect(state.command({ op: 'add-bot' }, matchAt('playing'))).toBe('the lobby can change only between rounds');
    expect(state.command({ op: 'set-options', options: { rounds: 2 } }, matchAt('scores'))).toBe('only joining a bot seat works mid-match');
    // Issue 30: an open seat asked for mid-match seats the person waiting for the next match.
    expect(state.command({ op: 'join', input: { kind: 'keys', set: 1 }, seat: 5 }, matchAt('scores'))).toBeNull();
    expect(state.seats[5]).toMatchObject({ kind: 'person', waiting: true });
    const match = matchAt('standings');
    expect(state.command({ op: 'join', input: pad, seat: 1, name: 'Ana' }, match)).toBeNull();
    expect(state.seats[1]).toMatchObject({ kind: 'person', name: 'Ana' });
    expect(match.released).toEqual([1]);
  });

  it('picks only a registered game, and set-options keeps options a message sent as undefined', () => {
    const { state } = lobby();
    expect(state.command({ op: 'set-game', game: 'dice' }, null)).toBeNull();
    expect(state.game).toBe('dice');
    expect(state.command({ op: 'set-game', game: 'chess' }, null)).toBe('no game chess');
    expect(state.game).toBe('dice');
    expect(state.command({ op: 'set-options', options: { rounds: 3, lostController: undefined } }, null)).toBeNull();
    // `rounds` is named by Ligretto's and Dice's options: both get it, and nothing else changes.
    const { games } = DEFAULT_MATCH_OPTIONS;
    expect(state.options).toEqual({
      ...DEFAULT_MATCH_OPTIONS,
      games: { ...games, ligretto: { ...games.ligretto, rounds: 3 }, dice: { ...games.dice, rounds: 3 } },
    });
  });

  it('restores a saved lobby, keeping the current game when the saved one is unknown here', () => {
    const { state } = lobby();
    const other = lobby().state;
    other.command({ op: 'add-bot', seat: 3 }, null);
    const games = { ...DEFAULT_MATCH_OPTIONS.games, ligretto: { ...DEFAULT_MATCH_OPTIONS.games.ligretto, rounds: 4 } };
    state.restore(other.seats, { ...DEFAULT_MATCH_OPTIONS, games }, 'chess');
    expect(state.seats[3]?.kind).toBe('bot');
    expect(state.options.games.ligretto.rounds).toBe(4);
    expect(state.game).toBe('ligretto');
    state.restore(other.seats, DEFAULT_MATCH_OPTIONS, 'coloretto');
    expect(state.game).toBe('coloretto');
  });

  it('needs two players to start; seats a demo of bots and clears it', () => {
    const { state } = lobby();
    expect(state.startProblem()).toBe('a match needs at least 2 players');
    state.seatDemo(3);
    expect(state.seats.filter((s) => s.kind === 'bot')).toHaveLength(3);
    expect(state.startProblem()).toBeNull();
    expect(state.matchOptions()).toBe(state.options);
    state.clearSeats();
    expect(state.seats.every((s) => s.kind === 'open')).toBe(true);
  });

  it('without an event a match end records nothing and the snapshot shows no event', () => {
    const { state, logs } = lobby();
    state.matchEnded(matchAt('match-over'));
    expect(logs).toEqual([]);
    expect(state.eventView(null)).toBeNull();
  });
});
