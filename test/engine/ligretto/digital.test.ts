/** Digital play: D1 (every intent checked, rejections change nothing) and D2 (determinism). */
import { describe, expect, it } from 'vitest';
import { legalIntents, newGame, reduce, stateHash } from '@engine/ligretto/index';
import type { Action, LigrettoIntent, RejectReason } from '@shared/games/ligretto/intent';
import { REJECT_REASONS } from '@shared/games/ligretto/intent';
import { resolveOptions } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { act, actAll, deepFreeze, expectRejected, fromDeal, I, seeded, start, times, type DealSpec } from './helpers';
import { playRoundOut } from './drive';

const KEEPER: DealSpec = { row: ['y1'] };

interface RejectCase {
  readonly name: string;
  readonly state: LigrettoState;
  readonly action: Action;
  readonly reason: RejectReason;
}

const intent = (value: unknown): Action => ({ type: 'intent', intent: value as LigrettoIntent });

function rejectCases(): RejectCase[] {
  const waiting = fromDeal({ players: 2 }, [{ stack: ['g5'], row: ['b2'] }, KEEPER]).state;
  const playing = start(waiting);
  const advanced = start(fromDeal({ players: 2, advancedRow: true }, [{ stack: ['g9'], row: ['y10', 'g10'] }, KEEPER]).state);
  const stopped = actAll(
    start(fromDeal({ players: 2, handicap: [5, 10] }, [{ stack: ['r1', 'r2', 'r3', 'r4', 'r5'] }, KEEPER]).state),
    times(5, I.stack(0)),
  ).state;
  const over = actAll(
    start(fromDeal({ players: 2, handicap: [5, 10], rounds: 1 }, [{ stack: ['r1', 'r2', 'r3', 'r4', 'r5'] }, KEEPER]).state),
    times(5, I.stack(0)),
  ).state;
  if (stopped.phase !== 'round-over' || !over.match.over) throw new Error('setup: the rounds did not end');
  const cases: RejectCase[] = [
    { name: 'an intent before the start call', state: waiting, action: intent(I.stack(0)), reason: 'not-running' },
    { name: 'an intent after "Ligretto stop!"', state: stopped, action: intent(I.flip(1)), reason: 'not-running' },
    { name: 'a seat beyond the players', state: playing, action: intent(I.stack(2)), reason: 'unknown-player' },
    { name: 'a negative seat', state: playing, action: intent(I.flip(-1)), reason: 'unknown-player' },
    { name: 'a huge seat', state: playing, action: intent({ player: 1e12, do: 'flip' }), reason: 'unknown-player' },
    { name: 'a row slot past the row', state: playing, action: intent(I.row(0, 5)), reason: 'bad-slot' },
    { name: 'a negative row slot', state: playing, action: intent(I.row(0, -1)), reason: 'bad-slot' },
    { name: 'a row placement on a missing slot', state: advanced, action: intent(I.stackToRow(0, 3000)), reason: 'bad-slot' },
    { name: 'the waste while it is empty', state: playing, action: intent(I.waste(0)), reason: 'empty-source' },
    { name: 'a waste placement while the waste is empty', state: advanced, action: intent(I.wasteToRow(1, 0)), reason: 'empty-source' },
    { name: 'a stack top that fits no pile', state: playing, action: intent(I.stack(0)), reason: 'no-fit' },
    { name: 'a row card that fits no pile', state: playing, action: intent(I.row(0, 0)), reason: 'no-fit' },
    { name: 'a row placement that does not fit the slot', state: advanced, action: intent(I.stackToRow(0, 1)), reason: 'no-fit' },
    { name: 'a row placement without advancedRow', state: playing, action: intent(I.stackToRow(0, 0)), reason: 'not-allowed' },
    { name: 'a waste placement without advancedRow', state: playing, action: intent(I.wasteToRow(0, 0)), reason: 'not-allowed' },
    { name: 'the start call while playing', state: playing, action: { type: 'start' }, reason: 'wrong-phase' },
    { name: 'the start call after the stop', state: stopped, action: { type: 'start' }, reason: 'wrong-phase' },
    { name: 'next-round while playing', state: playing, action: { type: 'next-round' }, reason: 'wrong-phase' },
    { name: 'next-round before the start call', state: waiting, action: { type: 'next-round' }, reason: 'wrong-phase' },
    { name: 'an intent once the match is over', state: over, action: intent(I.flip(1)), reason: 'match-over' },
    { name: 'next-round once the match is over', state: over, action: { type: 'next-round' }, reason: 'match-over' },
    {
      name: 'next-round with newcomers past 12 players (J3)',
      state: stopped,
      action: { type: 'next-round', join: 11 },
      reason: 'table-full',
    },
    { name: 'next-round with a fractional join (J1)', state: stopped, action: { type: 'next-round', join: 0.5 }, reason: 'malformed' },
  ];
  const malformed: unknown[] = [
    null,
    undefined,
    42,
    'stack',
    [],
    {},
    { player: 0 },
    { do: 'stack' },
    { player: '0', do: 'stack' },
    { player: 0.5, do: 'flip' },
    { player: Number.NaN, do: 'flip' },
    { player: 0, do: 'jump' },
    { player: 0, do: 'STACK' },
    { player: 0, do: 'row' },
    { player: 0, do: 'row', slot: 1.5 },
    { player: 0, do: 'row', slot: '1' },
    { player: 0, do: 'row', slot: Number.POSITIVE_INFINITY },
    { player: 0, do: 'stack-to-row', slot: null },
    { player: 0, do: 'stack', slot: 1 },
    { player: 0, do: 'flip', slot: 0 },
  ];
  for (const value of malformed) {
    cases.push({
      name: `the intent ${JSON.stringify(value) ?? String(value)}`,
      state: playing,
      action: intent(value),
      reason: 'malformed',
    });
  }
  for (const action of [{ type: 'dance' }, { type: 'intent' }, {}, null, undefined, 7]) {
    cases.push({
      name: `the action ${action === undefined ? 'undefined' : JSON.stringify(action)}`,
      state: playing,
      action: action as unknown as Action,
      reason: 'malformed',
    });
  }
  return cases;
}

