import { describe, expect, it } from 'vitest';
import { decodeClientMessage } from '@shared/protocol-schema';
import { withGameOptions } from '@shared/match-options';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '@shared/seats';
import { LIGRETTO_OPTION_KEYS, ligrettoLobbyOptions, ligrettoOptionStep } from '@renderer/games/ligretto/lobby-options';

describe("Ligretto's lobby rule lines", () => {
  it('S3 B1 A1 toggle row size, blockade remedy and the advanced row; every patch passes the protocol schema', () => {
    const o = DEFAULT_MATCH_OPTIONS.games.ligretto;
    expect(ligrettoOptionStep(o, 'rowSize')).toEqual({ rowSize: 'large-table' });
    expect(ligrettoOptionStep(o, 'blockade')).toEqual({ blockade: 'end-round' });
    expect(ligrettoOptionStep(o, 'advancedRow')).toEqual({ advancedRow: true });
    for (const key of LIGRETTO_OPTION_KEYS) {
      const msg = { t: 'lobby', cmd: { op: 'set-game-options', patch: { game: 'ligretto', options: ligrettoOptionStep(o, key) } } };
      expect(decodeClientMessage(msg).ok).toBe(true);
    }
  });

  it("shows the current values and sends the step as a patch of Ligretto's own options", () => {
    let options: MatchOptions = DEFAULT_MATCH_OPTIONS;
    const games: string[] = [];
    const lines = ligrettoLobbyOptions({
      options: () => options,
      setOptions: (patch) => {
        games.push(patch.game);
        options = withGameOptions(options, patch);
      },
    });
    expect(lines.map((l) => [l.label(), l.value?.()])).toEqual([
      ['Row size', 'Official'],
      ['Blockade', 'Reshuffle'],
      ['Advanced row', 'Off'],
      ['Used-up hand', 'Turn over'],
    ]);
    lines[2]?.onChange?.(1);
    expect(options.games.ligretto.advancedRow).toBe(true);
    lines[3]?.onChange?.(1);
    expect(options.games.ligretto.recycle).toBe('shuffle');
    expect(games).toEqual(['ligretto', 'ligretto']);
    expect(lines[3]?.value?.()).toBe('Shuffle');
  });
});
