/** Vitest global setup: builds the app once so the browser tests serve the current renderer. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  const bin = join(process.cwd(), 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  execFileSync(process.execPath, [bin, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
