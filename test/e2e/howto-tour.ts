/**
 * Touring every game's how-to-play (docs/howto.md) for the caption test and `npm run shots:howto`: a lobby seated
 * with every device family (an Xbox pad, a DualSense, a key set and a phone), then, in a TV language, each game's
 * lesson asked for from the title, as a host would. Every wait is on a state the page reports.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameId } from '@shared/game';
import type { Served } from './harness';
import { BTN, connectPad, padsIdle, padsSeen, press, seatedAtOnce, snapshotOf, tapPad } from './players';
import { focusLobbyLine } from './players';
import { appUrl, lobbyTakesPresses, screenIs, STATE_WAIT_MS } from './waits';

export const XBOX = 'Xbox 360 Controller (XInput STANDARD GAMEPAD)';
export const DUALSENSE = 'DualSense Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 0ce6)';
export const GAMES: readonly GameId[] = ['ligretto', 'dice', 'coloretto'];
export type Language = 'en' | 'es' | 'de' | 'is';

/** The scripted pad that sits nowhere: its B on the lobby goes to the title. */
const LOOSE_PAD = 2;

async function tap(page: Page, pad: number, button: number): Promise<void> {
  await tapPad(page, pad, button);
  await padsIdle(page);
}

/** The focused line of the menu screen on show (title, settings). */
const menuFocus = (page: Page): Promise<string> =>
  page.evaluate(() => (window.ligrettoDebug?.describe() as { focus?: string } | null)?.focus ?? '');

/** Moves pad 0's focus on a menu screen to `id` (Down presses, at most 12). */
async function focus(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 12 && (await menuFocus(page)) !== id; i++) await tap(page, 0, BTN.down);
  expect(await menuFocus(page)).toBe(id);
}

/**
 * Opens the app on `page` and seats the newcomers' devices from the title: pads 0 (Xbox) and 1 (DualSense), key
 * set 0 and a phone in its own context (`phoneLocale`), then plugs in a third pad that sits nowhere. Returns the phone.
 */
export async function seatEveryFamily(
  page: Page,
  browser: Browser,
  served: Served,
  phoneLocale = 'en-GB',
): Promise<{ readonly context: BrowserContext; readonly phone: Page }> {
  await page.goto(appUrl(served.url, { pads: 'scripted' }));
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title');
  await connectPad(page, 0, XBOX);
  await tap(page, 0, BTN.a);
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
  await tap(page, 0, BTN.a);
  await seatedAtOnce(page, { kind: 'pad', index: 0 }, 0);
  await lobbyTakesPresses(page);
  await connectPad(page, 1, DUALSENSE);
  await tap(page, 1, BTN.a);
  await seatedAtOnce(page, { kind: 'pad', index: 1 }, 1);
  await lobbyTakesPresses(page);
  await press(page, { kind: 'keys', set: 0 }, 'confirm');
  await seatedAtOnce(page, { kind: 'keys', set: 0 }, 2);
  await lobbyTakesPresses(page);
  const lan = (await snapshotOf(page))?.lan;
  if (lan?.state !== 'on') throw new Error(`LAN mode is not on: ${JSON.stringify(lan)}`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: phoneLocale });
  context.setDefaultTimeout(STATE_WAIT_MS);
  const phone = await context.newPage();
  await phone.goto(lan.url);
  await phone.fill('#join-name', 'Dana');
  await phone.tap('button[type="submit"]');
  await phone.waitForSelector('[data-screen="wait"]');
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[3]?.name === 'Dana');
  await lobbyTakesPresses(page);
  await connectPad(page, LOOSE_PAD, XBOX);
  await padsSeen(page, 3);
  return { context, phone };
}

/** Lobby → Settings (Select) → Right on Language until `lang` is on → Back to the lobby. */
export async function setLanguage(page: Page, lang: Language): Promise<void> {
  await tap(page, 0, 8);
  await screenIs(page, 'settings');
  await focus(page, 'language');
  for (let i = 0; i < 4 && (await page.evaluate(() => document.documentElement.lang)) !== lang; i++) await tap(page, 0, BTN.right);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await tap(page, 0, BTN.b);
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
}

/** Chooses `game` on the lobby's Game line (Right presses, at most 4). */
export async function chooseGame(page: Page, game: GameId): Promise<void> {
  if ((await snapshotOf(page))?.game === game) return;
  await focusLobbyLine(page, 'game');
  for (let i = 0; i < 4; i++) {
    const before = (await snapshotOf(page))?.game;
    if (before === game) break;
    // Each press waits for the host's answer: a second Right sent before it would step past the game.
    await tap(page, 0, BTN.right);
    await page.waitForFunction((g) => window.ligrettoDebug?.snapshot()?.game !== g, before);
  }
  expect((await snapshotOf(page))?.game).toBe(game);
  await lobbyTakesPresses(page);
}

/** From the lobby, the loose pad's B goes to the title, whose "How to play" shows the lobby's game: stage `howto`. */
export async function showFromTitle(page: Page, game: GameId): Promise<void> {
  await chooseGame(page, game);
  await tap(page, LOOSE_PAD, BTN.b);
  await screenIs(page, 'title');
  await focus(page, 'howto');
  await tap(page, 0, BTN.a);
  await page.waitForFunction((g) => {
    const s = window.ligrettoDebug?.snapshot();
    return s?.stage === 'howto' && s.lesson?.game === g;
  }, game);
  // The held clock has not moved since: the lesson is at its first step.
  expect((await snapshotOf(page))?.lesson).toMatchObject({ game, step: 0 });
}

/** After a lesson shown from the title: the lobby is back and takes presses. */
export async function backInLobby(page: Page): Promise<void> {
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
  await screenIs(page, 'lobby');
  await lobbyTakesPresses(page);
}
