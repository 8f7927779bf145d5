/** Property tests: random games of random legal moves, and the scoring choice against brute force. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestChoice, colorettoRules, colorPoints, countCards, fullDeck, legalIntents, reduce } from '@engine/coloretto/index';
import { worth } from '@bots/coloretto/judge';
import { COLORS, type Collection } from '@shared/games/coloretto/cards';
import { resolveOptions } from '@shared/games/coloretto/options';
import type { ColorettoIntent } from '@shared/games/coloretto/intent';
import type { ColorettoState } from '@shared/games/coloretto/state';
import { allCards } from './helpers';

/** Moves a game of N seats may take at most: every card drawn and placed, and a take per seat per round. */
const moveBound = (players: number) => fullDeck(players).length * 2 + players * 60;

/** A game of legal moves picked by `picks`, checked after every step; the intents are pushed to `log`. */
function randomGame(
  players: number,
  seed: number,
  picks: readonly number[],
  check: (s: ColorettoState) => void,
  log: ColorettoIntent[] = [],
): ColorettoState {
  const created = colorettoRules.setup(resolveOptions({ players }), seed);
  if (!created.ok) throw new Error(created.problems.join());
  const started = reduce(created.state, { type: 'start' });
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  check(state);
  for (let i = 0; state.phase === 'playing'; i++) {
    if (i > moveBound(players)) throw new Error(`game ${seed} of ${players} did not end`);
    const seat = state.turn ?? -1;
    const legal = legalIntents(state, seat);
    expect(legal.length, 'the seat on turn always has a move').toBeGreaterThan(0);
    const intent = legal[(picks[i % picks.length] ?? 0) % legal.length];
    if (!intent) throw new Error('no move');
    log.push(intent);
    const r = reduce(state, { type: 'intent', intent });
    if (!r.ok) throw new Error(`legal intent refused: ${r.reason}`);
    state = r.state;
    check(state);
  }
  return state;
}

/** Every joker on any colour, every three positive colours: the best total, by brute force. */
function bruteForce(c: Collection): number {
  const counts = COLORS.map((k) => c[k]);
  let best = -Infinity;
  const place = (left: number, counted: number[]): void => {
    if (left === 0) {
      for (let a = 0; a < 6; a++)
        for (let b = a + 1; b < 6; b++)
          for (let d = b + 1; d < 6; d++) {
            const total = counted.reduce((s, n, i) => s + (i === a || i === b || i === d ? colorPoints(n) : -colorPoints(n)), 0);
            best = Math.max(best, total + 2 * c.plus2);
          }
      return;
    }
    for (let i = 0; i < 6; i++)
      place(
        left - 1,
        counted.map((n, k) => (k === i ? n + 1 : n)),
      );
  };
  place(c.joker, counts);
  return best;
}

const collectionArb: fc.Arbitrary<Collection> = fc.record({
  blue: fc.integer({ min: 0, max: 8 }),
  red: fc.integer({ min: 0, max: 8 }),
  yellow: fc.integer({ min: 0, max: 8 }),
  green: fc.integer({ min: 0, max: 8 }),
  purple: fc.integer({ min: 0, max: 8 }),
  orange: fc.integer({ min: 0, max: 8 }),
  joker: fc.integer({ min: 0, max: 4 }),
  plus2: fc.integer({ min: 0, max: 4 }),
});

describe('Coloretto properties', () => {
  it('KC1 KS1 KT1-KT6 cards are conserved, a row never holds more than 3, every game ends and is scored', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (players, seed, picks) => {
          const want = countCards(fullDeck(players));
          const end = randomGame(players, seed, picks, (s) => {
            expect(allCards(s)).toEqual(want);
            for (const row of s.rows) expect(row.cards.length).toBeLessThanOrEqual(3);
            expect(s.deck.filter((c) => c === 'last-round').length).toBe(s.lastRound ? 0 : 1);
          });
          expect(end.phase).toBe('round-over');
          expect(end.lastRound).toBe(true);
          expect(end.scores?.map((s) => s.total)).toEqual(end.collections.map((c) => bestChoice(c).total));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a replay file of a game (fileFor, then run) ends in the same state as the game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        (players, seed, picks) => {
          const log: ColorettoIntent[] = [];
          const end = randomGame(players, seed, picks, () => undefined, log);
          const run = colorettoRules.replays.run(colorettoRules.replays.fileFor(end, log));
          expect(run.ok && colorettoRules.hash(run.final)).toBe(colorettoRules.hash(end));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('KSC2 the best choice of jokers and positive colours equals brute force over every choice', () => {
    fc.assert(
      fc.property(collectionArb, (c) => {
        const brute = bruteForce(c);
        expect(bestChoice(c).total).toBe(brute);
        expect(worth(c), 'the bots value a collection as the engine scores it').toBe(brute);
      }),
      { numRuns: 400 },
    );
  });
});
