/**
 * A destroyed Graphics lets go of the shape context it made for itself, however it was destroyed. Pixi frees that
 * context only when `destroy()` gets no options at all: `destroy({ children: true })` on a card view, a results row
 * or a list (and every Graphics under it) left each context alive, and with it the renderer's GPU-side copy (its
 * batch elements and geometry), a few hundred per round: the heap grew ~0.7 MiB a round over a night.
 *
 * A context handed in from outside (`new Graphics(shared)`) is never owned and stays, as in Pixi.
 */
import { Graphics, type DestroyOptions, type GraphicsContext } from 'pixi.js';

let installed = false;

/** Pixi's own field: the context a Graphics made itself (null when it was given one). */
function ownedContext(g: Graphics): GraphicsContext | null {
  const owned: unknown = Reflect.get(g, '_ownedContext');
  return owned !== null && typeof owned === 'object' && 'destroyed' in owned ? (owned as GraphicsContext) : null;
}

/** Makes every Graphics destroy the context it owns when it is destroyed (idempotent). */
export function freeOwnedGraphicsContexts(): void {
  if (installed) return;
  installed = true;
  const destroy = Object.getOwnPropertyDescriptor(Graphics.prototype, 'destroy')?.value as (
    this: Graphics,
    options?: DestroyOptions,
  ) => void;
  Graphics.prototype.destroy = function (this: Graphics, options?: DestroyOptions): void {
    const owned = this.destroyed ? null : ownedContext(this);
    destroy.call(this, options);
    // No texture options: a fill's texture (a shared gradient) is never the context's to destroy.
    if (owned && !owned.destroyed) owned.destroy();
  };
}
