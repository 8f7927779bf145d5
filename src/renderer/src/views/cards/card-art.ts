/** Paints card bodies into a GraphicsContext: face, back, empty slot, owner badge, highlight glow. */
import { FillGradient, Graphics, type GraphicsContext } from 'pixi.js';
import type { Color } from '@shared/games/ligretto/cards';
import { COLOR_SYMBOLS, backFrame, backInk } from './card-palette';
import { type CardLayout, cardLayout, dashedRoundedRect } from './card-layout';
import { type CardTheme, type FacePattern, STANDARD_THEME } from './card-theme';
import { drawBackPattern, drawSymbol } from './back-patterns';

const gradients = new Map<string, FillGradient>();

/** A cached top-to-bottom gradient (one per colour pair, shared by every card). */
function vertical(top: number, bottom: number): FillGradient | number {
  if (top === bottom) return top;
  const key = `${top}:${bottom}`;
  let g = gradients.get(key);
  if (!g) {
    g = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: [
        { offset: 0, color: top },
        { offset: 1, color: bottom },
      ],
      textureSpace: 'local',
    });
    gradients.set(key, g);
  }
  return g;
}

function contextOf(g: Graphics | GraphicsContext): GraphicsContext {
  return g instanceof Graphics ? g.context : g;
}

/** Soft drop shadow plus the printed rim and edge line shared by faces and backs. */
function drawBlank(ctx: GraphicsContext, w: number, h: number, radius: number, theme: CardTheme): void {
  const edge = Math.max(1, w * theme.edgeWidth);
  ctx.roundRect(w * 0.01, h * 0.022, w, h, radius).fill({ color: 0x000000, alpha: 0.3 });
  ctx.roundRect(edge / 2, edge / 2, w - edge, h - edge, radius - edge / 2).fill(theme.rim);
  ctx.stroke({ color: theme.edge, width: edge });
}

function drawFacePattern(ctx: GraphicsContext, pattern: FacePattern, x: number, y: number, w: number, h: number, ink: number): void {
  const cell = w / 5;
  if (pattern === 'dots') drawBackPattern(ctx, 0, x, y, w, h, ink, cell);
  else if (pattern === 'stripes') drawBackPattern(ctx, 1, x, y, w, h, ink, cell * 0.9);
  else if (pattern === 'grid') {
    for (let gx = x + cell / 2; gx < x + w; gx += cell) ctx.moveTo(gx, y).lineTo(gx, y + h);
    for (let gy = y + cell / 2; gy < y + h; gy += cell) ctx.moveTo(x, gy).lineTo(x + w, gy);
    ctx.stroke({ color: ink, width: cell * 0.16 });
  } else if (pattern === 'chevrons') drawBackPattern(ctx, 6, x, y, w, h, ink, cell * 1.6);
}

/** Paints the face of a card of colour `color` (numerals are Text objects on top). */
export function drawFace(g: Graphics | GraphicsContext, color: Color, L: CardLayout, theme: CardTheme): void {
  const ctx = contextOf(g);
  const pal = theme.faces[color];
  const symbol = COLOR_SYMBOLS[color];
  drawBlank(ctx, L.w, L.h, L.radius, theme);
  const pw = L.w - 2 * L.rim;
  const ph = L.h - 2 * L.rim;
  ctx.roundRect(L.rim, L.rim, pw, ph, L.panelRadius).fill(vertical(pal.top, pal.bottom));
  const gloss = Math.max(1, L.w * 0.012);
  ctx.roundRect(L.rim + gloss, L.rim + gloss, pw - 2 * gloss, ph - 2 * gloss, L.panelRadius - gloss * 0.5);
  ctx.stroke({ color: 0xffffff, alpha: 0.28, width: gloss });
  const inset = L.panelRadius * 0.3;
  drawFacePattern(ctx, pal.pattern, L.rim + inset, L.rim + inset, pw - 2 * inset, ph - 2 * inset, pal.patternInk);
  if (theme.watermarkSize > 0) {
    const ring = { color: 0xffffff, alpha: theme.watermarkRing, width: Math.max(1, L.w * 0.014) };
    drawSymbol(ctx, symbol, L.w / 2, L.h / 2, L.w * theme.watermarkSize, pal.watermark, ring);
  }
  const outline = { color: pal.outline, width: Math.max(1, L.symbolSize * 0.12) };
  drawSymbol(ctx, symbol, L.cornerSymbolX, L.cornerY, L.symbolSize, pal.numeral, outline);
  drawSymbol(ctx, symbol, L.w - L.cornerSymbolX, L.h - L.cornerY, L.symbolSize, pal.numeral, outline, true);
}

