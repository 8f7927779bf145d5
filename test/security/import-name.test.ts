/** Finding 6: the page builds import names the host accepts (at most 80 characters), whatever the file is called. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCommands, importTitle } from '@renderer/screens/saves/saves-format';
import { decodeClientMessage } from '@shared/protocol-schema';
import { MAX_IMPORT_NAME } from '@shared/saves-protocol';

describe('finding 6: import names', () => {
  it('a 120-character file name becomes a title the host accepts', () => {
    const title = importTitle(`${'n'.repeat(120)}.json`);
    expect(title.length).toBe(MAX_IMPORT_NAME);
    for (const cmd of importCommands('{"a":1}', title, 'u1')) expect(decodeClientMessage({ t: 'saves', cmd }).ok).toBe(true);
  });

  it('property: any file name gives commands the host accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (name) => {
        const title = importTitle(`${name}.json`);
        expect(title.length).toBeGreaterThan(0);
        for (const cmd of importCommands('{"a":1}', title, 'u1')) {
          const d = decodeClientMessage({ t: 'saves', cmd });
          expect(d.ok, d.ok ? '' : d.error).toBe(true);
        }
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});
