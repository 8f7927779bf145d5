/** Issue 29: Ligretto's state names its game like Dice's and Coloretto's, so the built-in state union is discriminated on `game`. */
import { describe, expect, it } from 'vitest';
import { newGame } from '@engine/ligretto/index';
import { BUILT_IN_VIEW, isColorettoState, isLigrettoState } from '@shared/games/contracts';
import { resolveOptions } from '@shared/games/ligretto/options';
import { ligrettoStateSchema } from '@shared/games/ligretto/state-schema';

describe('the built-in state union', () => {
  it("Ligretto's state carries game: 'ligretto' and is told apart by that field alone", () => {
    const created = newGame(resolveOptions({ players: 2 }), 4);
    if (!created.ok) throw new Error(created.problems.join('; '));
    expect(created.state.game).toBe('ligretto');
    const parsed = BUILT_IN_VIEW.state.parse(created.state);
    expect(isLigrettoState(parsed)).toBe(true);
    expect(isColorettoState(parsed)).toBe(false);
    // Without its game field (or naming another game) a Ligretto state is no built-in state.
    const { game: _game, ...untagged } = created.state;
    expect(BUILT_IN_VIEW.state.safeParse(untagged).success).toBe(false);
    expect(ligrettoStateSchema.safeParse(untagged).success).toBe(false);
    expect(BUILT_IN_VIEW.state.safeParse({ ...created.state, game: 'dice' }).success).toBe(false);
    expect(BUILT_IN_VIEW.state.def.type).toBe('union');
    expect('discriminator' in BUILT_IN_VIEW.state.def && BUILT_IN_VIEW.state.def.discriminator).toBe('game');
  });
});
