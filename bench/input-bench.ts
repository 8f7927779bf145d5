/**
 * Input figures (issue 5), in browser mode with scripted pads: a pad press until the Bridge sends the intent, and
 * until the snapshot showing its effect has been applied by the renderer's navigation.
 */
import type { Browser, Page } from 'playwright-core';
import type {} from '@renderer/app/debug';
import type {} from '@renderer/input/pad-source';
import { startServe, VIEWPORT } from './browser';
import { round3, summary } from './stats';

/** Standard-mapping buttons used here (UX.md). */
const BTN = { a: 0, x: 2, up: 12, down: 13, left: 14 } as const;
const PAD = 0;

async function tap(page: Page, button: number): Promise<void> {
  await page.evaluate(([i, b]) => window.ligrettoPads?.tap(i, b), [PAD, button] as const);
  await page.waitForFunction(() => (window.ligrettoPads?.pendingTaps() ?? 0) === 0, undefined, { timeout: 10_000 });
}

const stageIs = (page: Page, stage: string, timeout: number): Promise<unknown> =>
  page.waitForFunction((s) => window.ligrettoDebug?.snapshot()?.stage === s, stage, { timeout });

/** Title -> lobby, join with the pad, add one relaxed bot and start the match from the lobby menu (as test/e2e/table.test.ts does). */
async function startMatch(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.dataset.bridge === 'ready' && window.ligrettoDebug?.screen() === 'title', undefined, {
    timeout: 30_000,
  });
  await page.evaluate((i) => window.ligrettoPads?.connect(i, 'Xbox 360 Controller (XInput STANDARD GAMEPAD)'), PAD);
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'lobby', undefined, { timeout: 10_000 });
  await page.waitForTimeout(700);
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.snapshot()?.seats.some((s) => s.kind === 'person') === true, undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(650);
  await tap(page, BTN.down);
  // Casual -> relaxed: the slowest bot, so the round rarely ends (and pauses the figures) while the pad flips.
  await tap(page, BTN.left);
  await tap(page, BTN.a);
  await page.waitForFunction(
    () => (window.ligrettoDebug?.snapshot()?.seats.filter((s) => s.kind !== 'open').length ?? 0) === 2,
    undefined,
    { timeout: 10_000 },
  );
  await tap(page, BTN.up);
  await tap(page, BTN.a);
  await page.waitForFunction(() => window.ligrettoDebug?.screen() === 'table', undefined, { timeout: 10_000 });
  await stageIs(page, 'playing', 20_000);
}

/** What the page saw over all flips (ms from each press), and of its main thread meanwhile. */
interface FlipRun {
  readonly sent: number[];
  readonly applied: number[];
  readonly missed: number;
  readonly roundBreaks: number;
  readonly framesPerSecond: number;
  /** Main-thread tasks over 50 ms (PerformanceObserver 'longtask'), whatever ran in them. */
  readonly longTasks: number[];
  readonly seconds: number;
}

/**
 * Runs the whole flip loop inside the page, so no round trip to Node sits between a press and its reading: tap X
 * while the stage is 'playing', wait until the snapshot with the new waste was applied (at most 2 s), keep taps at
 * least `spacingMs` apart, and wait for the next start call when a round ends.
 */
function flipLoop(page: Page, taps: number, spacingMs: number, limitMs: number): Promise<FlipRun> {
  return page.evaluate(
    // No named helpers in here: tsx would wrap them in a __name() call that the page does not have.
    async ([pad, button, taps, spacingMs, limitMs]) => {
      const d = window.ligrettoDebug;
      const pads = window.ligrettoPads;
      const run = {
        sent: [] as number[],
        applied: [] as number[],
        missed: 0,
        roundBreaks: 0,
        framesPerSecond: Number.NaN,
        longTasks: [] as number[],
        seconds: 0,
      };
      if (!d || !pads) return run;
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) run.longTasks.push(e.duration);
      });
      observer.observe({ type: 'longtask' });
      const start = performance.now();
      const framesBefore = d.loop().frames;
      let tried = 0;
      while (tried < taps && performance.now() - start < limitMs) {
        const snap = d.snapshot();
        const seat = snap?.seats.findIndex((s) => s.kind === 'person' && s.input?.kind === 'pad') ?? -1;
        const player = snap?.players.indexOf(seat) ?? -1;
        const game = snap?.state;
        const waste = game?.game === 'ligretto' ? game.players[player]?.waste.join(',') : undefined;
        if (!snap || snap.stage !== 'playing' || snap.paused || waste === undefined) {
          // Between rounds: wait for the next start call.
          if (snap?.stage !== 'playing') run.roundBreaks++;
          while (performance.now() - start < limitMs && d.snapshot()?.stage !== 'playing')
            await new Promise((resolve) => setTimeout(resolve, 50));
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        tried++;
        const t0 = performance.now();
        pads.tap(pad, button);
        let sent: number | null = null;
        let applied: number | null = null;
        while (applied === null && performance.now() - t0 < 2000) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          const probes = d.probes();
          const intent = probes.intents.find((i) => i.at >= t0 && i.do === 'flip');
          if (!intent) continue;
          sent = intent.at - t0;
          const shown = probes.snapshots.find((s) => {
            const g = s.snapshot.state;
            return s.at >= intent.at && g?.game === 'ligretto' && g.players[player]?.waste.join(',') !== waste;
          });
          if (shown) applied = shown.at - t0;
        }
        if (sent !== null) run.sent.push(sent);
        if (applied !== null) run.applied.push(applied);
        else run.missed++;
        while (pads.pendingTaps() > 0 || performance.now() - t0 < spacingMs) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      observer.disconnect();
      run.seconds = (performance.now() - start) / 1000;
      run.framesPerSecond = (d.loop().frames - framesBefore) / run.seconds;
      return run;
    },
    [PAD, BTN.x, taps, spacingMs, limitMs] as const,
  );
}

/** Pad press -> intent sent and -> snapshot applied, over `taps` flips spaced at least ~150 ms apart. */
export async function benchInput(browser: Browser, taps: number): Promise<Record<string, number>> {
  const served = await startServe();
  let run: FlipRun;
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    try {
      await page.goto(`${served.url}?pads=scripted`);
      await startMatch(page);
      run = await flipLoop(page, taps, 150, 75_000);
    } finally {
      await page.close();
    }
  } finally {
    await served.stop();
  }
  const s = summary(run.sent);
  const a = summary(run.applied);
  const long = summary(run.longTasks);
  return {
    pressToIntentMedianMs: round3(s.median),
    pressToIntentP95Ms: round3(s.p95),
    pressToSnapshotMedianMs: round3(a.median),
    pressToSnapshotP95Ms: round3(a.p95),
    flipsMeasured: a.n,
    flipsMissed: run.missed,
    waitsForNextRound: run.roundBreaks,
    animationFramesPerSecond: round3(run.framesPerSecond),
    longTasksPerSecond: round3(long.n / run.seconds),
    longTaskMedianMs: round3(long.median),
  };
}
