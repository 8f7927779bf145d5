/** Fits a text into a width: shrink (or narrow) it down to a floor, then end it with an ellipsis. */
import type { Text } from 'pixi.js';

/**
 * Sets `full` on `text` and fits it into `maxWidth`: the whole text shrinks (`axes` 'xy') or only its
 * letters narrow ('x'), never below `minScale`; if it is still too wide it is shortened with '…'.
 * The scale is reset first, so it can be called on every layout.
 */
export function fitText(text: Text, full: string, maxWidth: number, minScale: number, axes: 'x' | 'xy' = 'xy'): void {
  text.scale.set(1);
  text.text = full;
  if (maxWidth <= 0 || text.width <= maxWidth) return;
  const scale = Math.max(minScale, maxWidth / text.width);
  text.scale.set(scale, axes === 'xy' ? scale : 1);
  let chars = [...full];
  while (text.width > maxWidth && chars.length > 1) {
    chars = chars.slice(0, -1);
    text.text = `${chars.join('').trimEnd()}…`;
  }
}

/** A one-line label narrowed (letters squeezed, not shrunk) to `maxW`, never below `minSqueeze`, then ellipsised. */
export function fitLine(text: Text, value: string, maxW: number, minSqueeze = 0.8): void {
  fitText(text, value, maxW, minSqueeze, 'x');
}

/** A name that word wrap never breaks: its spaces made no-break (issue 31: the queue showed "Guest" / "30"). */
export function unbroken(name: string): string {
  return name.replace(/[ \t]+/g, '\u00a0');
}

/** Names in one wrapping line, wrapped only between names, never inside one: "Ana · Guest 30 · Bo". */
export function nameLine(names: readonly string[], separator = ' · '): string {
  return names.map(unbroken).join(separator);
}
