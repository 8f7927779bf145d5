import { app, BrowserWindow, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { IpcChannel, type AppInfo } from '@shared/channels';
import type { RendererLocation } from './renderer-location';
import type { Session, ViewHandle } from './session/Session';
import { isTrustedSender } from './trusted-sender';

type IpcEvent = IpcMainEvent | IpcMainInvokeEvent;

function trusted(event: IpcEvent, location: RendererLocation, log: (line: string) => void): boolean {
  const url = event.senderFrame?.url ?? '';
  if (isTrustedSender(url, location)) return true;
  log(`IPC refused from untrusted sender: ${url || 'unknown frame'}`);
  return false;
}

/** Registers the app's IPC handlers; each one answers only our own page. */
export function setupIpc(location: RendererLocation, log: (line: string) => void): void {
  ipcMain.handle(IpcChannel.appInfo, (event): AppInfo => {
    if (!trusted(event, location, log)) throw new Error('untrusted sender');
    return {
      name: app.getName(),
      version: app.getVersion(),
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
    };
  });
  ipcMain.handle(IpcChannel.fullscreen, (event, on: unknown): boolean => {
    if (!trusted(event, location, log)) throw new Error('untrusted sender');
    const window = BrowserWindow.fromWebContents(event.sender);
    if (!window || typeof on !== 'boolean') return false;
    window.setFullScreen(on);
    return on;
  });
  ipcMain.handle(IpcChannel.fullscreenState, (event): boolean => {
    if (!trusted(event, location, log)) throw new Error('untrusted sender');
    return BrowserWindow.fromWebContents(event.sender)?.isFullScreen() ?? false;
  });
}

/** The Electron IPC transport: one session view per renderer, validated by the session like every transport. */
export function setupSessionIpc(session: Session, location: RendererLocation, log: (line: string) => void): void {
  const views = new Map<WebContents, ViewHandle>();
  const viewFor = (contents: WebContents): ViewHandle => {
    const existing = views.get(contents);
    if (existing) return existing;
    const handle = session.connect({
      send: (msg) => {
        if (!contents.isDestroyed()) contents.send(IpcChannel.toView, JSON.stringify(msg));
      },
      close: () => undefined,
    });
    views.set(contents, handle);
    contents.once('destroyed', () => {
      handle.close();
      views.delete(contents);
    });
    return handle;
  };
  ipcMain.on(IpcChannel.toHost, (event, raw: unknown) => {
    if (!trusted(event, location, log)) return;
    viewFor(event.sender).receive(typeof raw === 'string' ? raw : null);
  });
}
