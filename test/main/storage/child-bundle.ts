/** Builds the kill tests' child programs into plain ES modules once, so each child starts as fast as plain Node. */
import { join } from 'node:path';
import { build } from 'vite';
import { PATH_ALIASES } from '../../../path-aliases.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** CommonJS dependencies (write-file-atomic) read __filename, which an ES module has to define itself. */
const COMMONJS_NAMES = "import { fileURLToPath as __toPath } from 'node:url'; const __filename = __toPath(import.meta.url);";

/** The child programs by name. */
export const CHILDREN = {
  atomicWriter: join(root, 'test', 'main', 'storage', 'fixtures', 'atomic-writer.ts'),
  nightHost: join(root, 'test', 'main', 'storage', 'fixtures', 'night-host.ts'),
  eventHost: join(root, 'test', 'main', 'storage', 'fixtures', 'event-host.ts'),
} as const;

/** Bundles every child program (dependencies included) into `outDir`; returns the path of each. */
export async function buildChildren(outDir: string): Promise<Record<keyof typeof CHILDREN, string>> {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: PATH_ALIASES },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rollupOptions: { input: CHILDREN, output: { format: 'es', entryFileNames: '[name].mjs', banner: COMMONJS_NAMES } },
    },
  });
  return {
    atomicWriter: join(outDir, 'atomicWriter.mjs'),
    nightHost: join(outDir, 'nightHost.mjs'),
    eventHost: join(outDir, 'eventHost.mjs'),
  };
}
