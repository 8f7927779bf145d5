/**
 * Labels whose words change during play (a player's score line changes on every card played): drawn as bitmap text
 * from glyphs painted once per font size, weight and density, so a new score rasterises no text and uploads no
 * texture (a canvas Text re-renders its whole line and uploads it on every change). The glyphs are painted with the
 * same face, weight and size as the canvas texts beside them, at the screen's density, with the face's kerning.
 */
import { BitmapFont, BitmapText, type TextStyleFontWeight } from 'pixi.js';
import { FONT } from './style';

/** A label that changes in play, drawn from a bitmap font (the debug hooks read it as a text like any other). */
export class BitmapLabel extends BitmapText {}

/** Glyphs painted when a font is installed; any other character is added the first time it shows. */
const FIRST_CHARS = [['0', '9'], ['a', 'z'], ['A', 'Z'], ' ·.:/-+%()'];

const installed = new Map<string, string>();
/** Fonts installed at most: sizes change only with the window, so a night needs a handful. */
export const LABEL_FONTS_MAX = 64;

/** The bitmap font name for labels of `fontSize` px and `fontWeight` at `resolution`, installed the first time. */
export function labelFont(fontSize: number, fontWeight: TextStyleFontWeight, resolution: number): string {
  const key = `${fontSize}|${fontWeight}|${resolution}`;
  const known = installed.get(key);
  if (known) return known;
  if (installed.size >= LABEL_FONTS_MAX) {
    for (const name of installed.values()) BitmapFont.uninstall(name);
    installed.clear();
  }
  const name = `label-${fontSize}-${fontWeight}@${resolution}`;
  // White glyphs tinted to each label's colour: one font serves every colour.
  BitmapFont.install({
    name,
    style: { fontFamily: FONT, fontWeight, fontSize, fill: 0xffffff },
    chars: FIRST_CHARS,
    resolution,
    padding: 4,
  });
  installed.set(key, name);
  return name;
}

/**
 * Draws `label` in the bitmap font of `fontSize` px and `fontWeight` at `resolution`, tinted `fill`; restyles only when
 * that font is not the one it has (the font's name carries its size, weight and density).
 */
export function useLabelFont(
  label: BitmapLabel,
  fontSize: number,
  fontWeight: TextStyleFontWeight,
  resolution: number,
  fill: number,
): void {
  const fontFamily = labelFont(fontSize, fontWeight, resolution);
  if (label.style.fontFamily !== fontFamily) label.style = { fontFamily, fontSize, fill };
}

/** Bitmap label fonts installed now (tests: bounded). */
export function labelFontCount(): number {
  return installed.size;
}
