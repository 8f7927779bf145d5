import { contextBridge, ipcRenderer } from 'electron';
import { IpcChannel, type AppInfo, type LigrettoApi } from '../shared/channels';

const api: LigrettoApi = {
  platform: process.platform,
  appInfo: () => ipcRenderer.invoke(IpcChannel.appInfo) as Promise<AppInfo>,
};

contextBridge.exposeInMainWorld('ligretto', api);
