/**
 * Busy-frame renderer JS at 12 players (issue 16), in bounded time on a machine whose software WebGL draws a 1080p
 * frame in about a second: the host's test clock is held and stepped by one 60 fps frame of game time per frame, and
 * the page's frames are stepped alike. A script installed before the page's own takes over requestAnimationFrame and
 * performance.now once the round plays: each step moves the page's clock by the same 1/60 s and runs the frame
 * callbacks the app asked for. So every measured frame carries the work of one real 60 fps frame at real play speed
 * (the bots keep their own pace on the game clock), however slowly this machine rasterises.
 *
 * A frame's renderer JS = the WebSocket message handlers since the previous frame (decode, validation, queueing) + the
 * frame callbacks (snapshot applied, views updated, tweens) whose part in Pixi's render call the app reports. The
 * GPU's work is not JS: WebGL calls are command-buffered, and after each measured frame the script waits for the GPU
 * (a 1-pixel readback, outside the measurement), so the next frame starts with an empty command buffer and a quiet GPU
 * process. Synchronous WebGL calls (getError, readPixels, getParameter, ...) made inside frames are counted: they would
 * make the GPU's time the renderer's.
 *
 * The GPU here is software: its raster runs in the GPU process's threads as soon as the renderer flushes commands,
 * and on two cores it pre-empts the renderer's main thread in the middle of its frame (a render call then takes
 * 5 ms of wall time for 1.5 ms of the thread's CPU). So while frames are measured the renderer's main thread has a core
 * of its own and every other thread the rest (pin.ts; `--no-pin` to measure without).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import type {} from '@renderer/app/debug';
import { loadavg } from 'node:os';
import { startServe, type Served } from './browser';
import { pinRendererMainThread, type Pinning } from './pin';
import { GL_TIMES, INSTALL, type SteppedFrame } from './renderer-stepped-page';
import { round3, summary } from './stats';

/** The page size of these figures: the TV's 1080p. */
const TV_VIEWPORT = { width: 1920, height: 1080 } as const;

/** One 60 fps frame (ms): the game time and page time each step moves on. */
export const FRAME_MS = 1000 / 60;

/** The 1-minute load average (the machine is shared), to read the figures against. */
function load1(): number {
  return round3(loadavg()[0] ?? Number.NaN);
}

function progress(text: string): void {
  process.stderr.write(`rendererStepped: ${text}\n`);
}

/** Per-part summary of the measured frames, named `<prefix><Part>P50Ms` etc. */
function figuresOf(frames: readonly SteppedFrame[], out: Record<string, number>): void {
  const parts: Record<string, (f: SteppedFrame) => number> = {
    total: (f) => f.messages + f.frame,
    messages: (f) => f.messages,
    frame: (f) => f.frame,
    cpu: (f) => f.cpu,
    render: (f) => f.render,
    update: (f) => f.frame - f.render,
  };
  for (const [name, get] of Object.entries(parts)) {
    const values = frames.map(get).filter((v) => Number.isFinite(v));
    const s = summary(values);
    out[`${name}P50Ms`] = round3(s.median);
    out[`${name}P95Ms`] = round3(s.p95);
    out[`${name}P99Ms`] = round3(s.p99);
    out[`${name}MaxMs`] = round3(values.reduce((a, b) => Math.max(a, b), 0));
    out[`${name}MeanMs`] = round3(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));
  }
  out.framesMeasured = frames.length;
  out.framesThatDrew = frames.filter((f) => f.drew).length;
  out.snapshotsPerFrame = round3(frames.reduce((a, f) => a + f.snapshots, 0) / Math.max(1, frames.length));
  out.syncGlCallsInFrames = frames.reduce((a, f) => a + f.syncGl, 0);
  const drawn = frames.filter((f) => f.drew);
  out.drawsPerFrameP50 = round3(summary(drawn.map((f) => f.draws)).median);
  out.programSwitchesPerFrameP50 = round3(summary(drawn.map((f) => f.programs)).median);
}

/** What the stepped run gives back: the figures and every frame (for a closer look at the tail). */
export interface SteppedRun {
  readonly figures: Record<string, number>;
  readonly frames: readonly SteppedFrame[];
}

/**
 * A `?demo=12` round on `served` (started with the test clock), stepped frame by frame from the start of play:
 * `frames` busy frames measured (a frame where the app asked for no frame does not count: nothing moved). The clock
 * is held where the round stands at the end.
 */
