/**
 * Renderer frame figures (issue 16), measured from outside the app so the same code measures any version of it:
 * a script installed before the page's own wraps requestAnimationFrame (every callback of one frame, the app's loop
 * and any Pixi ticker, summed), the WebSocket's message handler (decode + snapshot handling) and WebGL texture
 * creation/deletion. A frame's renderer JS = its callbacks + the message handlers that ran since the previous frame.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { TextureOwners } from '@renderer/app/debug';
import { loadavg } from 'node:os';
import { startServe, type Served } from './browser';
import { round3 } from './stats';

/** The page size of these figures: the TV's 1080p. */
export const TV_VIEWPORT = { width: 1920, height: 1080 } as const;

/** One finished animation frame as the installed script saw it. */
interface BenchFrame {
  readonly ms: number;
  readonly playing: boolean;
  /** drawElements/drawArrays calls and useProgram switches during the frame. */
  readonly draws: number;
  readonly programs: number;
}

/** What the installed script keeps on `window.rendererBench`. */
interface PageCounters {
  /** Renderer JS (ms) of every finished frame, its WebGL draw calls and program switches, and whether the stage was 'playing' when it ended. */
  frames: BenchFrame[];
  /** Animation frames (distinct timestamps) with at least one callback. */
  frameCount: number;
  liveTextures: number;
  /** performance.now() (ms since the page's navigation started) when the first frame had drawn. */
  firstFrameAt: number;
}

/**
 * Page JS text (for the install scripts here): wraps the `onmessage` setter of `proto` so every handler's time, read
 * with the expression `now`, is added to the bench's `s.msgMs`; `after` runs after each handler with its event `e`.
 */
export function timedOnMessage(proto: string, now: string, after = ''): string {
  return `{
    const desc = Object.getOwnPropertyDescriptor(${proto}, 'onmessage');
    Object.defineProperty(${proto}, 'onmessage', {
      configurable: true,
      get() { return desc.get.call(this); },
      set(fn) {
        const target = this;
        desc.set.call(this, fn === null ? null : (e) => {
          const t0 = ${now};
          try { return fn.call(target, e); } finally { s.msgMs += ${now} - t0; ${after} }
        });
      },
    });
  }`;
}

/**
 * Installed with addInitScript, before any of the page's scripts. Plain JS text: a function from this file would be
 * transpiled with helpers (tsx keeps names) that do not exist in the page.
 */
