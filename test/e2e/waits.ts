/**
 * Waits on what the renderer says (debug hooks), never on wall-clock time, and screenshots that prove
 * they show the screen they are named after.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import type {} from '@renderer/app/debug';
import type {} from '@renderer/input/pad-source';
import type {} from '@renderer/screens/saves/NoticeLayer';
import type { LobbyDescription } from '@renderer/screens/LobbyScreen';
import type { ResultsDescription } from '@renderer/screens/results/ResultsScreen';
import type { Stage } from '@shared/protocol';
import { distinctColours, SCREENSHOT_DIR, type Served } from './harness';

/**
 * Software WebGL pays for every pixel of every frame (SwiftShader draws and copies it back). So rounds play laid out
 * at 960x540 but drawn at half density (480x270 pixels: a 2-player round took 30 s of CPU instead of 84 s), and
 * every screenshot is taken at 1920x1080 at full density. The layout, and so every text the tests read, is the
 * same as at full density.
 */
export const PLAY_VIEWPORT = { width: 960, height: 540 };
export const PLAY_DENSITY = 0.5;
export const SHOT_VIEWPORT = { width: 1920, height: 1080 };

/**
 * Every wait in these tests is for a state the page or host reports, so its time limit only catches a hang;
 * it is long because a busy 2-core machine can draw a software-WebGL frame in seconds.
 */
export const STATE_WAIT_MS = 120_000;

/**
 * The time limit of a whole browser test. It has no waits on wall-clock time, so this only catches a hang;
 * on a 2-core machine shared with other work a 1920x1080 software-WebGL screenshot alone can take minutes.
 */
export const BROWSER_TEST_MS = 900_000;

/**
 * The TV page's render cap in these tests (`?fps=`). A table frame costs 75-100 ms of CPU in SwiftShader even at
 * 480x270, so an uncapped page keeps both cores busy drawing pictures nobody looks at while the other test file and
 * the host wait for CPU. The cap spaces out only the drawing: snapshots, input and the debug hooks still run every
 * display frame, and a screen is "settled" only once its last change is drawn. `E2E_FPS=0` draws at the display's rate.
 * 3 rather than 5: the quick suite used 14 % less CPU (320 against 374 CPU-s; the Coloretto file 26 against 34).
 */
export const TEST_FPS = Number(process.env.E2E_FPS ?? 3);

/** The app's address with these page options, and the tests' frame cap. */
export function appUrl(base: string, options: Record<string, string> = {}): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(options)) url.searchParams.set(k, v);
  if (TEST_FPS > 0) url.searchParams.set('fps', String(TEST_FPS));
  return url.href;
}

/** A fresh page at the play size whose waits and actions use STATE_WAIT_MS. */
export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: PLAY_VIEWPORT, deviceScaleFactor: PLAY_DENSITY });
  page.setDefaultTimeout(STATE_WAIT_MS);
  return page;
}

/**
 * Resolves once the page's render loop sleeps: every change has been drawn, no snapshot waits for a frame, no
 * animation runs and nothing on screen moves with time (the loop draws only on change, so it does come to rest).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.ligrettoDebug?.loop().idle === true);
}

/** Waits until the screen with this id is on show. */
export function screenIs(page: Page, id: string): Promise<unknown> {
  return page.waitForFunction((s) => window.ligrettoDebug?.screen() === s, id);
}

/**
 * Waits until the lobby has read every queued scripted tap and takes presses from every device again
 * (none is inside its just-joined window).
 */
export async function lobbyTakesPresses(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const d = window.ligrettoDebug?.describe() as LobbyDescription | null;
    return window.ligrettoDebug?.screen() === 'lobby' && (window.ligrettoPads?.pendingTaps() ?? 0) === 0 && d?.joinPending === 0;
  });
}

/** Waits until the results screen on show (scores, standings, match end) would take a confirm press. */
export async function resultsTakeConfirm(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(
    (s) => window.ligrettoDebug?.screen() === s && (window.ligrettoDebug.describe() as ResultsDescription | null)?.confirmReady === true,
    screen,
  );
}

/** The screen (and, when named, the host stage) a screenshot must show. */
export interface Showing {
  readonly screen: string;
  readonly stage?: Stage;
  /** The title of the notice dialog on top, when the picture is of a notice. */
  readonly notice?: string;
}

async function expectShowing(page: Page, name: string, want: Showing): Promise<void> {
  const seen = await page.evaluate(() => ({
    screen: window.ligrettoDebug?.screen() ?? '',
    stage: window.ligrettoDebug?.snapshot()?.stage ?? null,
    notice: window.ligrettoDebug?.notices?.()?.title ?? null,
  }));
  expect(seen.screen, `${name}.png must show the ${want.screen} screen`).toBe(want.screen);
  if (want.stage) expect(seen.stage, `${name}.png must be taken in the ${want.stage} stage`).toBe(want.stage);
  if (want.notice) expect(seen.notice, `${name}.png must show the notice "${want.notice}"`).toBe(want.notice);
}

