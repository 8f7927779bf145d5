import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      lib: {
        entry: { index: resolve(root, 'src/main/index.ts'), 'native-pad-worker': resolve(root, 'src/main/native-pads/worker.ts') },
        formats: ['es'],
      },
    },
  },
  preload: {
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
    root: resolve(root, 'src/renderer'),
    build: {
      rolldownOptions: { input: resolve(root, 'src/renderer/index.html') },
    },
  },
});
