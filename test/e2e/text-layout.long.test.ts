/**
 * No text overlaps another or leaves its panel, on every screen a night goes through (title, settings, controls,
 * replays, players, the lobby at 2 and 12 seats, pause, scores, standings, match end), laid out at 720p, 1080p and
 * 4K, in English and Spanish; the title's screens (Replays and Players among them) and the lobby again with large text
 * in English and German. One page: the sizes are switched in place (the layout follows the page size; the
 * density is kept low, as the check reads the scene graph and not pixels) and the language through Settings.
 */
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import { describeProblem, textLayoutProblems } from '@renderer/ui/text-layout';
import { hostAndBrowser } from './harness';
import { BTN, connectPad, seatedAtOnce, padsIdle, tapPad } from './players';
import { describeAs, focusLine, PAD, SCALE, tapAll } from './saves-flow';
import {
  appUrl,
  BROWSER_TEST_MS,
  drawnAt,
  lobbyTakesPresses,
  newPage,
  PLAY_DENSITY,
  PLAY_VIEWPORT,
  reportingHangs,
  resultsTakeConfirm,
  screenIs,
  settled,
  shot,
} from './waits';

/**
 * Layout sizes, each drawn at a low density (software WebGL pays per pixel; the check reads the scene graph). Each
 * density differs from the one before it, the play density's too: under Chromium's device-metrics override the page
 * hears of a new size through its density change (binary fractions: the page reports them exactly).
 */
const SIZES = [
  { name: '720p', width: 1280, height: 720, density: 0.625 },
  { name: '1080p', width: 1920, height: 1080, density: 0.5 },
  { name: '4K', width: 3840, height: 2160, density: 0.375 },
] as const;

