/**
 * `tsx bench/profile-report.ts [file.cpuprofile] [N]`: where a CPU profile of the renderer (the stepped bench's
 * --profile) spends its time, mapped back to the sources through the build's hidden source maps
 * (out/renderer/assets/*.js.map): the top N by self time and by inclusive time (each function once per sample).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const file = process.argv[2] ?? join('bench-results', 'renderer-stepped.cpuprofile');
const top = Number(process.argv[3] ?? 40);
/**
 * --cpu: each sample weighs at most the sampling interval (0.1 ms): a sample that came late (the thread waited for a
 * core, or blocked in a call) stands for the CPU it used, not the wall time it waited.
 */
const cpuOnly = process.argv.includes('--cpu');
const weight = (deltaUs: number): number => (cpuOnly ? Math.min(deltaUs, 100) : deltaUs) / 1000;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const maps = new Map<string, SourceMapConsumer | null>();

function consumer(url: string): SourceMapConsumer | null {
  const name = basename(url.split('?')[0] ?? '');
  if (!maps.has(name)) {
    const path = join('out', 'renderer', 'assets', `${name}.map`);
    maps.set(name, existsSync(path) ? new SourceMapConsumer(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(name) ?? null;
}

/** A readable name for a call frame: source file:line and the original name where the map knows them. */
function label(f: CallFrame): string {
  if (!f.url) return f.functionName || '(program)';
  const map = consumer(f.url);
  if (!map) return `${f.functionName || '(anon)'} ${basename(f.url)}:${f.lineNumber + 1}`;
  const pos = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const source = (pos.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? f.functionName ?? '(anon)'} ${source}:${pos.line ?? '?'}`;
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const labels = new Map(profile.nodes.map((n) => [n.id, label(n.callFrame)]));
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = weight(profile.timeDeltas[i] ?? 0);
  const own = labels.get(id) ?? '?';
  if (own === '(idle)' || own === '(program)') return;
  total += dt;
  self.set(own, (self.get(own) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const l = labels.get(at) ?? '?';
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
  }
  void byId;
});

function print(title: string, m: Map<string, number>): void {
  console.log(`\n${title} (ms of ${Math.round(total)} ms busy)`);
  for (const [l, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)}  ${l}`);
}
print('self time', self);
print('inclusive time', inclusive);

/** The measured frames one by one (split at the GPU waits between them): the slowest frames and what they spent on. */
function frames(): void {
  const frameList: { ms: number; by: Map<string, number> }[] = [];
  let current: { ms: number; by: Map<string, number> } | null = null;
  /** Message handlers since the last frame: they count to the next one. */
  let messages = 0;
  profile.samples.forEach((id, i) => {
    const dt = weight(profile.timeDeltas[i] ?? 0);
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(labels.get(at) ?? '?');
    const inStep = stack.some((l) => l.startsWith('s.step'));
    const waiting = stack[0] === 'readPixels';
    if (!inStep || waiting) {
      if (current && current.ms > 0) frameList.push(current);
      current = null;
      if (stack.some((l) => l.includes('bridge/wires.ts') || l.includes('bridge/decoder.ts'))) messages += dt;
      return;
    }
    if (!current) {
      current = { ms: messages, by: new Map([['(message handlers before the frame)', messages]]) };
      messages = 0;
    }
    current.ms += dt;
    // The innermost frame of our own code or a Pixi / GSAP module names the sample.
    const own = stack.find((l) => / src\//.test(l)) ?? '';
    const lib = stack.find((l) => /pixi\.js|gsap|zod/.test(l)) ?? stack[0] ?? '?';
    const key = `${lib.replace(/:\d+$/, '')}  <  ${own.replace(/:\d+$/, '')}`;
    current.by.set(key, (current.by.get(key) ?? 0) + dt);
  });
  const totals = frameList.map((f) => f.ms).sort((a, b) => a - b);
  const q = (p: number): string => (totals[Math.min(totals.length - 1, Math.ceil(p * totals.length) - 1)] ?? Number.NaN).toFixed(2);
  console.log(
    `\nper frame (messages before it + its callbacks${cpuOnly ? ', CPU-weighted samples' : ''}): p50 ${q(0.5)} p95 ${q(0.95)} p99 ${q(0.99)} max ${q(1)} ms over ${totals.length} frames`,
  );
  const slow = [...frameList].sort((a, b) => b.ms - a.ms).slice(0, Number(process.argv[4] ?? 10));
  console.log(`\n${frameList.length} frames in the profile; the slowest:`);
  for (const f of slow) {
    console.log(`frame ${f.ms.toFixed(1)} ms`);
    for (const [k, ms] of [...f.by].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${ms.toFixed(1).padStart(9)}  ${k}`);
  }
}
if (process.argv.includes('--frames')) frames();
