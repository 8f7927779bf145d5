import { join } from 'node:path';
import { APP_INDEX_URL } from './app-protocol';

/** Where the window loads the renderer from: the built renderer on app://, or the dev server in development. */
export interface RendererLocation {
  /** The built renderer folder, the only files app:// serves. */
  readonly rendererDir: string;
  /** The page the window loads when there is no dev server: app://ligretto/index.html. */
  readonly appUrl: string;
  readonly devServerUrl?: string;
}

/** Resolves the renderer's location from the built main folder; the dev server only counts unpackaged. */
export function resolveRendererLocation(
  mainDir: string,
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): RendererLocation {
  const rendererDir = join(mainDir, '..', 'renderer');
  const devServerUrl = env['ELECTRON_RENDERER_URL'];
  if (!isPackaged && devServerUrl) return { rendererDir, appUrl: APP_INDEX_URL, devServerUrl };
  return { rendererDir, appUrl: APP_INDEX_URL };
}

/** Path of the CommonJS preload script that sits beside the built main bundle. */
export function preloadPath(mainDir: string): string {
  return join(mainDir, '..', 'preload', 'index.cjs');
}

/** The window icon: resources/icon.png at the project root, two folders above the built main bundle (packed in the asar too). */
export function windowIconPath(mainDir: string): string {
  return join(mainDir, '..', '..', 'resources', 'icon.png');
}
