/**
 * The import boundaries of ARCHITECTURE.md live in eslint.config.js; `npm run lint` holds the tree to
 * them. These tests prove the rules bite: a deliberate bad import in each folder is an error, the
 * allowed ones are not.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The boundary rules only (no type information needed, so fixtures need not exist on disk). */
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports', 'no-restricted-properties', 'no-restricted-globals']);

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

/** The rule ids reported for `code` as if it were the file `path`, one per finding, in order. */
async function findings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId ?? 'parse-error'}`);
}

describe('import boundaries (eslint.config.js)', () => {
  it('engine: no main, renderer, Node, Electron or packages; no clock or chance', async () => {
    const code = [
      "import { Session } from '@main/session/Session';",
      "import { sounds } from '../renderer/src/audio/Sounds';",
      "import { readFileSync } from 'node:fs';",
      "import { app } from 'electron';",
      "import { z } from 'zod';",
      'export const roll = Math.random() + Date.now() + performance.now();',
      'setTimeout(() => undefined, 1);',
      'export const used = [Session, sounds, readFileSync, app, z];',
    ].join('\n');
    expect(await findings('src/engine/evil.ts', code)).toEqual([
      '1:boundaries/dependencies',
      '2:boundaries/dependencies',
      '3:no-restricted-imports',
      '4:no-restricted-imports',
      '5:no-restricted-imports',
      '6:no-restricted-properties',
      '6:no-restricted-properties',
      '6:no-restricted-properties',
      '7:no-restricted-globals',
    ]);
  });

  it('engine may import shared and itself', async () => {
    const code =
      "import type { Card } from '@shared/cards';\nimport { reduce } from './index';\nexport type C = Card;\nexport const r = reduce;";
    expect(await findings('src/engine/fine.ts', code)).toEqual([]);
  });

  it('shared: only zod from outside', async () => {
    const code =
      "import { z } from 'zod';\nimport { reduce } from '@engine/index';\nimport WebSocket from 'ws';\nexport const u = [z, reduce, WebSocket];";
    expect(await findings('src/shared/evil.ts', code)).toEqual(['2:boundaries/dependencies', '3:no-restricted-imports']);
  });

  it('bots: engine and shared, not main', async () => {
    const code =
      "import { reduce } from '@engine/index';\nimport { realClock } from '@main/session/clock';\nexport const u = [reduce, realClock];";
    expect(await findings('src/bots/evil.ts', code)).toEqual(['2:boundaries/dependencies']);
  });

  it('renderer: shared and packages, never engine, bots, main, Node or Electron', async () => {
    const code = [
      "import { Application } from 'pixi.js';",
      "import { reduce } from '@engine/index';",
      "import { seatBots } from '@bots/index';",
      "import { Session } from '@main/session/Session';",
      "import { ipcRenderer } from 'electron';",
      "import { readFileSync } from 'node:fs';",
      'export const u = [Application, reduce, seatBots, Session, ipcRenderer, readFileSync];',
    ].join('\n');
    expect(await findings('src/renderer/src/evil.ts', code)).toEqual([
      '2:boundaries/dependencies',
      '3:boundaries/dependencies',
      '4:boundaries/dependencies',
      '5:no-restricted-imports',
      '6:no-restricted-imports',
    ]);
  });

  it('phone: a plain page — shared only, no packages, not the renderer', async () => {
    const code =
      "import { PHONE_WS_PATH } from '@shared/phone-protocol';\nimport { Application } from 'pixi.js';\nimport { t } from '@renderer/i18n/i18n';\nexport const u = [PHONE_WS_PATH, Application, t];";
    expect(await findings('src/phone/evil.ts', code)).toEqual(['2:no-restricted-imports', '3:boundaries/dependencies']);
  });

  it('preload: Electron and shared only', async () => {
    const code =
      "import { contextBridge } from 'electron';\nimport { IpcChannel } from '@shared/channels';\nimport { z } from 'zod';\nimport { Session } from '@main/session/Session';\nexport const u = [contextBridge, IpcChannel, z, Session];";
    expect(await findings('src/preload/evil.ts', code)).toEqual(['3:no-restricted-imports', '4:boundaries/dependencies']);
  });

  it('main: anything but the renderer and preload', async () => {
    const code =
      "import { app } from 'electron';\nimport { reduce } from '@engine/index';\nimport { Bridge } from '@renderer/bridge/Bridge';\nexport const u = [app, reduce, Bridge];";
    expect(await findings('src/main/evil.ts', code)).toEqual(['3:boundaries/dependencies']);
  });
});
