/**
 * `electron-builder --dir` for Linux against a stand-in Electron folder (electronDist: nothing is downloaded), then
 * the app.asar it wrote is read back: what a user's installer would contain. Needs the build of the suite's global setup.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ligretto-pack-'));
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string })
  .version;
let log = '';
let status: number | null = null;
let asar = '';
let entries: string[] = [];

beforeAll(() => {
  expect(inject('buildError')).toBe('');
  // The stand-in Electron: an executable named as Electron's Linux binary, and its version file.
  const dist = join(work, 'electron-dist');
  mkdirSync(join(dist, 'resources'), { recursive: true });
  writeFileSync(join(dist, 'electron'), '#!/bin/sh\necho stand-in Electron\n');
  chmodSync(join(dist, 'electron'), 0o755);
  writeFileSync(join(dist, 'version'), electronVersion);
  const output = join(work, 'release');
  const cli = join(root, 'node_modules', 'electron-builder', 'cli.js');
  const args = [cli, '--dir', '--linux', '--x64', '--publish', 'never', '--config', 'electron-builder.config.cjs'];
  args.push(`-c.electronDist=${dist}`, `-c.electronVersion=${electronVersion}`, `-c.directories.output=${output}`);
  // electron-builder prints nothing under vitest's VITEST / NODE_ENV=test; the log is part of what is checked.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env });
  log = `${run.stdout}\n${run.stderr}`;
  status = run.status;
  asar = join(output, 'linux-unpacked', 'resources', 'app.asar');
  if (existsSync(asar)) entries = listPackage(asar, { isPack: false }).map((e) => e.replaceAll('\\', '/'));
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('electron-builder --dir against a stand-in Electron', () => {
  it('packs without downloading Electron and without rebuilding native modules', () => {
    expect(status, log).toBe(0);
    expect(log).toContain('using custom unpacked Electron distribution');
    expect(log).toMatch(/skipped dependencies rebuild\s+reason=npmRebuild is set to false/);
    expect(log).not.toMatch(/rebuilding native dependencies|node-gyp|downloading/i);
    expect(existsSync(join(work, 'release', 'linux-unpacked', 'ligretto-party'))).toBe(true);
  });

  it("writes an app.asar whose package.json names the product (Electron's userData folder follows it)", () => {
    const pkg = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as Record<string, unknown>;
    expect(pkg).toMatchObject({ name: 'ligretto-party', productName: 'Ligretto Party', main: 'out/main/index.js' });
    expect(pkg['desktopName']).toBe('ligretto-party.desktop');
  });

  it('contains the main bundle and pad worker, the CommonJS preload, the renderer, the phone page and the icon', () => {
    for (const file of [
      '/out/main/index.js',
      '/out/main/native-pad-worker.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
      '/out/phone/index.html',
      '/out/phone/phone.js',
      '/resources/icon.png',
    ])
      expect(entries).toContain(file);
  });

  it('ships the production dependencies and no development module', () => {
    const modules = new Set(entries.flatMap((e) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(e)?.[1] ?? []));
    for (const dep of ['qrcode', 'write-file-atomic', 'ws', 'zod']) expect(modules).toContain(dep);
    const dev = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: object }).devDependencies);
    expect(dev).toEqual(expect.arrayContaining(['vitest', 'pixi.js', 'typescript', 'electron']));
    // A dev tool may share its name with a production dependency's own dependency (pngjs: ours for the tests, qrcode's
    // older one for the phone QR code); then only that production copy may be packed, never the dev tool's version.
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dev?: boolean }>;
    };
    const productionVersions = (name: string): string[] =>
      Object.entries(lock.packages).flatMap(([path, p]) =>
        path.endsWith(`node_modules/${name}`) && p.dev !== true && p.version ? [p.version] : [],
      );
    for (const name of dev) {
      if (!modules.has(name)) continue;
      const packed = (JSON.parse(extractFile(asar, `node_modules/${name}/package.json`).toString('utf8')) as { version: string }).version;
      expect(productionVersions(name), `${name} ${packed} is a development module and must not be packed`).toContain(packed);
    }
    expect(entries.some((e) => e.startsWith('/src/') || e.startsWith('/test/'))).toBe(false);
  });
});
