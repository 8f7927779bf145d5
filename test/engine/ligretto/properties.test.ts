/**
 * Property tests: random options, seeds and intent sequences (mostly legal, mixed with garbage), with the
 * invariants of test/engine/ligretto/invariants.ts checked after every action.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockade, legalIntents, needMasks, newGame, playerCanMove, reachableWasteTops, reduce, stateHash } from '@engine/ligretto/index';
import { COLORS, fullDeck, makeCard, type Card } from '@shared/games/ligretto/cards';
import { INTENT_KINDS, REJECT_REASONS, type Action, type LigrettoIntent } from '@shared/games/ligretto/intent';
import { resolveOptions, type RuleOptionsInput } from '@shared/games/ligretto/options';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { deepFreeze } from './helpers';
import { assertInvariants, someoneCanMoveBySimulation } from './invariants';

/** One step of a generated run. */
type Step =
  /** A legal intent of seat `seat % players`, preferring plays over flips. */
  | { readonly kind: 'play'; readonly seat: number; readonly pick: number }
  /** Any legal intent of the seat, flips included. */
  | { readonly kind: 'legal'; readonly seat: number; readonly pick: number }
  /** A raw intent-like value, well formed or not, legal or not. */
  | { readonly kind: 'raw'; readonly value: unknown }
  /** A start call or a next-round, whatever the phase. */
  | { readonly kind: 'start' }
  | { readonly kind: 'next-round' };

interface Config {
  readonly seed: number;
  readonly options: RuleOptionsInput;
}

const configArb: fc.Arbitrary<Config> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    // Small tables more often: their rounds end sooner and they run into blockades.
    players: fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 12 }) }),
    rowSize: fc.constantFrom('official' as const, 'large-table' as const),
    blockade: fc.constantFrom('reshuffle' as const, 'end-round' as const),
    advancedRow: fc.boolean(),
    handicap: fc.option(fc.array(fc.integer({ min: 5, max: 10 }), { minLength: 12, maxLength: 12 }), { nil: undefined }),
    rounds: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  })
  .map(({ seed, players, handicap, rounds, ...rest }) => ({
    seed,
    options: { players, ...rest, ...(handicap ? { handicap: handicap.slice(0, players) } : {}), ...(rounds ? { rounds } : {}) },
  }));

const kindArb = fc.constantFrom(...INTENT_KINDS);

/** Intent-like garbage: wrong seats, bad slots, wrong types, missing or extra fields, non-objects. */
const rawArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ player: fc.integer({ min: -2, max: 13 }), do: kindArb, slot: fc.integer({ min: -2, max: 6 }) }),
  fc.record({ player: fc.integer({ min: -2, max: 13 }), do: kindArb }),
  fc.record({
    player: fc.integer({ min: 0, max: 11 }),
    do: fc.constantFrom('row', 'stack-to-row', 'waste-to-row'),
    slot: fc.oneof(fc.double(), fc.integer({ min: 5, max: 1e9 }), fc.constant(-1)),
  }),
  fc.record({ player: fc.oneof(fc.integer({ min: 12, max: 1e9 }), fc.integer({ min: -1e9, max: -1 })), do: kindArb }),
  fc.record(
    { player: fc.oneof(fc.double(), fc.string(), fc.constant(null)), do: fc.oneof(kindArb, fc.string()), slot: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('play' as const), seat: fc.nat(11), pick: fc.nat(20) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('legal' as const), seat: fc.nat(11), pick: fc.nat(20) }) },
  { weight: 4, arbitrary: rawArb.map((value) => ({ kind: 'raw' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'start' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'next-round' as const }) },
);

const stepsArb = fc.array(stepArb, { minLength: 1, maxLength: 400, size: 'max' });

/** A seat's legal intent for a play/legal step, or null when the seat has none. */
function chooseLegal(state: LigrettoState, step: { kind: 'play' | 'legal'; seat: number; pick: number }): LigrettoIntent | null {
  const legal = legalIntents(state, step.seat % state.players.length);
  const plays = step.kind === 'play' ? legal.filter((i) => i.do !== 'flip') : [];
  const pool = plays.length > 0 ? plays : legal;
  return pool[step.pick % Math.max(1, pool.length)] ?? null;
}

/** Every card that shows as the waste top while flipping (P7) through the rest of this pass and a whole next one. */
function wasteTopsBySimulation(handStart: readonly Card[], wasteStart: readonly Card[]): Set<Card> {
  let hand = handStart.slice();
  let waste = wasteStart.slice();
  const tops = new Set<Card>();
  const flips = Math.ceil(hand.length / 3) + Math.ceil((hand.length + waste.length) / 3);
  for (let k = 0; k <= flips; k++) {
    const top = waste.at(-1);
    if (top !== undefined) tops.add(top);
    if (hand.length === 0) {
      hand = waste.reverse();
      waste = [];
    }
    for (let i = 0; i < 3 && hand.length > 0; i++) waste.push(hand.pop() as Card);
  }
  return tops;
}

function newState(config: Config): LigrettoState {
  const g = newGame(resolveOptions(config.options), config.seed);
  if (!g.ok) throw new Error(`options refused: ${g.problems.join('; ')}`);
  return g.state;
}

/** The action for a step; play/legal steps in a waiting round give the start call first (the caller applies it). */
function actionFor(state: LigrettoState, step: Step): { action: Action; legal: boolean } | null {
  switch (step.kind) {
    case 'start':
      return { action: { type: 'start' }, legal: state.phase === 'awaiting-start' };
    case 'next-round':
      return { action: { type: 'next-round' }, legal: state.phase === 'round-over' && !state.match.over };
    case 'raw':
      return { action: { type: 'intent', intent: step.value as LigrettoIntent }, legal: false };
    case 'play':
    case 'legal': {
      if (state.phase === 'awaiting-start') return { action: { type: 'start' }, legal: true };
      const intent = chooseLegal(state, step);
      return intent ? { action: { type: 'intent', intent }, legal: true } : null;
    }
  }
}