export async function steppedDemoFrames(
  browser: Browser,
  served: Served,
  frames: number,
  profiler?: { start(page: Page): Promise<void>; stop(): Promise<void> },
): Promise<SteppedRun> {
  const clock = served.clock;
  if (!clock) throw new Error('stepped frames need the host test clock');
  const page = await browser.newPage({ viewport: TV_VIEWPORT });
  const measured: SteppedFrame[] = [];
  const out: Record<string, number> = {};
  let pinning: Pinning | null = null;
  try {
    await page.addInitScript({ content: INSTALL });
    await clock.holdOn(['playing']);
    await clock.run(1);
    await page.goto(`${served.url}?demo=12`);
    await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug !== undefined, undefined, {
      timeout: 60_000,
    });
    const deadline = Date.now() + 120_000;
    while (!clock.heldOn.includes('playing') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (!clock.heldOn.includes('playing')) throw new Error('the demo round did not start playing');
    await clock.holdOn([]);
    await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.stage === 'playing', undefined, { timeout: 60_000 });
    // Let the page settle on the first playing snapshot (real frames), then take over its frames.
    await page.waitForFunction(() => window.ligrettoDebug?.loop().idle === true, undefined, { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(() => window.steppedBench?.switchToManual());
    const cdp = await page.context().newCDPSession(page);
    // Thread ticks: ThreadTime is the main thread's CPU time.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadMs = async (): Promise<number> =>
      ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
    // The renderer's main thread alone on a core, away from the software GPU's raster threads (see pin.ts);
    // `--no-pin` (BENCH_NO_PIN=1) leaves every thread where the system puts it.
    pinning = process.argv.includes('--no-pin') || process.env.BENCH_NO_PIN === '1' ? null : pinRendererMainThread();
    out.pinnedMainThread = pinning ? 1 : 0;
    if (pinning)
      progress(`renderer main thread ${pinning.renderers.join(', ')} pinned to core 0, ${pinning.others} other threads to the rest`);
    // The measuring's own CPU cost: a dry step (no frame callbacks, the same GPU wait and reply) between two readings.
    const dry: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = await threadMs();
      await page.evaluate(() => window.steppedBench?.dry());
      dry.push((await threadMs()) - before);
    }
    const overhead = summary(dry).median;
    out.cpuOverheadMs = round3(overhead);
    if (profiler) await profiler.start(page);
    const settle = process.env.BENCH_NO_SETTLE !== '1';
    const loads: number[] = [];
    const started = Date.now();
    let steps = 0;
    while (measured.length < frames) {
      if (settle) await page.evaluate(() => window.steppedBench?.settle());
      const lastThread = await threadMs();
      await clock.advance(FRAME_MS);
      steps++;
      const r = await page.evaluate((dt) => {
        const b = window.steppedBench;
        if (!b) throw new Error('the stepping script is not installed');
        const f = b.step(dt);
        const snap = window.ligrettoDebug?.snapshot();
        return { f, stage: snap?.stage ?? '' };
      }, FRAME_MS);
      const thread = await threadMs();
      const cpu = Math.max(0, thread - lastThread - overhead);
      if (r.stage !== 'playing') break;
      if (r.f.ran > 0) measured.push({ ...r.f, cpu });
      if (steps % 60 === 0) {
        loads.push(load1());
        const s = summary(measured.map((f) => f.messages + f.frame));
        const c = summary(measured.map((f) => f.cpu));
        progress(
          `${measured.length} frames (${steps} steps, ${Math.round((Date.now() - started) / 1000)} s): wall p50 ${round3(s.median)} p95 ${round3(s.p95)} ms, cpu p50 ${round3(c.median)} p95 ${round3(c.p95)} ms (load ${load1()})`,
        );
      }
    }
    if (profiler) await profiler.stop();
    if (GL_TIMES) {
      const gl = await page.evaluate(() => window.steppedBench?.glTimes ?? {});
      const calls = Object.entries(gl).sort((x, y) => y[1].ms - x[1].ms);
      out.glMsPerFrame = round3(calls.reduce((a, [, c]) => a + c.ms, 0) / Math.max(1, steps));
      out.glCallsPerFrame = round3(calls.reduce((a, [, c]) => a + c.calls, 0) / Math.max(1, steps));
      out.glCallsOver1Ms = calls.reduce((a, [, c]) => a + c.over1ms, 0);
      progress(
        `WebGL calls inside frames, by time: ${calls
          .slice(0, 8)
          .map(([n, c]) => `${n} ${round3(c.ms)} ms / ${c.calls} (${c.over1ms} >= 1 ms)`)
          .join(', ')}`,
      );
    }
    figuresOf(measured, out);
    out.stepsRun = steps;
    out.wallSeconds = round3((Date.now() - started) / 1000);
    out.load1 = round3(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length) || load1());
  } finally {
    pinning?.restore();
    await page.close();
  }
  return { figures: out, frames: measured };
}

/** The stepped section: its own host (test clock), `frames` busy frames, and the 20 slowest frames for a closer look. */
export async function benchRendererStepped(
  browser: Browser,
  frames: number,
  profileFile: string | null = null,
): Promise<{ figures: Record<string, number>; tail: readonly SteppedFrame[] }> {
  const served = await startServe({ testClock: true });
  let cdp: CDPSession | null = null;
  try {
    const run = await steppedDemoFrames(
      browser,
      served,
      frames,
      profileFile === null
        ? undefined
        : {
            start: async (page) => {
              cdp = await page.context().newCDPSession(page);
              await cdp.send('Profiler.enable');
              await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
              await cdp.send('Profiler.start');
            },
            stop: async () => {
              if (!cdp) return;
              const { profile } = await cdp.send('Profiler.stop');
              writeFileSync(profileFile, JSON.stringify(profile));
              progress(`CPU profile of the measured frames written to ${profileFile}`);
            },
          },
    );
    const tail = [...run.frames].sort((a, b) => b.messages + b.frame - (a.messages + a.frame)).slice(0, 20);
    return { figures: run.figures, tail };
  } finally {
    await served.stop();
  }
}
