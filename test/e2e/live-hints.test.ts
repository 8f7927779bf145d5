/**
 * Live hints and late joiners end to end (issue 30): a phone joins with one tap under its suggested name, a stuck
 * seat's card pulses on the TV (read from the scene) and its phone outlines the hinted button, and a pad that joins
 * mid-match is seated for the next round (J1). Screenshots of the pulse and of the phone's highlight.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ligrettoTable } from '../support/ligretto';
import { launchChromium, SCREENSHOT_DIR, startServe, type Served } from './harness';
import { padSeatedInLobby } from './lobby-steps';
import { BTN, connectPad, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, newPage, reportingHangs, screenIs, shot, STATE_WAIT_MS, type Watched } from './waits';

const XBOX = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';

describe('live hints (browser mode, a phone on this machine)', () => {
  it(
    "pulses a stuck seat's card on the TV and its phone's button; a pad joining mid-match waits for the next round",
    async () => {
      const served: Served = await startServe(['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0']);
      const browser = await launchChromium();
      const watched: Watched = { page: null, served };
      try {
        await reportingHangs(watched, async () => {
          const page = await newPage(browser);
          watched.page = page;
          await padSeatedInLobby(page, served.url);

          // The phone joins with one tap: the page offers the host's suggestion, no name typed.
          const lan = (await snapshotOf(page))?.lan;
          if (lan?.state !== 'on') throw new Error(`LAN mode is not on: ${JSON.stringify(lan)}`);
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
          context.setDefaultTimeout(STATE_WAIT_MS);
          const phone = await context.newPage();
          await phone.goto(lan.url);
          await phone.waitForFunction(() => document.getElementById('join-button')?.textContent?.startsWith('Join as ') === true);
          const offered = (await phone.textContent('#join-button')) ?? '';
          await phone.screenshot({ path: join(SCREENSHOT_DIR, 'live-hints-phone-join.png') });
          await phone.tap('#join-button');
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[1]?.input?.kind === 'phone');
          expect(`Join as ${(await snapshotOf(page))?.seats[1]?.name}`).toBe(offered);

          // "Everybody's in" is focused with two seats: the pad starts the match; nobody plays, so both get hints.
          await page.waitForFunction(() => (window.ligrettoDebug?.describe() as { menuFocus?: string } | null)?.menuFocus === 'start');
          await tapPad(page, 0, BTN.a);
          await served.clock.run(10);
          await page.waitForFunction(() => (window.ligrettoDebug?.snapshot()?.hints ?? []).length >= 2);
          await served.clock.hold();
          await screenIs(page, 'table');
          await page.waitForFunction(() => {
            const table = window.ligrettoDebug?.table() as { hints?: readonly unknown[] } | null;
            return (table?.hints ?? []).length >= 2;
          });
          const table = ligrettoTable(await page.evaluate(() => window.ligrettoDebug?.table() ?? null));
          const snap = await snapshotOf(page);
          expect(table.hints.map((h) => h.seat)).toEqual([0, 1]);
          for (const pulse of table.hints) {
            const hint = snap?.hints?.find((h) => h.seat === pulse.seat);
            expect(hint, `seat ${pulse.seat} has the hint it pulses`).toBeDefined();
            expect(pulse.part).toBe(hint?.do === 'row' ? `row ${(hint.slot ?? 0) + 1}` : hint?.do === 'flip' ? 'hand' : hint?.do);
            expect(pulse.motion).toBe('pulse');
          }
          await shot(page, 'live-hints-tv-pulse', { screen: 'table', stage: 'playing' });

          // The phone outlines the button of its seat's hint.
          await phone.waitForSelector('.hinted');
          const phoneHint = snap?.hints?.find((h) => h.seat === 1);
          const key = `${phoneHint?.do}:${phoneHint?.slot ?? ''}`;
          expect(await phone.getAttribute('.hinted', 'data-press')).toBe(key);
          expect(await phone.locator('.hinted').count()).toBe(1);
          await phone.screenshot({ path: join(SCREENSHOT_DIR, 'live-hints-phone-highlight.png') });

          // A second pad joins mid-match: seated at once, waiting for the next round; the running round's players stay as they were.
          await connectPad(page, 1, XBOX);
          await tapPad(page, 1, BTN.a);
          await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats.some((s) => s.waiting === true) === true);
          const after = await snapshotOf(page);
          expect(after?.players).toEqual(snap?.players);
          const late = after?.seats.find((s) => s.waiting === true);
          await page.waitForFunction(
            (name) => (window.ligrettoDebug?.table() as { nextMatch?: string } | null)?.nextMatch?.includes(name) === true,
            late?.name ?? '?',
          );
          const pill = (await page.evaluate(() => window.ligrettoDebug?.table() as { nextMatch?: string } | null))?.nextMatch ?? '';
          expect(pill, 'Ligretto deals a latecomer in at the next round (J1)').toContain('next round');
          await shot(page, 'live-hints-tv-late-joiner', { screen: 'table', stage: 'playing' });
          await context.close();
        });
      } finally {
        await browser.close();
        await served.stop();
      }
    },
    BROWSER_TEST_MS,
  );
});
