/**
 * Renderer frame figures (issue 16), measured from outside the app so the same code measures any version of it:
 * a script installed before the page's own wraps requestAnimationFrame (every callback of one frame, the app's loop
 * and any Pixi ticker, summed), the WebSocket's message handler (decode + snapshot handling) and WebGL texture
 * creation/deletion. A frame's renderer JS = its callbacks + the message handlers that ran since the previous frame.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import { startServe } from './browser';
import { round3, summary } from './stats';

/** The page size of these figures: the TV's 1080p. */
export const TV_VIEWPORT = { width: 1920, height: 1080 } as const;

/** What the installed script keeps on `window.rendererBench`. */
interface PageCounters {
  /** Renderer JS (ms) of every finished frame, and whether the stage was 'playing' when it ended. */
  frames: { ms: number; playing: boolean }[];
  /** Animation frames (distinct timestamps) with at least one callback. */
  frameCount: number;
  liveTextures: number;
}

/**
 * Installed with addInitScript, before any of the page's scripts. Plain JS text: a function from this file would be
 * transpiled with helpers (tsx keeps names) that do not exist in the page.
 */
const INSTALL = `(() => {
  const s = { frames: [], frameCount: 0, liveTextures: 0, msgMs: 0, cur: 0, lastT: -1 };
  window.rendererBench = s;
  const raf = window.requestAnimationFrame.bind(window);
  const flush = () => {
    if (s.lastT < 0) return;
    const snap = window.ligrettoDebug ? window.ligrettoDebug.snapshot() : null;
    s.frames.push({ ms: s.cur + s.msgMs, playing: !!snap && snap.stage === 'playing' });
    if (s.frames.length > 20000) s.frames.splice(0, 5000);
    s.cur = 0;
    s.msgMs = 0;
  };
  window.requestAnimationFrame = (cb) => raf((t) => {
    if (t !== s.lastT) { flush(); s.lastT = t; s.frameCount++; }
    const t0 = performance.now();
    try { cb(t); } finally { s.cur += performance.now() - t0; }
  });
  const desc = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
  Object.defineProperty(WebSocket.prototype, 'onmessage', {
    configurable: true,
    get() { return desc.get.call(this); },
    set(fn) {
      const socket = this;
      desc.set.call(this, fn === null ? null : (e) => {
        const t0 = performance.now();
        try { return fn.call(socket, e); } finally { s.msgMs += performance.now() - t0; }
      });
    },
  });
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const create = proto.createTexture;
    const remove = proto.deleteTexture;
    proto.createTexture = function () { s.liveTextures++; return create.call(this); };
    proto.deleteTexture = function (t) { if (t) s.liveTextures--; return remove.call(this, t); };
  }
})();`;

async function openReady(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: TV_VIEWPORT });
  await page.addInitScript({ content: INSTALL });
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug !== undefined, undefined, {
    timeout: 30_000,
  });
  return page;
}

declare global {
  interface Window {
    rendererBench?: PageCounters;
  }
}

function counters(page: Page): Promise<{ frameCount: number; liveTextures: number; frames: { ms: number; playing: boolean }[] }> {
  return page.evaluate(() => {
    const s = window.rendererBench;
    return { frameCount: s?.frameCount ?? 0, liveTextures: s?.liveTextures ?? 0, frames: s?.frames.splice(0) ?? [] };
  });
}

/** Animation frames per second on the title screen, over 3 s after 1.5 s of settling. */
async function idleFramesPerSecond(browser: Browser, url: string): Promise<number> {
  const page = await openReady(browser, url);
  try {
    await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'title', undefined, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const before = await counters(page);
    await page.waitForTimeout(3000);
    const after = await counters(page);
    return (after.frameCount - before.frameCount) / 3;
  } finally {
    await page.close();
  }
}

/** JS heap (MiB) after a forced garbage collection. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize / (1024 * 1024);
}

/** Least-squares slope of ys over 0, 1, 2, ... */
function slope(ys: readonly number[]): number {
  const n = ys.length;
  if (n < 2) return Number.NaN;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

/**
 * A `?demo=12` match: renderer JS of every frame while the stage is 'playing' (at least `minFrames`), and live WebGL
 * textures and heap after GC each time a round reaches its scores, for up to `rounds` rounds or `budgetMs`.
 */
async function demoRounds(
  browser: Browser,
  url: string,
  rounds: number,
  minFrames: number,
  budgetMs: number,
): Promise<{ playingMs: number[]; textures: number[]; heapMiB: number[] }> {
  const page = await openReady(browser, `${url}?demo=12`);
  const cdp = await page.context().newCDPSession(page);
  const playingMs: number[] = [];
  const textures: number[] = [];
  const heapMiB: number[] = [];
  try {
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 30_000 });
    await counters(page);
    const deadline = Date.now() + budgetMs;
    let prevStage = 'playing';
    while (Date.now() < deadline && (textures.length < rounds || playingMs.length < minFrames)) {
      await page.waitForTimeout(200);
      const c = await counters(page);
      for (const f of c.frames) if (f.playing) playingMs.push(f.ms);
      const stage = await page.evaluate(() => window.ligrettoDebug?.snapshot()?.stage ?? '');
      if (stage !== 'playing' && prevStage === 'playing') {
        heapMiB.push(await heapAfterGc(cdp));
        textures.push((await counters(page)).liveTextures);
      }
      prevStage = stage;
    }
    return { playingMs, textures, heapMiB };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

/** The renderer frame section: busy-frame JS at 12 players, idle frames, textures and heap over rounds. */
export async function benchRendererFrames(browser: Browser, rounds: number): Promise<Record<string, number>> {
  const served = await startServe();
  let idle: number;
  let demo: Awaited<ReturnType<typeof demoRounds>>;
  try {
    idle = await idleFramesPerSecond(browser, served.url);
    demo = await demoRounds(browser, served.url, rounds, 300, 60_000 + rounds * 60_000);
  } finally {
    await served.stop();
  }
  const s = summary(demo.playingMs);
  return {
    busyFrameJsP50Ms: round3(s.median),
    busyFrameJsP95Ms: round3(s.p95),
    busyFramesMeasured: s.n,
    idleTitleFramesPerSecond: round3(idle),
    roundsMeasured: demo.textures.length,
    texturesFirstRound: demo.textures[0] ?? Number.NaN,
    texturesLastRound: demo.textures.at(-1) ?? Number.NaN,
    texturesPerRoundSlope: round3(slope(demo.textures)),
    heapMiBFirstRound: round3(demo.heapMiB[0] ?? Number.NaN),
    heapMiBPerRoundSlope: round3(slope(demo.heapMiB)),
  };
}
