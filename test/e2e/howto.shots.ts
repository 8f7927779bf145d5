/**
 * `npm run shots:howto` (docs/howto.md): pictures for people to look at, not a test of the quick suite. Writes
 * `shots/howto/<game>-<lang>-<n>-<step>.png`, every step of every game's how-to-play at 1920x1080 in English and
 * Spanish, taken late in each step (its scripted moves made), with every device family seated so the buttons line is
 * as full as it gets; and `shots/howto/phone-rules-de-<game>.png`, each game's rules sheet on a German phone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rulesCard } from '@shared/rules-card';
import { distinctColours, hostAndBrowser } from './harness';
import { backInLobby, chooseGame, GAMES, seatEveryFamily, setLanguage, showFromTitle } from './howto-tour';
import { captionAt, lessonOf } from './howto-walk';
import { reportingHangs, STATE_WAIT_MS } from './waits';

const OUT = join('shots', 'howto');

/** 39 pictures at full 1080p density in software WebGL: a busy 2-core machine needs most of half an hour. */
const SHOTS_MS = 2_400_000;
const rig = hostAndBrowser({ serveArgs: ['--lan', '--lan-host', '127.0.0.1', '--lan-port', '0'] });

/** How long before a step's end its picture is taken (ms of game time): its moves are made, its caption still on. */
const BEFORE_END_MS = 600;

/**
 * Animation frames the page runs after a step's last snapshot before its picture (at least a second at the display's
 * rate): the moves' card and dice flights have landed. The page draws only what changed (at most 3 frames a second
 * here), so the wait counts frames run, not frames drawn.
 */
const FRAMES_AFTER = 90;

async function save(page: Page, name: string): Promise<void> {
  const png = await page.screenshot({ type: 'png' });
  expect(distinctColours(png), `${name}.png is blank`).toBeGreaterThan(40);
  writeFileSync(join(OUT, `${name}.png`), png);
  console.log(`shots:howto: ${join(OUT, name)}.png`);
}

/** Waits until the page has run `frames` more animation frames. */
async function framesRun(page: Page, frames: number): Promise<void> {
  const now = await page.evaluate(() => window.ligrettoDebug?.loop().frames ?? 0);
  await page.waitForFunction((n) => (window.ligrettoDebug?.loop().frames ?? 0) >= n, now + frames);
}

describe('how-to-play pictures (npm run shots:howto)', () => {
  it(
    'takes every step of every game in English and Spanish at 1080p, and the rules sheet on a German phone',
    async () => {
      mkdirSync(OUT, { recursive: true });
      const page = await rig.browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
      page.setDefaultTimeout(STATE_WAIT_MS);
      await reportingHangs({ page, served: rig.served }, async () => {
        const clock = rig.served.clock;
        await clock.hold();
        const { context, phone } = await seatEveryFamily(page, rig.browser, rig.served, 'de-DE');
        // Each game's rules sheet on the German phone: its "?" shows the lobby's game in the phone's language.
        for (const game of GAMES) {
          await chooseGame(page, game);
          const de = rulesCard(game, 'de');
          await phone.locator('#rules-open').tap();
          await phone.waitForSelector('#rules-sheet', { state: 'visible' });
          // An open sheet follows the game the phone's latest snapshot names.
          await phone.waitForFunction((title) => document.querySelector('#rules-title')?.textContent === title, de?.title ?? '');
          expect(await phone.locator('#rules-title').textContent()).toBe(de?.title);
          const png = await phone.screenshot({ type: 'png' });
          writeFileSync(join(OUT, `phone-rules-de-${game}.png`), png);
          console.log(`shots:howto: ${join(OUT, `phone-rules-de-${game}`)}.png`);
          await phone.locator('.rules-close').tap();
          await phone.waitForSelector('#rules-sheet', { state: 'hidden' });
        }
        for (const lang of ['en', 'es'] as const) {
          await setLanguage(page, lang);
          for (const game of GAMES) {
            await showFromTitle(page, game);
            const first = await captionAt(page, game, 0);
            for (let step = 0; step < first.steps; step++) {
              const caption = await captionAt(page, game, step);
              const left = (await lessonOf(page))?.left ?? 0;
              // The step's moves play on the held clock; the picture waits for the page to show them.
              await clock.advance(Math.max(0, left - BEFORE_END_MS));
              await framesRun(page, FRAMES_AFTER);
              expect((await lessonOf(page))?.step).toBe(step);
              await save(page, `${game}-${lang}-${step + 1}-${caption.id}`);
              await clock.advance(Math.min(left, BEFORE_END_MS) + 1);
            }
            await backInLobby(page);
          }
        }
        await context.close();
      });
    },
    SHOTS_MS,
  );
});
