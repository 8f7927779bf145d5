/**
 * `npm run test:long`: the soak tests (kill-during-save x104, 11,000 bot rounds) and the text-layout sweep (every
 * screen at 720p, 1080p and 4K in four languages, two 12-player matches: minutes of software WebGL); CI runs them
 * after `npm test`.
 */
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';
import { LONG_TESTS } from './vitest.config.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: [LONG_TESTS],
    environment: 'node',
    globalSetup: ['test/e2e/global-build.ts'],
    pool: 'forks',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
