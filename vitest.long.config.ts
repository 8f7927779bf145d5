/** `npm run test:long`: the soak tests only (kill-during-save x104, 11,000 bot rounds); CI runs them after `npm test`. */
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';
import { LONG_TESTS } from './vitest.config.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: [LONG_TESTS],
    environment: 'node',
    pool: 'forks',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