describe('the text-layout check on every screen (browser mode)', () => {
  const rig = hostAndBrowser();

  it(
    'finds no text over another or out of its panel at 720p, 1080p and 4K, in English and Spanish',
    async () => {
      const page = await newPage(rig.browser);
      const served = rig.served;
      const problems: string[] = [];
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const cdp: CDPSession = await page.context().newCDPSession(page);

      /** Lays the screen on show out at every size, reads its texts and panels, and keeps what the check finds. */
      const check = async (label: string): Promise<void> => {
        for (const size of SIZES) {
          await cdp.send('Emulation.setDeviceMetricsOverride', {
            width: size.width,
            height: size.height,
            deviceScaleFactor: size.density,
            mobile: false,
          });
          await drawnAt(page, size, size.density).catch((e: unknown) => {
            throw new Error(`${label}: the page was never drawn at ${size.name}`, { cause: e });
          });
          const layout = await page.evaluate(() => window.ligrettoDebug?.textLayout() ?? null);
          if (!layout) throw new Error('no text layout from the debug hooks');
          for (const p of textLayoutProblems(layout)) {
            problems.push(`${label} ${size.name}: ${describeProblem(p)}`);
            console.log(`text layout: ${label} ${size.name}: ${describeProblem(p)}`);
          }
        }
        await cdp.send('Emulation.setDeviceMetricsOverride', { ...PLAY_VIEWPORT, deviceScaleFactor: PLAY_DENSITY, mobile: false });
        await drawnAt(page, PLAY_VIEWPORT, PLAY_DENSITY);
      };
      const menuFocus = async (): Promise<string> => (await describeAs<{ focus?: string; menuFocus?: string } | null>(page))?.focus ?? '';
      /** Moves a menu screen's focus to `id` with pad 0 (Down presses, watching the focus). */
      const focus = async (id: string): Promise<void> => {
        for (let i = 0; i < 12 && (await menuFocus()) !== id; i++) await tapAll(page, [BTN.down]);
        expect(await menuFocus()).toBe(id);
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

      /** Lobby → Settings (Select) → Right on Language until `lang` is on → Back to the lobby. */
      const setLanguage = async (lang: 'en' | 'es' | 'de' | 'is'): Promise<void> => {
        await tapAll(page, [8]);
        await screenIs(page, 'settings');
        await focus('language');
        for (let i = 0; i < 4 && (await page.evaluate(() => document.documentElement.lang)) !== lang; i++) await tapAll(page, [BTN.right]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await back('lobby');
      };
      /** The title's own screens in the language on show (Settings' eleven lines scroll with large text). */
      const localScreens = async (lang: string): Promise<void> => {
        await screenIs(page, 'title');
        await check(`${lang} title`);
        await open('settings', 'settings');
        await check(`${lang} settings`);
        await shot(page, `layout-settings-${lang}`, { screen: 'settings' });
        await open('controls', 'controls');
        await check(`${lang} controls`);
        await back('settings');
        // Title → Settings → Back returns to the title.
        await back('title');
        await open('replays', 'replays');
        await check(`${lang} replays`);
        await shot(page, `layout-replays-${lang}`, { screen: 'replays' });
        await back('title');
        await open('players', 'players');
        await check(`${lang} players`);
        await shot(page, `layout-players-${lang}`, { screen: 'players' });
        await back('title');
      };
      /** A one-round match from the full lobby: pause, scores, standings, match end, back in the lobby. */
      const match = async (lang: string): Promise<void> => {
        await focusLine(page, 'start');
        await served.clock.holdOn(['playing', 'scores', 'standings', 'match-over']);
        await served.clock.run(SCALE);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
        await tapPad(page, 0, BTN.start);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.paused === true);
        await padsIdle(page);
        await check(`${lang} pause`);
        await shot(page, `layout-pause-${lang}`, { screen: 'table' });
        await tapAll(page, [BTN.start]);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.paused === false);
        await served.clock.run(SCALE);
        for (const [stage, screen] of [
          ['scores', 'scores'],
          ['standings', 'standings'],
          ['match-over', 'match-end'],
        ] as const) {
          await page.waitForFunction((s) => window.ligrettoDebug?.snapshot()?.stage === s, stage);
          await resultsTakeConfirm(page, screen);
          // The winner's title pops in (past full size, then back): the layout is checked once nothing moves.
          await settled(page);
          await check(`${lang} ${screen}`);
          await shot(page, `layout-${screen}-${lang}`, { screen, stage });
          // The clock stays held: A goes on (the match end's first line leads back to the lobby).
          await resultsTakeConfirm(page, screen);
          await tapAll(page, [BTN.a]);
        }
        await screenIs(page, 'lobby');
        await lobbyTakesPresses(page);
      };

      await reportingHangs({ page, served }, async () => {
        await page.goto(appUrl(served.url, { pads: 'scripted' }));
        await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
        await connectPad(page, 0, PAD);
        await localScreens('en');
        await open('play', 'lobby');
        await lobbyTakesPresses(page);
        await tapPad(page, 0, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[0]?.kind === 'person');
        await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
        await lobbyTakesPresses(page);
        await focusLine(page, 'add-bot');
        await tapAll(page, [BTN.right, BTN.right]);
        for (let b = 1; b <= 11; b++) {
          await tapAll(page, [BTN.a]);
          await page.waitForFunction((n) => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind === 'bot').length ?? 0) === n, b);
          if (b === 1) {
            await check('en lobby-2');
            await setLanguage('es');
            await check('es lobby-2');
            await setLanguage('en');
            await focusLine(page, 'add-bot');
          }
        }
        await check('en lobby-12');
        // German and Icelandic, the longest words, on the busiest lobby.
        await setLanguage('de');
        await check('de lobby-12');
        await setLanguage('is');
        await check('is lobby-12');
        await setLanguage('en');
        // One round: the seat lines act on the last bot, whose 5-card stack ends the round soon.
        await focusLine(page, 'seat');
        for (let i = 0; i < 12 && (await describeAs<LobbyDescription>(page)).targetSeat !== 11; i++) await tapAll(page, [BTN.right]);
        await focusLine(page, 'stack');
        await tapAll(page, Array<number>(5).fill(BTN.left));
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[11]?.stackSize === 5);
        await focusLine(page, 'rounds');
        await tapAll(page, [BTN.right]);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.options.games.ligretto.rounds === 1);
        await match('en');
        await setLanguage('es');
        await check('es lobby-12');
        await shot(page, 'layout-lobby-12-es', { screen: 'lobby' });
        await match('es');
        // B leaves pad 0's seat, a second B goes to the title: its screens in Spanish, with two matches played.
        await tapAll(page, [BTN.b]);
        await lobbyTakesPresses(page);
        await tapAll(page, [BTN.b]);
        await localScreens('es');
        // Large text (issue 31: every text 25 % larger), in English and German: the title's screens and the lobby.
        for (const lang of ['en', 'de'] as const) {
          await open('settings', 'settings');
          await focus('language');
          for (let i = 0; i < 4 && (await page.evaluate(() => document.documentElement.lang)) !== lang; i++)
            await tapAll(page, [BTN.right]);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await focus('large-text');
          if ((await page.evaluate(() => document.documentElement.dataset.largeText)) !== 'true') await tapAll(page, [BTN.right]);
          expect(await page.evaluate(() => document.documentElement.dataset.largeText)).toBe('true');
          await back('title');
          await localScreens(`${lang}-large`);
          await open('play', 'lobby');
          await lobbyTakesPresses(page);
          await check(`${lang}-large lobby-11`);
          await shot(page, `layout-lobby-large-${lang}`, { screen: 'lobby' });
          await tapAll(page, [BTN.b]);
          await screenIs(page, 'title');
        }
      });
      await cdp.detach();
      expect(errors).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