/** The key of an intent as the engine reads it (extra fields ignored), for comparing with legalIntents. */
function intentKey(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { player?: unknown; do?: unknown; slot?: unknown };
  return JSON.stringify([v.player, v.do, v.slot ?? null]);
}

/** Runs the steps with every check; returns the hash after every accepted action. */
function runChecked(config: Config, steps: readonly Step[]): string[] {
  let state = deepFreeze(newState(config));
  assertInvariants(state);
  const hashes = [stateHash(state)];
  for (const step of steps) {
    const chosen = actionFor(state, step);
    if (chosen === null) continue;
    const { action, legal } = chosen;
    const hash = stateHash(state);
    // An intent the engine lists as legal must be accepted, and a well-formed intent of a seated player in a
    // running round is accepted exactly when it is listed.
    let listed: boolean | null = null;
    if (action.type === 'intent' && state.phase === 'playing') {
      const intent = action.intent as unknown;
      const key = intentKey(intent);
      const player = typeof intent === 'object' && intent !== null ? (intent as { player?: unknown }).player : undefined;
      if (key !== null && typeof player === 'number' && Number.isInteger(player) && player >= 0 && player < state.players.length) {
        listed = legalIntents(state, player).some((i) => intentKey(i) === key);
      }
    }
    const result = reduce(state, action);
    if (legal && !result.ok) throw new Error(`legal ${JSON.stringify(action)} rejected: ${result.reason}`);
    if (!result.ok) {
      expect(Object.keys(REJECT_REASONS)).toContain(result.reason);
      expect(stateHash(state)).toBe(hash);
      if (listed === true && result.reason !== 'malformed')
        throw new Error(`listed intent ${JSON.stringify(action)} rejected: ${result.reason}`);
      continue;
    }
    if (listed === false) throw new Error(`unlisted intent ${JSON.stringify(action)} accepted`);
    expect(stateHash(state)).toBe(hash); // the old state is untouched (it is frozen, too)
    const next = deepFreeze(result.state);
    assertInvariants(next, state);
    expect(isBlockade(next)).toBe(!someoneCanMoveBySimulation(next));
    state = next;
    hashes.push(stateHash(state));
  }
  return hashes;
}

/** Runs the steps with no checks at all, for the determinism property. */
function runPlain(config: Config, steps: readonly Step[]): string {
  let state = newState(config);
  for (const step of steps) {
    const chosen = actionFor(state, step);
    if (chosen === null) continue;
    const result = reduce(state, chosen.action);
    if (result.ok) state = result.state;
  }
  return stateHash(state);
}

describe('engine properties', () => {
  it('C1 P2 P3 P8 B1 D1 invariants hold after every action: cards conserved, piles valid, stacks never grow, blockades exact and resolved, rejections change nothing', () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        runChecked(config, steps);
      }),
      { numRuns: 300 },
    );
  });

  it('D2 the same seed, options and intents give the identical final state hash', () => {
    fc.assert(
      fc.property(configArb, stepsArb, (config, steps) => {
        expect(runPlain(config, steps)).toBe(runPlain(config, steps));
      }),
      { numRuns: 100 },
    );
  });

  it("B1 the engine's blockade check and reachable waste tops agree with flipping card by card, for random hands, wastes, rows and piles", () => {
    const deckArb = fc.shuffledSubarray(fullDeck(0), { minLength: 40, maxLength: 40 });
    fc.assert(
      fc.property(
        deckArb,
        fc.nat(40),
        fc.integer({ min: 0, max: 5 }),
        fc.nat(40),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (deck, stackSize, rowSize, handSize, tops, advancedRow) => {
          const s = Math.min(stackSize, 40);
          const r = Math.min(rowSize, 40 - s);
          const h = Math.min(handSize, 40 - s - r);
          const player = {
            stack: deck.slice(0, s),
            row: deck.slice(s, s + r).map((c) => [c]),
            hand: deck.slice(s + r, s + r + h),
            waste: deck.slice(s + r + h),
          };
          // Centre piles of another deck, one per colour, topped at the given numbers (0: no pile).
          const piles = COLORS.flatMap((color, i) => {
            const top = tops[i] ?? 0;
            return top === 0 ? [] : [{ color, cards: Array.from({ length: top }, (_, k) => makeCard(1, color, k + 1)) }];
          });
          const state: LigrettoState = { ...newState({ seed: 0, options: { players: 2, advancedRow } }), players: [player], piles };
          expect(playerCanMove(player, needMasks(piles), advancedRow)).toBe(someoneCanMoveBySimulation(state));
          expect(new Set(reachableWasteTops(player))).toEqual(wasteTopsBySimulation(player.hand, player.waste));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('D1 whatever arrives as an intent, reduce answers and never throws', () => {
    const state = deepFreeze(reduce(newState({ seed: 1, options: { players: 3 } }), { type: 'start' }));
    if (!state.ok) throw new Error('start refused');
    fc.assert(
      fc.property(rawArb, (value) => {
        const r = reduce(state.state, { type: 'intent', intent: value as LigrettoIntent });
        if (!r.ok) expect(Object.keys(REJECT_REASONS)).toContain(r.reason);
      }),
      { numRuns: 500 },
    );
  });
});
