/** Vector suit symbols and the 12 card-back patterns, drawn into a rectangle without masks. */
import type { GraphicsContext } from 'pixi.js';
import { type SuitSymbol, backSpec } from './card-palette';
import { clipSegment } from './card-layout';

/** Optional outline around a filled symbol. */
export interface SymbolOutline {
  readonly color: number;
  readonly width: number;
  readonly alpha?: number;
}

/** Draws a suit symbol optically sized to fit a `size` box centred at (cx, cy); `flip` turns it upside down. */
export function drawSymbol(
  ctx: GraphicsContext,
  symbol: SuitSymbol,
  cx: number,
  cy: number,
  size: number,
  fill: number,
  outline?: SymbolOutline,
  flip = false,
): void {
  const turn = flip ? Math.PI : 0;
  const down = flip ? -1 : 1;
  switch (symbol) {
    case 'circle':
      ctx.circle(cx, cy, size * 0.46);
      break;
    case 'square':
      ctx.roundRect(cx - size * 0.4, cy - size * 0.4, size * 0.8, size * 0.8, size * 0.07);
      break;
    case 'triangle':
      ctx.roundPoly(cx, cy + down * size * 0.1, size * 0.6, 3, size * 0.06, turn);
      break;
    case 'star':
      ctx.star(cx, cy + down * size * 0.03, 5, size * 0.58, size * 0.26, turn);
      break;
  }
  ctx.fill(fill);
  if (outline && outline.width > 0) ctx.stroke({ color: outline.color, width: outline.width, alpha: outline.alpha ?? 1, join: 'round' });
}

type Motif = (ctx: GraphicsContext, cx: number, cy: number, s: number) => void;

const MOTIFS: Readonly<Record<string, Motif>> = {
  dot: (c, x, y, s) => c.circle(x, y, s * 0.25),
  diamond: (c, x, y, s) => c.poly([x, y - s * 0.44, x + s * 0.3, y, x, y + s * 0.44, x - s * 0.3, y]),
  star: (c, x, y, s) => c.star(x, y + s * 0.03, 5, s * 0.4, s * 0.17),
  triangle: (c, x, y, s) => c.regularPoly(x, y + s * 0.08, s * 0.38, 3),
  cross: (c, x, y, s) => {
    const a = s * 0.34;
    const t = s * 0.1;
    c.rect(x - a, y - t, 2 * a, 2 * t)
      .rect(x - t, y - a, 2 * t, a - t)
      .rect(x - t, y + t, 2 * t, a - t);
  },
};

/** Ring radius and line width as fractions of the cell. */
const RING = { r: 0.28, width: 0.11 } as const;

/** Draws back pattern `back` in `ink` inside the rectangle; `cell` overrides the pattern's cell size. */
export function drawBackPattern(
  ctx: GraphicsContext,
  back: number,
  x: number,
  y: number,
  w: number,
  h: number,
  ink: number,
  cell?: number,
): void {
  const spec = backSpec(back);
  const cols = cell ? Math.max(1, Math.round(w / cell)) : spec.cellsAcross;
  const cw = w / cols;
  const rows = Math.max(1, Math.round(h / cw));
  const ch = h / rows;
  const s = Math.min(cw, ch);
  const motif = MOTIFS[spec.motif];
  const ring = spec.motif === 'ring';
  if (motif || ring) {
    for (let r = 0; r < rows; r++) {
      const shift = spec.staggered && r % 2 === 1 ? 0.5 : 0;
      const cy = y + (r + 0.5) * ch;
      for (let i = 0; i < cols - shift * 2; i++) {
        const cx = x + (i + 0.5 + shift) * cw;
        if (motif) motif(ctx, cx, cy, s);
        else ctx.circle(cx, cy, s * RING.r);
      }
    }
    if (motif) ctx.fill(ink);
    else ctx.stroke({ color: ink, width: s * RING.width });
    return;
  }
  drawLinePattern(ctx, spec.motif, x, y, w, h, cols, rows, ink);
}

function drawLinePattern(
  ctx: GraphicsContext,
  motif: string,
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  ink: number,
): void {
  const cw = w / cols;
  const ch = h / rows;
  if (motif === 'hex') {
    const R = w / (cols * 1.5 + 0.5);
    const dy = Math.sqrt(3) * R;
    for (let c = 0; c <= cols; c++) {
      const cx = x + R + c * 1.5 * R;
      for (let cy = y + (c % 2 ? dy : dy / 2) - dy; cy < y + h + dy; cy += dy) {
        for (let k = 0; k < 6; k++) {
          const a0 = (k * Math.PI) / 3;
          const a1 = a0 + Math.PI / 3;
          const seg = clipSegment(cx + R * Math.cos(a0), cy + R * Math.sin(a0), cx + R * Math.cos(a1), cy + R * Math.sin(a1), x, y, w, h);
          if (seg) ctx.moveTo(seg[0], seg[1]).lineTo(seg[2], seg[3]);
        }
      }
    }
    ctx.stroke({ color: ink, width: R * 0.22, cap: 'round' });
  } else if (motif === 'check') {
    for (let r = 0; r < rows; r++) {
      for (let i = r % 2; i < cols; i += 2) ctx.rect(x + i * cw, y + r * ch, cw, ch);
    }
    ctx.fill(ink);
  } else if (motif === 'brick') {
    const bh = ch / 2;
    const gap = Math.max(1, cw * 0.12);
    for (let r = 0; r < rows * 2; r++) {
      const off = r % 2 === 0 ? 0 : -cw / 2;
      for (let bx = x + off; bx < x + w; bx += cw) {
        const x0 = Math.max(x, bx + gap / 2);
        const x1 = Math.min(x + w, bx + cw - gap / 2);
        if (x1 - x0 > 0.5) ctx.rect(x0, y + r * bh + gap / 2, x1 - x0, bh - gap);
      }
    }
    ctx.fill(ink);
  } else if (motif === 'stripe') {
    const step = cw * 0.9;
    for (let k = -h; k < w + h; k += step) {
      const seg = clipSegment(x + k, y + h, x + k + h, y, x, y, w, h);
      if (seg) ctx.moveTo(seg[0], seg[1]).lineTo(seg[2], seg[3]);
    }
    ctx.stroke({ color: ink, width: step * 0.4, cap: 'butt' });
  } else {
    const wave = motif === 'wave';
    const amp = ch * (wave ? 0.2 : 0.22);
    const period = wave ? cw : cw * 0.6;
    const lines = rows;
    for (let r = 0; r < lines; r++) {
      const cy = y + (r + 0.5) * (h / lines);
      const steps = wave ? Math.ceil(w / Math.max(1.5, period / 12)) : Math.round((2 * w) / period);
      for (let i = 0; i <= steps; i++) {
        const px = x + (w * i) / steps;
        const py = wave ? cy + amp * Math.sin(((px - x) / period) * Math.PI * 2) : cy + (i % 2 === 0 ? -amp : amp);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
    }
    ctx.stroke({ color: ink, width: ch * (wave ? 0.16 : 0.15), join: wave ? 'round' : 'miter', cap: 'butt' });
  }
}
