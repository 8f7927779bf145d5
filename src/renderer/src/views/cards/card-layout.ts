/** Pure card geometry: where numeral, corner indices and owner badge go, dashed outlines, line clipping. */

/** Positions and sizes on a card of a given pixel size, all in card-local pixels (origin top-left). */
export interface CardLayout {
  readonly w: number;
  readonly h: number;
  readonly radius: number;
  /** Width of the printed margin between the card edge and the coloured panel. */
  readonly rim: number;
  readonly panelRadius: number;
  readonly numeralSize: number;
  /** Widest the big numeral may be drawn; wider numerals ("10") are squeezed to fit. */
  readonly numeralMaxWidth: number;
  readonly cornerFont: number;
  /** Centre of the small top-left corner symbol (the bottom-right one is its 180° turn). */
  readonly cornerSymbolX: number;
  readonly cornerY: number;
  /** Left x of the small corner numeral, right of the symbol, centred on cornerY. */
  readonly cornerTextX: number;
  readonly symbolSize: number;
  /** Owner badge: top-left corner and side length. */
  readonly badgeX: number;
  readonly badgeY: number;
  readonly badgeSize: number;
}

/** Big numeral font size as a fraction of the card height. */
export const NUMERAL_RATIO = 0.58;

/** Computes the layout of a w x h card; `numeralSize` overrides the default 58% of the height. */
export function cardLayout(w: number, h: number, symbolRatio: number, numeralSize?: number): CardLayout {
  const rim = Math.max(2, w * 0.05);
  const radius = Math.max(3, w * 0.09);
  const cornerFont = Math.max(9, Math.round(w * 0.22));
  const symbolSize = Math.max(6, w * symbolRatio);
  const cornerSymbolX = rim + w * 0.045 + symbolSize / 2;
  const cornerY = rim + w * 0.04 + Math.max(cornerFont, symbolSize) / 2;
  const badgeSize = Math.max(12, w * 0.28);
  return {
    w,
    h,
    radius,
    rim,
    panelRadius: Math.max(2, radius - rim * 0.55),
    numeralSize: numeralSize ?? Math.round(h * NUMERAL_RATIO),
    numeralMaxWidth: (w - 2 * rim) * 0.84,
    cornerFont,
    cornerSymbolX,
    cornerY,
    cornerTextX: cornerSymbolX + symbolSize / 2 + w * 0.035,
    symbolSize,
    badgeX: w - rim - w * 0.035 - badgeSize,
    badgeY: rim + w * 0.035,
    badgeSize,
  };
}

/** Horizontal squeeze that makes text of width `textWidth` fit `maxWidth` (1 when it already fits). */
export function fitScale(textWidth: number, maxWidth: number): number {
  return textWidth > maxWidth && textWidth > 0 ? maxWidth / textWidth : 1;
}

/** A point on the outline of a rounded rectangle at arc length `s` (clockwise from the top-left straight). */
export function roundedRectPoint(x: number, y: number, w: number, h: number, r: number, s: number): [number, number] {
  const sw = w - 2 * r;
  const sh = h - 2 * r;
  const arc = (Math.PI / 2) * r;
  const total = 2 * sw + 2 * sh + 4 * arc;
  let t = ((s % total) + total) % total;
  const corner = (cx: number, cy: number, start: number, d: number): [number, number] => {
    const a = start + d / Math.max(r, 1e-9);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  if (t < sw) return [x + r + t, y];
  t -= sw;
  if (t < arc) return corner(x + w - r, y + r, -Math.PI / 2, t);
  t -= arc;
  if (t < sh) return [x + w, y + r + t];
  t -= sh;
  if (t < arc) return corner(x + w - r, y + h - r, 0, t);
  t -= arc;
  if (t < sw) return [x + w - r - t, y + h];
  t -= sw;
  if (t < arc) return corner(x + r, y + h - r, Math.PI / 2, t);
  t -= arc;
  if (t < sh) return [x, y + h - r - t];
  t -= sh;
  return corner(x + r, y + r, Math.PI, t);
}

/** Perimeter of a rounded rectangle. */
export function roundedRectLength(w: number, h: number, r: number): number {
  return 2 * (w - 2 * r) + 2 * (h - 2 * r) + 2 * Math.PI * r;
}

/** Dashes along a rounded rectangle as polylines [x0, y0, x1, y1, ...]; the dash count fits the outline evenly. */
export function dashedRoundedRect(x: number, y: number, w: number, h: number, r: number, dash: number, gap: number): number[][] {
  const total = roundedRectLength(w, h, r);
  const count = Math.max(4, Math.round(total / (dash + gap)));
  const period = total / count;
  const len = period * (dash / (dash + gap));
  const step = Math.max(1, r / 4);
  const out: number[][] = [];
  for (let i = 0; i < count; i++) {
    const start = i * period - len / 2;
    const pts: number[] = [];
    for (let s = 0; s < len; s += step) pts.push(...roundedRectPoint(x, y, w, h, r, start + s));
    pts.push(...roundedRectPoint(x, y, w, h, r, start + len));
    out.push(pts);
  }
  return out;
}

/** Clips segment (x0,y0)-(x1,y1) to a rectangle (Liang-Barsky); null when nothing is left. */
export function clipSegment(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rx: number,
  ry: number,
  rw: number,
  rh: number,
): [number, number, number, number] | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x0 - rx],
    [dx, rx + rw - x0],
    [-dy, y0 - ry],
    [dy, ry + rh - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy];
}

/** The count badge's diameter on a pile of width `w` (a pill as tall as this, wider for two digits). */
export function pileBadgeSize(w: number): number {
  return Math.round(w * 0.42);
}

/**
 * The count badge of a pile, card-local px: a pill in the bottom-right corner that stays inside the card's width
 * (so it never covers the next card) and hangs below the card's bottom edge by `pileBadgeDrop(d)`.
 */
export function pileBadgeBox(w: number, h: number, d: number, count: number): { x: number; y: number; w: number; h: number } {
  const rw = count >= 10 ? d * 1.25 : d;
  return { x: w - rw - w * 0.03, y: h - d + pileBadgeDrop(d), w: rw, h: d };
}

/** How far a pile's count badge hangs below the card, px. */
export function pileBadgeDrop(d: number): number {
  return d * 0.4;
}
