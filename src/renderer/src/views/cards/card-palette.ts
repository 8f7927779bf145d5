/** Pure card colour maths, suit symbols and back pattern specs; no Pixi import, so Node tests can load it. */
import type { Color } from '@shared/games/ligretto/cards';
import { CARD_BACKS } from '@shared/seats';

/** The corner/watermark symbol that tells a colour apart without seeing colour. */
export type SuitSymbol = 'circle' | 'triangle' | 'square' | 'star';

/** One symbol per card colour: round, three-cornered, four-cornered, five-pointed — distinct even when tiny. */
export const COLOR_SYMBOLS: Readonly<Record<Color, SuitSymbol>> = {
  r: 'circle',
  g: 'triangle',
  b: 'square',
  y: 'star',
};

/** Colour words for a screen reader or a legend. */
export const COLOR_NAMES: Readonly<Record<Color, string>> = { r: 'red', g: 'green', b: 'blue', y: 'yellow' };

/** WCAG 2 relative luminance of a 0xRRGGBB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: number): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((hex >> 16) & 255) + 0.7152 * channel((hex >> 8) & 255) + 0.0722 * channel(hex & 255);
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Blends colour `a` toward `b` by t (0 keeps a, 1 gives b), channel by channel. */
export function mixColor(a: number, b: number, t: number): number {
  const ch = (shift: number): number => {
    const va = (a >> shift) & 255;
    const vb = (b >> shift) & 255;
    return Math.round(va + (vb - va) * t) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}

/** Motif of a card back pattern; each of the 12 backs has its own. */
export type BackMotif =
  'dot' | 'stripe' | 'check' | 'wave' | 'diamond' | 'star' | 'zigzag' | 'ring' | 'triangle' | 'cross' | 'hex' | 'brick';

/** How a back pattern is laid out: its motif, how many cells across the card, and whether rows are offset. */
export interface BackSpec {
  readonly id: (typeof CARD_BACKS)[number];
  readonly motif: BackMotif;
  readonly cellsAcross: number;
  readonly staggered: boolean;
}

const MOTIFS: Readonly<Record<(typeof CARD_BACKS)[number], Omit<BackSpec, 'id'>>> = {
  dots: { motif: 'dot', cellsAcross: 4, staggered: true },
  stripes: { motif: 'stripe', cellsAcross: 5, staggered: false },
  checks: { motif: 'check', cellsAcross: 5, staggered: false },
  waves: { motif: 'wave', cellsAcross: 3, staggered: false },
  diamonds: { motif: 'diamond', cellsAcross: 3, staggered: true },
  stars: { motif: 'star', cellsAcross: 3, staggered: true },
  zigzag: { motif: 'zigzag', cellsAcross: 3, staggered: false },
  rings: { motif: 'ring', cellsAcross: 3, staggered: true },
  triangles: { motif: 'triangle', cellsAcross: 3, staggered: true },
  crosses: { motif: 'cross', cellsAcross: 3, staggered: true },
  hexes: { motif: 'hex', cellsAcross: 3, staggered: true },
  bricks: { motif: 'brick', cellsAcross: 2, staggered: true },
};

/** The pattern spec of back index `back` (wraps around CARD_BACKS). */
export function backSpec(back: number): BackSpec {
  const n = CARD_BACKS.length;
  const id = CARD_BACKS[((Math.floor(back) % n) + n) % n] ?? 'dots';
  return { id, ...MOTIFS[id] };
}

/** The ink of a back pattern over a player colour: a darker shade of it, clearly visible on the colour. */
export function backInk(color: number): number {
  return mixColor(color, 0x0b0d18, relativeLuminance(color) > 0.3 ? 0.5 : 0.66);
}

/** The darker frame colour around a back's pattern panel. */
export function backFrame(color: number): number {
  return mixColor(color, 0x0b0d18, 0.72);
}

/** Text colour for a label drawn on a player colour: near-black on light colours, white on dark ones. */
export function inkOn(color: number): number {
  // The near-black ink, or black itself on a mid colour where the near-black falls short of 4.5:1 (WCAG AA).
  const dark = contrastRatio(color, 0x12141f) >= 4.5 ? 0x12141f : 0x000000;
  return contrastRatio(color, 0xffffff) >= contrastRatio(color, dark) ? 0xffffff : dark;
}
