import type { BrowserWindowConstructorOptions } from 'electron';

/** Default window size: 16:9, sized for a laptop before it goes fullscreen on a TV. */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 720, minWidth: 960, minHeight: 540 } as const;

/** Background shown before the first frame, matching the renderer's page colour. */
export const WINDOW_BACKGROUND = '#0b0f1a';

/** Options for the game window: hidden until ready, sandboxed, isolated, no Node in the page; the app's icon when given. */
export function createWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_WINDOW_SIZE,
    title: 'Ligretto Party',
    ...(iconPath ? { icon: iconPath } : {}),
    backgroundColor: WINDOW_BACKGROUND,
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      backgroundThrottling: false,
      spellcheck: false,
    },
  };
}
