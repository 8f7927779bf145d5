/** Fullscreen is one host setting (settings.json): the Settings screen, F11 and the window manager all change the same value. */
import type { BrowserWindow } from 'electron';
import { IpcChannel } from '@shared/channels';

/** Where the fullscreen setting is kept: settings.json through the SettingsFile. */
export interface FullscreenStore {
  readonly settings: { readonly fullscreen: boolean };
  update(patch: { fullscreen: boolean }): Promise<unknown>;
}

/**
 * Opens the window fullscreen when the setting says so, then follows the window: every change, whoever made it,
 * is saved to settings.json and sent to the page, so the Settings screen always shows (and toggles) the real state.
 */
export function keepFullscreen(window: BrowserWindow, store: FullscreenStore, log: (line: string) => void): BrowserWindow {
  if (store.settings.fullscreen) window.setFullScreen(true);
  const changed = (fullscreen: boolean): void => {
    if (!window.isDestroyed() && !window.webContents.isDestroyed()) window.webContents.send(IpcChannel.fullscreenChanged, fullscreen);
    if (store.settings.fullscreen === fullscreen) return;
    store.update({ fullscreen }).catch((e: unknown) => log(`settings not saved: ${e instanceof Error ? e.message : String(e)}`));
  };
  window.on('enter-full-screen', () => changed(true));
  window.on('leave-full-screen', () => changed(false));
  return window;
}
