/** The round in brief that the host sends the audience (issue 32): phase, leader, progress, turn and winners per game. */
import { describe, expect, it } from 'vitest';
import { realClock } from '@main/session/clock';
import { Session } from '@main/session/Session';
import { audienceSummary } from '@main/relay/audience-summary';
import type { Snapshot } from '@shared/protocol';

const base = new Session({ clock: realClock, seed: () => 11, log: () => undefined }).snapshot();
const snap = (over: Partial<Snapshot<unknown>>): Snapshot<unknown> => ({ ...base, ...over });

describe('the audience summary', () => {
  it('Ligretto: the leader has the fewest stack cards, progress counts full piles, winners by round points, as seats', () => {
    const state = {
      players: [{ stack: [1, 2, 3] }, { stack: [4] }],
      piles: [{ cards: Array.from({ length: 10 }, (_, i) => i) }, { cards: [1] }],
      scores: [
        { player: 0, points: 3 },
        { player: 1, points: 9 },
      ],
      match: { round: 2 },
    };
    const s = audienceSummary(snap({ stage: 'scores', game: 'ligretto', players: [2, 5], state }), 1);
    expect(s).toMatchObject({ phase: 'result', round: '1:2', leader: 5, done: 1, of: 2, turn: null, winners: [5] });
    expect(s.seats.map((x) => x.seat)).toEqual([2, 5]);
    // While the round is played there are no winners yet, and the audience cheers.
    const playing = audienceSummary(snap({ stage: 'playing', game: 'ligretto', players: [2, 5], state: { ...state, scores: null } }), 1);
    expect(playing).toMatchObject({ phase: 'cheer', winners: [] });
  });

  it('Dice: the leader has the fewest dice to place; progress counts full tracks; a tie leads nobody', () => {
    const tray = (placed: number) => Array.from({ length: 4 }, (_, i) => ({ placed: i < placed }));
    const state = {
      game: 'dice',
      trays: [tray(2), tray(2)],
      board: [[[0, 0, 0, 0, 0, 0], [1], [], []]],
      scores: null,
      match: { round: 1 },
    };
    expect(audienceSummary(snap({ stage: 'countdown', game: 'dice', players: [0, 1], state }), 3)).toMatchObject({
      phase: 'back',
      round: '3:1',
      leader: null,
      done: 1,
      of: 4,
    });
  });

  it("Coloretto: the turn is the game's, winners by final total; the lobby is the vote", () => {
    const state = {
      game: 'coloretto',
      rows: [{ taken: true }, { taken: false }],
      collections: [[], []],
      turn: 1,
      scores: [
        { player: 0, total: 20 },
        { player: 1, total: 20 },
      ],
    };
    expect(audienceSummary(snap({ stage: 'scores', game: 'coloretto', players: [4, 7], state }), 2)).toMatchObject({
      turn: 7,
      done: 1,
      of: 2,
      winners: [4, 7],
    });
    expect(audienceSummary(base, 0).phase).toBe('vote');
  });

  it('a state of the wrong shape gives no leader and no winners rather than wrong ones', () => {
    const s = audienceSummary(snap({ stage: 'scores', game: 'ligretto', players: [0, 1], state: { nonsense: true } }), 1);
    expect(s).toMatchObject({ leader: null, winners: [], done: 0, of: 0 });
  });
});