const INSTALL = `(() => {
  const s = { frames: [], frameCount: 0, liveTextures: 0, msgMs: 0, cur: 0, lastT: -1, firstFrameAt: -1, draws: 0, programs: 0 };
  window.rendererBench = s;
  const raf = window.requestAnimationFrame.bind(window);
  const flush = () => {
    if (s.lastT < 0) return;
    const snap = window.ligrettoDebug ? window.ligrettoDebug.snapshot() : null;
    s.frames.push({ ms: s.cur + s.msgMs, playing: !!snap && snap.stage === 'playing', draws: s.draws, programs: s.programs });
    if (s.frames.length > 20000) s.frames.splice(0, 5000);
    s.cur = 0;
    s.msgMs = 0;
    s.draws = 0;
    s.programs = 0;
  };
  window.requestAnimationFrame = (cb) => raf((t) => {
    if (t !== s.lastT) { flush(); s.lastT = t; s.frameCount++; }
    const t0 = performance.now();
    try { cb(t); } finally {
      const t1 = performance.now();
      s.cur += t1 - t0;
      if (s.firstFrameAt < 0 && window.ligrettoDebug && window.ligrettoDebug.loop().renders > 0) s.firstFrameAt = t1;
    }
  });
  // Messages checked in a worker (the app's decoder) are handled when the worker answers: timed alike.
  if (typeof Worker !== 'undefined') ${timedOnMessage('Worker.prototype', 'performance.now()')}
  ${timedOnMessage('WebSocket.prototype', 'performance.now()')}
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    const create = proto.createTexture;
    const remove = proto.deleteTexture;
    proto.createTexture = function () { s.liveTextures++; return create.call(this); };
    proto.deleteTexture = function (t) { if (t) s.liveTextures--; return remove.call(this, t); };
    for (const [name, key] of [['drawElements', 'draws'], ['drawArrays', 'draws'], ['useProgram', 'programs']]) {
      const f = proto[name];
      proto[name] = function (...a) { s[key]++; return f.apply(this, a); };
    }
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

function counters(page: Page): Promise<{ frameCount: number; liveTextures: number; frames: BenchFrame[] }> {
  return page.evaluate(() => {
    const s = window.rendererBench;
    return { frameCount: s?.frameCount ?? 0, liveTextures: s?.liveTextures ?? 0, frames: s?.frames.splice(0) ?? [] };
  });
}

/** The 1-minute load average of the machine (other work shares its 2 cores), to read each figure against. */
function load1(): number {
  return round3(loadavg()[0] ?? Number.NaN);
}

/**
 * Animation frames per second with nothing going on: settles until the loop sleeps (or `settleMs`, 3 s unless a
 * screen still has its own timer to run out), then counts 2 s.
 */
async function idleFps(page: Page, settleMs = 3000): Promise<number> {
  const idle = await page
    .waitForFunction(() => window.ligrettoDebug?.loop().idle === true, undefined, { timeout: settleMs })
    .then(() => true)
    .catch(() => false);
  // Counted anyway: frames the screen still asks for after the wait are what the figure is for.
  if (!idle)
    progress(
      `the loop was not idle ${settleMs} ms after the screen showed (${await page.evaluate(() => window.ligrettoDebug?.screen() ?? '')})`,
    );
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.rendererBench?.frameCount ?? 0);
  await page.waitForTimeout(2000);
  const after = await page.evaluate(() => window.rendererBench?.frameCount ?? 0);
  return (after - before) / 2;
}

/** Waits until the screen `id` shows (false when it does not within 15 s). */
async function screenShows(page: Page, id: string): Promise<boolean> {
  return page
    .waitForFunction((want) => window.ligrettoDebug?.screen() === want, id, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

/** A figure and the load average when it was taken. */
type Figures = Record<string, number>;

function put(out: Figures, name: string, value: number): void {
  out[name] = round3(value);
  out[`${name}Load1`] = load1();
  progress(`${name} ${round3(value)} (load ${out[`${name}Load1`]})`);
}

/** A line on stderr, so a long run shows where it is. */
function progress(text: string): void {
  process.stderr.write(`rendererFrames: ${text}\n`);
}

/** Cold start (navigation start to first frame drawn) and idle frames per second on the menu screens. */
async function menuScreens(browser: Browser, url: string, out: Figures): Promise<void> {
  const page = await openReady(browser, url);
  try {
    await screenShows(page, 'title');
    await page.waitForFunction(() => (window.rendererBench?.firstFrameAt ?? -1) >= 0, undefined, { timeout: 30_000 });
    put(out, 'coldStartToFirstFrameMs', await page.evaluate(() => window.rendererBench?.firstFrameAt ?? Number.NaN));
    put(out, 'idleFps.title', await idleFps(page));
    // The title menu: Play, Watch demo, Replays, Players, Settings (keys: ArrowDown, Enter; Escape goes back).
    for (const [id, downs] of [
      ['replays', 2],
      ['players', 3],
      ['lobby', 0],
    ] as const) {
      // A fresh page each time, so the menu's cursor starts on Play.
      await page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
      if (!(await screenShows(page, 'title'))) break;
      await page.waitForFunction(() => document.body.dataset.bridge === 'ready', undefined, { timeout: 30_000 });
      for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      put(out, `idleFps.${id}`, (await screenShows(page, id)) ? await idleFps(page) : Number.NaN);
    }
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

/** The entries of `a` that `b` lacks, counted as a multiset. */
function without(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    return n === 0;
  });
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

/** How much faster than real time the host clock runs between the measured moments of the long night. */
const NIGHT_SCALE = 25;

/**
 * A `?demo=12` night on the host's test clock: once the first round plays, game time runs fast, holding at every scores, standings and match end: idle frames on each kind
 * once, and at every standings the live WebGL textures and the JS heap after GC, for `rounds` rounds.
 */
async function demoNight(browser: Browser, served: Served, rounds: number, out: Figures): Promise<void> {
  const clock = served.clock;
  if (!clock) throw new Error('the night needs the host test clock');
  const page = await openReady(browser, `${served.url}?demo=12`);
  const cdp = await page.context().newCDPSession(page);
  const textures: number[] = [];
  const heapMiB: number[] = [];
  const ownersByRound: TextureOwners[] = [];
  try {
    await clock.run(1);
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 60_000 });
    // Busy frames are measured by the stepped section (renderer-stepped.ts): at 1080p this machine's software WebGL
    // draws about one real-time frame a second, so real-time frames here would each carry a second of snapshots.
    await counters(page);
    // Time stops mid-round: the table with nothing moving.
    await clock.hold();
    put(out, 'idleFps.tableHeld', await idleFps(page));
    const seen = new Set<string>();
    await clock.holdOn(['scores', 'standings', 'match-over']);
    const deadline = Date.now() + rounds * 120_000;
    while (textures.length < rounds && Date.now() < deadline) {
      const held = clock.heldOn.length;
      await clock.run(NIGHT_SCALE);
      while (clock.heldOn.length === held && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const stage = clock.heldOn.at(-1) ?? '';
      const screen = stage === 'match-over' ? 'match-end' : stage;
      if (!(await screenShows(page, screen))) continue;
      if (!seen.has(stage)) {
        seen.add(stage);
        // A timed results screen moves its timer bar until its stage would end (the held host clock never ends it):
        // idle is counted once that is over too.
        const leftMs = await page.evaluate(() => {
          const snap = window.ligrettoDebug?.snapshot();
          return snap && snap.stageEndsAt !== null ? Math.max(0, snap.stageEndsAt - snap.now) : 0;
        });
        put(out, `idleFps.${screen}`, await idleFps(page, leftMs + 3000));
      }
      if (stage === 'standings') {
        heapMiB.push(await heapAfterGc(cdp));
        textures.push((await counters(page)).liveTextures);
        const owners = await page.evaluate(() => window.ligrettoDebug?.textureOwners() ?? null);
        if (owners) ownersByRound.push(owners);
        const by = owners
          ? ` (texts ${owners.texts.length}, card pages ${owners.cardPages} in ${owners.cardSheets} sheets, ${owners.cardSheetsIdle} idle, others ${owners.others.length})`
          : '';
        progress(`round ${textures.length}: textures ${textures.at(-1)}${by} heap ${round3(heapMiB.at(-1) ?? 0)} MiB (load ${load1()})`);
      }
    }
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
  const first = ownersByRound[0];
  const last = ownersByRound.at(-1);
  if (first && last && last !== first) {
    progress(
      `textures the last round holds that the first did not: texts [${without(last.texts, first.texts).join(' | ')}], others [${without(last.others, first.others).join(' | ')}]`,
    );
  }
  out.roundsMeasured = textures.length;
  out.texturesFirstRound = textures[0] ?? Number.NaN;
  out.texturesLastRound = textures.at(-1) ?? Number.NaN;
  put(out, 'texturesPerRoundSlope', slope(textures));
  out.heapMiBFirstRound = round3(heapMiB[0] ?? Number.NaN);
  out.heapMiBLastRound = round3(heapMiB.at(-1) ?? Number.NaN);
  put(out, 'heapMiBPerRoundSlope', slope(heapMiB));
  // The heap warms up for a few dozen rounds (compiled code, Pixi's and the text caches filling to their bounds, a
  // match's history and chart): the later half shows whether it still climbs once warm.
  put(out, 'heapMiBPerRoundSlopeSecondHalf', slope(heapMiB.slice(Math.floor(heapMiB.length / 2))));
  put(out, 'texturesPerRoundSlopeSecondHalf', slope(textures.slice(Math.floor(textures.length / 2))));
}

/** The renderer frame section: cold start, idle frames per screen, busy-frame JS at 12 players, textures and heap over a night. */
export async function benchRendererFrames(browser: Browser, rounds: number): Promise<Record<string, number>> {
  const out: Figures = {};
  const served = await startServe({ testClock: true });
  try {
    await served.clock?.run(1);
    await menuScreens(browser, served.url, out);
    await demoNight(browser, served, rounds, out);
  } finally {
    await served.stop();
  }
  return out;
}
