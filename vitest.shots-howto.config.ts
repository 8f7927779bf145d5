/**
 * `npm run shots:howto`: every how-to-play step of each game at 1080p in English and Spanish, and the rules sheet on a
 * German phone, written to shots/howto/ for people to look at (test/e2e/howto.shots.ts; docs/howto.md).
 */
import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases.ts';

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  test: {
    include: ['test/e2e/howto.shots.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-build.ts'],
    pool: 'forks',
    testTimeout: 2_400_000,
    hookTimeout: 120_000,
  },
});
