/** Visual constants of the TV interface: fonts, colours and text styles sized for a sofa 3 m away. */
import { TextStyle, type Text, type TextStyleOptions } from 'pixi.js';
import { UI } from './colours';

/** The bundled screen face (fonts.ts), then the system's sans for glyphs it lacks (▲, ✓). */
export const FONT = '"Nunito", sans-serif';

export { UI } from './colours';

/** How much larger the large-text setting draws every text (issue 31: +25 %). */
export const LARGE_TEXT_FACTOR = 1.25;

let textFactor = 1;

/** Turns large text on or off for every text style made from now on (the settings apply it, then relayout). */
export function setLargeText(on: boolean): void {
  textFactor = on ? LARGE_TEXT_FACTOR : 1;
}

/** The factor every text size is multiplied by: 1, or LARGE_TEXT_FACTOR with large text on. */
export function textSizeFactor(): number {
  return textFactor;
}

/**
 * A box's 1080p size that holds text (a list row, a tile): it grows with large text like the text inside it, so the
 * text keeps its margins. Multiply by the screen scale as for any design size.
 */
export function textBox(px: number): number {
  return px * textFactor;
}

/** The pixel size of a 1080p design size at a screen scale, the large-text factor included (never under 12 px). */
export function textPx(px: number, scale: number): number {
  return Math.max(12, Math.round(px * scale * textFactor));
}

/** A text style scaled from a 1080p design size: a new object, for a caller that changes it afterwards. */
export function textStyle(px: number, scale: number, extra: Partial<TextStyleOptions> = {}): TextStyle {
  return new TextStyle({
    fontFamily: FONT,
    fontSize: textPx(px, scale),
    fontWeight: '800',
    fill: UI.text,
    ...extra,
  });
}

/** Shared styles by their parameters; bounded, so a long night of odd sizes cannot grow it without end. */
const shared = new Map<string, TextStyle>();
const SHARED_MAX = 512;

/**
 * The same text style as `textStyle`, shared by every caller asking with equal parameters, so views that restyle on
 * every snapshot make no new objects (and equal texts share one texture). Never change a shared style: callers that
 * change theirs use `textStyle`.
 */
export function sharedTextStyle(px: number, scale: number, extra: Partial<TextStyleOptions> = {}): TextStyle {
  const key = `${textPx(px, scale)}|${JSON.stringify(extra)}`;
  let style = shared.get(key);
  if (!style) {
    if (shared.size >= SHARED_MAX) shared.clear();
    style = textStyle(px, scale, extra);
    shared.set(key, style);
  }
  return style;
}

/** How many shared styles exist (tests: the cache stays flat while views redraw). */
export function sharedTextStyleCount(): number {
  return shared.size;
}

/** Hex colour as a CSS string. */
export function css(hex: number): string {
  return `#${hex.toString(16).padStart(6, '0')}`;
}

/** How a display title looks: its fill, and the outline's width and the shadow's opacity and blur at 1080p. */
export interface TitleLook {
  readonly fill: number;
  /** false: the plain face, no outline and no shadow (a name on a busy backdrop). */
  readonly outline?: boolean;
  readonly outlinePx?: number;
  readonly shadowAlpha?: number;
  readonly shadowBlurPx?: number;
}

/**
 * Styles a display title (the title screen's, every framed screen's, "Match ended"): the face at the 1080p size `px`
 * in `look.fill`, with a black outline and a soft shadow 6 px under it.
 *
 * A shadowed title's texture is painted at a density of at least 1. Pixi (v8) paints a text's drop shadow by drawing
 * the text a canvas' height (in device pixels) above its canvas and casting the shadow back down by that much; below a
 * density of 1 that is less than the canvas, so the black copy lands in the texture's top: a dark, cut-off copy of the
 * title just above it (a zoomed-out browser, and every test screen drawn at low density).
 */
export function styleTitle(text: Text, px: number, scale: number, look: TitleLook): void {
  const shadowed = look.outline !== false;
  text.style = textStyle(px, scale, {
    fill: look.fill,
    ...(shadowed
      ? {
          stroke: { color: 0x000000, width: (look.outlinePx ?? 8) * scale },
          dropShadow: {
            color: 0x000000,
            alpha: look.shadowAlpha ?? 0.45,
            distance: 6 * scale,
            blur: (look.shadowBlurPx ?? 6) * scale,
            angle: Math.PI / 2,
          },
        }
      : {}),
  });
  text.resolution = titleDensity();
}

/** The density a title is painted at: the screen's, as the renderer takes it (at most 2), and never under 1. */
export function titleDensity(): number {
  const screen = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.max(1, Math.min(2, screen));
}
