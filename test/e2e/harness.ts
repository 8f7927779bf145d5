/** Browser-mode end-to-end harness: the real serve command plus headless Chromium through playwright-core. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import './global-build';
import { HostClock } from './host-clock';

/** A running `npm run serve` process and the URL it printed first. */
export interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  /** The host's game clock, steered by the test (started with `--test-clock`, the default here). */
  readonly clock: HostClock;
  /** What the host wrote to stderr so far (its log), for explaining a hang. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts the serve CLI on a free port without rebuilding (the global setup built the app, or says why not).
 * Unless `realClock` is asked for, the host runs on the test clock, steered through `Served.clock`.
 */
export async function startServe(
  extra: readonly string[] = [],
  opts: { realClock?: boolean; data?: string; cwd?: string; howto?: boolean } = {},
): Promise<Served> {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  const data = opts.data ?? mkdtempSync(join(tmpdir(), 'ligretto-e2e-data-'));
  const testClock = opts.realClock !== true;
  // Node itself with tsx's loader, not the `tsx` command: that one runs the script in a child of its own, so a SIGKILL
  // (the event test's crash) would kill only the wrapper and leave the host running, orphaned.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/main/cli/serve.ts',
      '--port',
      '0',
      '--no-build',
      '--data',
      data,
      ...(testClock ? ['--test-clock'] : []),
      // The how-to-play before a game's first match is left out unless the test is about it (docs/howto.md).
      ...(opts.howto === true ? [] : ['--no-howto']),
      ...extra,
    ],
    {
      stdio: [testClock ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      // Another copy of the app (the toy seam test's build with a fourth game) runs from its own folder.
      ...(opts.cwd === undefined ? {} : { cwd: opts.cwd }),
    },
  );
  const stderr: string[] = [];
  child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr.join('')}`)));
  });
  const clock = new HostClock(testClock ? child.stdin : null, lines);
  return {
    url,
    child,
    clock,
    log: () => stderr.join(''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One browser for a test file, and one host on the test clock: for the whole file, or a new one for each test
 * (`hostPerTest`), started with `serveArgs` (LAN mode for phones, say). Started before the tests that use them, stopped after.
 */
export function hostAndBrowser(
  options: { readonly hostPerTest?: boolean; readonly serveArgs?: readonly string[]; readonly howto?: boolean } = {},
): {
  readonly served: Served;
  readonly browser: Browser;
} {
  let served: Served | null = null;
  let browser: Browser | null = null;
  beforeAll(async () => {
    if (!options.hostPerTest) served = await startServe(options.serveArgs, { howto: options.howto === true });
    browser = await launchChromium();
  });
  // A test that leaves a match running (at its scores, say) must not hand it to the next one: each gets a new host.
  if (options.hostPerTest) {
    beforeEach(async () => {
      served = await startServe(options.serveArgs, { howto: options.howto === true });
    });
    afterEach(async () => {
      await served?.stop();
      served = null;
    });
  }
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });
  return {
    get served(): Served {
      if (!served) throw new Error('the host is not started yet');
      return served;
    },
    get browser(): Browser {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}

/** Headless Chromium (the one the global setup found) with no background networking; every launch gets a fresh temporary profile. */
export function launchChromium(): Promise<Browser> {
  const found = inject('browser');
  if ('error' in found) throw new Error(found.error);
  return chromium.launch({ executablePath: found.executablePath, headless: true, args: [...found.args] });
}

/**
 * Distinct colours in a PNG (every 7th pixel), decoded here in Node: a blank or one-colour screenshot has very few.
 * Decoding in the page would compete with its render loop for the same busy cores.
 */
export function distinctColours(png: Buffer): number {
  const { data } = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 7) seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return seen.size;
}

/** Where the end-to-end tests save their screenshots (named in the README). */
export const SCREENSHOT_DIR = 'screenshots';
