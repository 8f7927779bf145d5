/**
 * Issue 16: GPU textures are destroyed with their owners, so resizing the table does not leave textures behind, and a
 * round played adds none: at the same point of two rounds the GPU holds the same textures apart from those of the
 * texts on the screens (their count follows what they say: two equal numbers share one texture) and the card atlas's
 * sheets (one per card size in use, and at most IDLE_SHEETS unused ones kept).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import { IDLE_SHEETS } from '@renderer/views/cards/card-atlas-core';
import { hostAndBrowser, type Served } from './harness';
import { appUrl, BROWSER_TEST_MS, drawnAt, newPage, PLAY_DENSITY, settled } from './waits';

/** Who holds the live GPU textures other than the texts: the card atlas (its sheets, the unused ones) and the rest. */
function untexted(page: Page): Promise<{ others: readonly string[]; cardSheets: number; cardSheetsIdle: number }> {
  return page.evaluate(() => {
    const owners = window.ligrettoDebug?.textureOwners();
    return {
      others: [...(owners?.others ?? [])].sort(),
      cardSheets: owners?.cardSheets ?? -1,
      cardSheetsIdle: owners?.cardSheetsIdle ?? -1,
    };
  });
}

/** The host clock runs this much faster than real time between the two measured rounds. */
const SCALE = 40;

/**
 * Runs the host clock until the standings of round `round` show on the page (held there), then waits until drawn.
 * With `every`, it first holds on each stage of the round's end and waits until the page has drawn it: a screen shown
 * for a moment at 40 times real time may otherwise never be drawn under load (the page draws at most 3 frames a
 * second), and the textures it uploads when first drawn would then first show up a round later.
 */
async function standingsOf(page: Page, served: Served, round: number, every: boolean): Promise<void> {
  for (const stage of every ? (['stopped', 'scores'] as const) : []) {
    await served.clock.holdOn([stage]);
    await served.clock.run(SCALE);
    await page.waitForFunction((s) => {
      const snap = window.ligrettoDebug?.snapshot();
      return snap?.stage === s && snap.clockRate === 0;
    }, stage);
    await settled(page);
  }
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

/** How many texts hold a GPU texture now (one entry per texture). */
function heldTexts(page: Page): Promise<number> {
  return page.evaluate(() => window.ligrettoDebug?.textureOwners().texts.length ?? -1);
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
      // Texts holding a texture now: the table's (kept while it hides: it comes back every round) and the few on top.
      const heldAtTable = await heldTexts(page);
      // The first cycle draws every text at both sizes once; later cycles must reuse what it made.
      await resizeCycle(page);
      const first = await page.evaluate(() => window.ligrettoDebug?.textures() ?? -1);
      expect(first).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) await resizeCycle(page);
      const later = await page.evaluate(() => window.ligrettoDebug?.textures() ?? -1);
      expect(later, `live textures went from ${first} to ${later} over 8 resizes`).toBe(first);

      // Two rounds on: by the first standings every screen of a round has been drawn once; the next round adds nothing.
      await standingsOf(page, served, 1, true);
      const round1 = await untexted(page);
      await standingsOf(page, served, 2, false);
      const round2 = await untexted(page);
      expect(round1.others.length).toBeGreaterThan(0);
      // Nothing but the texts and the card atlas makes textures as it plays: the same ones at the same point of a round.
      expect(round2.others, 'textures other than the texts and the card atlas, round 2 against round 1').toEqual(round1.others);
      // The atlas paints a sheet per card size in use and keeps a few unused ones for views that come back (which
      // sizes were last used depends on which screens the page drew); never more than that.
      for (const round of [round1, round2]) {
        expect(round.cardSheets).toBeGreaterThan(0);
        expect(round.cardSheetsIdle).toBeLessThanOrEqual(IDLE_SHEETS);
      }
      // The screens seen since (the countdown's, the scores) let their texts' textures go when they hid: what is held
      // at the standings is the table's and what the standings show, not every screen of the round.
      const atStandings = await heldTexts(page);
      const shown = await page.evaluate(() => window.ligrettoDebug?.sceneText().length ?? -1);
      expect(shown).toBeGreaterThan(0);
      expect(
        atStandings,
        `texts holding a texture at the standings: ${atStandings} (table ${heldAtTable}, shown ${shown})`,
      ).toBeLessThanOrEqual(heldAtTable + shown);
    },
    BROWSER_TEST_MS,
  );
});
