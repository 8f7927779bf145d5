/** Visual constants of the TV interface: fonts, colours and text styles sized for a sofa 3 m away. */
import { TextStyle, type TextStyleOptions } from 'pixi.js';
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
