/** The scene graph's visible texts, for the debug hooks (kept apart from debug.ts, whose types Node tests import). */
import { Graphics, Text, type Container } from 'pixi.js';
import { drawsPanels } from '../ui/panel-mark';
import { intersects, type Box, type PlacedText, type TextLayout } from '../ui/text-layout';
import { CardView } from '../views/cards/CardView';
import { BitmapLabel } from '../ui/bitmap-label';

/** The texts of every visible Text (and bitmap label) under `root`, depth first. */
export function visibleTexts(root: Container): string[] {
  const out: string[] = [];
  const walk = (node: Container): void => {
    if (!node.visible) return;
    if (node instanceof Text || node instanceof BitmapLabel) out.push(node.text);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return out;
}

/** The font size (px, before any scaling of the text itself) of the first visible text that says `text`; null if none. */
export function fontPxOf(root: Container, text: string): number | null {
  const walk = (node: Container): number | null => {
    if (!node.visible) return null;
    if (node instanceof Text && node.text === text) return Number(node.style.fontSize);
    for (const child of node.children) {
      const found = walk(child);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(root);
}

/** Below this opacity a fill is a shadow or a tint, not a panel. */
const PANEL_ALPHA = 0.85;

/** The filled shapes of a marked Graphics, in stage coordinates. */
function panelsOf(g: Graphics): Box[] {
  const out: Box[] = [];
  const m = g.worldTransform;
  for (const ins of g.context.instructions) {
    if (ins.action !== 'fill' || ins.data.style.alpha < PANEL_ALPHA) continue;
    const b = ins.data.path.bounds;
    if (b.width <= 0 || b.height <= 0) continue;
    const xs = [b.minX, b.maxX].flatMap((x) => [b.minY, b.maxY].map((y) => m.apply({ x, y })));
    const minX = Math.min(...xs.map((p) => p.x));
    const minY = Math.min(...xs.map((p) => p.y));
    out.push({ x: minX, y: minY, w: Math.max(...xs.map((p) => p.x)) - minX, h: Math.max(...xs.map((p) => p.y)) - minY });
  }
  return out;
}

/**
 * Every visible, non-transparent text under `root` with its bounds, and the panels drawn around them (stage
 * coordinates). Card faces are drawings, not text layout (their corner and centre numerals overlap by design), and a
 * text under an opaque panel drawn after it (a dialog, the pause menu) is hidden by it: neither is read.
 */
export function textLayout(root: Container, width: number, height: number): TextLayout {
  const texts: { t: PlacedText; order: number }[] = [];
  const panels: { box: Box; order: number }[] = [];
  let order = 0;
  const walk = (node: Container, alpha: number): void => {
    const a = alpha * node.alpha;
    if (!node.visible || a < 0.05 || node instanceof CardView) return;
    order++;
    if (node instanceof Text || node instanceof BitmapLabel) {
      const b = node.getBounds();
      texts.push({ t: { text: node.text, box: { x: b.x, y: b.y, w: b.width, h: b.height } }, order });
    } else if (node instanceof Graphics && drawsPanels(node)) for (const box of panelsOf(node)) panels.push({ box, order });
    for (const child of node.children) walk(child, a);
  };
  walk(root, 1);
  const covered = (t: { t: PlacedText; order: number }): boolean => panels.some((p) => p.order > t.order && intersects(t.t.box, p.box, 0));
  return { width, height, panels: panels.map((p) => p.box), texts: texts.filter((t) => !covered(t)).map((t) => t.t) };
}