/** Paints a card back: back pattern `back` in the owner's colour, framed by the printed rim. */
export function drawBack(
  g: Graphics | GraphicsContext,
  w: number,
  h: number,
  back: number,
  color: number,
  theme: CardTheme = STANDARD_THEME,
): void {
  const ctx = contextOf(g);
  const L = cardLayout(w, h, theme.symbolSize);
  const rim = L.rim;
  const panelR = L.panelRadius;
  drawBlank(ctx, w, h, L.radius, theme);
  ctx.roundRect(rim, rim, w - 2 * rim, h - 2 * rim, panelR).fill(color);
  const pad = rim + w * 0.07;
  drawBackPattern(ctx, back, pad, pad, w - 2 * pad, h - 2 * pad, backInk(color));
  const line = Math.max(1, w * 0.025);
  ctx.roundRect(pad - line / 2, pad - line / 2, w - 2 * pad + line, h - 2 * pad + line, panelR * 0.5);
  ctx.stroke({ color: backFrame(color), width: line });
}

/** Paints the owner marker: a small tile of the owner's back pattern in their colour, ringed in white. */
export function drawOwnerBadge(g: Graphics | GraphicsContext, x: number, y: number, size: number, back: number, color: number): void {
  const ctx = contextOf(g);
  const r = size * 0.22;
  ctx.roundRect(x, y, size, size, r).fill(color);
  const pad = size * 0.16;
  drawBackPattern(ctx, back, x + pad, y + pad, size - 2 * pad, size - 2 * pad, backInk(color), (size - 2 * pad) / 2);
  ctx.roundRect(x, y, size, size, r).stroke({ color: 0xffffff, width: Math.max(1.5, size * 0.1), alignment: 1 });
  ctx.roundRect(x, y, size, size, r).stroke({ color: 0x0d0f1a, width: Math.max(1, size * 0.05), alignment: 0 });
}

/** Paints an empty slot: a faint tinted card shape with a dashed outline. */
export function drawEmptySlot(g: Graphics | GraphicsContext, L: CardLayout, theme: CardTheme): void {
  const ctx = contextOf(g);
  const width = Math.max(1.5, L.w * (theme.name === 'standard' ? 0.028 : 0.045));
  const inset = width / 2;
  ctx.roundRect(inset, inset, L.w - width, L.h - width, L.radius).fill({ color: 0xffffff, alpha: 0.07 });
  const dash = Math.max(4, L.w * 0.1);
  for (const pts of dashedRoundedRect(inset, inset, L.w - width, L.h - width, L.radius, dash, dash * 0.7)) {
    ctx.poly(pts, false);
  }
  ctx.stroke({ color: 0xffffff, alpha: theme.name === 'standard' ? 0.5 : 0.85, width, cap: 'round' });
}

/** Paints a glow ring around a card in `color` (selection or cursor). */
export function drawHighlight(g: Graphics | GraphicsContext, L: CardLayout, color: number): void {
  const ctx = contextOf(g);
  const base = Math.max(2, L.w * 0.035);
  for (let i = 3; i >= 1; i--) {
    const o = base * (0.6 + i * 0.9);
    ctx.roundRect(-o, -o, L.w + 2 * o, L.h + 2 * o, L.radius + o).stroke({ color, alpha: 0.14, width: base * 1.6 });
  }
  const o = base * 0.9;
  ctx.roundRect(-o, -o, L.w + 2 * o, L.h + 2 * o, L.radius + o).stroke({ color, width: base * 1.1 });
}
