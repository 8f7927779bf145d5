/** The native pad worker's boundary: its messages (validated in the main process) and its process at either end. */
import { fork } from 'node:child_process';
import { z } from 'zod';
import type { RawPadState } from '@shared/protocol';
import { rawPadSchema } from '@shared/side-status-schema';

/** The event seam to the worker: Electron's utilityProcess, a Node child process, or a test that drives it by hand. */
export interface PadChannel {
  onMessage(listener: (raw: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
  kill(): void;
}

/** Most native pads the worker reports (SDL's own limit is far above a party of 12). */
export const MAX_NATIVE_PADS = 16;

/** What the worker says: SDL loaded, SDL unusable (and why), or every open pad's state after a change. */
export type WorkerMessage =
  | { readonly t: 'ready'; readonly backend: string }
  | { readonly t: 'unavailable'; readonly reason: string }
  | { readonly t: 'pads'; readonly pads: readonly RawPadState[] };

const workerMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('ready'), backend: z.string().max(200) }),
  z.strictObject({ t: z.literal('unavailable'), reason: z.string().max(300) }),
  z.strictObject({ t: z.literal('pads'), pads: z.array(rawPadSchema).max(MAX_NATIVE_PADS) }),
]);

/** A validated worker message, or null for anything else (never throws). */
export function decodeWorkerMessage(raw: unknown): WorkerMessage | null {
  const parsed = workerMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Where the worker posts its messages: Electron's parentPort or a Node child's IPC channel. */
export interface WorkerPort {
  post(msg: WorkerMessage): void;
}

interface ParentPortLike {
  postMessage(msg: unknown): void;
}

/** The port of the process this code runs in, or null when it was not started as a worker. */
export function processPort(): WorkerPort | null {
  const parent = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
  if (parent) return { post: (msg) => parent.postMessage(msg) };
  if (typeof process.send === 'function') return { post: (msg) => void process.send?.(msg) };
  return null;
}

/** The part of Electron's utilityProcess module used here (passed in, so this file needs no Electron import). */
export interface UtilityProcessApi {
  fork(
    modulePath: string,
    args?: string[],
    options?: { serviceName?: string; stdio?: 'ignore' | 'inherit' | 'pipe'; env?: NodeJS.ProcessEnv },
  ): UtilityChild;
}

/** The part of Electron's UtilityProcess used here. */
export interface UtilityChild {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

/** The worker's environment: on macOS SDL is told it runs in a background app, so it never takes focus from the game window. */
export function padWorkerEnv(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return platform === 'darwin' ? { ...env, SDL_MAC_BACKGROUND_APP: '1' } : { ...env };
}

/** Starts the worker in an Electron utilityProcess: SDL runs outside the main process, so a native crash stays there. */
export function utilityPadChannel(utility: UtilityProcessApi, workerPath: string): PadChannel {
  const child = utility.fork(workerPath, [], {
    serviceName: 'Ligretto Party native pads',
    stdio: 'inherit',
    env: padWorkerEnv(process.platform, process.env),
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
    kill: () => void child.kill(),
  };
}

/** Starts the worker as a Node child process with an IPC channel (browser mode and tests). */
export function childPadChannel(workerPath: string, execArgv: readonly string[] = process.execArgv): PadChannel {
  const child = fork(workerPath, [], {
    execArgv: [...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: padWorkerEnv(process.platform, process.env),
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', (code) => listener(code ?? -1)),
    kill: () => void child.kill(),
  };
}
