/**
 * Plain rectangle math for the table layout: no Pixi, no DOM.
 * All values are pixels with the origin at the top-left corner of the screen.
 */

/** An axis-aligned rectangle: top-left corner plus width and height. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A width and a height. */
export interface Size {
  readonly w: number;
  readonly h: number;
}

/** True when the two rectangles share some interior (touching edges do not count). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** True when `inner` lies entirely within `outer` (shared edges allowed). */
export function rectContains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/** The rectangle spanning from (x0, y0) to (x1, y1). */
export function fromEdges(x0: number, y0: number, x1: number, y1: number): Rect {
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The rectangle grown by `d` on every side (shrunk when `d` is negative). */
export function inflate(r: Rect, d: number): Rect {
  return { x: r.x - d, y: r.y - d, w: r.w + 2 * d, h: r.h + 2 * d };
}

/**
 * The rectangle scaled by `s` with every edge (not the size) rounded to whole pixels.
 * Rounding is monotone, so rectangles that were disjoint or nested stay disjoint or nested.
 */
export function scaleRect(r: Rect, s: number): Rect {
  return fromEdges(Math.round(r.x * s), Math.round(r.y * s), Math.round((r.x + r.w) * s), Math.round((r.y + r.h) * s));
}

/** The size scaled by `s` and rounded down, so it still fits wherever the unscaled size fitted. */
export function scaleSize(size: Size, s: number): Size {
  return { w: Math.floor(size.w * s), h: Math.floor(size.h * s) };
}
