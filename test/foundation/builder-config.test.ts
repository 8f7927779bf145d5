import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_FOLDER } from '@main/storage/open-saves';

interface PlatformConfig {
  target: string[];
  icon: string;
  category?: string;
  maintainer?: string;
  executableName?: string;
  syncDesktopName?: boolean;
}

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { output: string; buildResources: string };
  files: string[];
  asar: boolean;
  npmRebuild: boolean;
  linux: PlatformConfig;
  win: PlatformConfig;
  mac: PlatformConfig;
}

interface SchemaCheck {
  validateConfiguration: (config: unknown, logger: unknown) => Promise<void>;
}

const require = createRequire(import.meta.url);
const repoFile = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const config = require(repoFile('electron-builder.config.cjs')) as BuilderConfig;

function pngSize(file: string): { width: number; height: number; signature: string } {
  const bytes = readFileSync(file);
  return {
    signature: bytes.subarray(0, 8).toString('hex'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

describe('electron-builder config', () => {
  it('names the app and writes installers to release/', () => {
    expect(config.productName).toBe('Ligretto Party');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(config.directories.output).toBe('release');
  });

  it('packs only the build output, the window icon and package.json, inside an asar', () => {
    expect(config.files).toEqual(['out/**', 'resources/icon.png', 'package.json']);
    expect(config.asar).toBe(true);
  });

  it('rebuilds no native module (every dependency is plain JS or a prebuilt Node-API binary)', () => {
    expect(config.npmRebuild).toBe(false);
  });

  it('names the app in package.json as the data folder is named, so the app and browser mode share game nights', () => {
    const pkg = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { name: string; productName?: string; desktopName?: string };
    // Electron names app.getPath('userData') after productName; browser mode's default folder is APP_FOLDER.
    expect(pkg.productName).toBe(APP_FOLDER);
    expect(pkg.productName).toBe(config.productName);
    // The Linux .desktop file and Electron's app_id / WM_CLASS both come from desktopName, so the dock finds the icon.
    expect(pkg.desktopName).toBe(`${config.linux.executableName}.desktop`);
    expect(config.linux.syncDesktopName).toBe(true);
  });

  it('fetches the Electron binary before electron-vite dev (which never downloads it itself)', () => {
    const pkg = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['predev']).toBe('node node_modules/electron/install.js');
    expect(readFileSync(repoFile('node_modules/electron/install.js'), 'utf8')).toContain('downloadArtifact');
  });

  it('builds AppImage and deb for Linux, NSIS for Windows, dmg for macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.category).toBe('Game');
    expect(config.linux.maintainer).toBeTruthy();
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.mac.category).toBe('public.app-category.card-games');
  });

  it('uses a 512x512 PNG icon from resources/ on every platform', () => {
    for (const platform of [config.linux, config.win, config.mac]) {
      expect(platform.icon).toBe('resources/icon.png');
    }
    expect(pngSize(repoFile('resources/icon.png'))).toEqual({ signature: '89504e470d0a1a0a', width: 512, height: 512 });
  });

  it('matches the schema of the installed electron-builder', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as SchemaCheck;
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
  });
});
