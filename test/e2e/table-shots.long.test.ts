/**
 * The table in Spanish, at 720p and 4K, for 2, 4 and 12 players: screenshots
 * to look at (screenshots/table-N-SIZE-es.png), every caption and hint line at least 20 px at 1080p scaled to the
 * screen (14 px at 720p: the same size on the same TV), and the text-layout check on the table as dealt.
 */
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TableDescription } from '@renderer/games/ligretto/table';
import { describeProblem, textLayoutProblems } from '@renderer/ui/text-layout';
import { hostAndBrowser } from './harness';
import { BTN, connectPad, seatedAtOnce, tapPad } from './players';
import { describeAs, focusLine, PAD, SCALE, tapAll } from './saves-flow';
import {
  BROWSER_TEST_MS,
  drawnAt,
  lobbyTakesPresses,
  PLAY_DENSITY,
  PLAY_VIEWPORT,
  reportingHangs,
  screenIs,
  settled,
  shot,
  STATE_WAIT_MS,
} from './waits';

/** The two sizes, each with a density unlike the one before it (the page hears of a new size through it). */
const SIZES = [
  { name: '720p', width: 1280, height: 720, density: 1 },
  { name: '4K', width: 3840, height: 2160, density: 0.5 },
] as const;

/** Captions and hint lines at 1080p, px (issue 15 item 4), scaled with the screen. */
const MIN_CAPTION_1080 = 20;

describe('the table in Spanish at 720p and 4K (browser mode)', () => {
  const rig = hostAndBrowser({ hostPerTest: true });

  for (const players of [2, 4, 12] as const) {
    it(
      `${players} players: captions readable, no text over another, screenshots saved`,
      async () => {
        const context = await rig.browser.newContext({ viewport: PLAY_VIEWPORT, deviceScaleFactor: PLAY_DENSITY });
        const page = await context.newPage();
        page.setDefaultTimeout(STATE_WAIT_MS);
        const served = rig.served;
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const found: string[] = [];
        await reportingHangs({ page, served }, async () => {
          // The settings say Spanish before the page starts (as a Spanish host's saved settings would).
          await page.addInitScript(() => localStorage.setItem('ligretto-party.settings', JSON.stringify({ language: 'es' })));
          await page.goto(`${served.url}?pads=scripted`);
          await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
          await connectPad(page, 0, PAD);
          await tapPad(page, 0, BTN.a);
          await screenIs(page, 'lobby');
          await lobbyTakesPresses(page);
          await tapPad(page, 0, BTN.a);
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
          await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
          await lobbyTakesPresses(page);
          await focusLine(page, 'add-bot');
          await tapAll(page, [BTN.right, BTN.right]);
          for (let b = 1; b < players; b++) {
            await tapAll(page, [BTN.a]);
            await page.waitForFunction(
              (n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'bot').length ?? 0) === n,
              b,
            );
          }
          await focusLine(page, 'start');
          // The clock holds as play starts: the table stays as dealt while it is looked at.
          await served.clock.holdOn(['playing']);
          await served.clock.run(SCALE);
          await tapPad(page, 0, BTN.a);
          await page.waitForFunction(
            () => window.ligrettoDebug?.snapshot()?.stage === 'playing' && window.ligrettoDebug.screen() === 'table',
          );
          const cdp: CDPSession = await context.newCDPSession(page);
          for (const size of SIZES) {
            await cdp.send('Emulation.setDeviceMetricsOverride', {
              width: size.width,
              height: size.height,
              deviceScaleFactor: size.density,
              mobile: false,
            });
            await drawnAt(page, size, size.density);
            await settled(page);
            const least = MIN_CAPTION_1080 * Math.min(size.width / 1920, size.height / 1080);
            const table = await describeAs<TableDescription>(page);
            expect(table.areas).toHaveLength(players);
            for (const [seat, area] of table.areas.entries()) {
              // From 7 players the layout shows no captions (the hint line names the buttons): nothing to measure.
              const caption = area.textPx.caption;
              if (caption !== null && caption < least)
                found.push(`${size.name} seat ${seat}: captions ${caption.toFixed(1)} px < ${least.toFixed(1)}`);
              if (area.textPx.hint < least)
                found.push(`${size.name} seat ${seat}: hint line ${area.textPx.hint.toFixed(1)} px < ${least.toFixed(1)}`);
            }
            const layout = await page.evaluate(() => window.ligrettoDebug?.textLayout() ?? null);
            if (!layout) throw new Error('no text layout from the debug hooks');
            for (const p of textLayoutProblems(layout)) found.push(`${size.name}: ${describeProblem(p)}`);
            await shot(page, `table-${players}-${size.name}-es`, { screen: 'table', stage: 'playing' });
          }
          await cdp.detach();
        });
        for (const f of found) console.log(`table ${players}: ${f}`);
        expect(errors).toEqual([]);
        expect(found).toEqual([]);
        await context.close();
      },
      BROWSER_TEST_MS,
    );
  }
});
