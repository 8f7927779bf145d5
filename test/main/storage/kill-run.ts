/** Runs a child host that prints `started <json>` and `saved <json>` lines, and kills it (SIGKILL) after some saves. */
import { spawn } from 'node:child_process';
import { HANG_MS } from '../../support/hang';

/** What a killed run printed: its `started` payload (null when it printed none), every `saved` payload, its stderr. */
export interface KilledRun {
  readonly started: unknown;
  readonly saved: readonly unknown[];
  readonly stderr: string;
}

/** Runs `node script ...args` until it has printed `saves` `saved` lines, then kills it `delayMs` later (HANG_MS at most, a hang). */
export function runAndKill(script: string, args: readonly string[], saves: number, delayMs: number): Promise<KilledRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    let armed = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!armed && out.split('\n').filter((l) => l.startsWith('saved ')).length >= saves) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), HANG_MS);
    child.once('error', reject);
    child.once('close', () => {
      clearTimeout(limit);
      const lines = out.split('\n');
      const started = lines.find((l) => l.startsWith('started '));
      resolve({
        started: started === undefined ? null : (JSON.parse(started.slice(8)) as unknown),
        saved: lines.filter((l) => l.startsWith('saved ')).map((l) => JSON.parse(l.slice(6)) as unknown),
        stderr,
      });
    });
  });
}
