/** The scene graph's visible texts, for the debug hooks (kept apart from debug.ts, whose types Node tests import). */
import { Graphics, Text, type Container } from 'pixi.js';
import { drawsPanels } from '../ui/panel-mark';
import {
  CENTRE_MARK,
  intersects,
  NUMERAL_MARK,
  type Box,
  type FaceMarked,
  type PlacedText,
  type SizedText,
  type TextLayout,
} from '../ui/text-layout';
import { CardView } from '../views/cards/CardView';
import { BitmapLabel } from '../ui/bitmap-label';
import { FONT } from '../ui/style';
import { DemoBadge } from '../ui/DemoBadge';

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

/** Canvas font metrics (browser): the height of a capital H, or of the digits, per px of font size, by font. */
const glyphRatios = new Map<string, number>();
let metricsCanvas: CanvasRenderingContext2D | null | undefined;

/** The glyph height per px of font size of `sample` in `weight` and `family`, from the canvas' own font metrics. */
function glyphRatio(family: string, weight: string, sample: 'H' | '0123456789'): number {
  const key = `${weight}|${family}|${sample}`;
  const known = glyphRatios.get(key);
  if (known !== undefined) return known;
  if (metricsCanvas === undefined) metricsCanvas = document.createElement('canvas').getContext('2d');
  if (!metricsCanvas) return CAP_RATIO_FALLBACK;
  metricsCanvas.font = `${weight} 100px ${family}`;
  const m = metricsCanvas.measureText(sample);
  const ratio = (m.actualBoundingBoxAscent + (sample === 'H' ? 0 : m.actualBoundingBoxDescent)) / 100;
  glyphRatios.set(key, ratio);
  return ratio;
}
/** A sans face's cap height per px of font size, where no canvas can measure it. */
const CAP_RATIO_FALLBACK = 0.7;

/** Whether a node draws a card face that says what it reads as. */
function hasFaceMark(node: Container): node is Container & FaceMarked {
  return 'faceMark' in node && typeof node.faceMark === 'function';
}

/** The vertical scale of a node's world transform. */
function scaleY(node: Container): number {
  const m = node.worldTransform;
  return Math.hypot(m.c, m.d);
}

/** Whether `node` or an ancestor carries the centre mark. */
function inCentre(node: Container): boolean {
  for (let n: Container | null = node; n; n = n.parent) if (n.label === CENTRE_MARK) return true;
  return false;
}

/**
 * Every visible text and card numeral under `root` with its drawn height (docs: src/renderer/src/ui/text-layout.ts):
 * a word's cap height, a numeral's digit height, both from the canvas' metrics of its font times its font size and
 * its world scale. Card faces (atlas sprites) count with their numeral's font; a numeral under a node marked
 * CENTRE_MARK is the shared centre's.
 */
export function textSizes(root: Container): SizedText[] {
  const out: SizedText[] = [];
  const walk = (node: Container, alpha: number): void => {
    const a = alpha * node.alpha;
    if (!node.visible || a < 0.05 || node instanceof DemoBadge) return;
    const zone = (): 'centre' | 'seat' => (inCentre(node) ? 'centre' : 'seat');
    if (hasFaceMark(node)) {
      const face = node.faceMark();
      if (face) {
        const local = face.kind === 'font' ? face.fontSize * glyphRatio(face.family, face.weight, '0123456789') : face.height;
        out.push({ text: face.text, kind: 'numeral', zone: zone(), px: local * scaleY(node) });
      }
      if (node instanceof CardView) return;
    }
    if ((node instanceof Text || node instanceof BitmapLabel) && node.text.trim() !== '') {
      const style = node.style;
      const family = node instanceof BitmapLabel ? FONT : String(style.fontFamily);
      const weight = node instanceof BitmapLabel ? '800' : String(style.fontWeight);
      const numeral = node.label === NUMERAL_MARK;
      const words = /\p{L}/u.test(node.text);
      const px = style.fontSize * scaleY(node) * glyphRatio(family, weight, numeral || !words ? '0123456789' : 'H');
      out.push({ text: node.text, kind: numeral ? 'numeral' : words ? 'word' : 'figure', zone: zone(), px });
    }
    for (const child of node.children) walk(child, a);
  };
  walk(root, 1);
  return out;
}
