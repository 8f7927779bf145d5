import '../../support/pixi-node-globals';
import { describe, expect, it } from 'vitest';
import { Graphics, GraphicsContext } from 'pixi.js';
import { batchAllGraphics } from '@renderer/ui/batching';

describe('batchAllGraphics', () => {
  it('makes every new Graphics batch with the sprites, whatever its vertex count', () => {
    batchAllGraphics();
    batchAllGraphics();
    const frame = new Graphics().roundRect(0, 0, 400, 300, 40).fill(0x223344).stroke({ color: 0xffffff, width: 6 });
    expect(frame.context.batchMode).toBe('batch');
    expect(new GraphicsContext().batchMode).toBe('batch');
    // A clone keeps the mode; a clear keeps the context.
    expect(frame.context.clone().batchMode).toBe('batch');
    expect(frame.clear().context.batchMode).toBe('batch');
  });

  it('keeps a context that asks for its own draw call', () => {
    batchAllGraphics();
    const g = new Graphics();
    g.context.batchMode = 'no-batch';
    expect(g.context.batchMode).toBe('no-batch');
    g.context.batchMode = 'auto';
    expect(g.context.batchMode).toBe('batch');
    // Each context keeps its own mode.
    expect(new Graphics().context.batchMode).toBe('batch');
  });
});
