import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** The source folders that ARCHITECTURE.md gives import rules to. */
export const SOURCE_FOLDERS = ['shared', 'engine', 'bots', 'main', 'preload', 'renderer'] as const;

/** One of the source folders under src/. */
export type SourceFolder = (typeof SOURCE_FOLDERS)[number];

/** What an import specifier points at, once resolved from the importing file. */
export type ImportTarget =
  | { kind: 'folder'; folder: SourceFolder }
  | { kind: 'outside' }
  | { kind: 'node'; name: string }
  | { kind: 'electron' }
  | { kind: 'package'; name: string };

/** A broken rule: which file, what it did, and why that is not allowed. */
export interface Violation {
  readonly file: string;
  readonly found: string;
  readonly rule: string;
}

interface FolderRule {
  readonly folders: readonly SourceFolder[];
  readonly packages: readonly string[] | 'any';
  readonly node: boolean;
  readonly electron: boolean;
  readonly outside: boolean;
  readonly forbiddenCalls: readonly string[];
}

const CLOCK_AND_CHANCE = ['Math.random', 'Date.now', 'performance.now', 'setTimeout', 'setInterval'];

/** The ARCHITECTURE.md table as data: what each folder may reach. */
export const FOLDER_RULES: Readonly<Record<SourceFolder, FolderRule>> = {
  shared: { folders: ['shared'], packages: ['zod'], node: false, electron: false, outside: false, forbiddenCalls: [] },
  engine: { folders: ['shared', 'engine'], packages: [], node: false, electron: false, outside: false, forbiddenCalls: CLOCK_AND_CHANCE },
  bots: {
    folders: ['shared', 'engine', 'bots'],
    packages: [],
    node: false,
    electron: false,
    outside: false,
    forbiddenCalls: ['Math.random', 'Date.now'],
  },
  main: { folders: ['shared', 'engine', 'bots', 'main'], packages: 'any', node: true, electron: true, outside: true, forbiddenCalls: [] },
  preload: { folders: ['shared', 'preload'], packages: [], node: false, electron: true, outside: false, forbiddenCalls: [] },
  renderer: { folders: ['shared', 'renderer'], packages: 'any', node: false, electron: false, outside: true, forbiddenCalls: [] },
};

const NODE_BUILTINS = new Set(builtinModules);

/** Which source folder a repo-relative path lies in, if any. */
export function folderOf(repoPath: string): SourceFolder | undefined {
  const [top, folder] = repoPath.split('/');
  if (top !== 'src') return undefined;
  return SOURCE_FOLDERS.find((name) => name === folder);
}

/** Resolves an import specifier written in `fromFile` (repo-relative, posix) to what it points at. */
export function classifyImport(fromFile: string, specifier: string): ImportTarget {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('/')) return { kind: 'outside' };
  if (bare.startsWith('.')) {
    const folder = folderOf(posix.normalize(posix.join(posix.dirname(fromFile), bare)));
    return folder ? { kind: 'folder', folder } : { kind: 'outside' };
  }
  if (bare.startsWith('node:') || NODE_BUILTINS.has(bare.split('/')[0] ?? '')) return { kind: 'node', name: bare };
  if (bare === 'electron' || bare.startsWith('electron/')) return { kind: 'electron' };
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare);
  return { kind: 'package', name };
}

function importAllowed(rule: FolderRule, target: ImportTarget): boolean {
  switch (target.kind) {
    case 'folder':
      return rule.folders.includes(target.folder);
    case 'outside':
      return rule.outside;
    case 'node':
      return rule.node;
    case 'electron':
      return rule.electron;
    case 'package':
      return rule.packages === 'any' || rule.packages.includes(target.name);
  }
}

/** Every import, re-export, dynamic import and require in a TypeScript source. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Uses of the named globals or members in code, ignoring comments and strings. */
export function callsOf(fileName: string, source: string, names: readonly string[]): string[] {
  if (names.length === 0) return [];
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = accessText(node);
    if (text !== undefined && names.includes(text)) found.push(text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true));
  return found;
}

function accessText(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) {
    const owner = ownerName(node.expression);
    return owner === undefined ? undefined : `${owner}.${node.name.text}`;
  }
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    const owner = ownerName(node.expression);
    return owner === undefined ? undefined : `${owner}.${node.argumentExpression.text}`;
  }
  if (ts.isIdentifier(node)) {
    const parent = node.parent;
    const isOwner = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
    return isOwner ? undefined : node.text;
  }
  return undefined;
}

function ownerName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** Checks one source file (repo-relative, posix path) against its folder's rules. */
export function checkSource(file: string, source: string): Violation[] {
  const folder = folderOf(file);
  if (!folder) return [];
  const rule = FOLDER_RULES[folder];
  const violations: Violation[] = [];
  for (const specifier of importsOf(source)) {
    const target = classifyImport(file, specifier);
    if (!importAllowed(rule, target)) {
      violations.push({ file, found: `import '${specifier}'`, rule: `${folder} may not import ${describe(target)}` });
    }
  }
  for (const call of callsOf(file, source, rule.forbiddenCalls)) {
    violations.push({ file, found: call, rule: `${folder} must not use ${call}` });
  }
  return violations;
}

function describe(target: ImportTarget): string {
  switch (target.kind) {
    case 'folder':
      return `src/${target.folder}`;
    case 'outside':
      return 'files outside src/';
    case 'node':
      return `Node module ${target.name}`;
    case 'electron':
      return 'electron';
    case 'package':
      return `npm package ${target.name}`;
  }
}

/** Every TypeScript file under `src/` of the repo, as repo-relative posix paths. */
export function listSources(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(c|m)?tsx?$/.test(entry)) files.push(relative(repoRoot, full).split(sep).join('/'));
    }
  };
  walk(join(repoRoot, 'src'));
  return files.sort();
}

/** Checks every source file under `src/` and returns the violations plus how many files each folder had. */
export function checkRepo(repoRoot: string): { violations: Violation[]; counts: Record<SourceFolder, number> } {
  const counts = Object.fromEntries(SOURCE_FOLDERS.map((f) => [f, 0])) as Record<SourceFolder, number>;
  const violations: Violation[] = [];
  for (const file of listSources(repoRoot)) {
    const folder = folderOf(file);
    if (folder) counts[folder] += 1;
    violations.push(...checkSource(file, readFileSync(join(repoRoot, file), 'utf8')));
  }
  return { violations, counts };
}
