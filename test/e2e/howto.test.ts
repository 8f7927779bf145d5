/**
 * How to play end to end (docs/howto.md, issue 30): with teaching on, a game's first match of the night plays its
 * lesson through to the match on the held host clock; a second match of that game starts directly; another game gets
 * its own lesson, which one press of a scripted pad skips. The pause menu's "Rules" and a phone's "?" show the game's
 * rules card. Every wait is on a state the page or the phone reports, never on time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import type { RulesCardDescription } from '@renderer/screens/howto/RulesCardView';
import { rulesCard } from '@shared/rules-card';
import { hostAndBrowser } from './harness';
import { walkLesson } from './howto-walk';
import { padSeatedInLobby } from './lobby-steps';
import { BTN, padsIdle, snapshotOf, tapPad } from './players';
import { BROWSER_TEST_MS, lobbyTakesPresses, newPage, reportingHangs, STATE_WAIT_MS } from './waits';

const rig = hostAndBrowser({ serveArgs: ['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'], howto: true });

interface PauseMenu {
  readonly mode: string;
  readonly focus: string;
  readonly rules: RulesCardDescription | null;
}

async function tap(page: Page, button: number): Promise<void> {
  await tapPad(page, 0, button);
  await padsIdle(page);
}

/** Moves a menu's focus (read by `read`) to `id`, at most 20 presses. */
async function focusOn(page: Page, read: () => Promise<string | undefined>, id: string, button: number): Promise<void> {
  for (let i = 0; i < 20 && (await read()) !== id; i++) await tap(page, button);
  expect(await read()).toBe(id);
}

const lobbyFocus = (page: Page) => (): Promise<string | undefined> =>
  page.evaluate(() => (window.ligrettoDebug?.describe() as LobbyDescription | null)?.menuFocus);
const pauseMenu = (page: Page): Promise<PauseMenu | null> => page.evaluate(() => window.ligrettoDebug?.pauseMenu() as PauseMenu | null);
const pauseFocus = (page: Page) => async (): Promise<string | undefined> => (await pauseMenu(page))?.focus;

/** Pad 0 presses Start on the lobby's Start line; resolves with the stage the session went to. */
async function start(page: Page): Promise<string> {
  await focusOn(page, lobbyFocus(page), 'start', BTN.up);
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage !== 'lobby');
  return (await snapshotOf(page))?.stage ?? '';
}

/** Steps the held clock through the countdown until play runs (bounded). */
async function toPlay(page: Page): Promise<void> {
  let stage = (await rig.served.clock.state()).stage;
  for (let i = 0; i < 20 && stage !== 'playing'; i++) stage = (await rig.served.clock.advance(1000)).stage;
  expect(stage).toBe('playing');
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing');
}

/** Pauses the match with the pad's Start button and ends it from the pause menu; the lobby comes back. */
async function endMatch(page: Page): Promise<void> {
  await tap(page, BTN.start);
  await page.waitForFunction(() => window.ligrettoDebug?.pauseMenu() !== null);
  await focusOn(page, pauseFocus(page), 'end', BTN.down);
  await tap(page, BTN.a);
  await focusOn(page, pauseFocus(page), 'end-yes', BTN.down);
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'lobby');
  await lobbyTakesPresses(page);
}

