/** Relay and Redis as child processes on loopback, for the scale test, the remote e2e test and the bench. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** A free loopback port (the OS picks it; a race with another process is possible but unlikely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the child prints a line matching `ready` (rejects if it exits first or after `ms`). */
function waitForLine(child: ChildProcess, ready: RegExp, ms: number, lines: string[]): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`no ${String(ready)} within ${ms} ms:\n${lines.join('\n')}`)), ms);
    const onData = (chunk: Buffer): void => {
      buffer += chunk.toString();
      let nl = buffer.indexOf('\n');
      while (nl !== -1) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        const m = ready.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(m);
        }
        nl = buffer.indexOf('\n');
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => lines.push(c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)} before ${String(ready)}:\n${lines.join('\n')}`));
    });
  });
}

/** A running child process and its output lines. */
export interface Child {
  readonly process: ChildProcess;
  readonly lines: string[];
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill(signal);
    });
}

/** redis-server on a free loopback port, without persistence. */
export async function startRedis(): Promise<Child & { url: string }> {
  const port = await freePort();
  const lines: string[] = [];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /Ready to accept connections/, 30_000, lines);
  return { process: child, lines, url: `redis://127.0.0.1:${port}`, stop: stopper(child) };
}

/**
 * One relay process (`src/relay/main.ts` with tsx's loader) with the given environment; resolves once it listens.
 * Node itself runs it, not the `tsx` command, whose script runs in a child of its own: a SIGKILL must kill the relay.
 */
export async function startRelayProcess(
  env: Record<string, string>,
  opts: { readonly ownSession?: boolean } = {},
): Promise<Child & { port: number; url: string }> {
  const lines: string[] = [];
  // ownSession: a session (and so a Linux scheduler autogroup) of its own, as a separate container or machine would have.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'relay', 'main.ts')], {
    cwd: root,
    env: { ...process.env, RELAY_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.ownSession === true,
  });
  const m = await waitForLine(child, /^RELAY_READY (\d+)$/, 60_000, lines);
  const port = Number(m[1]);
  return { process: child, lines, port, url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
