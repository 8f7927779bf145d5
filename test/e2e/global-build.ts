/** Vitest global setup: builds the app once and finds a Chromium once, for every browser test. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { findBrowser, type FoundBrowser } from '../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Empty when the build succeeded, else what electron-vite printed; browser tests fail with it. */
    buildError: string;
    /** The browser the tests launch, or why none was found (browser tests fail with it). */
    browser: FoundBrowser | { readonly error: string };
  }
}

/** What the setup found and hands every project: the values of the provided context above. */
type Setup = Pick<ProvidedContext, 'buildError' | 'browser'>;

/** The one build of this vitest process: each project runs this setup, the first one builds, the others wait for it. */
const shared = globalThis as typeof globalThis & { ligrettoGlobalSetup?: Promise<Setup> };

async function buildAndFind(): Promise<Setup> {
  const bin = join(process.cwd(), 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const run = spawnSync(process.execPath, [bin, 'build'], { encoding: 'utf8' });
  const buildError = run.status === 0 ? '' : `electron-vite build failed (${run.status}): ${run.stderr || run.stdout}`.slice(0, 4000);
  try {
    const found = await findBrowser();
    process.stdout.write(`browser tests use ${found.executablePath} (${found.source})\n`);
    return { buildError, browser: found };
  } catch (e) {
    return { buildError, browser: { error: e instanceof Error ? e.message : String(e) } };
  }
}

export default async function setup(project: TestProject): Promise<void> {
  shared.ligrettoGlobalSetup ??= buildAndFind();
  const { buildError, browser } = await shared.ligrettoGlobalSetup;
  project.provide('buildError', buildError);
  project.provide('browser', browser);
}
