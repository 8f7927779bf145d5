/** Vitest global setup: builds the app once so the browser tests serve the current renderer. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Empty when the build succeeded, else what electron-vite printed; browser tests fail with it. */
    buildError: string;
  }
}

export default function setup(project: TestProject): void {
  const bin = join(process.cwd(), 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const run = spawnSync(process.execPath, [bin, 'build'], { encoding: 'utf8' });
  project.provide('buildError', run.status === 0 ? '' : `electron-vite build failed (${run.status}): ${run.stderr || run.stdout}`.slice(0, 4000));
}
