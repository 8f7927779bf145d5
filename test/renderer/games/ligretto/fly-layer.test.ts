import '../../../support/pixi-node-globals';
import { describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { installNodeCanvas } from '../../../support/pixi-node';
import { makeCard } from '@shared/games/ligretto/cards';
import { FLY_POOL_MAX, FlyLayer } from '@renderer/games/ligretto/views/FlyLayer';

installNodeCanvas();
const from = { x: 0, y: 0, w: 60, h: 84 };
const to = { x: 300, y: 200, w: 60, h: 84 };

describe('FlyLayer', () => {
  it('keeps a bounded pool over many rounds of busy deals', () => {
    const layer = new FlyLayer();
    let landed = 0;
    for (let round = 0; round < 5; round++) {
      // A deal: far more cards in the air at once than the pool keeps.
      for (let i = 0; i < 120; i++) layer.fly(makeCard(i % 12, 'r', (i % 10) + 1), from, to, i * 5, 300, () => landed++);
      layer.flip(
        [makeCard(0, 'g', 1), makeCard(0, 'g', 2), makeCard(0, 'g', 3)],
        from,
        to,
        { back: 0, color: 0xff0000 },
        0,
        300,
        () => landed++,
      );
      expect(layer.children.length).toBe(123);
      layer.finishAll();
      expect(layer.children.length).toBe(0);
      expect(layer.pooled).toBeLessThanOrEqual(FLY_POOL_MAX);
    }
    expect(landed).toBe(5 * 121);
    gsap.globalTimeline.clear();
  });

  it('reuses pooled views for the next flights', () => {
    const layer = new FlyLayer();
    layer.slide(makeCard(1, 'b', 4), from, to, 0, 200, () => undefined);
    const first = layer.children[0];
    layer.finishAll();
    layer.slide(makeCard(1, 'b', 5), from, to, 0, 200, () => undefined);
    expect(layer.children[0]).toBe(first);
    expect(first?.destroyed).toBe(false);
    layer.finishAll();
    gsap.globalTimeline.clear();
  });
});
