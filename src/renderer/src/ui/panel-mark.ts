/** Graphics whose opaque filled shapes are panels for the text-layout check (dialogs, list panels, pills). */
import type { Graphics } from 'pixi.js';

const marked = new WeakSet<Graphics>();

/** Marks a Graphics: each shape it fills at (near) full opacity is a panel its texts must stay inside. */
export function markPanels(g: Graphics): Graphics {
  marked.add(g);
  return g;
}

/** Whether a Graphics is marked as drawing panels. */
export function drawsPanels(g: Graphics): boolean {
  return marked.has(g);
}
