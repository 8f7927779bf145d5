/**
 * The screen typeface, bundled: Nunito (SIL Open Font License) from @fontsource, the Latin faces the interface uses
 * (700, 800, 900; Latin-1 covers English, Spanish, German and Icelandic). Vite copies the woff2 files beside the page
 * ('self' under the CSP). Pixi measures and draws text on a canvas, which does not wait for web fonts: the app starts
 * once the faces are loaded, so no text is laid out in a fallback face.
 */
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/nunito/latin-900.css';

/** The weights loaded before the first frame. */
const WEIGHTS = ['700', '800', '900'] as const;

/** Resolves once every bundled face is ready (or could not load: the fallback faces then draw, never a blank). */
export async function loadFonts(family = 'Nunito'): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.allSettled(WEIGHTS.map((w) => document.fonts.load(`${w} 32px "${family}"`, 'Ligretto ÁÐÞÆÖÑßäöü¿¡')));
}
