/** Coloretto's option defaults and bounds as plain numbers (no zod), for modules that every page bundles (seats.ts). */

/** KT7: seconds a seat has for its turn by default. */
export const DEFAULT_TURN_SECONDS = 20;
/** Shortest and longest turn timer the options accept. */
export const MIN_TURN_SECONDS = 5;
export const MAX_TURN_SECONDS = 120;
