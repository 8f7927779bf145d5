/** The import aliases, written once for Vite, electron-vite and vitest (tsconfig.json repeats them as `paths`, which tsc and tsx read). */
import { resolve } from 'node:path';

const root = import.meta.dirname;

/** Alias → folder. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '@shared': resolve(root, 'src/shared'),
  '@engine': resolve(root, 'src/engine'),
  '@bots': resolve(root, 'src/bots'),
  '@main': resolve(root, 'src/main'),
  '@renderer': resolve(root, 'src/renderer/src'),
  '@phone': resolve(root, 'src/phone'),
  '@preload': resolve(root, 'src/preload'),
};
