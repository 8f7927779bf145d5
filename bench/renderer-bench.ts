/**
 * Renderer figures (issue 4), in browser mode in headless Chromium: JS time per rendered frame during a 12-bot
 * round, redraws while idle on the title screen, and the size of the renderer bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import { startServe, VIEWPORT } from './browser';
import { round3, summary } from './stats';

/** The renderer's JavaScript files as built, in bytes and gzipped (each file on its own, as a server sends it). */
export function bundleSize(dir = join(process.cwd(), 'out', 'renderer', 'assets')): Record<string, number> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  let bytes = 0;
  let gzip = 0;
  for (const f of files) {
    const data = readFileSync(join(dir, f));
    bytes += data.length;
    gzip += gzipSync(data).length;
  }
  return { bundleJsKiB: round3(bytes / 1024), bundleJsGzipKiB: round3(gzip / 1024), bundleJsFiles: files.length };
}

async function openReady(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug !== undefined, undefined, {
    timeout: 30_000,
  });
  return page;
}

/** Renders counted between 1.5 s and 4.5 s after the title screen appeared, with nothing going on. */
async function idleRedraws(browser: Browser, url: string): Promise<number> {
  const page = await openReady(browser, url);
  try {
    await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'title', undefined, { timeout: 30_000 });
    const renders = (): Promise<number> => page.evaluate(() => window.ligrettoDebug?.loop().renders ?? 0);
    await page.waitForTimeout(1500);
    const before = await renders();
    await page.waitForTimeout(3000);
    return (await renders()) - before;
  } finally {
    await page.close();
  }
}

interface Poll {
  readonly stage: string;
  readonly renders: number;
  readonly frames: number;
  /** frameMs of the renders since the previous poll. */
  readonly fresh: number[];
  /** Durations of the main-thread long tasks (> 50 ms) since the previous poll. */
  readonly long: number[];
  readonly at: number;
}

/** JS ms of every frame rendered while the stage was 'playing', over `playingMs` of a `?demo=12` round. */
async function demoFrames(
  browser: Browser,
  url: string,
  playingMs: number,
): Promise<{ frameMs: number[]; longTasks: number[]; seconds: number; renders: number; frames: number }> {
  const page = await openReady(browser, `${url}?demo=12`);
  try {
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 30_000 });
    // The benchmark's own long-task list, on a page global of its own.
    await page.evaluate(() => {
      const w = window as unknown as { benchLongTasks: number[] };
      w.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.benchLongTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const poll = (since: number): Promise<Poll> =>
      page.evaluate((since) => {
        const d = window.ligrettoDebug;
        const loop = d?.loop() ?? { frames: 0, renders: 0, frameMs: [] };
        const n = Math.min(loop.renders - since, loop.frameMs.length);
        const w = window as unknown as { benchLongTasks: number[] };
        const long = w.benchLongTasks.splice(0);
        return {
          stage: d?.snapshot()?.stage ?? '',
          renders: loop.renders,
          frames: loop.frames,
          fresh: n > 0 ? loop.frameMs.slice(-n) : [],
          long,
          at: performance.now(),
        };
      }, since);
    const frameMs: number[] = [];
    const longTasks: number[] = [];
    let playing = 0;
    let renders = 0;
    let frames = 0;
    let prev = await poll(Number.MAX_SAFE_INTEGER);
    const deadline = Date.now() + playingMs + 45_000;
    while (playing < playingMs && Date.now() < deadline) {
      await page.waitForTimeout(250);
      const cur = await poll(prev.renders);
      if (prev.stage === 'playing' && cur.stage === 'playing') {
        frameMs.push(...cur.fresh);
        longTasks.push(...cur.long);
        playing += cur.at - prev.at;
        renders += cur.renders - prev.renders;
        frames += cur.frames - prev.frames;
      }
      prev = cur;
    }
    return { frameMs, longTasks, seconds: playing / 1000, renders, frames };
  } finally {
    await page.close();
  }
}

/** Frame JS time during a 12-bot demo round, idle redraws on the title screen, bundle size. */
export async function benchRenderer(browser: Browser): Promise<Record<string, number>> {
  const served = await startServe();
  let idle: number;
  let demo: Awaited<ReturnType<typeof demoFrames>>;
  try {
    // Idle first: after a demo page closes, the session's demo keeps running and a new page would see it.
    idle = await idleRedraws(browser, served.url);
    demo = await demoFrames(browser, served.url, 8000);
  } finally {
    await served.stop();
  }
  const s = summary(demo.frameMs);
  const long = summary(demo.longTasks);
  return {
    frameJsMedianMs: round3(s.median),
    frameJsP95Ms: round3(s.p95),
    framesMeasured: s.n,
    playingSeconds: round3(demo.seconds),
    rendersPerSecond: round3(demo.renders / demo.seconds),
    animationFramesPerSecond: round3(demo.frames / demo.seconds),
    longTasksPerSecond: round3(long.n / demo.seconds),
    longTaskMedianMs: round3(long.median),
    idleRedrawsIn3s: idle,
    ...bundleSize(),
  };
}
