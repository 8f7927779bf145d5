/**
 * Property tests: random tables (2-12 players, handicaps, lock lengths), seeds and intent sequences (mostly legal,
 * mixed with wrong and malformed ones), with the invariants checked after every action.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceHash, diceLegalIntents, reduceDice, runDiceReplay } from '@engine/dice/index';
import type { DiceIntent } from '@shared/games/dice/intent';
import { FIELDS, setsFor, type DiceOptionsInput } from '@shared/games/dice/options';
import { DICE_COLORS, type DiceEvent, type DiceState } from '@shared/games/dice/state';
import { dealt, ok } from './helpers';

/** Every die is in exactly one place: a tray (unplaced) or one field; the board's seats match the trays' placed dice. */
function conservationProblem(s: DiceState): string | null {
  const k = setsFor(s.options.players);
  for (const [c, color] of DICE_COLORS.entries()) {
    const held = s.trays.flat().filter((d) => d.color === color && !d.placed).length;
    const placed = s.board.reduce((n, tracks) => n + (tracks[c]?.length ?? 0), 0);
    const dealtDice = s.trays.flat().filter((d) => d.color === color).length;
    if (held + placed !== dealtDice) return `${color}: ${held} held + ${placed} placed of ${dealtDice} dealt`;
    if (dealtDice > FIELDS * k) return `${color}: ${dealtDice} dice for ${FIELDS * k} fields`;
  }
  for (const [seat, tray] of s.trays.entries()) {
    const onBoard = s.board.flat().reduce((n, track) => n + track.filter((p) => p === seat).length, 0);
    if (tray.filter((d) => d.placed).length !== onBoard) return `seat ${seat}: placed dice and board disagree`;
  }
  return null;
}

/** DP2: fields fill strictly in order per track; a placed die of value v went to a track that then held exactly v. */
function orderProblem(before: DiceState, after: DiceState, events: readonly DiceEvent[]): string | null {
  if (after.board.flat().some((track) => track.length > FIELDS)) return 'a track with more than 6 fields';
  for (const e of events) {
    if (e.type !== 'placed') continue;
    const c = DICE_COLORS.indexOf(e.color);
    if (before.board[e.set]?.[c]?.length !== e.value - 1) return `${e.color}${e.value} placed with a gap`;
    if (after.board[e.set]?.[c]?.length !== e.value || after.board[e.set]?.[c]?.[e.value - 1] !== e.player) return 'wrong field';
    // DP2: no lower set took it.
    for (let set = 0; set < e.set; set++) if (before.board[set]?.[c]?.length === e.value - 1) return 'not the lowest set';
  }
  return null;
}

/** DP7: no blockade: held dice of a colour never outnumber its free fields, so some value of its colour always fits. */
function blockadeProblem(s: DiceState): string | null {
  if (s.phase !== 'playing') return null;
  for (const [c, color] of DICE_COLORS.entries()) {
    const held = s.trays.flat().filter((d) => d.color === color && !d.placed).length;
    const free = s.board.reduce((n, tracks) => n + (FIELDS - (tracks[c]?.length ?? 0)), 0);
    if (held > free) return `${held} ${color} dice held for ${free} free fields`;
  }
  return null;
}

type Step =
  | { readonly kind: 'legal'; readonly seat: number; readonly pick: number; readonly gap: number }
  | { readonly kind: 'raw'; readonly value: unknown };

const optionsArb: fc.Arbitrary<DiceOptionsInput> = fc.integer({ min: 2, max: 12 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    rerollLockMs: fc.constantFrom(0, 300, 800),
    handicap: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: players, maxLength: players }),
  }),
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('legal' as const), seat: fc.nat(11), pick: fc.nat(99), gap: fc.nat(400) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      value: fc.oneof(
        fc.record({
          player: fc.integer({ min: -1, max: 13 }),
          do: fc.constantFrom('place', 'reroll', 'flip'),
          die: fc.integer({ min: -1, max: 15 }),
        }),
        fc.constant(null),
        fc.string(),
      ),
    }),
  },
);

