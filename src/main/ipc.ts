import { app, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IpcChannel, type AppInfo } from '../shared/channels';
import type { RendererLocation } from './renderer-location';
import { isTrustedSender } from './trusted-sender';

/** Registers the IPC handlers; each one answers only our own page. */
export function setupIpc(location: RendererLocation): void {
  ipcMain.handle(IpcChannel.appInfo, (event): AppInfo => {
    assertTrusted(event, location);
    return {
      name: app.getName(),
      version: app.getVersion(),
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
    };
  });
}

function assertTrusted(event: IpcMainInvokeEvent, location: RendererLocation): void {
  const url = event.senderFrame?.url ?? '';
  if (!isTrustedSender(url, location)) {
    throw new Error(`IPC refused from untrusted sender: ${url || 'unknown frame'}`);
  }
}
