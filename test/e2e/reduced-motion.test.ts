/**
 * Reduced motion and large text (issue 31) in headless Chromium: with both saved in the settings, a label is drawn
 * 1.25 times the size it has without, and a played card lands on its pile with no move handed to GSAP at all.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from './harness';
import { BTN, connectPad, focusLobbyLine, padsIdle, playOnce, seatedAtOnce, tapPad, type Controller } from './players';
import { describeAs, tapAll } from './saves-flow';
import { appUrl, BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, screenIs, shot } from './waits';
import type { MenuWindow } from '@renderer/ui/Menu';

/** What a menu screen describes: its focused line and the lines in view. */
interface MenuState {
  readonly focus?: string;
  readonly menuWindow?: MenuWindow;
}

/** Saved settings the page starts with (as a player's localStorage would hold them). */
async function startWith(page: Page, url: string, settings: Record<string, boolean>): Promise<void> {
  await page.addInitScript((saved) => localStorage.setItem('ligretto-party.settings', JSON.stringify(saved)), settings);
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
}

const centreCards = (page: Page): Promise<number> =>
  page.evaluate(() => ((t) => (t && 'centre' in t ? t.centre.cards : 0))(window.ligrettoDebug?.table()));

describe('reduced motion and large text (browser mode)', () => {
  const rig = hostAndBrowser({ hostPerTest: true });

  it(
    'draws a known label 1.25 times larger, and a played card arrives with no move tweened',
    async () => {
      const url = appUrl(rig.served.url, { pads: 'scripted' });
      const plain = await newPage(rig.browser);
      await startWith(plain, url, {});
      const label = 'The fast card game for up to 12 players';
      const base = await plain.evaluate((l) => window.ligrettoDebug?.fontPx(l) ?? null, label);
      expect(await plain.evaluate(() => window.ligrettoDebug?.motion().reduced)).toBe(false);
      await plain.close();

      const page = await newPage(rig.browser);
      await reportingHangs({ page, served: rig.served }, async () => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await startWith(page, url, { reducedMotion: true, largeText: true });
        const large = await page.evaluate((l) => window.ligrettoDebug?.fontPx(l) ?? null, label);
        expect(base).not.toBeNull();
        // 1.25 times, give or take the one pixel either size was rounded to.
        expect(Math.abs((large ?? 0) - (base ?? 0) * 1.25)).toBeLessThanOrEqual(1);
        expect(large).toBeGreaterThan(base ?? Infinity);
        expect(await page.evaluate(() => window.ligrettoDebug?.motion().reduced)).toBe(true);

        // A person and a bot at the table; the host clock held while the person plays.
        await connectPad(page, 0, 'Xbox 360 Controller (XInput STANDARD GAMEPAD)');
        await tapPad(page, 0, BTN.a);
        await screenIs(page, 'lobby');
        await tapPad(page, 0, BTN.a);
        await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
        await lobbyTakesPresses(page);
        await focusLobbyLine(page, 'add-bot');
        await tapPad(page, 0, BTN.a);
        await padsIdle(page);
        await page.waitForFunction(() => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length ?? 0) === 2);
        await rig.served.clock.holdOn(['playing']);
        await rig.served.clock.run(10);
        await focusLobbyLine(page, 'start');
        await tapPad(page, 0, BTN.a);
        await screenIs(page, 'table');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        await rig.served.clock.hold();

        const people: { controller: Controller; seat: number }[] = [{ controller: { kind: 'pad', index: 0 }, seat: 0 }];
        const before = await centreCards(page);
        // The person plays whatever fits, the bot too, the held clock stepped between tries (bounded), until a card lands.
        for (let tries = 0; tries < 100 && (await centreCards(page)) <= before; tries++) {
          await playOnce(page, people);
          const step = await rig.served.clock.advance(200);
          await page.waitForFunction((r) => (window.ligrettoDebug?.snapshot()?.rev ?? 0) >= r, step.rev);
        }
        expect(await centreCards(page)).toBeGreaterThan(before);
        // Landed, and nothing was ever flown, shaken or bounced on this page: every move was set at once.
        expect(await page.evaluate(() => window.ligrettoDebug?.motion().moves)).toBe(0);
        await shot(page, 'reduced-motion-large-text-table', { screen: 'table' });
        expect(errors).toEqual([]);
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    'shows the title, Settings (scrolled to its last line), Controls, Replays and Players with both on, nothing moved',
    async () => {
      const page = await newPage(rig.browser);
      await reportingHangs({ page, served: rig.served }, async () => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await startWith(page, appUrl(rig.served.url, { pads: 'scripted' }), { reducedMotion: true, largeText: true });
        await connectPad(page, 0, 'Xbox 360 Controller (XInput STANDARD GAMEPAD)');
        const menu = (): Promise<MenuState | null> => describeAs<MenuState | null>(page);
        /** Down presses on a menu screen until `id` has the focus (bounded). */
        const focus = async (id: string): Promise<void> => {
          for (let i = 0; i < 14 && (await menu())?.focus !== id; i++) await tapAll(page, [BTN.down]);
          expect((await menu())?.focus).toBe(id);
        };
        const open = async (item: string, screen: string): Promise<void> => {
          await focus(item);
          await tapAll(page, [BTN.a]);
          await screenIs(page, screen);
        };
        const back = async (screen: string): Promise<void> => {
          await tapAll(page, [BTN.b]);
          await screenIs(page, screen);
        };
        await shot(page, 'reduced-large-title', { screen: 'title' });
        await open('settings', 'settings');
        await shot(page, 'reduced-large-settings', { screen: 'settings' });
        // Settings' eleven lines do not fit with large text: the list scrolls, the focused line always in view.
        await focus('back');
        const settings = await menu();
        const window_ = settings?.menuWindow;
        expect(window_?.total).toBe(11);
        expect(window_?.last).toBe(10);
        expect(window_?.first).toBeGreaterThan(0);
        await shot(page, 'reduced-large-settings-end', { screen: 'settings' });
        await open('controls', 'controls');
        await shot(page, 'reduced-large-controls', { screen: 'controls' });
        await back('settings');
        await back('title');
        await open('replays', 'replays');
        await shot(page, 'reduced-large-replays', { screen: 'replays' });
        await back('title');
        await open('players', 'players');
        await shot(page, 'reduced-large-players', { screen: 'players' });
        await back('title');
        // Screen changes and menus moved nothing: no tween of a position, scale or rotation ran.
        expect(await page.evaluate(() => window.ligrettoDebug?.motion().moves)).toBe(0);
        expect(errors).toEqual([]);
      });
    },
    BROWSER_TEST_MS,
  );
});
