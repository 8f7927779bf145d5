/** Temp folders for the storage tests, removed after each test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

/** A fresh temp folder, removed after the test. */
export function tempDir(label = 'saves'): string {
  const dir = mkdtempSync(join(tmpdir(), `ligretto-${label}-`));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
