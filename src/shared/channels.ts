/** Names of the IPC channels between main and preload; the only place they are spelled. */
export const IpcChannel = {
  appInfo: 'app:info',
} as const;

/** Any IPC channel name. */
export type IpcChannelName = (typeof IpcChannel)[keyof typeof IpcChannel];

/** Facts about the running app, answered by the main process on `app:info`. */
export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly electron: string;
  readonly chrome: string;
}

/** The API the preload exposes to the renderer as `window.ligretto`. */
export interface LigrettoApi {
  /** The operating system, as Node's `process.platform` names it. */
  readonly platform: string;
  /** Asks the main process for the app's name and versions. */
  appInfo(): Promise<AppInfo>;
}
