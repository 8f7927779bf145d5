/** Names of the IPC channels between main and preload, and the preload's API: the only place they are spelled. */
import type { EventStartRequest, EventStartResult } from './event/event-start';
import type { ClientMessage } from './protocol';

export const IpcChannel = {
  appInfo: 'app:info',
  toHost: 'session:to-host',
  toView: 'session:to-view',
  fullscreen: 'window:fullscreen',
  /** Asks whether the window is fullscreen now. */
  fullscreenState: 'window:fullscreen-state',
  /** Main to page: the window went in or out of fullscreen (Settings screen, F11 or the window manager). */
  fullscreenChanged: 'window:fullscreen-changed',
  /** Page to main: start or resume an event (validated there; answers an EventStartResult). */
  eventStart: 'event:start',
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
  /** Sends one message to the host session. */
  send(msg: ClientMessage): void;
  /** Receives every host message as JSON text (the renderer validates it); returns an unsubscribe function. */
  onHostMessage(listener: (json: string) => void): () => void;
  /** Switches fullscreen (saved in the host's settings.json); resolves to the asked state. */
  setFullscreen(on: boolean): Promise<boolean>;
  /** Whether the window is fullscreen now. */
  isFullscreen(): Promise<boolean>;
  /** Hears every change of the window's fullscreen state, whoever made it; returns an unsubscribe function. */
  onFullscreenChange(listener: (on: boolean) => void): () => void;
  /** Starts an event (a file dialog for the entrant list) or resumes the unfinished one; absent outside the app. */
  startEvent?(request: EventStartRequest): Promise<EventStartResult>;
}
