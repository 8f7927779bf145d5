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
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ligretto-pack-'));
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string })
  .version;
/** The sentinel @electron/fuses finds the fuse wire by (its src/constants.ts). */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's fuses as it ships them, in wire order (RunAsNode first, GrantFileProtocolExtraPrivileges last). */
const ELECTRON_DEFAULT_FUSES = '10110001';
const ON = '1'.charCodeAt(0);
const OFF = '0'.charCodeAt(0);
let log = '';
let status: number | null = null;
let asar = '';
let entries: string[] = [];

beforeAll(() => {
  expect(inject('buildError')).toBe('');
  // The stand-in Electron: an executable named as Electron's Linux binary, and its version file.
  const dist = join(work, 'electron-dist');
  mkdirSync(join(dist, 'resources'), { recursive: true });
  // Its fuse wire, as in Electron's binary: the sentinel, wire version 1, the number of fuses, one '0' or '1' each,
  // set to Electron's defaults (RunAsNode, NodeOptions, CliInspect, GrantFileProtocol on; the rest off).
  const wire = Buffer.concat([
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, ELECTRON_DEFAULT_FUSES.length]),
    Buffer.from(ELECTRON_DEFAULT_FUSES),
  ]);
  writeFileSync(
    join(dist, 'electron'),
    Buffer.concat([Buffer.from('#!/bin/sh\necho stand-in Electron\nexit 0\n# '), wire, Buffer.from('\n')]),
  );
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

  it('flips the fuses in the packaged binary: no run-as-Node, NODE_OPTIONS or --inspect; encrypted cookies; asar only, checked', async () => {
    expect(status, log).toBe(0);
    const binary = join(work, 'release', 'linux-unpacked', 'ligretto-party');
    const fuses = await getCurrentFuseWire(binary);
    expect(fuses.version).toBe('1');
    expect({
      RunAsNode: fuses[FuseV1Options.RunAsNode],
      EnableCookieEncryption: fuses[FuseV1Options.EnableCookieEncryption],
      EnableNodeOptionsEnvironmentVariable: fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      EnableNodeCliInspectArguments: fuses[FuseV1Options.EnableNodeCliInspectArguments],
      EnableEmbeddedAsarIntegrityValidation: fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      OnlyLoadAppFromAsar: fuses[FuseV1Options.OnlyLoadAppFromAsar],
      LoadBrowserProcessSpecificV8Snapshot: fuses[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot],
      GrantFileProtocolExtraPrivileges: fuses[FuseV1Options.GrantFileProtocolExtraPrivileges],
    }).toEqual({
      RunAsNode: OFF,
      EnableCookieEncryption: ON,
      EnableNodeOptionsEnvironmentVariable: OFF,
      EnableNodeCliInspectArguments: OFF,
      EnableEmbeddedAsarIntegrityValidation: ON,
      OnlyLoadAppFromAsar: ON,
      // Not configured: left as Electron ships it.
      LoadBrowserProcessSpecificV8Snapshot: OFF,
      // On by default; the window loads from app://, so file:// needs no extra privileges.
      GrantFileProtocolExtraPrivileges: OFF,
    });
    // The stand-in's own copy keeps Electron's defaults: the packaged binary was changed, not the source.
    const source = await getCurrentFuseWire(join(work, 'electron-dist', 'electron'));
    const wire = [...ELECTRON_DEFAULT_FUSES].map((_, i) => String.fromCharCode(source[i as FuseV1Options] ?? 0)).join('');
    expect(wire).toBe(ELECTRON_DEFAULT_FUSES);
    expect(log).toContain('executing @electron/fuses');
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
