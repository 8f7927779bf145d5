import { describe, expect, it } from 'vitest';
import { decodeClientMessage } from '@shared/protocol-schema';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '@shared/seats';
import { LIGRETTO_OPTION_KEYS, ligrettoLobbyOptions, ligrettoOptionStep } from '@renderer/games/ligretto/lobby-options';

describe("Ligretto's lobby rule lines", () => {
  it('S3 B1 A1 toggle row size, blockade remedy and the advanced row; every patch passes the protocol schema', () => {
    const o: MatchOptions = DEFAULT_MATCH_OPTIONS;
    expect(ligrettoOptionStep(o, 'rowSize')).toEqual({ rowSize: 'large-table' });
    expect(ligrettoOptionStep(o, 'blockade')).toEqual({ blockade: 'end-round' });
    expect(ligrettoOptionStep(o, 'advancedRow')).toEqual({ advancedRow: true });
    for (const key of LIGRETTO_OPTION_KEYS) {
      const msg = { t: 'lobby', cmd: { op: 'set-options', options: ligrettoOptionStep(o, key) } };
      expect(decodeClientMessage(msg).ok).toBe(true);
    }
  });

  it('shows the current values and sends the step as a set-options patch', () => {
    let options: MatchOptions = DEFAULT_MATCH_OPTIONS;
    const lines = ligrettoLobbyOptions({ options: () => options, setOptions: (patch) => void (options = { ...options, ...patch }) });
    expect(lines.map((l) => [l.label(), l.value?.()])).toEqual([
      ['Row size', 'Official'],
      ['Blockade', 'Reshuffle'],
      ['Advanced row', 'Off'],
      ['Used-up hand', 'Turn over'],
    ]);
    lines[2]?.onChange?.(1);
    expect(options.advancedRow).toBe(true);
    lines[3]?.onChange?.(1);
    expect(options.recycle).toBe('shuffle');
    expect(lines[3]?.value?.()).toBe('Shuffle');
  });
});
