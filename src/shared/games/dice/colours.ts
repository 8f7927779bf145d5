/**
 * The dice colours on screen, kept with the game's shared code: the TV's dice draw them, and the game's view contract
 * names them as colours a seat colour keeps clear of (issue 31), read in Node by the palette test and search.
 */
import type { DiceColor } from './state';

/** The dice colours on screen (DC1 order), bright enough to tell apart on a TV. */
export const DIE_FILL: Readonly<Record<DiceColor, number>> = { r: 0xe53935, y: 0xfdd835, g: 0x43a047, b: 0x1e88e5 };
