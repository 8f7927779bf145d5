/** Browser-mode end-to-end harness: the real serve command plus Debian's Chromium through playwright-core. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import './global-build';

/** A running `npm run serve` process and the URL it printed first. */
export interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the serve CLI on a free port without rebuilding (the global setup built the app, or says why not). */
export async function startServe(extra: readonly string[] = []): Promise<Served> {
  const buildError = inject('buildError');
  if (buildError) throw new Error(buildError);
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/main/cli/serve.ts', '--port', '0', '--no-build', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr.join('')}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Headless Debian Chromium with no background networking; Playwright gives every launch a fresh temporary profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}
