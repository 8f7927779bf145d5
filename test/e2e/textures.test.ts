/** Issue 16: GPU textures are destroyed with their owners, so resizing the table does not leave textures behind. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import { hostAndBrowser } from './harness';
import { BROWSER_TEST_MS, drawnAt, newPage, settled } from './waits';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 960, height: 540 },
] as const;

/** Resizes the page to each size in turn, waiting until it has drawn at that size. */
async function resizeCycle(page: Page): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await drawnAt(page, size);
    await settled(page);
  }
}

describe('live GPU textures (issue 16)', () => {
  const rig = hostAndBrowser();

  it(
    'stay flat while the table is resized back and forth (the backdrop and the texts reuse their textures)',
    async () => {
      const { served, browser } = rig;
      const page = await newPage(browser);
      await page.goto(`${served.url}?demo=4`);
      await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
      await served.clock.hold();
      await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'table');
      await settled(page);
      // The first cycle draws every text at both sizes once; later cycles must reuse what it made.
      await resizeCycle(page);
      const first = await page.evaluate(() => window.ligrettoDebug?.textures() ?? -1);
      expect(first).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) await resizeCycle(page);
      const later = await page.evaluate(() => window.ligrettoDebug?.textures() ?? -1);
      expect(later, `live textures went from ${first} to ${later} over 8 resizes`).toBe(first);
    },
    BROWSER_TEST_MS,
  );
});