/** One step's intent: a legal one (places more likely than rerolls), or the raw value. */
function intentOf(s: DiceState, step: Step): unknown {
  if (step.kind === 'raw') return step.value;
  const seat = step.seat % s.trays.length;
  const legal = diceLegalIntents(s, seat);
  const places = legal.filter((i) => i.do === 'place');
  if (places.length > 0 && step.pick % 4 !== 0) return places[step.pick % places.length];
  // Sometimes a die that does not fit: a wrong press.
  if (step.pick % 7 === 0) return { player: seat, do: 'place', die: step.pick % (s.trays[seat]?.length ?? 1) };
  return legal.at(-1);
}

describe('properties', () => {
  it('dice are conserved, fields fill strictly in order, no blockade is reached; rejections change nothing', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 0x7fffffff }), fc.array(stepArb, { maxLength: 300 }), (options, seed, steps) => {
        let s = ok(reduceDice(dealt(options, seed), { type: 'start' })).state;
        expect(conservationProblem(s)).toBeNull();
        let now = 0;
        for (const step of steps) {
          if (s.phase !== 'playing') break;
          now += step.kind === 'legal' ? step.gap : 0;
          const before = s;
          const frozen = diceHash(s);
          const r = reduceDice(s, { type: 'intent', intent: intentOf(s, step), at: now });
          if (!r.ok) {
            expect(diceHash(s)).toBe(frozen);
            continue;
          }
          s = r.state;
          expect(conservationProblem(s) ?? orderProblem(before, s, r.events) ?? blockadeProblem(s)).toBeNull();
        }
      }),
      { numRuns: 100 },
    );
  });

  it('DP7 every round ends: at every player count 2-12, handicaps included, play with rerolls places every die it can', () => {
    for (let players = 2; players <= 12; players++) {
      for (const handicap of [0, 2]) {
        for (let seed = 1; seed <= 2; seed++) {
          let s = ok(reduceDice(dealt({ players, handicap: new Array<number>(players).fill(handicap) }, seed), { type: 'start' })).state;
          let turns = 0;
          while (s.phase === 'playing') {
            const player = turns % players;
            const legal = diceLegalIntents(s, player);
            const intent = legal.find((i) => i.do === 'place') ?? legal.at(-1);
            if (intent === undefined) throw new Error('a running seat has no legal intent');
            s = ok(reduceDice(s, { type: 'intent', intent })).state;
            const problem = blockadeProblem(s);
            if (problem !== null) throw new Error(`${players} players, seed ${seed}: ${problem}`);
            turns++;
            if (turns >= 20000) throw new Error(`${players} players, seed ${seed}: the round does not end`);
          }
          expect(s.finishedBy).not.toBeNull();
        }
      }
    }
  });

  it('D2 replays reproduce rerolls: the same seed and intents give the same hash; the lock refusals left out change nothing', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 0x7fffffff }), fc.array(stepArb, { maxLength: 200 }), (options, seed, steps) => {
        let s = ok(reduceDice(dealt(options, seed), { type: 'start' })).state;
        const kept: DiceIntent[] = [];
        let now = 0;
        for (const step of steps) {
          if (s.phase !== 'playing') break;
          now += step.kind === 'legal' ? step.gap : 0;
          const intent = intentOf(s, step);
          const r = reduceDice(s, { type: 'intent', intent, at: now });
          if (r.ok) s = r.state;
          // What a replay file keeps: every well-formed intent but those the reroll lock refused (sim's replayIntents),
          // a raw one the reducer took included (it was a real play).
          if (r.ok || (r.reason !== 'locked' && r.reason !== 'malformed')) kept.push(intent as DiceIntent);
        }
        const file = { options, seed, intents: kept };
        const a = runDiceReplay(file);
        const b = runDiceReplay(file);
        if (!a.ok || !b.ok) throw new Error('replay refused');
        expect(diceHash(a.final)).toBe(diceHash(b.final));
        const noClock = (x: DiceState): string => diceHash({ ...x, lockedUntil: x.lockedUntil.map(() => null) });
        expect(noClock(a.final)).toBe(noClock(s));
        expect(a.final.rerolls).toEqual(s.rerolls);
      }),
      { numRuns: 80 },
    );
  });
});
