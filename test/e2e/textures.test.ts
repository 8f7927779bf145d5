/**
 * Issue 16: GPU textures are destroyed with their owners, so resizing the table does not leave textures behind, and a
 * round played adds none: at the same point of two rounds the GPU holds the same textures apart from those of the
 * texts on the screens (their count follows what they say: two equal numbers share one texture).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import { hostAndBrowser, type Served } from './harness';
import { appUrl, BROWSER_TEST_MS, drawnAt, newPage, PLAY_DENSITY, settled } from './waits';

/** Live GPU textures that are not the texture of a text some Text object holds. */
function untexted(page: Page): Promise<number> {
  return page.evaluate(() => (window.ligrettoDebug?.textures() ?? -1) - (window.ligrettoDebug?.textTextures() ?? 0));
}

/** The host clock runs this much faster than real time between the two measured rounds. */
const SCALE = 40;

/** Runs the host clock until the standings of round `round` show on the page (held there), then waits until drawn. */
async function standingsOf(page: Page, served: Served, round: number): Promise<void> {
  await served.clock.holdOn(['standings']);
  await served.clock.run(SCALE);
  await page.waitForFunction((n) => {
    const d = window.ligrettoDebug;
    const snap = d?.snapshot();
    const game = snap?.state as { match?: { round?: number } } | null | undefined;
    return snap?.stage === 'standings' && d?.screen() === 'standings' && game?.match?.round === n;
  }, round);
  await settled(page);
}

const SIZES = [
  { width: 1280, height: 720 },
  { width: 960, height: 540 },
] as const;

/** Resizes the page to each size in turn, waiting until it has drawn at that size. */
async function resizeCycle(page: Page): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await drawnAt(page, size, PLAY_DENSITY);
    await settled(page);
  }
}

describe('live GPU textures (issue 16)', () => {
  const rig = hostAndBrowser();

  it(
    'stay flat while the table is resized back and forth, and from one round to the next',
    async () => {
      const { served, browser } = rig;
      const page = await newPage(browser);
      await page.goto(appUrl(served.url, { demo: '4' }));
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

      // Two rounds on: by the first standings every screen of a round has shown once; the next round adds nothing.
      await standingsOf(page, served, 1);
      const round1 = await untexted(page);
      await standingsOf(page, served, 2);
      const round2 = await untexted(page);
      expect(round1).toBeGreaterThan(0);
      // The card atlas keeps a few unused sheets and destroys older ones, so the count may fall; it must never grow.
      expect(round2, `textures other than the texts' went from ${round1} to ${round2} in a round`).toBeLessThanOrEqual(round1);
    },
    BROWSER_TEST_MS,
  );
});
