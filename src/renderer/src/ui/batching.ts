/**
 * Every Graphics joins the sprite batch. Pixi batches a Graphics only while its geometry has fewer than 200 vertices
 * ('auto'); a rounded frame with its stroke, a circle chip or a count badge has more, and each of those then broke the
 * batch into a draw call of its own with a program switch: 93 draws and 79 program switches a frame at 12 players,
 * almost one per draw. Batched, the same table draws in about 15 calls with no switch at all.
 *
 * Pixi has no default for a context's batch mode (each new context sets 'auto' in its constructor), so the mode is
 * read through an accessor on the prototype that reads 'auto' as 'batch'. A context told 'no-batch' explicitly (or
 * given a custom shader) keeps its own draw call.
 */
import { GraphicsContext, type BatchMode } from 'pixi.js';

const MODE = Symbol('batchMode');

interface WithMode {
  [MODE]?: BatchMode;
}

let installed = false;

/** Makes every Graphics context made from now on batch with the sprites unless it asks otherwise (idempotent). */
export function batchAllGraphics(): void {
  if (installed) return;
  installed = true;
  Object.defineProperty(GraphicsContext.prototype, 'batchMode', {
    configurable: true,
    enumerable: true,
    get(this: WithMode): BatchMode {
      return this[MODE] ?? 'batch';
    },
    set(this: WithMode, mode: BatchMode) {
      this[MODE] = mode === 'auto' ? 'batch' : mode;
    },
  });
}
