import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IpcChannel, type AppInfo, type LigrettoApi } from '@shared/channels';
import type { EventStartResult } from '@shared/event/event-start';

const api: LigrettoApi = {
  platform: process.platform,
  appInfo: () => ipcRenderer.invoke(IpcChannel.appInfo) as Promise<AppInfo>,
  send: (msg) => ipcRenderer.send(IpcChannel.toHost, JSON.stringify(msg)),
  onHostMessage: (listener) => {
    const wrapped = (_event: IpcRendererEvent, json: unknown): void => {
      if (typeof json === 'string') listener(json);
    };
    ipcRenderer.on(IpcChannel.toView, wrapped);
    return () => {
      ipcRenderer.removeListener(IpcChannel.toView, wrapped);
    };
  },
  setFullscreen: (on) => ipcRenderer.invoke(IpcChannel.fullscreen, on === true) as Promise<boolean>,
  startEvent: (request) => ipcRenderer.invoke(IpcChannel.eventStart, request) as Promise<EventStartResult>,
  isFullscreen: () => ipcRenderer.invoke(IpcChannel.fullscreenState) as Promise<boolean>,
  onFullscreenChange: (listener) => {
    const wrapped = (_event: IpcRendererEvent, on: unknown): void => {
      if (typeof on === 'boolean') listener(on);
    };
    ipcRenderer.on(IpcChannel.fullscreenChanged, wrapped);
    return () => {
      ipcRenderer.removeListener(IpcChannel.fullscreenChanged, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('ligretto', api);
