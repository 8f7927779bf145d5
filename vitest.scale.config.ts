/**
 * `npm run test:scale`: the relay's scale-out tests (`test/**\/*.scale.test.ts`), which start redis-server and relay
 * processes of their own; kept out of `npm test` so it stays green on a machine without redis-server.
 */
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';
import { SCALE_TESTS } from './vitest.config.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: [SCALE_TESTS],
    environment: 'node',
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
