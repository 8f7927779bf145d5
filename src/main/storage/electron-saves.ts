/** The app's saves: the data folder in Electron's userData, native file dialogs, writes flushed before quitting. */
import { app, BrowserWindow, dialog } from 'electron';
import { openSaves, type OpenedSaves } from './open-saves';
import type { FileChooser } from './SavesCommands';

const REPLAY_FILTERS = [{ name: 'Ligretto replay', extensions: ['json'] }];

/** Save and open dialogs on the game window (they appear on the TV; the host player answers them). */
export const electronChooser: FileChooser = {
  async saveAs(suggestedName) {
    const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
    const options = { defaultPath: suggestedName, filters: REPLAY_FILTERS };
    const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  },
  async openFile() {
    const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
    const options = { filters: REPLAY_FILTERS, properties: ['openFile' as const] };
    const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  },
};

/** Opens the saves under `app.getPath('userData')` (call once the app is ready). */
export function openAppSaves(log: (line: string) => void): OpenedSaves {
  return openSaves({ base: app.getPath('userData'), log, chooser: electronChooser });
}

/** Lets the writes in flight finish before the app quits (a round that just ended, a setting just changed, are on disk before exit). */
export function flushSavesOnQuit(opened: OpenedSaves): void {
  let flushed = false;
  app.on('before-quit', (event) => {
    if (flushed) return;
    event.preventDefault();
    void Promise.all([opened.saves.idle(), opened.settings.idle()]).finally(() => {
      flushed = true;
      app.quit();
    });
  });
}
