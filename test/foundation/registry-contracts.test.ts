/**
 * Registries' contracts in files of their own (issue 29, part 4): each registry that imports every game keeps no
 * contract of its own (no interface), and its contract file imports neither the registry nor any game's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PATH_ALIASES } from '../../path-aliases';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The built-in games, whose folders a contract must not reach into. */
const GAMES = ['ligretto', 'dice', 'coloretto'];

/** Each registry with its contract files. */
const REGISTRIES = [
  { registry: 'src/engine/registry.ts', contracts: ['src/engine/game-registry.ts', 'src/shared/game.ts'] },
  { registry: 'src/bots/registry.ts', contracts: ['src/bots/bot-registry.ts', 'src/bots/game-bot.ts'] },
  { registry: 'src/renderer/src/games/registry.ts', contracts: ['src/renderer/src/games/game-ui.ts'] },
  { registry: 'src/phone/games/registry.ts', contracts: ['src/phone/games/pad-contract.ts'] },
  { registry: 'src/main/lan/pads/registry.ts', contracts: ['src/main/lan/pads/contract.ts'] },
];

/** The repo paths a file imports (type-only imports and re-exports included), packages left out. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(repoRoot, file), 'utf8'), true, true);
  return info.importedFiles.flatMap(({ fileName: spec }) => {
    let base: string | null = null;
    if (spec.startsWith('.')) base = resolve(dirname(join(repoRoot, file)), spec);
    else {
      const alias = Object.keys(PATH_ALIASES).find((a) => spec === a || spec.startsWith(`${a}/`));
      if (alias) base = join(PATH_ALIASES[alias] ?? '', spec.slice(alias.length));
    }
    if (base === null) return [];
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find((c) => c.endsWith('.ts') && existsSync(c));
    return found ? [relative(repoRoot, found)] : [];
  });
}

/** Is a repo path one of the built-in games' modules: in a game's folder, or a file named after the game? */
function inGameFolder(path: string): boolean {
  return path.split('/').some((part) => GAMES.includes(part.replace(/\.ts$/, '')));
}

/**
 * Does a registry list the games: by importing their modules, through the one-line-a-game `registered.ts` beside it,
 * or by finding their folders at build time (Vite's `import.meta.glob`)?
 */
function listsGames(registry: string): boolean {
  const imports = importsOf(registry);
  if (imports.some(inGameFolder)) return true;
  if (imports.some((path) => path.endsWith('/registered.ts') && importsOf(path).some(inGameFolder))) return true;
  return /import\.meta\.glob[<(]/.test(readFileSync(join(repoRoot, registry), 'utf8'));
}

describe('registries and their contracts (issue 29)', () => {
  it.each(REGISTRIES)('$registry lists its games and keeps its contract elsewhere', ({ registry, contracts }) => {
    expect(listsGames(registry)).toBe(true);
    expect(readFileSync(join(repoRoot, registry), 'utf8')).not.toMatch(/^export (interface|abstract class)\b/m);
    for (const contract of contracts) {
      const imports = importsOf(contract);
      expect(imports, contract).not.toContain(registry);
      expect(imports.filter(inGameFolder), contract).toEqual([]);
    }
  });

  it('the check sees type-only imports, and counts a game module whether it is a folder or a file', () => {
    expect(importsOf('src/phone/games/registry.ts')).toContain('src/phone/games/pad-contract.ts');
    expect(importsOf('src/main/lan/pads/registry.ts').filter(inGameFolder).sort()).toEqual([
      'src/main/lan/pads/coloretto.ts',
      'src/main/lan/pads/dice.ts',
      'src/main/lan/pads/ligretto.ts',
    ]);
    expect(inGameFolder('src/engine/dice/rules.ts')).toBe(true);
    expect(inGameFolder('src/engine/game-registry.ts')).toBe(false);
  });
});
