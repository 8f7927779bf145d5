/** Every game's bot (`<game>/`, a GameBot value): a new game adds one line here. */
export { ligrettoBot } from './ligretto/bot-policy';
export { diceBot } from './dice/dice-bot';
export { colorettoBot } from './coloretto/policy';
