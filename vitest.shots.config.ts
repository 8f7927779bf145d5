import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * `npm run test:shots`: the browser tests with every screenshot at 1920x1080 and full density (`E2E_SHOTS=1080`,
 * see `shot()` in test/e2e/waits.ts), for people to look at. `npm test` takes them at the play size.
 */
export default mergeConfig(
  base,
  defineConfig({
    // `npm run test:shots` picks the browser project (`--project browser`).
    test: { env: { E2E_SHOTS: '1080' } },
  }),
);