/**
 * Waits until what the page shows now has been drawn: a frame drawn after this call, or nothing left to draw (the loop
 * is idle only once its last change is on the canvas). The render cap may hold a change back for up to 1/fps s, and a
 * picture taken meanwhile would show the screen before (or, on a fresh page, an empty canvas).
 */
export async function drawnSince(page: Page): Promise<void> {
  const renders = await page.evaluate(() => window.ligrettoDebug?.loop().renders ?? 0);
  await page.waitForFunction((n) => {
    const loop = window.ligrettoDebug?.loop();
    return loop !== undefined && (loop.idle || loop.renders > n);
  }, renders);
}

/** Waits until the page has the given size and density and has drawn a frame at them. */
export async function drawnAt(page: Page, size: { width: number; height: number }, density: number): Promise<void> {
  // The canvas follows the density too: its pixels are the layout's size times the density.
  await page.waitForFunction(
    ([w, h, d]) => {
      const drawn = window.ligrettoDebug?.loop().drawn;
      return (
        window.innerWidth === w &&
        window.innerHeight === h &&
        window.devicePixelRatio === d &&
        document.querySelector('canvas')?.width === Math.round(w * d) &&
        drawn?.width === w &&
        drawn.height === h
      );
    },
    [size.width, size.height, density] as const,
  );
}

/** Lays the page out at `size` and draws it at `density` (Chromium's device metrics, over the DevTools protocol). */
async function emulate(cdp: CDPSession, size: { width: number; height: number }, density: number): Promise<void> {
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor: density, mobile: false });
}

/**
 * `E2E_SHOTS=1080` (as in `npm run test:shots`) saves every screenshot at 1920x1080 at full density, for people
 * to look at. Without it a screenshot is the frame on show, at the play size and density: still checked for the
 * screen it is named after and for being drawn, but with no relayout at 1080p and back. Those two relayouts
 * re-rasterise every text twice and draw 2 million software pixels; they were about 70 % of the browser tests' CPU
 * (the 12-player table file: 99 s of CPU with them, 29 s without).
 */
export const FULL_SHOTS = process.env.E2E_SHOTS === '1080';

/**
 * Saves `screenshots/<name>.png` (1920x1080 with FULL_SHOTS) after the hooks say `want` is on show, and checks it
 * still is once the picture is taken (a test holds the host clock where timed stages would move on).
 */
export async function shot(page: Page, name: string, want: Showing): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await expectShowing(page, name, want);
  await drawnSince(page);
  const cdp = await page.context().newCDPSession(page);
  try {
    if (FULL_SHOTS) {
      await emulate(cdp, SHOT_VIEWPORT, 1);
      await drawnAt(page, SHOT_VIEWPORT, 1);
    }
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
    const png = Buffer.from(data, 'base64');
    await expectShowing(page, name, want);
    if (FULL_SHOTS) {
      await emulate(cdp, PLAY_VIEWPORT, PLAY_DENSITY);
      await drawnAt(page, PLAY_VIEWPORT, PLAY_DENSITY);
    }
    writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), png);
    expect(distinctColours(png), `${name}.png is blank`).toBeGreaterThan(40);
  } finally {
    await cdp.detach();
  }
}

/** What the page and the host say right now, for the error of a wait that never ended. */
export async function hangReport(page: Page, served: Served): Promise<string> {
  const pageSide = await page
    .evaluate(() => {
      const s = window.ligrettoDebug?.snapshot();
      return {
        bridge: document.body.dataset.bridge ?? null,
        screen: window.ligrettoDebug?.screen() ?? null,
        stage: s?.stage ?? null,
        rev: s?.rev ?? null,
        paused: s?.paused ?? null,
        frames: window.ligrettoDebug?.loop().frames ?? null,
        idle: window.ligrettoDebug?.loop().idle ?? null,
        pendingTaps: window.ligrettoPads?.pendingTaps() ?? null,
        describe: JSON.stringify(window.ligrettoDebug?.describe() ?? null).slice(0, 1500),
      };
    })
    .catch((e: unknown) => String(e));
  const child = served.child;
  const host =
    child.exitCode !== null || child.signalCode !== null
      ? `host exited (code ${child.exitCode}, signal ${child.signalCode})`
      : await Promise.race([
          served.clock.state(),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer from the test clock in 30 s'), 30_000)),
        ]);
  const log = served.log();
  return `page ${JSON.stringify(pageSide)}; host clock ${JSON.stringify(host)}; host log (${log.length} chars):\n${log.slice(-4000)}`;
}

/** The page and host a failing browser story was watching (they change when a story restarts its host). */
export interface Watched {
  page: Page | null;
  served: Served | null;
}

/** Runs a test's body; an error it throws (a wait that timed out) gets what the watched page and host were doing. */
export async function reportingHangs(watched: Watched, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    const { page, served } = watched;
    const report = page && served ? await hangReport(page, served).catch((r: unknown) => `no report: ${String(r)}`) : 'no page or host yet';
    throw new Error(`${e instanceof Error ? e.message : String(e)}\nstate at the failure: ${report}`, { cause: e });
  }
}
