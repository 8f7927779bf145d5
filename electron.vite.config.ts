import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { build as viteBuild, type Plugin } from 'vite';
import { PATH_ALIASES } from './path-aliases.ts';

const root = import.meta.dirname;

/**
 * Production builds of the pages are minified, with source maps written beside them for crash reports
 * ('hidden': no sourceMappingURL comment, and the static servers never serve .map files).
 */
const MINIFIED = { minify: true, sourcemap: 'hidden' } as const;

/** Builds the phone controller page (src/phone) into out/phone with the fixed file names the LAN server allow-lists. */
function phonePage(): Plugin {
  return {
    name: 'ligretto-phone-page',
    apply: 'build',
    async closeBundle() {
      await viteBuild({
        configFile: false,
        root: resolve(root, 'src/phone'),
        resolve: { alias: PATH_ALIASES },
        base: '/',
        logLevel: 'warn',
        build: {
          ...MINIFIED,
          outDir: resolve(root, 'out/phone'),
          emptyOutDir: true,
          modulePreload: { polyfill: false },
          cssCodeSplit: false,
          assetsInlineLimit: 0,
          rolldownOptions: {
            output: {
              entryFileNames: 'phone.js',
              // One chunk besides, named after its module: the relay client, imported only on the relay's phone page
              // (RELAY_CLIENT_CHUNK; both servers allow-list it, test/phone/phone-bundle.test.ts checks the build).
              chunkFileNames: '[name].js',
              // The bundled faces keep their names under fonts/ (the LAN server's allow-list); the one stylesheet is phone.css.
              assetFileNames: (asset) => (/\.woff2$/.test(asset.names[0] ?? '') ? 'fonts/[name][extname]' : 'phone[extname]'),
            },
          },
        },
      });
      // The audience's viewer page (issue 32), served by the relay at /watch.
      await viteBuild({
        configFile: false,
        root: resolve(root, 'src/phone/watch'),
        resolve: { alias: PATH_ALIASES },
        base: '/',
        logLevel: 'warn',
        build: {
          ...MINIFIED,
          outDir: resolve(root, 'out/watch'),
          emptyOutDir: true,
          modulePreload: { polyfill: false },
          cssCodeSplit: false,
          assetsInlineLimit: 0,
          rolldownOptions: { output: { entryFileNames: 'watch.js', assetFileNames: 'watch[extname]', codeSplitting: false } },
        },
      });
    },
  };
}

export default defineConfig({
  main: {
    resolve: { alias: PATH_ALIASES },
    build: {
      externalizeDeps: true,
      lib: {
        entry: { index: resolve(root, 'src/main/index.ts'), 'native-pad-worker': resolve(root, 'src/main/native-pads/worker.ts') },
        formats: ['es'],
      },
    },
    plugins: [phonePage()],
  },
  preload: {
    resolve: { alias: PATH_ALIASES },
    build: {
      // A sandboxed preload cannot load ES modules or node_modules, so it ships as one CommonJS file.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'src/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    resolve: { alias: PATH_ALIASES },
    root: resolve(root, 'src/renderer'),
    build: {
      ...MINIFIED,
      rolldownOptions: { input: resolve(root, 'src/renderer/index.html') },
    },
  },
});
