/** Each game's bots, by game id: every bot `registered.ts` lists (one line a game). */
import { botRegistry, type BotRegistry } from './bot-registry';
import * as REGISTERED from './registered';

export { botRegistry, type BotRegistry } from './bot-registry';

/** The built-in games' bots. */
export const BUILT_IN_BOTS: BotRegistry = botRegistry(Object.values(REGISTERED));
