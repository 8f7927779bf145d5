/** The games the party can play, by id: every game `registered.ts` lists (one line a game), in menu order. */
import { inMenuOrder } from '@shared/games/game-contract';
import { gameRegistry, type GameRegistry } from './game-registry';
import * as REGISTERED from './registered';

export { gameRegistry, type GameRegistry } from './game-registry';

/** The built-in games. */
export const BUILT_IN_GAMES: GameRegistry = gameRegistry(inMenuOrder(Object.values(REGISTERED), (g) => g.id));
