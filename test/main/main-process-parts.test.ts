import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IpcChannel } from '@shared/channels';
import { keepFullscreen, type FullscreenStore } from '@main/fullscreen';
import { lanSettingsFromEnv } from '@main/lan/LanService';
import { DEFAULT_LAN_PORT } from '@main/lan/lan-config';
import { padWorkerEnv } from '@main/native-pads/worker-protocol';
import { windowIconPath } from '@main/renderer-location';
import { openSaves } from '@main/storage/open-saves';
import { DEFAULT_RECOVERY, Recovery } from '@main/window-recovery';
import { containing } from '../support/matchers';

const repoFile = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('window recovery', () => {
  it('retries after a doubling wait and gives up after maxFailures within the window', () => {
    let now = 0;
    const recovery = new Recovery({ maxFailures: 4, windowMs: 60_000, firstDelayMs: 250, maxDelayMs: 800 }, () => now);
    expect(recovery.failed()).toEqual({ kind: 'retry', delayMs: 250, failures: 1 });
    now += 300;
    expect(recovery.failed()).toEqual({ kind: 'retry', delayMs: 500, failures: 2 });
    now += 600;
    expect(recovery.failed()).toEqual({ kind: 'retry', delayMs: 800, failures: 3 });
    now += 900;
    expect(recovery.failed()).toEqual({ kind: 'give-up', failures: 4 });
  });

  it('forgets failures older than the window, so a crash an hour later is retried', () => {
    let now = 0;
    const recovery = new Recovery(DEFAULT_RECOVERY, () => now);
    for (let i = 0; i < DEFAULT_RECOVERY.maxFailures - 1; i++) expect(recovery.failed().kind).toBe('retry');
    now += DEFAULT_RECOVERY.windowMs;
    expect(recovery.failed()).toEqual({ kind: 'retry', delayMs: DEFAULT_RECOVERY.firstDelayMs, failures: 1 });
  });
});

class FakeWindow extends EventEmitter {
  fullscreen = false;
  readonly sent: unknown[][] = [];
  readonly webContents = { send: (...args: unknown[]) => void this.sent.push(args), isDestroyed: () => false };
  setFullScreen(on: boolean): void {
    if (on === this.fullscreen) return;
    this.fullscreen = on;
    this.emit(on ? 'enter-full-screen' : 'leave-full-screen');
  }
  isDestroyed(): boolean {
    return false;
  }
}

function store(fullscreen: boolean): FullscreenStore & { writes: boolean[] } {
  const writes: boolean[] = [];
  const s = {
    settings: { fullscreen },
    writes,
    update(patch: { fullscreen: boolean }): Promise<unknown> {
      s.settings = { fullscreen: patch.fullscreen };
      writes.push(patch.fullscreen);
      return Promise.resolve();
    },
  };
  return s;
}

describe('fullscreen is one host setting', () => {
  it('opens fullscreen when settings.json says so', () => {
    const window = new FakeWindow();
    keepFullscreen(window as never, store(true), () => undefined);
    expect(window.fullscreen).toBe(true);
  });

  it('saves every change, F11 included, and tells the page, so the next toggle flips the real state', () => {
    const window = new FakeWindow();
    const saved = store(false);
    keepFullscreen(window as never, saved, () => undefined);
    window.setFullScreen(true); // F11 or the window manager: not the Settings screen
    expect(saved.settings.fullscreen).toBe(true);
    expect(window.sent).toEqual([[IpcChannel.fullscreenChanged, true]]);
    window.setFullScreen(false); // the Settings screen's first toggle after F11 turns it off
    expect(saved.writes).toEqual([true, false]);
    expect(window.sent.at(-1)).toEqual([IpcChannel.fullscreenChanged, false]);
  });
});

describe('the lan setting of settings.json', () => {
  const base = mkdtempSync(join(tmpdir(), 'ligretto-lan-setting-'));

  it('is honoured: "lan": false keeps LAN mode off unless LIGRETTO_LAN is set', () => {
    writeFileSync(join(base, 'settings.json'), JSON.stringify({ lan: false }));
    const opened = openSaves({ base, log: () => undefined });
    const setting = opened.settings.settings.lan;
    expect(setting).toBe(false);
    expect(lanSettingsFromEnv({}, setting)).toEqual({ on: false, reason: containing('settings.json') });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: 'on' }, setting)).toEqual({ on: true, host: null, port: DEFAULT_LAN_PORT });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: '' }, setting)).toMatchObject({ on: false });
    rmSync(base, { recursive: true, force: true });
  });

  it('"lan": true (the default) is on unless LIGRETTO_LAN=off; other values of LIGRETTO_LAN switch it off with a reason', () => {
    expect(lanSettingsFromEnv({}, true)).toEqual({ on: true, host: null, port: DEFAULT_LAN_PORT });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: 'off' }, true)).toMatchObject({
      on: false,
      reason: containing('LIGRETTO_LAN=off'),
    });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: 'OFF' }, true)).toMatchObject({ on: false });
    expect(lanSettingsFromEnv({ LIGRETTO_LAN: 'maybe' }, true)).toMatchObject({
      on: false,
      reason: containing('on or off'),
    });
  });
});

describe('small facts of the main process', () => {
  it('tells SDL on macOS that it runs in a background app, and changes nothing elsewhere', () => {
    expect(padWorkerEnv('darwin', { PATH: '/bin' })).toEqual({ PATH: '/bin', SDL_MAC_BACKGROUND_APP: '1' });
    expect(padWorkerEnv('linux', { PATH: '/bin' })).toEqual({ PATH: '/bin' });
    expect(padWorkerEnv('win32', {})).toEqual({});
  });

  it('finds the window icon in resources/ from the built main folder', () => {
    const icon = windowIconPath(repoFile('out/main'));
    expect(icon).toBe(repoFile('resources/icon.png'));
    expect(existsSync(icon)).toBe(true);
  });

  it('switches zod to jitless mode before anything else in the renderer, which runs under a CSP without unsafe-eval', () => {
    const firstImport = readFileSync(repoFile('src/renderer/src/main.ts'), 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport).toBe("import '@shared/zod-setup';");
    expect(readFileSync(repoFile('src/shared/zod-setup.ts'), 'utf8')).toContain('z.config({ jitless: true })');
  });
});
