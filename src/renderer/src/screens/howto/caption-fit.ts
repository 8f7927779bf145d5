/**
 * How the how-to-play's caption fits its band (docs/howto.md), without Pixi: long German and Icelandic sentences
 * wrap, the title gives way first, and no line's type ever goes under MIN_CAPTION_PX at 1080p. When even the smallest
 * sizes do not fit, the band grows upward (the lesson's table above it shrinks), up to MAX_CAPTION_BAND.
 */

/** The caption's lines: the game and step, how to skip, the step's title, its sentence and its buttons. */
export type CaptionLineId = 'heading' | 'skip' | 'title' | 'more' | 'buttons';

/** Each line's font size at 1080p. */
export type CaptionSizes = Readonly<Record<CaptionLineId, number>>;

/** No caption type is smaller than this at 1080p (issue 30: captions at least 40 px tall). */
export const MIN_CAPTION_PX = 40;

/** The share of the screen's height the caption band takes at the bottom, unless its words need more. */
export const CAPTION_BAND = 0.33;

/**
 * The most the band may take (the lesson's table keeps the rest): half the screen, what large text (issue 31: every
 * size 25 % up) needs when the sentence and the buttons line both wrap.
 */
export const MAX_CAPTION_BAND = 0.5;

/** The caption's sizes when its words fit at them. */
export const DESIGN_SIZES: CaptionSizes = { heading: 40, skip: 40, title: 68, more: 44, buttons: 42 };

/** The sizes tried in order until the caption fits: the design's first, then a smaller title, then the rest. */
export const CAPTION_SIZES: readonly CaptionSizes[] = [
  DESIGN_SIZES,
  { heading: 40, skip: 40, title: 58, more: 44, buttons: 42 },
  { heading: 40, skip: 40, title: 50, more: 42, buttons: 40 },
  { heading: 40, skip: 40, title: 44, more: 40, buttons: 40 },
];

/** The spacing of the band at 1080p: padding inside the panel, between lines, and the panel's place on screen. */
export const CAPTION_SPACING = { padTop: 22, padBottom: 18, gap: 10, bottom: 0.96, left: 0.06, width: 0.88, inset: 28 } as const;

/** A line's size as drawn (1080p px, wrapped to the band's width). */
export interface Measured {
  readonly w: number;
  readonly h: number;
}

/** How the caption is laid out: its sizes, whether "skip" shares the heading's row, and the band's share of the screen. */
export interface CaptionFit {
  readonly sizes: CaptionSizes;
  /** "How to skip" stands right of the heading when both fit on one row, else on its own row at the bottom. */
  readonly skipBeside: boolean;
  /** The content's height (1080p px, padding included). */
  readonly height: number;
  /** The band's share of the screen's height. */
  readonly band: number;
}

/**
 * Picks the largest sizes whose lines fit a band of CAPTION_BAND, else the smallest sizes in a band grown to hold
 * them (at most MAX_CAPTION_BAND). `measure` gives a line's drawn size at a font size (1080p px); `texts` says which
 * of the body lines have words (an empty line takes no room).
 */
export function fitCaption(
  measure: (id: CaptionLineId, px: number) => Measured,
  shown: Readonly<Record<CaptionLineId, boolean>>,
): CaptionFit {
  const { padTop, padBottom, gap, bottom, width, inset } = CAPTION_SPACING;
  const inner = 1920 * width - 2 * inset;
  let last: CaptionFit | null = null;
  for (const sizes of CAPTION_SIZES) {
    const size = (id: CaptionLineId): Measured => (shown[id] ? measure(id, sizes[id]) : { w: 0, h: 0 });
    const heading = size('heading');
    const skip = size('skip');
    const skipBeside = heading.w + skip.w + 2 * inset <= inner;
    let height = padTop + padBottom + (skipBeside ? Math.max(heading.h, skip.h) : heading.h);
    for (const id of ['title', 'more', 'buttons'] as const) if (shown[id]) height += gap + size(id).h;
    if (!skipBeside && shown.skip) height += gap + skip.h;
    // The band starts 8 px over the panel's top (the panel's shadow), and the panel ends at `bottom` of the screen.
    const band = (height + 8) / 1080 + (1 - bottom);
    last = { sizes, skipBeside, height, band: Math.max(CAPTION_BAND, band) };
    if (band <= CAPTION_BAND) return last;
  }
  if (!last) throw new Error('no caption sizes to try');
  return { ...last, band: Math.min(MAX_CAPTION_BAND, last.band) };
}
