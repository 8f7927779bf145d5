import { BrowserWindow } from 'electron';
import { hardenWindow } from './security';
import { createWindowOptions } from './window-options';
import { Recovery, type RecoveryPolicy } from './window-recovery';
import type { RendererLocation } from './renderer-location';

/** Chromium's "aborted" load error: a newer load replaced this one, nothing failed. */
const LOAD_ABORTED = -3;

/** What the game window needs besides where its page is. */
export interface MainWindowOptions {
  readonly preloadPath: string;
  readonly iconPath?: string;
  readonly log: (line: string) => void;
  /** Called once when the page crashed or failed to load too often: the window will not try again. */
  readonly onGiveUp: (reason: string) => void;
  readonly recovery?: RecoveryPolicy;
}

/**
 * Opens the hardened game window, shows it once its first frame is ready and loads the renderer: app://, or the dev
 * server in development, never file://. A renderer that crashes or a page that fails to load is tried again after a
 * growing wait, and given up on (onGiveUp) after too many failures in a short time, so a page that crashes on load
 * never loops.
 */
export function createMainWindow(location: RendererLocation, opts: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(createWindowOptions(opts.preloadPath, opts.iconPath));
  hardenWindow(window);
  window.once('ready-to-show', () => window.show());
  const recovery = new Recovery(opts.recovery);
  let retry: ReturnType<typeof setTimeout> | null = null;
  let gaveUp = false;
  const load = (): void => {
    retry = null;
    if (window.isDestroyed() || gaveUp) return;
    // A failed load is reported through did-fail-load; the promise's rejection says the same again.
    const loading = window.loadURL(location.devServerUrl ?? location.appUrl);
    loading.catch(() => undefined);
  };
  const failed = (what: string): void => {
    if (gaveUp || window.isDestroyed()) return;
    if (retry) clearTimeout(retry);
    const step = recovery.failed();
    if (step.kind === 'give-up') {
      gaveUp = true;
      opts.log(`${what}; giving up after ${step.failures} failures`);
      opts.onGiveUp(what);
      return;
    }
    opts.log(`${what}; trying again in ${step.delayMs} ms (failure ${step.failures}), the session keeps the game`);
    retry = setTimeout(load, step.delayMs);
  };
  window.webContents.on('render-process-gone', (_event, details) => failed(`renderer gone (${details.reason})`));
  window.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (isMainFrame && code !== LOAD_ABORTED) failed(`the page did not load (${code} ${description}, ${url})`);
  });
  window.on('closed', () => {
    if (retry) clearTimeout(retry);
    retry = null;
  });
  load();
  return window;
}

/** Brings an existing window to the front, restoring it if minimised. */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
