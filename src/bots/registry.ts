/** Each game's bots, by game id. A new game adds one line here. */
import { botRegistry, type BotRegistry } from './bot-registry';
import { diceBot } from './dice/dice-bot';
import { colorettoBot } from './coloretto/policy';
import { ligrettoBot } from './ligretto/bot-policy';

export { botRegistry, type BotRegistry } from './bot-registry';

/** The built-in games' bots. */
export const BUILT_IN_BOTS: BotRegistry = botRegistry([ligrettoBot, diceBot, colorettoBot]);
