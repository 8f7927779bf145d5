/**
 * The caption line of an area: each caption under its own group, and a caption wider than its group's box (the
 * one-card waste's "DESCARTE", "AFGANGUR") borrows the room its neighbours leave instead of shrinking (no Pixi).
 */

/** The least gap between two captions, as a share of their font size: a word space. */
export const CAPTION_WORD_SPACE = 0.25;

/** Where one caption goes on the line: its left edge and the scale it is drawn at. */
export interface CaptionSpot {
  readonly x: number;
  readonly scale: number;
}

/**
 * Places captions of natural `widths` on the line spanned by their `boxes` (left to right): each as near its box's
 * centre as it can be, `gap` apart from its neighbours, inside the line. Where they do not fit, the gaps first close
 * down to `minGap` (a word space: German's STAPEL REIHE ABLAGE HAND at 4 players, issue 31); only when all of them
 * still cannot fit side by side are they drawn smaller, all by the same scale.
 */
export function placeCaptions(
  boxes: readonly { readonly x: number; readonly w: number }[],
  widths: readonly number[],
  wantGap: number,
  minGap = wantGap,
): CaptionSpot[] {
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  if (!first || !last || boxes.length !== widths.length) return [];
  const left = first.x;
  const right = last.x + last.w;
  const sum = widths.reduce((a, b) => a + b, 0);
  const gaps = Math.max(1, widths.length - 1);
  const gap = Math.min(wantGap, Math.max(minGap, (right - left - sum) / gaps));
  const room = right - left - gap * (widths.length - 1);
  const scale = sum > room ? Math.max(0, room) / sum : 1;
  const w = widths.map((x) => x * scale);
  const xs = boxes.map((b, i) => b.x + b.w / 2 - (w[i] ?? 0) / 2);
  for (let i = 0; i < xs.length; i++) {
    const prev = i === 0 ? left : (xs[i - 1] ?? left) + (w[i - 1] ?? 0) + gap;
    xs[i] = Math.max(xs[i] ?? left, prev);
  }
  for (let i = xs.length - 1; i >= 0; i--) {
    const next = i === xs.length - 1 ? right : (xs[i + 1] ?? right) - gap;
    xs[i] = Math.min(xs[i] ?? left, next - (w[i] ?? 0));
  }
  return xs.map((x) => ({ x, scale }));
}
