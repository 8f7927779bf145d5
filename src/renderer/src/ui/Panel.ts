/** A raised panel drawn into a Graphics (the dialogs, the saves and players screens). */
import type { Graphics } from 'pixi.js';
import { markPanels } from './panel-mark';
import { UI } from './style';

/** A raised panel: a soft shadow, a dark fill and a thin edge (accent edge when `edge` is given). */
export function drawPanel(
  g: Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  s: number,
  edge: number = UI.panelEdge,
  fill = 0x111a2e,
): void {
  const r = 26 * s;
  markPanels(g);
  g.roundRect(x, y + 8 * s, w, h, r).fill({ color: 0x000000, alpha: 0.4 });
  g.roundRect(x, y, w, h, r)
    .fill({ color: fill, alpha: 0.97 })
    .stroke({ color: edge, width: 3 * s });
}
