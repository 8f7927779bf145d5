/** The games the party can play, by id. A new game adds one line here (and one in src/shared/games/contracts.ts). */
import { gameRegistry, type GameRegistry } from './game-registry';
import { diceRules } from './dice/rules';
import { colorettoRules } from './coloretto/rules';
import { ligrettoRules } from './ligretto/rules';

export { gameRegistry, type GameRegistry } from './game-registry';

/** The built-in games. */
export const BUILT_IN_GAMES: GameRegistry = gameRegistry([ligrettoRules, diceRules, colorettoRules]);
