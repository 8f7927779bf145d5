import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';
import { LongestFirst } from './test/support/longest-first.ts';

/** Soak tests (`*.long.test.ts`) keep their full size and run with `npm run test:long` (vitest.long.config.ts). */
export const LONG_TESTS = 'test/**/*.long.test.ts';

/** The relay's scale-out tests (`*.scale.test.ts`) need redis-server and run with `npm run test:scale` (vitest.scale.config.ts). */
export const SCALE_TESTS = 'test/**/*.scale.test.ts';

/** The browser files (Chromium and a serve process each). */
export const BROWSER_TESTS = ['test/e2e/**/*.test.ts', 'test/main/lan/phone-page.test.ts'];

/** Unit files that replace a module (`vi.mock`): each gets a fresh module graph, so the stand-in never reaches another file. */
const MOCKING_TESTS = ['test/main/shell-wiring.test.ts'];

/** Builds the app once and finds a Chromium once for the whole run (both projects read it: a few unit files run the build). */
const GLOBAL_SETUP = ['test/e2e/global-build.ts'];

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    environment: 'node',
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // The browser tests mostly wait on Chromium and the serve process (other processes), so one more worker
    // than cores keeps the machine busy; vitest's default (cores - 1) ran the files one by one on 2 cores.
    maxWorkers: availableParallelism() + 1,
    // No test waits on wall-clock time, so a test's limit only catches a hang. CPU-bound tests (fast-check
    // properties, fuzzing) do fixed work that a 2-core machine shared with other work can stretch many times.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [LONG_TESTS, SCALE_TESTS, ...BROWSER_TESTS, ...MOCKING_TESTS, '**/node_modules/**'],
          globalSetup: GLOBAL_SETUP,
          // Unit files share their worker's module graph: the schemas, engines and Pixi are imported once per worker
          // instead of once per file (the unit tests' CPU went from 141 to 76 CPU-s). They fake globals only inside a
          // test and put them back after it, and pass in any order (`npx vitest run --project unit --sequence.shuffle.files`).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: MOCKING_TESTS, globalSetup: GLOBAL_SETUP } },
      // Each browser file starts from a fresh module graph.
      { extends: true, test: { name: 'browser', include: BROWSER_TESTS, exclude: [LONG_TESTS], globalSetup: GLOBAL_SETUP } },
    ],
  },
});
