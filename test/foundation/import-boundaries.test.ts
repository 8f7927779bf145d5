import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCE_FOLDERS, checkRepo, checkSource, classifyImport } from './import-rules';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('import boundaries from ARCHITECTURE.md', () => {
  const { violations, counts } = checkRepo(repoRoot);

  it("every source file keeps to its folder's import rules", () => {
    expect(violations).toEqual([]);
  });

  it('scans real files in every source folder that exists', () => {
    for (const folder of ['shared', 'main', 'preload', 'renderer'] as const) {
      expect(counts[folder], `files found in src/${folder}`).toBeGreaterThan(0);
    }
    for (const folder of SOURCE_FOLDERS) {
      if (existsSync(`${repoRoot}/src/${folder}`)) expect(counts[folder], `src/${folder}`).toBeGreaterThan(0);
    }
  });
});

describe('the import checker', () => {
  it('resolves relative imports to the folder they land in', () => {
    expect(classifyImport('src/bots/easy.ts', '../engine/index')).toEqual({ kind: 'folder', folder: 'engine' });
    expect(classifyImport('src/renderer/src/views/x.ts', '../../../shared/cards')).toEqual({ kind: 'folder', folder: 'shared' });
    expect(classifyImport('src/main/index.ts', '../../package.json')).toEqual({ kind: 'outside' });
    expect(classifyImport('src/main/index.ts', 'node:fs')).toEqual({ kind: 'node', name: 'node:fs' });
    expect(classifyImport('src/main/index.ts', 'fs/promises')).toEqual({ kind: 'node', name: 'fs/promises' });
    expect(classifyImport('src/main/index.ts', 'electron/main')).toEqual({ kind: 'electron' });
    expect(classifyImport('src/renderer/src/a.ts', 'pixi.js/unsafe-eval')).toEqual({ kind: 'package', name: 'pixi.js' });
    expect(classifyImport('src/renderer/src/a.ts', '@scope/pkg/deep')).toEqual({ kind: 'package', name: '@scope/pkg' });
  });

  it('catches an engine file that imports electron, Node, an npm package or the renderer', () => {
    const source = [
      "import { app } from 'electron';",
      "import { readFileSync } from 'node:fs';",
      "export { z } from 'zod';",
      "import type { View } from '../renderer/src/view';",
      "const later = () => import('../main/index');",
    ].join('\n');
    const found = checkSource('src/engine/evil.ts', source).map((v) => v.found);
    expect(found).toEqual([
      "import 'electron'",
      "import 'node:fs'",
      "import 'zod'",
      "import '../renderer/src/view'",
      "import '../main/index'",
    ]);
  });

  it('catches clocks, timers and Math.random in the engine, but not in comments or strings', () => {
    const source = [
      '// Math.random is banned here',
      "const note = 'Date.now';",
      'export const roll = Math.random();',
      'export const at = Date.now() + performance.now();',
      "setTimeout(() => undefined, 1); globalThis.setInterval(() => undefined, 1); Math['random']();",
    ].join('\n');
    const found = checkSource('src/engine/clock.ts', source).map((v) => v.found);
    expect(found).toEqual(['Math.random', 'Date.now', 'performance.now', 'setTimeout', 'setInterval', 'Math.random']);
  });

  it('keeps bots to engine and shared, without chance or clock', () => {
    const ok = "import { legalMoves } from '../engine/index';\nimport type { Snapshot } from '../shared/state';";
    expect(checkSource('src/bots/easy.ts', ok)).toEqual([]);
    const bad = "import { Sprite } from 'pixi.js';\nimport { x } from '../main/host';\nexport const r = Math.random() + Date.now();";
    expect(checkSource('src/bots/easy.ts', bad).map((v) => v.found)).toEqual([
      "import 'pixi.js'",
      "import '../main/host'",
      'Math.random',
      'Date.now',
    ]);
  });

  it('lets shared use zod but nothing else', () => {
    expect(checkSource('src/shared/intent.ts', "import { z } from 'zod';")).toEqual([]);
    expect(checkSource('src/shared/intent.ts', "import { reduce } from '../engine/reduce';")).toHaveLength(1);
    expect(checkSource('src/shared/intent.ts', "import { EventEmitter } from 'events';")).toHaveLength(1);
  });

  it('keeps main away from renderer and preload, and preload to shared and electron', () => {
    expect(checkSource('src/main/index.ts', "import '../renderer/src/main';\nimport '../preload/index';")).toHaveLength(2);
    expect(checkSource('src/main/index.ts', "import { app } from 'electron';\nimport { join } from 'node:path';")).toEqual([]);
    expect(checkSource('src/preload/index.ts', "import { contextBridge } from 'electron';\nimport '../shared/channels';")).toEqual([]);
    expect(checkSource('src/preload/index.ts', "import { z } from 'zod';\nimport 'node:fs';\nimport '../engine/index';")).toHaveLength(3);
  });

  it('keeps the renderer away from engine, bots, main, electron and Node', () => {
    const source = [
      "import '../../engine/index';",
      "import '../../bots/easy';",
      "import '../../main/ipc';",
      "import { ipcRenderer } from 'electron';",
      "import 'node:path';",
      "import { Application } from 'pixi.js';",
      "import { gsap } from 'gsap';",
      "import type { LigrettoApi } from '../../shared/channels';",
    ].join('\n');
    expect(checkSource('src/renderer/src/main.ts', source)).toHaveLength(5);
  });
});
