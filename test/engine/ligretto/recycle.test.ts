/** P7 option `recycle`: the used-up hand turned over (default) or shuffled from the game's RNG (Spanish text). */
import { describe, expect, it } from 'vitest';
import { isBlockade, playerCanMove, needMasks, runReplay, stateHash } from '@engine/ligretto/index';
import { cardLabel } from '@shared/games/ligretto/cards';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { parseReplayText } from '@shared/games/ligretto/replay-schema';
import { act, dealOf, fromDeal, I, start, type DealSpec } from './helpers';
import { assertInvariants } from './invariants';

const KEEPER: DealSpec = { row: ['y1'] };

function game(recycle: 'turn-over' | 'shuffle' | undefined, seed = 0): LigrettoState {
  const { state } = fromDeal({ players: 2, ...(recycle === undefined ? {} : { recycle }) }, [{}, KEEPER], seed);
  return start(state);
}

/** Flips seat 0 through its whole first pass: hand empty, everything on the waste. */
function throughFirstPass(state: LigrettoState): LigrettoState {
  let s = state;
  while ((s.players[0]?.hand.length ?? 0) > 0) s = act(s, I.flip(0)).state;
  return s;
}

describe('P7 recycle option', () => {
  it('P7 recycle defaults to turn-over: the waste comes back in its original order and the RNG is untouched', () => {
    const s = throughFirstPass(game(undefined));
    expect(s.options.recycle).toBe('turn-over');
    const waste = s.players[0]?.waste ?? [];
    const r = act(s, I.flip(0));
    expect(r.state.players[0]?.hand).toEqual([...waste].reverse().slice(0, -3));
    expect(r.state.rng).toBe(s.rng);
  });

  it('P7 recycle shuffle: the recycled hand is the same cards in a seeded order, drawn from the game RNG', () => {
    const s = throughFirstPass(game('shuffle', 5));
    const waste = s.players[0]?.waste ?? [];
    const r = act(s, I.flip(0));
    expect(r.events[0]).toEqual({ type: 'waste-recycled', player: 0, count: waste.length });
    const after = r.state.players[0];
    const cards = [...(after?.hand ?? []), ...(after?.waste ?? [])];
    expect([...cards].sort((a, b) => a - b)).toEqual([...waste].sort((a, b) => a - b));
    expect(after?.hand).not.toEqual([...waste].reverse().slice(0, -3));
    expect(r.state.rng).not.toBe(s.rng);
    assertInvariants(r.state);
    // Same state, same shuffle: the seed makes it reproducible.
    expect(stateHash(act(s, I.flip(0)).state)).toBe(stateHash(r.state));
    // A different game RNG shuffles differently.
    const other = act({ ...s, rng: s.rng + 1 }, I.flip(0)).state;
    expect(other.players[0]?.hand).not.toEqual(after?.hand);
  });

  it('P7 recycle shuffle: a replay file with options.recycle reproduces the shuffled round exactly', () => {
    let s = game('shuffle', 11);
    const intents: LigrettoIntent[] = [];
    for (let i = 0; i < 20; i++) {
      intents.push(I.flip(0));
      s = act(s, I.flip(0)).state;
    }
    const deal = dealOf(fromDeal({ players: 2, recycle: 'shuffle' }, [{}, KEEPER], 11).state);
    const text = JSON.stringify({
      options: { players: 2, recycle: 'shuffle' },
      seed: 11,
      deal: deal.map((d) => ({ stack: d.stack.map(cardLabel), row: d.row.map(cardLabel), hand: d.hand.map(cardLabel) })),
      intents,
    });
    const parsed = parseReplayText(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const run = runReplay(parsed.file);
    if (!run.ok) throw new Error(run.problems.join('; '));
    expect(stateHash(run.final)).toBe(stateHash(s));
  });

  it('P7 a replay file refuses an unknown recycle rule', () => {
    const parsed = parseReplayText(JSON.stringify({ options: { players: 2, recycle: 'riffle' }, seed: 1, intents: [] }));
    expect(parsed.ok).toBe(false);
  });

  it('P7 B1 with recycle shuffle: any hand or waste card that fits is a possible move (a shuffle can bring it up)', () => {
    const s = game('shuffle');
    const p = s.players[0];
    if (!p) throw new Error('no seat 0');
    // Seat 0's deal hides its 1s at hand positions a turned-over cycle never shows (the helper's quiet deal).
    const masks = needMasks(s.piles);
    const hidden = { ...p, stack: [], row: p.row.map(() => []), waste: [] };
    expect(playerCanMove(hidden, masks, false, 'turn-over')).toBe(false);
    expect(playerCanMove(hidden, masks, false, 'shuffle')).toBe(true);
    expect(isBlockade(s)).toBe(false);
  });
});
