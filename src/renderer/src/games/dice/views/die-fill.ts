/** The dice colours on screen, apart from Pixi so Node tests (the seat palette's distance from them) can read them. */
import type { DiceColor } from '@shared/games/dice/state';

/** The dice colours on screen (DC1 order), bright enough to tell apart on a TV. */
export const DIE_FILL: Readonly<Record<DiceColor, number>> = { r: 0xe53935, y: 0xfdd835, g: 0x43a047, b: 0x1e88e5 };
