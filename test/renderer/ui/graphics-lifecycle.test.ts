import '../../support/pixi-node-globals';
import { describe, expect, it } from 'vitest';
import { Container, Graphics, GraphicsContext } from 'pixi.js';
import { freeOwnedGraphicsContexts } from '@renderer/ui/graphics-lifecycle';

describe('freeOwnedGraphicsContexts', () => {
  it('a Graphics destroyed with options (as a child of a destroyed view) frees the context it made', () => {
    freeOwnedGraphicsContexts();
    freeOwnedGraphicsContexts();
    const view = new Container();
    const badge = new Graphics().circle(0, 0, 10).fill(0xffffff);
    const glow = new Graphics().rect(0, 0, 4, 4).fill(0xffe45c);
    view.addChild(badge, glow);
    const contexts = [badge.context, glow.context];
    view.destroy({ children: true, texture: false, textureSource: false });
    expect(contexts.map((c) => c.destroyed)).toEqual([true, true]);
  });

  it('keeps a shared context that the Graphics was given', () => {
    freeOwnedGraphicsContexts();
    const shared = new GraphicsContext().rect(0, 0, 5, 5).fill(0xff0000);
    const a = new Graphics(shared);
    const b = new Graphics(shared);
    a.destroy({ children: true });
    b.destroy();
    expect(shared.destroyed).toBe(false);
  });

  it('a plain destroy and a destroy asking for the context still free it once', () => {
    freeOwnedGraphicsContexts();
    const plain = new Graphics().rect(0, 0, 1, 1).fill(0);
    const asked = new Graphics().rect(0, 0, 1, 1).fill(0);
    const [p, q] = [plain.context, asked.context];
    plain.destroy();
    asked.destroy({ context: true });
    asked.destroy();
    expect([p.destroyed, q.destroyed]).toEqual([true, true]);
  });
});
