import { describe, expect, it } from 'vitest';
import electronViteConfig from '../../electron.vite.config';
import { WINDOW_BACKGROUND, createWindowOptions } from '@main/window-options';

describe('game window options', () => {
  const options = createWindowOptions('/app/out/preload/index.cjs');
  const web = options.webPreferences ?? {};

  it('opens 16:9 at 1280x720 and never narrower than 960', () => {
    expect(options.width).toBe(1280);
    expect(options.height).toBe(720);
    expect((options.width ?? 0) / (options.height ?? 1)).toBeCloseTo(16 / 9);
    expect(options.minWidth).toBe(960);
  });

  it('stays hidden on a dark background until the first frame is ready', () => {
    expect(options.show).toBe(false);
    expect(options.backgroundColor).toBe(WINDOW_BACKGROUND);
    expect(options.title).toBe('Ligretto Party');
  });

  it('isolates and sandboxes the page with no Node access', () => {
    expect(web).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('keeps animating when unfocused and does not spellcheck', () => {
    expect(web.backgroundThrottling).toBe(false);
    expect(web.spellcheck).toBe(false);
  });

  it('loads the given preload script', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });
});

describe('electron-vite build', () => {
  it('builds the preload as one CommonJS file named index.cjs, as a sandboxed preload requires', () => {
    const preload = electronViteConfig.preload?.build;
    const output = preload?.rolldownOptions?.output;
    expect(Array.isArray(output)).toBe(false);
    expect(output).toMatchObject({ format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false });
    expect(preload?.externalizeDeps).toBe(false);
  });
});
