/**
 * The one design-size and safe-area module: every screen is designed at 1920x1080 and scaled, keeps
 * its text inside the title-safe area, and draws cards at one aspect.
 */

/** Reference screen width: 1 design px is 1 screen px at 1920x1080. */
export const DESIGN_WIDTH = 1920;
/** Reference screen height. */
export const DESIGN_HEIGHT = 1080;

/** The title-safe margin as a share of each side (UX: TVs crop the outer 5%). */
export const SAFE = 0.05;

/** Smallest text on the menu-like screens at 1080p (UX: readable from the sofa). */
export const MIN_TEXT_PX = 32;

/** A card's height per unit of width (a 5:7 card), the one aspect every card view and layout uses. */
export const CARD_ASPECT = 1.4;

/** The 1080p-relative scale of a screen (1 at 1920x1080, 2 at 4K). */
export function uiScale(width: number, height: number): number {
  return Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
}
