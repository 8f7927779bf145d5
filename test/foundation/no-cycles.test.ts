/**
 * Issue 29.4: `npm run lint` bans import cycles, type-only ones included (eslint.config.js, scripts/eslint/no-cycle.js).
 * The fixtures in fixtures/cycles are deliberate cycles, kept out of the normal lint and linted here under the very
 * same rule, settings and resolver as src.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = 'test/foundation/fixtures/cycles';

const eslint = new ESLint({
  cwd: repoRoot,
  // The fixtures are out of `npm run lint` by an ignore pattern; here they are linted on purpose.
  ignore: false,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'cycles/no-cycle',
});

/** The rule ids reported for each fixture, by file name. */
async function findings(...names: string[]): Promise<Record<string, string[]>> {
  const results = await eslint.lintFiles(names.map((n) => `${FIXTURES}/${n}`));
  return Object.fromEntries(
    results.map((r) => [r.filePath.split('/').at(-1) ?? '', r.messages.map((m) => `${m.line}:${m.ruleId ?? `fatal ${m.message}`}`)]),
  );
}

describe('no import cycles (eslint.config.js)', () => {
  it('a two-file cycle of value imports is an error at both ends', async () => {
    expect(await findings('value-a.ts', 'value-b.ts')).toEqual({
      'value-a.ts': ['2:cycles/no-cycle'],
      'value-b.ts': ['2:cycles/no-cycle'],
    });
  });

  it('a cycle of type-only imports is an error too (import type, and an inline type specifier)', async () => {
    expect(await findings('type-a.ts', 'type-b.ts')).toEqual({
      'type-a.ts': ['2:cycles/no-cycle'],
      'type-b.ts': ['2:cycles/no-cycle'],
    });
  });

  it('an import with no way back passes', async () => {
    expect(await findings('leaf.ts')).toEqual({ 'leaf.ts': [] });
  });
});
