/** The controls screen without a pad: every action with its key on both key sets. */
import { describe, expect, it } from 'vitest';
import { keyRows } from '@renderer/screens/controls-rows';
import { LIGRETTO_ROWS } from '@renderer/games/ligretto/input/bindings';

/** Ligretto's actions as its UI lists them (its index imports Pixi views). */
const LIGRETTO = {
  bindings: LIGRETTO_ROWS,
  controls: ['game.stack', 'game.waste', 'game.flip', 'game.row.0'].map((id) => ({ id, name: () => id })),
};

describe('the keyboard controls', () => {
  it('lists each Ligretto action with the key of key set 1 and of key set 2, as the README names them', () => {
    const rows = keyRows(LIGRETTO);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.keys[0]).not.toBe('—');
      expect(row.keys[1]).not.toBe('—');
      expect(row.keys[0]).not.toBe(row.keys[1]);
    }
    expect(rows.map((r) => r.keys[0])).toEqual(expect.arrayContaining(['Q', 'E']));
  });
});
