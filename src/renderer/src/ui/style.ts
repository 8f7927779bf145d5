/** Visual constants of the TV interface: fonts, colours and text styles sized for a sofa 3 m away. */
import { TextStyle, type TextStyleOptions } from 'pixi.js';

/** Font stack: bold, wide sans faces that read well on a TV; DejaVu is the Linux fallback. */
export const FONT = '"Nunito", "Segoe UI", "Helvetica Neue", "DejaVu Sans", Arial, sans-serif';

/** Interface colours. */
export const UI = {
  background: 0x0b0f1a,
  felt: 0x12331f,
  feltEdge: 0x0c2416,
  panel: 0x182238,
  panelEdge: 0x2c3b5e,
  text: 0xf4f6fb,
  dim: 0x9aa6c2,
  accent: 0xffc93c,
  good: 0x6fe38a,
  bad: 0xff6b6b,
  focus: 0xffffff,
} as const;

/** A text style scaled from a 1080p design size. */
export function textStyle(px: number, scale: number, extra: Partial<TextStyleOptions> = {}): TextStyle {
  return new TextStyle({
    fontFamily: FONT,
    fontSize: Math.max(12, Math.round(px * scale)),
    fontWeight: '800',
    fill: UI.text,
    ...extra,
  });
}

/** Hex colour as a CSS string. */
export function css(hex: number): string {
  return `#${hex.toString(16).padStart(6, '0')}`;
}
