/** Issue 16: a good play's glow makes no new shape: equal glows share one tessellated context, let go with the motions. */
import '../../support/pixi-node-globals';
import { describe, expect, it } from 'vitest';
import { Graphics } from 'pixi.js';
import { installNodeCanvas } from '../../support/pixi-node';
import { PlayFeedback } from '@renderer/games/play-feedback';

installNodeCanvas();
const spot = { x: 100, y: 80, w: 60, h: 84 };

describe('good-play glows', () => {
  it('share one shape per size, colour and scale, and draw the same ring and wash as before', () => {
    const layer = new PlayFeedback();
    layer.good(spot, 0xff0000, 1);
    layer.good({ ...spot, x: 400 }, 0xff0000, 1);
    layer.good(spot, 0xff0000, 1);
    expect(layer.glowShapes).toBe(1);
    const glows = layer.children.filter((c): c is Graphics => c instanceof Graphics);
    expect(glows).toHaveLength(3);
    expect(glows[0]?.context).toBe(glows[1]?.context);
    // Centred on the spot, the ring padded 6 px outside the card.
    expect(glows[0]?.position).toMatchObject({ x: 130, y: 122 });
    const bounds = glows[0]?.context.bounds;
    expect(bounds?.width).toBeGreaterThanOrEqual(60 + 12);
    expect(bounds?.width).toBeLessThan(60 + 12 + 12);
    layer.good(spot, 0x00ff00, 1);
    layer.good({ ...spot, w: 40 }, 0xff0000, 1);
    expect(layer.glowShapes).toBe(3);
    layer.finishAll();
  });

  it('lets the shapes go once every motion is finished, and the next glow builds its shape again', () => {
    const layer = new PlayFeedback();
    layer.good(spot, 0xff0000, 1);
    const shape = layer.children.find((c): c is Graphics => c instanceof Graphics)?.context;
    layer.finishAll();
    expect(layer.children).toHaveLength(0);
    expect(layer.glowShapes).toBe(0);
    expect(shape?.destroyed).toBe(true);
    layer.good(spot, 0xff0000, 1);
    expect(layer.glowShapes).toBe(1);
    layer.finishAll();
  });

  it('keeps a bounded number of shapes: past it a glow draws its own', () => {
    const layer = new PlayFeedback();
    for (let i = 0; i < 100; i++) layer.good({ ...spot, w: 20 + i }, 0xff0000, 1);
    expect(layer.glowShapes).toBe(64);
    expect(layer.children).toHaveLength(100);
    layer.finishAll();
    expect(layer.children).toHaveLength(0);
  });
});
