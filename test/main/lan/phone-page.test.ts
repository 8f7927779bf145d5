/** The built phone page in headless Chromium at phone sizes: join, play, buzz on a rejection, reload back into the seat; screenshots. */
import { ligretto } from '../../support/ligretto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startLanRig, waitFor, type LanRig } from './lan-harness';
import '../../e2e/global-build';
import { distinctColours, launchChromium } from '../../e2e/harness';
import { STATE_WAIT_MS } from '../../e2e/waits';
import { realClock } from '@main/session/clock';
import { TestClock } from '@main/session/test-clock';

const SHOTS = 'screenshots';
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

let browser: Browser;
let rig: LanRig;
/** The session's clock: the test holds it on the countdown for that picture. */
const clock = new TestClock(realClock);

beforeAll(async () => {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  rig = await startLanRig({ phoneDir: join('out', 'phone'), timings: { countdown: 400 }, clock });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

/** Distinct colours of a screenshot, counted in a fresh page of the context (the phone page's CSP is strict). */
async function coloursOf(context: BrowserContext, png: Buffer): Promise<number> {
  const page = await context.newPage();
  const n = distinctColours(png);
  await page.close();
  return n;
}

/** Resolves after the page has drawn two more frames (layout and paint of what just changed). */
function framesPass(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Saves a screenshot once the page shows `screen` (a selector), and checks it still does after the picture. */
async function shot(context: BrowserContext, page: Page, name: string, screen: string): Promise<void> {
  await page.waitForSelector(screen);
  await framesPass(page);
  const png = await page.screenshot();
  expect(await page.locator(screen).count(), `${name} must show ${screen}`).toBe(1);
  writeFileSync(join(SHOTS, `${name}.png`), png);
  expect(await coloursOf(context, png), `${name} is not blank`).toBeGreaterThan(40);
}

describe('the phone page', () => {
  it('joins with the code from the QR link, plays, buzzes on a rejected play and comes back after a reload', async () => {
    const context = await browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(STATE_WAIT_MS);
    await context.addInitScript(() => {
      const w = window as unknown as { buzz: unknown[] };
      w.buzz = [];
      Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => (w.buzz.push(p), true) });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => void problems.push(e.message));
    const url = `http://127.0.0.1:${rig.port}/?room=${rig.server.roomCode}`;
    await page.goto(url);
    await shot(context, page, 'phone-join-portrait', '[data-screen="join"]');
    await page.fill('#join-name', 'Ana');
    await page.tap('button[type="submit"]');
    await shot(context, page, 'phone-lobby-portrait', '[data-screen="wait"]');
    expect(rig.session.snapshot().seats[0]).toMatchObject({ kind: 'person', name: 'Ana', input: { kind: 'phone' } });

    for (const level of ['relaxed', 'relaxed', 'relaxed'] as const) rig.control({ t: 'lobby', cmd: { op: 'add-bot', level } });
    // The clock holds on the countdown until its picture is taken.
    const holdOnCountdown = rig.session.observe((snap) => void (snap.stage === 'countdown' && clock.hold()));
    rig.control({ t: 'control', op: 'start-match' });
    await shot(context, page, 'phone-countdown-portrait', '[data-screen="pad"][data-stage="countdown"]');
    holdOnCountdown();
    clock.run();
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"]');
    // Held from here on: the bots wait, so the round is still on for the playing pictures whatever the machine's speed.
    clock.hold();
    await page.tap('#btn-waste');
    await page.waitForSelector('.toast.on');
    expect(await page.evaluate(() => (window as unknown as { buzz: unknown[] }).buzz.length)).toBeGreaterThan(0);
    expect(await page.textContent('#toast')).toBe('Nothing there');
    const handBefore = ligretto(rig.session.snapshot()).state?.players[0]?.hand.length ?? 0;
    // The "Nothing there" toast goes away by itself before the playing picture.
    await page.waitForSelector('.toast.on', { state: 'detached' });
    await page.tap('#btn-flip');
    await waitFor(
      () => (ligretto(rig.session.snapshot()).state?.players[0]?.hand.length ?? 0) < handBefore,
      'the flip to reach the session',
    );
    await page.waitForFunction(() => document.querySelector('#waste-face .card')?.classList.contains('empty') === false);
    await shot(context, page, 'phone-playing-portrait', '[data-screen="pad"][data-stage="playing"]');
    await page.setViewportSize(LANDSCAPE);
    await shot(context, page, 'phone-playing-landscape', '[data-screen="pad"][data-stage="playing"]');

    await page.reload();
    await page.waitForSelector('[data-screen="pad"]');
    expect(ligretto(rig.session.snapshot()).frozen).toEqual([]);
    expect(ligretto(rig.session.snapshot()).seats.filter((s) => s.input?.kind === 'phone')).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the row placement buttons with the advanced row and five row cards for two players', async () => {
    clock.run();
    rig.control({ t: 'control', op: 'end-match' });
    rig.control({ t: 'lobby', cmd: { op: 'leave', seat: 0 } });
    await waitFor(() => ligretto(rig.session.snapshot()).seats.every((s) => s.kind !== 'person'), 'the lobby to clear');
    for (const seat of [1, 2, 3]) rig.control({ t: 'lobby', cmd: { op: 'remove-bot', seat } });
    rig.control({ t: 'lobby', cmd: { op: 'set-options', options: { advancedRow: true } } });
    rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed', seat: 5 } });
    const context = await browser.newContext({ viewport: LANDSCAPE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(STATE_WAIT_MS);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${rig.port}/?room=${rig.server.roomCode}`);
    await page.fill('#join-name', 'Bruno');
    await page.tap('button[type="submit"]');
    await shot(context, page, 'phone-lobby-landscape', '[data-screen="wait"]');
    rig.control({ t: 'control', op: 'start-match' });
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"]');
    expect(await page.locator('.row .slot').count()).toBe(5);
    expect(await page.locator('.row.advanced .mini').count()).toBe(10);
    await shot(context, page, 'phone-advanced-landscape', '[data-screen="pad"][data-stage="playing"]');
    await page.setViewportSize(PORTRAIT);
    await shot(context, page, 'phone-advanced-portrait', '[data-screen="pad"][data-stage="playing"]');
    await context.close();
  });
});
