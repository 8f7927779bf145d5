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

const SHOTS = 'screenshots';
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

let browser: Browser;
let rig: LanRig;

beforeAll(async () => {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  rig = await startLanRig({ phoneDir: join('out', 'phone'), timings: { countdown: 400 } });
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
  const n = await distinctColours(page, png);
  await page.close();
  return n;
}

async function shot(context: BrowserContext, page: Page, name: string): Promise<void> {
  await page.waitForTimeout(150);
  const png = await page.screenshot();
  writeFileSync(join(SHOTS, `${name}.png`), png);
  expect(await coloursOf(context, png), `${name} is not blank`).toBeGreaterThan(40);
}

describe('the phone page', () => {
  it('joins with the code from the QR link, plays, buzzes on a rejected play and comes back after a reload', async () => {
    const context = await browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
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
    await page.waitForSelector('[data-screen="join"]');
    await shot(context, page, 'phone-join-portrait');
    await page.fill('#join-name', 'Ana');
    await page.tap('button[type="submit"]');
    await page.waitForSelector('[data-screen="wait"]');
    await shot(context, page, 'phone-lobby-portrait');
    expect(ligretto(rig.session.snapshot()).seats[0]).toMatchObject({ kind: 'person', name: 'Ana', input: { kind: 'phone' } });

    for (const level of ['relaxed', 'relaxed', 'relaxed'] as const) rig.control({ t: 'lobby', cmd: { op: 'add-bot', level } });
    rig.control({ t: 'control', op: 'start-match' });
    await page.waitForSelector('[data-screen="pad"][data-stage="countdown"]');
    await shot(context, page, 'phone-countdown-portrait');
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"]');
    await page.tap('#btn-waste');
    await page.waitForSelector('.toast.on');
    expect(await page.evaluate(() => (window as unknown as { buzz: unknown[] }).buzz.length)).toBeGreaterThan(0);
    expect(await page.textContent('#toast')).toBe('Nothing there');
    const handBefore = ligretto(rig.session.snapshot()).state?.players[0]?.hand.length ?? 0;
    await page.waitForTimeout(1300);
    await page.tap('#btn-flip');
    await waitFor(
      () => (ligretto(rig.session.snapshot()).state?.players[0]?.hand.length ?? 0) < handBefore,
      2000,
      'the flip to reach the session',
    );
    await page.waitForFunction(() => document.querySelector('#waste-face .card')?.classList.contains('empty') === false);
    await shot(context, page, 'phone-playing-portrait');
    await page.setViewportSize(LANDSCAPE);
    await shot(context, page, 'phone-playing-landscape');

    await page.reload();
    await page.waitForSelector('[data-screen="pad"]');
    expect(ligretto(rig.session.snapshot()).frozen).toEqual([]);
    expect(ligretto(rig.session.snapshot()).seats.filter((s) => s.input?.kind === 'phone')).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the row placement buttons with the advanced row and five row cards for two players', async () => {
    rig.control({ t: 'control', op: 'end-match' });
    rig.control({ t: 'lobby', cmd: { op: 'leave', seat: 0 } });
    await waitFor(() => ligretto(rig.session.snapshot()).seats.every((s) => s.kind !== 'person'), 2000, 'the lobby to clear');
    for (const seat of [1, 2, 3]) rig.control({ t: 'lobby', cmd: { op: 'remove-bot', seat } });
    rig.control({ t: 'lobby', cmd: { op: 'set-options', options: { advancedRow: true } } });
    rig.control({ t: 'lobby', cmd: { op: 'add-bot', level: 'relaxed', seat: 5 } });
    const context = await browser.newContext({ viewport: LANDSCAPE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${rig.port}/?room=${rig.server.roomCode}`);
    await page.fill('#join-name', 'Bruno');
    await page.tap('button[type="submit"]');
    await page.waitForSelector('[data-screen="wait"]');
    await shot(context, page, 'phone-lobby-landscape');
    rig.control({ t: 'control', op: 'start-match' });
    await page.waitForSelector('[data-screen="pad"][data-stage="playing"]');
    expect(await page.locator('.row .slot').count()).toBe(5);
    expect(await page.locator('.row.advanced .mini').count()).toBe(10);
    await shot(context, page, 'phone-advanced-landscape');
    await page.setViewportSize(PORTRAIT);
    await shot(context, page, 'phone-advanced-portrait');
    await context.close();
  });
});
