/**
 * The colours a seat colour must stay clear of (issue 31): what the tables already paint and the interface's state
 * colours. No Pixi import, so the palette test and scripts/seat-palette-search.mjs read the same list.
 */
import { COLOR_LOOKS } from '@shared/games/coloretto/cards';
import { DIE_FILL } from '@renderer/games/dice/views/die-fill';
import { HIGH_VISIBILITY_THEME, STANDARD_THEME } from '@renderer/views/cards/card-theme';
import { UI } from './colours';

/** One colour already on screen, named for the test's messages. */
export interface PaletteObstacle {
  readonly name: string;
  readonly hex: number;
  /** The least CIEDE2000 difference (normal vision) a seat colour keeps from it. */
  readonly min: number;
}

/** From what the tables paint (issue 31). */
export const TABLE = 20;
/** From the interface's state colours, which never sit on a seat's own marks. */
export const STATE = 15;
/** From the interface's state colours under simulated protanopia and deuteranopia. */
export const STATE_DICHROMAT = 6;

const faces = (theme: typeof STANDARD_THEME): PaletteObstacle[] =>
  Object.entries(theme.faces).map(([c, f]) => ({ name: `${theme.name} card ${c}`, hex: f.top, min: TABLE }));

/** The felt, both card themes' faces, the die fills, the Coloretto hues and the interface's state colours. */
export const SEAT_PALETTE_OBSTACLES: readonly PaletteObstacle[] = [
  { name: 'felt', hex: UI.felt, min: TABLE },
  ...faces(STANDARD_THEME),
  ...faces(HIGH_VISIBILITY_THEME),
  ...Object.entries(DIE_FILL).map(([c, hex]) => ({ name: `die ${c}`, hex, min: TABLE })),
  ...Object.entries(COLOR_LOOKS).map(([c, look]) => ({ name: `Coloretto ${c}`, hex: look.hue, min: TABLE })),
  { name: 'focus yellow', hex: UI.accent, min: STATE },
  { name: 'error red', hex: UI.bad, min: STATE },
  { name: 'disabled grey', hex: UI.dim, min: STATE },
  { name: 'white', hex: UI.focus, min: STATE },
];
