/**
 * No source file over 350 lines (issue 29): every script of src/ and scripts/ (TypeScript and JavaScript; styles and
 * pages are not counted). A failure names the files over the limit and the longest files, so a split starts at the top.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The longest a source file may be. */
const MAX_LINES = 350;
/** The folders checked (bench/ follows once bench/renderer-stepped.ts is split). */
const ROOTS = ['src', 'scripts', 'bench'];
/** What counts as a source file. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Every source file under `dir`, as repo paths (no links are followed). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.isFile() && SOURCE.test(e.name) ? [relative(repoRoot, path)] : [];
  });
}

/** A file's length as `wc -l` counts it (its newlines). */
function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/** The files over `max` lines, and a report of them with the `top` longest files of all, longest first. */
function lengthReport(
  files: readonly { readonly file: string; readonly lines: number }[],
  max: number,
  top = 10,
): { readonly over: string[]; readonly report: string } {
  const longest = [...files].sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const over = longest.filter((f) => f.lines > max).map((f) => `${f.file}: ${f.lines}`);
  const list = longest
    .slice(0, top)
    .map((f) => `  ${String(f.lines).padStart(5)}  ${f.file}`)
    .join('\n');
  const head = over.length === 0 ? `no file over ${max} lines` : `${over.length} file(s) over ${max} lines: ${over.join(', ')}`;
  return { over, report: `${head}\nthe longest files:\n${list}` };
}

describe('source file length (issue 29)', () => {
  const files = ROOTS.flatMap((root) => sources(join(repoRoot, root))).map((file) => ({
    file,
    lines: lineCount(readFileSync(join(repoRoot, file), 'utf8')),
  }));

  it('finds the files it checks in every folder', () => {
    for (const root of ROOTS) expect(files.filter((f) => f.file.startsWith(`${root}/`)).length, root).toBeGreaterThan(0);
    expect(files.some((f) => f.file === 'src/main/session/Session.ts')).toBe(true);
  });

  it(`has no source file in ${ROOTS.join('/, ')}/ over ${MAX_LINES} lines`, () => {
    const { over, report } = lengthReport(files, MAX_LINES);
    expect(over, report).toEqual([]);
  });

  it('reports a file over the limit by name, with the longest files first', () => {
    const { over, report } = lengthReport(
      [
        { file: 'src/a.ts', lines: 12 },
        { file: 'src/b.ts', lines: 351 },
        { file: 'src/c.ts', lines: 350 },
      ],
      350,
      2,
    );
    expect(over).toEqual(['src/b.ts: 351']);
    expect(report).toBe('1 file(s) over 350 lines: src/b.ts: 351\nthe longest files:\n    351  src/b.ts\n    350  src/c.ts');
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(1);
  });
});
