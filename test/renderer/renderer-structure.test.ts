/**
 * The renderer's shape (issue 29): its modules import each other without cycles (type-only imports count too: a
 * registry's contract lives in a file of its own, so a game's table never reaches back to the app through it). The
 * 350-line limit on every source file, these included, is test/foundation/file-length.test.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PATH_ALIASES } from '../../path-aliases';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The front ends' folders: the TV renderer and the phone page. */
const ROOTS = ['src/renderer/src', 'src/phone'].map((r) => join(repoRoot, r));

/** Every .ts file under `dir` (bounded by the tree itself: no links are followed). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The source file an import names, or null for a package or a file outside the scanned folders. */
function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else {
    const alias = Object.keys(PATH_ALIASES).find((a) => spec === a || spec.startsWith(`${a}/`));
    if (alias) base = join(PATH_ALIASES[alias] ?? '', spec.slice(alias.length));
  }
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) if (known.has(candidate)) return candidate;
  return null;
}

/** What a file's text imports: imports, export-froms and module augmentations, type-only ones included. */
function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles.map((f) => f.fileName), ...(info.ambientExternalModules ?? [])];
}

/** The import graph of the scanned files: every import, export-from and module augmentation, type-only ones included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      importsOf(readFileSync(file, 'utf8')).flatMap((s) => resolveImport(file, s, known) ?? []),
    );
  }
  return graph;
}

/** One cycle per strongly connected group of files (Tarjan), each as the files' repo paths. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      group.push(relative(repoRoot, w));
      if (w === v) break;
    }
    const selfImport = (graph.get(v) ?? []).includes(v);
    if (group.length > 1 || selfImport) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('renderer structure (issue 29)', () => {
  const files = ROOTS.flatMap(sources);

  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no import cycles in the renderer or the phone page, type-only imports included', () => {
    expect(cycles(importGraph(files))).toEqual([]);
  });

  it('the check sees type-only imports, re-exports and module augmentations, and finds a cycle of them', () => {
    const text = "import type { A } from './a';\nexport type { B } from './b';\ndeclare module './c' {\n  interface C { x?: A }\n}\n";
    expect(importsOf(text).sort()).toEqual(['./a', './b', './c']);
    const a = join(repoRoot, 'virtual/a.ts');
    const b = join(repoRoot, 'virtual/b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['virtual/a.ts', 'virtual/b.ts']]);
  });
});
