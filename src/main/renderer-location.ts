import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the window loads the renderer from: the built index.html, or the dev server in development. */
export interface RendererLocation {
  readonly indexFile: string;
  readonly indexFileUrl: string;
  readonly devServerUrl?: string;
}

/** Resolves the renderer's location from the built main folder; the dev server only counts unpackaged. */
export function resolveRendererLocation(
  mainDir: string,
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): RendererLocation {
  const indexFile = join(mainDir, '..', 'renderer', 'index.html');
  const indexFileUrl = pathToFileURL(indexFile).href;
  const devServerUrl = env['ELECTRON_RENDERER_URL'];
  if (!isPackaged && devServerUrl) return { indexFile, indexFileUrl, devServerUrl };
  return { indexFile, indexFileUrl };
}

/** Path of the CommonJS preload script that sits beside the built main bundle. */
export function preloadPath(mainDir: string): string {
  return join(mainDir, '..', 'preload', 'index.cjs');
}

/** The window icon: resources/icon.png at the project root, two folders above the built main bundle (packed in the asar too). */
export function windowIconPath(mainDir: string): string {
  return join(mainDir, '..', '..', 'resources', 'icon.png');
}
