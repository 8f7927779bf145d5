/** Runs the built main bundle (out/main/index.js) in Node against the Electron stand-in and collects what it records. */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario, StandInCommand, StandInRecord } from './protocol';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** One run of the main process: its records so far, a way to wait for one, to command the stand-in, and its exit. */
export class StandInRun {
  readonly records: StandInRecord[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  private readonly waiters: { match: (r: StandInRecord) => boolean; resolve: (r: StandInRecord) => void }[] = [];
  private exitCode: number | null | undefined = undefined;

  constructor(scenario: Scenario, userData: string, env: Readonly<Record<string, string>> = {}) {
    this.child = fork(join(root, 'out', 'main', 'index.js'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx', '--import', fileURLToPath(new URL('./register.ts', import.meta.url))],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, ...env, STANDIN_SCENARIO: scenario, STANDIN_USER_DATA: userData, ELECTRON_RENDERER_URL: '' },
    });
    this.child.stderr?.resume();
    this.child.on('message', (r: StandInRecord) => {
      this.records.push(r);
      for (const w of [...this.waiters]) {
        if (!w.match(r)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(r);
      }
    });
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        this.exitCode = code;
        resolve(code);
      }),
    );
  }

  /** The first record (already seen or still to come) that matches; fails with every record so far if the process ends first. */
  waitFor<K extends StandInRecord['kind']>(
    kind: K,
    match: (r: Extract<StandInRecord, { kind: K }>) => boolean = () => true,
  ): Promise<Extract<StandInRecord, { kind: K }>> {
    const test = (r: StandInRecord): r is Extract<StandInRecord, { kind: K }> =>
      r.kind === kind && match(r as Extract<StandInRecord, { kind: K }>);
    const seen = this.records.find(test);
    if (seen) return Promise.resolve(seen);
    if (this.exitCode !== undefined) return Promise.reject(this.failure(kind));
    return new Promise((resolve, reject) => {
      this.waiters.push({ match: test, resolve: (r) => resolve(r as Extract<StandInRecord, { kind: K }>) });
      void this.exited.then(() => reject(this.failure(kind)));
    });
  }

  /** A log line containing `text`, waited for like a record. */
  waitForLog(text: string): Promise<StandInRecord> {
    return this.waitFor('log', (r) => r.line.includes(text));
  }

  /** Position of the first record matching, or -1. */
  indexOf(match: (r: StandInRecord) => boolean): number {
    return this.records.findIndex(match);
  }

  send(command: StandInCommand): void {
    this.child.send(command);
  }

  kill(): void {
    if (this.exitCode === undefined) this.child.kill();
  }

  private failure(kind: string): Error {
    const lines = this.records.map((r) => JSON.stringify(r).slice(0, 200)).join('\n');
    return new Error(`the main process ended (code ${String(this.exitCode)}) before recording ${kind}; it recorded:\n${lines}`);
  }
}
