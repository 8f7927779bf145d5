/**
 * A core of its own for the renderer's main thread while frames are measured. Here the GPU is software
 * (SwiftShader): each frame's raster runs on the CPU, in the GPU process's threads, at the moment the renderer
 * flushes its WebGL commands, so on two cores the renderer's main thread is pre-empted in the middle of its own frame
 * (its wall time per frame then counts milliseconds in which it did not run). With a real GPU that raster is not CPU
 * work. Pinning the main thread to one core and every other thread of this bench (the GPU and browser processes,
 * the renderer's other threads, the host, this process) to the others gives the renderer's JS the core a machine with
 * a GPU would leave it, without changing a line of what runs. Linux only (`taskset` from util-linux), two cores or more.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The pinning in place, and how to undo it. */
export interface Pinning {
  /** The renderer main threads given a core of their own. */
  readonly renderers: readonly number[];
  /** Other threads moved off that core. */
  readonly others: number;
  /** Every thread touched back on all cores. */
  restore(): void;
}

/** The parent pid in a /proc/PID/stat line ("pid (comm) state ppid ..."; the command may hold spaces and parentheses). */
export function parentInStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * Is this /proc/PID/cmdline a Chromium renderer's? Chromium rewrites its command line in place (one string, spaces
 * between the switches) where other programs keep NUL-separated arguments: both are read.
 */
export function isRendererCommandLine(cmdline: string): boolean {
  return /(^|[\s\0])--type=renderer([\s\0]|$)/.test(cmdline);
}

/** The parent of each process under /proc. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      out.set(Number(name), parentInStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended while listed.
    }
  }
  return out;
}

/** This process and every process under it. */
function family(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const todo = [root];
  while (todo.length > 0) {
    const pid = todo.pop() as number;
    out.push(pid);
    todo.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

function threads(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

function isRenderer(pid: number): boolean {
  try {
    return isRendererCommandLine(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

function setAffinity(tid: number, list: string): boolean {
  try {
    execFileSync('taskset', ['-p', '-c', list, String(tid)], { stdio: 'ignore' });
    return true;
  } catch {
    // The thread ended, or the machine refuses: it keeps the cores it had.
    return false;
  }
}

/**
 * Core 0 to each Chromium renderer's main thread under this process, cores 1.. to everything else in this process
 * tree; null (nothing changed) off Linux, without taskset, on one core, or when no renderer is found.
 */
export function pinRendererMainThread(): Pinning | null {
  const n = cpus().length;
  if (process.platform !== 'linux' || n < 2 || !existsSync('/usr/bin/taskset')) return null;
  const pids = family(process.pid);
  const renderers = pids.filter(isRenderer);
  if (renderers.length === 0) return null;
  const all = `0-${n - 1}`;
  const rest = n === 2 ? '1' : `1-${n - 1}`;
  const touched: number[] = [];
  for (const pid of pids) {
    for (const tid of threads(pid)) {
      const own = renderers.includes(pid) && tid === pid;
      if (setAffinity(tid, own ? '0' : rest)) touched.push(tid);
    }
  }
  return {
    renderers,
    others: touched.length - renderers.length,
    restore: () => {
      for (const tid of touched) setAffinity(tid, all);
    },
  };
}