describe('D1 every intent is checked', () => {
  const cases = rejectCases();

  it('D1 every documented rejection reason is produced by some action (locked is the session F1 refusal, never the engine)', () => {
    const produced = new Set(cases.map((c) => c.reason));
    expect(produced.has('locked')).toBe(false);
    expect([...produced].sort()).toEqual(
      Object.keys(REJECT_REASONS)
        .filter((r) => r !== 'locked')
        .sort(),
    );
  });

  for (const c of cases) {
    it(`D1 ${c.reason}: ${c.name} is rejected and changes nothing`, () => {
      deepFreeze(c.state); // any attempt to mutate the state would throw
      expectRejected(c.state, c.action, c.reason);
    });
  }

  it('D1 a malformed intent is rejected even before the start call and after the match', () => {
    const waiting = seeded({ players: 3 }, 9);
    expectRejected(waiting, intent({ player: 0, do: 'nope' }), 'malformed');
    expectRejected(waiting, intent({ player: 5, do: 'flip' }), 'unknown-player');
  });

  it('D1 an accepted intent never mutates the state it was applied to', () => {
    const s = deepFreeze(
      start(
        fromDeal({ players: 2, advancedRow: true }, [{ stack: ['r1', 'g9'], row: ['y10', 'r2'], hand: ['b3', 'b2', 'b1'] }, KEEPER]).state,
      ),
    );
    const hash = stateHash(s);
    const { state } = actAll(s, [I.stack(0), I.row(0, 1), I.stackToRow(0, 0), I.flip(0), I.waste(0), I.waste(0), I.waste(0)]);
    expect(stateHash(s)).toBe(hash);
    expect(state.piles).toHaveLength(2);
  });
});