describe('how to play before the first match of the night (browser mode, a phone on this machine)', () => {
  it(
    'the first Ligretto match plays its lesson through to the match, a second starts directly, Dice gets its own which one pad press skips; Rules and the phone "?" show the rules card',
    async () => {
      const page = await newPage(rig.browser);
      await reportingHangs({ page, served: rig.served }, async () => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const clock = rig.served.clock;
        await clock.hold();
        await padSeatedInLobby(page, rig.served.url);

        // A German phone takes the second seat; its "?" opens Ligretto's rules card in German.
        const lan = (await snapshotOf(page))?.lan;
        if (lan?.state !== 'on') throw new Error(`LAN mode is not on: ${JSON.stringify(lan)}`);
        const context = await rig.browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          locale: 'de-DE',
        });
        context.setDefaultTimeout(STATE_WAIT_MS);
        const phone = await context.newPage();
        await phone.goto(lan.url);
        await phone.fill('#join-name', 'Dana');
        await phone.tap('button[type="submit"]');
        await phone.waitForSelector('[data-screen="wait"]');
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats[1]?.name === 'Dana');
        await lobbyTakesPresses(page);
        expect(await phone.locator('#rules-sheet').isHidden()).toBe(true);
        await phone.locator('#rules-open').tap();
        await phone.waitForSelector('#rules-sheet', { state: 'visible' });
        const de = rulesCard('ligretto', 'de');
        expect(await phone.locator('#rules-title').textContent()).toBe(de?.title);
        expect(await phone.locator('#rules-sheet dd').allTextContents()).toEqual(de?.lines.map((l) => l.text));
        await phone.locator('.rules-close').tap();
        await phone.waitForSelector('#rules-sheet', { state: 'hidden' });

        // The night's first Ligretto match: the lesson, every step in order, then the match itself.
        expect(await start(page)).toBe('howto');
        const ligretto = await walkLesson(page, clock, 'ligretto');
        expect(ligretto.map((c) => c.step)).toEqual([...ligretto.keys()]);
        expect(new Set(ligretto.map((c) => c.id)).size).toBe(ligretto.length);
        expect(ligretto.every((c) => c.title !== '')).toBe(true);
        const after = await snapshotOf(page);
        expect(after?.game).toBe('ligretto');
        expect(['countdown', 'playing']).toContain(after?.stage);
        expect(after?.lesson ?? null).toBeNull();
        await toPlay(page);

        // Pause → Rules: the game's one-screen card in the TV's language, in big type; B goes back to the menu.
        await tap(page, BTN.start);
        await page.waitForFunction(() => window.ligrettoDebug?.pauseMenu() !== null);
        await focusOn(page, pauseFocus(page), 'rules', BTN.down);
        await tap(page, BTN.a);
        await page.waitForFunction(() => (window.ligrettoDebug?.pauseMenu() as PauseMenu | null)?.mode === 'rules');
        const card = (await pauseMenu(page))?.rules;
        const en = rulesCard('ligretto', 'en');
        expect(card?.title).toBe(en?.title);
        expect(card?.lines).toEqual(en?.lines.map((l) => `${l.head}: ${l.text}`));
        expect(card?.minLinePx).toBeGreaterThanOrEqual(40);
        await tap(page, BTN.b);
        await page.waitForFunction(() => (window.ligrettoDebug?.pauseMenu() as PauseMenu | null)?.mode === 'menu');
        expect((await pauseMenu(page))?.focus).toBe('rules');
        await tap(page, BTN.start);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.paused === false);
        await endMatch(page);

        // A second Ligretto match the same night starts directly.
        expect(await start(page)).toBe('countdown');
        await toPlay(page);
        await endMatch(page);

        // Dice gets its own lesson before its first match; one press of the pad skips it to the match.
        await focusOn(page, lobbyFocus(page), 'game', BTN.down);
        await tap(page, BTN.right);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.game === 'dice');
        expect(await start(page)).toBe('howto');
        await page.waitForFunction(() => window.ligrettoDebug?.howto()?.step === 0);
        expect((await snapshotOf(page))?.lesson?.game).toBe('dice');
        await tap(page, BTN.a);
        await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage !== 'howto');
        const skipped = await snapshotOf(page);
        expect(skipped?.game).toBe('dice');
        expect(skipped?.stage).toBe('countdown');
        expect(skipped?.lesson ?? null).toBeNull();
        expect(errors).toEqual([]);
        await context.close();
      });
    },
    BROWSER_TEST_MS,
  );
});
