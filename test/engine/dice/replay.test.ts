/** Dice replay files (DICE.md "Replay files"): intents, output state, the schema at the boundary. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceRules } from '@engine/dice/rules';
import { isDiceIntent } from '@engine/dice/reduce';
import { diceIntentSchema } from '@shared/games/dice/intent';
import { diceReplayFileSchema, diceReplayOutputSchema } from '@shared/games/dice/replay';

describe('replay files', () => {
  it('D2 a file of options, seed and intents prints one result per intent and the trays, board, phase, finishedBy, scores', () => {
    const file = diceReplayFileSchema.parse({
      options: { players: 2 },
      seed: 4,
      intents: [
        { player: 0, do: 'reroll' },
        { player: 1, do: 'place', die: 0 },
        { player: 1, do: 'place', die: 13 },
      ],
    });
    const run = diceRules.replays.run(file);
    if (!run.ok) throw new Error(run.problems.join('; '));
    const out = diceReplayOutputSchema.parse(run.output);
    expect(out.results).toHaveLength(3);
    expect(out.results[0]).toEqual({ ok: true });
    expect(out.results[2]).toEqual({ ok: false, reason: 'bad-die' });
    expect(out.state.phase).toBe('playing');
    expect(out.state.finishedBy).toBeNull();
    expect(out.state.scores).toBeNull();
    expect(out.state.trays.map((t) => t.length)).toEqual([12, out.results[1]?.ok ? 11 : 12]);
    expect(out.state.board).toHaveLength(1);
    expect(Object.keys(out.state.board[0] ?? {})).toEqual(['r', 'y', 'g', 'b']);
    expect(diceRules.replays.players(file)).toBe(2);
  });

  it('D2 a round written by fileFor replays to the same round: the seed is the deal, rerolls draw in arrival order', () => {
    const created = diceRules.setup(
      diceRules.options(
        { rounds: 1 },
        [0, 1, 2].map((seat) => ({ seat, stackSize: 10 })),
      ),
      77,
    );
    if (!created.ok) throw new Error('setup');
    const started = diceRules.reduce(created.state, { type: 'start' });
    if (!started.ok) throw new Error('start');
    let s = started.state;
    const intents = [];
    for (let turn = 0; s.phase === 'playing'; turn++) {
      const legal = diceRules.legalIntents(s, turn % 3);
      const intent = legal.find((i) => i.do === 'place') ?? legal.at(-1);
      if (!intent) break;
      const r = diceRules.reduce(s, { type: 'intent', intent });
      if (r.ok) s = r.state;
      intents.push(intent);
    }
    const file = diceRules.replays.fileFor(s, intents);
    const run = diceRules.replays.run(diceReplayFileSchema.parse(JSON.parse(JSON.stringify(file))));
    if (!run.ok) throw new Error('replay');
    expect(diceRules.hash(run.final)).toBe(diceRules.hash(s));
    expect(diceReplayOutputSchema.parse(run.output).state).toMatchObject({ phase: 'round-over', finishedBy: s.finishedBy });
  });

  it('D1 malformed files are refused by the schema: unknown intents, extra fields, options out of range', () => {
    for (const bad of [
      { options: { players: 1 }, intents: [] },
      { options: { players: 3, handicap: [3, 0, 0] }, intents: [] },
      { options: { players: 3 }, intents: [{ player: 0, do: 'flip' }] },
      { options: { players: 3 }, intents: [{ player: 0, do: 'place' }] },
      { options: { players: 3 }, intents: [{ player: 0, do: 'reroll', die: 1 }] },
      { options: { players: 3, rowSize: 'official' }, intents: [] },
    ]) {
      expect(diceReplayFileSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const refused = diceRules.replays.run({ options: { players: 3, handicap: [0, 0] }, intents: [] });
    expect(refused.ok).toBe(false);
  });

  it('the engine hot path agrees with the intent schema on every value', () => {
    const value = fc.oneof(
      fc.record({
        player: fc.integer({ min: -2, max: 14 }),
        do: fc.constantFrom('place', 'reroll', 'x'),
        die: fc.integer({ min: -1, max: 15 }),
      }),
      fc.record({ player: fc.integer({ min: -2, max: 14 }), do: fc.constantFrom('place', 'reroll') }),
      fc.anything(),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(isDiceIntent(v)).toBe(diceIntentSchema.safeParse(v).success);
      }),
    );
  });
});
