/** A SimIo for the CLI tests: saved files kept in memory by path, and a wall clock that never moves. */
import type { SimIo } from '@main/cli/sim';

export function memoryIo(): SimIo & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    save: (dir, name, text) => {
      files.set(`${dir}/${name}`, text);
      return `${dir}/${name}`;
    },
    wallNow: () => 0,
  };
}
