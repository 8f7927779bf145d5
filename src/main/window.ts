import { BrowserWindow } from 'electron';
import { hardenWindow } from './security';
import { createWindowOptions } from './window-options';
import type { RendererLocation } from './renderer-location';

/** Opens the hardened game window, shows it once its first frame is ready and loads the renderer. */
export function createMainWindow(location: RendererLocation, preloadPath: string, log: (line: string) => void): BrowserWindow {
  const window = new BrowserWindow(createWindowOptions(preloadPath));
  hardenWindow(window);
  window.once('ready-to-show', () => window.show());
  const load = (): void => {
    if (location.devServerUrl) void window.loadURL(location.devServerUrl);
    else void window.loadFile(location.indexFile);
  };
  window.webContents.on('render-process-gone', (_event, details) => {
    log(`renderer gone (${details.reason}); reloading, the session keeps the game`);
    if (!window.isDestroyed()) load();
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
