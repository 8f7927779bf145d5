/** The Settings screen's fullscreen switch: in the app the host's setting (settings.json, changed by F11 too), in a browser the player's. */
import type { LigrettoApi } from '@shared/channels';
import type { SettingsStore } from './SettingsStore';

/** Fullscreen as the Settings screen sees it: the current state, a toggle, and news of every change. */
export interface FullscreenSwitch {
  get(): boolean;
  toggle(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The part of the preload's API fullscreen needs. */
export type FullscreenApi = Pick<LigrettoApi, 'setFullscreen' | 'isFullscreen' | 'onFullscreenChange'>;

/**
 * In the app: the window's real state, kept by the main process in settings.json and reported on every change
 * (Settings screen, F11, the window manager), so a toggle always flips what is on screen; nothing is kept here.
 */
export function desktopFullscreen(api: FullscreenApi): FullscreenSwitch {
  let on = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean): void => {
    if (value === on) return;
    on = value;
    for (const listener of [...listeners]) listener();
  };
  api.onFullscreenChange(set);
  api.isFullscreen().then(set, () => undefined);
  return {
    get: () => on,
    toggle: () => void api.setFullscreen(!on).catch(() => undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The part of the page's document fullscreen needs. */
export interface FullscreenDocument {
  readonly fullscreenElement: Element | null;
  readonly documentElement: { requestFullscreen(): Promise<void> };
  exitFullscreen(): Promise<void>;
  addEventListener(type: 'fullscreenchange', listener: () => void): void;
}

/** In a browser tab: the player's setting, applied with the Fullscreen API and kept in step when the page leaves fullscreen (Esc). */
export function browserFullscreen(settings: SettingsStore, doc: FullscreenDocument): FullscreenSwitch {
  doc.addEventListener('fullscreenchange', () => void settings.update({ fullscreen: doc.fullscreenElement !== null }));
  const apply = async (on: boolean): Promise<void> => {
    if (on && !doc.fullscreenElement) await doc.documentElement.requestFullscreen();
    if (!on && doc.fullscreenElement) await doc.exitFullscreen();
  };
  return {
    get: () => settings.get().fullscreen,
    toggle: () => {
      const on = !settings.get().fullscreen;
      settings.update({ fullscreen: on });
      apply(on).catch(() => settings.update({ fullscreen: !on }));
    },
    subscribe: (listener) => settings.subscribe(() => listener()),
  };
}
