import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-build.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
