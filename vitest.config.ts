import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';
import { LongestFirst } from './test/support/longest-first.ts';

/** Soak tests (`*.long.test.ts`) keep their full size and run with `npm run test:long` (vitest.long.config.ts). */
export const LONG_TESTS = 'test/**/*.long.test.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [LONG_TESTS, '**/node_modules/**'],
    environment: 'node',
    globalSetup: ['test/e2e/global-build.ts'],
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // The browser tests mostly wait on Chromium and the serve process (other processes), so one more worker
    // than cores keeps the machine busy; vitest's default (cores - 1) ran the files one by one on 2 cores.
    maxWorkers: availableParallelism() + 1,
    // No test waits on wall-clock time, so a test's limit only catches a hang. CPU-bound tests (fast-check
    // properties, fuzzing) do fixed work that a 2-core machine shared with other work can stretch many times.
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
