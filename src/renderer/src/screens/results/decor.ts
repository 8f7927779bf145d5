/** Drawing helpers shared by the results screens: backdrop, player chip, crown, rank arrows, text fitting. */
import { type Container, FillGradient, Graphics, type Text } from 'pixi.js';
import { radialGlow } from '../../ui/gradients';
import { UI } from '../../ui/style';

/** Smallest text on these screens at 1080p (UX: readable from the sofa). */
export const MIN_TEXT_PX = 32;

/** The title-safe margin as a share of each side (UX: TVs crop the outer 5%). */
export const SAFE = 0.05;

let glowGradient: FillGradient | null = null;
let floorGradient: FillGradient | null = null;

function glow(): FillGradient {
  glowGradient ??= radialGlow(0.5, 0, 0.75, [
    { offset: 0, color: 0x2a2f6b },
    { offset: 0.55, color: 0x151b3a },
    { offset: 1, color: UI.background },
  ]);
  return glowGradient;
}

function floor(): FillGradient {
  floorGradient ??= new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: UI.background },
      { offset: 1, color: 0x05070d },
    ],
    textureSpace: 'local',
  });
  return floorGradient;
}

/** Paints the screen backdrop: a deep navy room lit from the top, with a few faint cards drifting in the corners. */
export function drawBackdrop(g: Graphics, decor: Container, w: number, h: number, s: number, colors: readonly number[]): void {
  g.clear().rect(0, 0, w, h).fill(UI.background);
  g.rect(0, 0, w, h).fill(glow());
  g.rect(0, h * 0.72, w, h * 0.28).fill({ fill: floor(), alpha: 0.6 });
  for (const child of decor.removeChildren()) child.destroy();
  const spots = [
    { x: 0.035, y: 0.13, r: -0.32 },
    { x: 0.975, y: 0.1, r: 0.28 },
    { x: 0.06, y: 0.08, r: 0.12 },
    { x: 0.94, y: 0.18, r: -0.1 },
  ];
  spots.forEach((spot, i) => {
    const card = new Graphics();
    const cw = 140 * s;
    const ch = 196 * s;
    const color = colors[i % Math.max(1, colors.length)] ?? UI.accent;
    card
      .roundRect(-cw / 2, -ch / 2, cw, ch, 16 * s)
      .fill({ color, alpha: 0.1 })
      .stroke({ color, alpha: 0.3, width: 3 * s });
    card.roundRect(-cw / 2 + 14 * s, -ch / 2 + 14 * s, cw - 28 * s, ch - 28 * s, 10 * s).stroke({ color, alpha: 0.18, width: 2 * s });
    card.position.set(spot.x * w, spot.y * h);
    card.rotation = spot.r;
    decor.addChild(card);
  });
}

/** A player's chip: a small card in their colour with a light rim, centred on (cx, cy), height `h`. */
export function drawChip(g: Graphics, cx: number, cy: number, h: number, color: number): void {
  const w = h * 0.72;
  const r = h * 0.14;
  g.roundRect(cx - w / 2, cy - h / 2, w, h, r).fill(color);
  g.roundRect(cx - w / 2, cy - h / 2, w, h, r).stroke({ color: 0xffffff, width: Math.max(2, h * 0.06), alpha: 0.85 });
  g.roundRect(cx - w * 0.28, cy - h * 0.34, w * 0.56, h * 0.68, r * 0.6).stroke({
    color: 0xffffff,
    width: Math.max(1.5, h * 0.04),
    alpha: 0.45,
  });
}

/** A three-pointed crown of width `size` whose base centre is (cx, baseY). */
export function drawCrown(g: Graphics, cx: number, baseY: number, size: number, color: number): void {
  const w = size;
  const h = size * 0.72;
  const l = cx - w / 2;
  g.poly([
    l,
    baseY,
    l,
    baseY - h * 0.75,
    l + w * 0.27,
    baseY - h * 0.38,
    cx,
    baseY - h,
    l + w * 0.73,
    baseY - h * 0.38,
    l + w,
    baseY - h * 0.75,
    l + w,
    baseY,
  ])
    .fill(color)
    .stroke({ color: 0x000000, width: Math.max(1.5, size * 0.06), alpha: 0.35, join: 'round' });
  for (const [x, y] of [
    [l, baseY - h * 0.75],
    [cx, baseY - h],
    [l + w, baseY - h * 0.75],
  ] as const) {
    g.circle(x, y, size * 0.09).fill(color);
  }
}

/** A rank-movement triangle pointing up (moved up) or down, centred on (cx, cy). */
export function drawArrow(g: Graphics, cx: number, cy: number, size: number, up: boolean, color: number): void {
  const half = size / 2;
  const tip = up ? cy - half * 0.8 : cy + half * 0.8;
  const base = up ? cy + half * 0.8 : cy - half * 0.8;
  g.poly([cx, tip, cx + half, base, cx - half, base]).fill(color);
}

/**
 * Shrinks a text to fit `maxWidth` (never below `minScale`), then shortens it with an ellipsis
 * if it is still too wide. The text's scale is reset first, so it can be called on every layout.
 */
export function fitText(text: Text, full: string, maxWidth: number, minScale: number): void {
  text.scale.set(1);
  text.text = full;
  if (maxWidth <= 0 || text.width <= maxWidth) return;
  const scale = Math.max(minScale, maxWidth / text.width);
  text.scale.set(scale);
  let chars = [...full];
  while (text.width > maxWidth && chars.length > 1) {
    chars = chars.slice(0, -1);
    text.text = `${chars.join('').trimEnd()}…`;
  }
}
