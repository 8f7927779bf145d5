/** Browser-mode helpers for the benchmark: headless Chromium, one renderer build, the serve CLI on a free port. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';
import { findBrowser } from '../test/support/chromium';
import { HostClock } from '../test/e2e/host-clock';

/** The page size of the browser figures. */
export const VIEWPORT = { width: 1280, height: 720 } as const;

/** Headless Chromium found as the tests find it (CHROMIUM_PATH, system, Playwright cache, packaged), or null when none starts. */
export async function launchChromium(): Promise<Browser | null> {
  try {
    const found = await findBrowser();
    process.stderr.write(`bench: browser ${found.executablePath} (${found.source})\n`);
    return await chromium.launch({ executablePath: found.executablePath, headless: true, args: [...found.args] });
  } catch (e) {
    process.stderr.write(`bench: chromium did not start: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}\n`);
    return null;
  }
}

/** Builds main, preload and renderer into out/ with electron-vite; returns why it failed, or null. */
export function buildApp(): string | null {
  const bin = join(process.cwd(), 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  try {
    execFileSync(process.execPath, [bin, 'build'], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
    return null;
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim().split('\n').slice(-3).join(' | ');
    return stderr || (e instanceof Error ? e.message : String(e));
  }
}

/** A running `serve` process and the URL it printed first. */
export interface Served {
  readonly url: string;
  /** The host's game clock when started with `testClock` (else null). */
  readonly clock: HostClock | null;
  stop(): Promise<void>;
}

/** Serve processes still running; stopped when the benchmark exits, even after a section timed out. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

function spawnServe(args: readonly string[]): { child: ChildProcess; url: Promise<string>; clock: HostClock | null } {
  const testClock = args.includes('--test-clock');
  // The benchmark measures matches, not the how-to-play before the first one.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/cli/serve.ts', '--no-howto', ...args], {
    stdio: [testClock ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stderr: string[] = [];
  child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr.join('').trim().split('\n').slice(-2).join(' | ')}`)));
  });
  return { child, url, clock: testClock ? new HostClock(child.stdin, lines) : null };
}

/**
 * Starts the serve CLI on 127.0.0.1, a free port, without building; its saves go to a temporary folder
 * (when the CLI takes `--data`), so the benchmark never touches the user's game nights.
 */
export async function startServe(opts: { readonly testClock?: boolean } = {}): Promise<Served> {
  const data = mkdtempSync(join(tmpdir(), 'ligretto-bench-data-'));
  const base = ['--port', '0', '--no-build', '--host', '127.0.0.1', ...(opts.testClock ? ['--test-clock'] : [])];
  let started = spawnServe([...base, '--data', data]);
  let url: string;
  try {
    url = await started.url;
  } catch (e) {
    // An older serve CLI without --data refuses it with a usage error (exit 2): run it without.
    if (started.child.exitCode !== 2) throw e;
    started = spawnServe(base);
    url = await started.url;
  }
  const child = started.child;
  return {
    url,
    clock: started.clock,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = (): void => {
          rmSync(data, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
