/**
 * The colours a seat colour must stay clear of (issue 31): what the tables already paint (the felt, the cards, and the
 * colours each registered game's view contract names as `tableColours`) and the interface's state colours. No Pixi
 * import, so the palette test and scripts/seat-palette-search.mjs read the same list.
 */
import { GAME_CONTRACTS } from '@shared/games/contracts';
import type { GameViewContract } from '@shared/games/game-contract';
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

const contracts: readonly GameViewContract[] = GAME_CONTRACTS;

/** The felt, both card themes' faces, every game's table colours (die fills, Coloretto hues) and the interface's state colours. */
export const SEAT_PALETTE_OBSTACLES: readonly PaletteObstacle[] = [
  { name: 'felt', hex: UI.felt, min: TABLE },
  ...faces(STANDARD_THEME),
  ...faces(HIGH_VISIBILITY_THEME),
  ...contracts.flatMap((c) => c.tableColours ?? []).map((colour) => ({ ...colour, min: TABLE })),
  { name: 'focus yellow', hex: UI.accent, min: STATE },
  { name: 'error red', hex: UI.bad, min: STATE },
  { name: 'disabled grey', hex: UI.dim, min: STATE },
  { name: 'white', hex: UI.focus, min: STATE },
];