describe('D2 determinism', () => {
  /** Plays a seeded match round with the driver, recording each accepted action and each state's hash. */
  function recordRound(seed: number): { actions: Action[]; hashes: string[]; final: string } {
    const options = resolveOptions({ players: 4, advancedRow: true, rowSize: 'large-table', handicap: [10, 8, 6, 5] });
    const g = newGame(options, seed);
    if (!g.ok) throw new Error('refused');
    const actions: Action[] = [];
    const hashes: string[] = [stateHash(g.state)];
    let state = g.state;
    let seat = 0;
    while (state.phase !== 'round-over') {
      let action: Action;
      if (state.phase === 'awaiting-start') action = { type: 'start' };
      else {
        const legal = legalIntents(state, seat);
        seat = (seat + 1) % 4;
        // Rotate through the legal intents so the flip / play mix varies with the step count.
        const pick = legal[actions.length % Math.max(1, legal.length)];
        if (pick === undefined) continue;
        action = { type: 'intent', intent: pick };
      }
      const r = reduce(state, action);
      if (!r.ok) throw new Error(r.reason);
      actions.push(action);
      state = r.state;
      hashes.push(stateHash(state));
      if (actions.length > 50_000) throw new Error('round too long');
    }
    return { actions, hashes, final: stateHash(state) };
  }

  it('D2 the same options, seed and intents reproduce every state exactly', () => {
    const a = recordRound(31337);
    const b = recordRound(31337);
    expect(b.hashes).toEqual(a.hashes);
    // Replaying the recorded actions onto a fresh game gives the same states.
    const g = newGame(resolveOptions({ players: 4, advancedRow: true, rowSize: 'large-table', handicap: [10, 8, 6, 5] }), 31337);
    if (!g.ok) throw new Error('refused');
    let state = g.state;
    const replayed = [stateHash(state)];
    for (const action of a.actions) {
      const r = reduce(state, action);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      replayed.push(stateHash(state));
    }
    expect(replayed).toEqual(a.hashes);
    expect(recordRound(31338).final).not.toBe(a.final);
  });

  it('D2 an explicit deal, its seed and the intents reproduce reshuffles exactly; the seed drives them', () => {
    const deal: DealSpec[] = [{ stack: ['r1', 'y10'] }, {}];
    const run = (seed: number): LigrettoState => act(start(fromDeal({ players: 2 }, deal, seed).state), I.stack(0)).state;
    const a = run(3);
    expect(a.reshuffles).toBeGreaterThan(0);
    expect(stateHash(run(3))).toBe(stateHash(a));
    expect(run(3)).toEqual(a);
    const other = run(4);
    expect(other.players.map((p) => p.hand)).not.toEqual(a.players.map((p) => p.hand));
  });

  it('D2 whole matches replay identically from the seed', () => {
    const play = (): string => {
      let state = seeded({ players: 3, rounds: 2 }, 8);
      state = playRoundOut(state).state;
      const next = reduce(state, { type: 'next-round' });
      if (!next.ok) throw new Error(next.reason);
      return stateHash(playRoundOut(next.state).state);
    };
    expect(play()).toBe(play());
  });

  it('D2 stateHash is the same for equal states and differs when a card moves', () => {
    const s = seeded({ players: 2 }, 1);
    expect(stateHash(structuredClone(s))).toBe(stateHash(s));
    const p0 = s.players[0];
    if (!p0) throw new Error('no seat');
    const moved: LigrettoState = { ...s, players: [{ ...p0, hand: p0.hand.slice(1), waste: p0.hand.slice(0, 1) }, ...s.players.slice(1)] };
    expect(stateHash(moved)).not.toBe(stateHash(s));
    expect(stateHash(s)).toMatch(/^[0-9a-f]{16}$/);
  });
});
