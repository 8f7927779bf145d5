/** Every game's rules (`<game>/rules.ts`, a GameRules value): a new game adds one line here. */
export { ligrettoRules } from './ligretto/rules';
export { diceRules } from './dice/rules';
export { colorettoRules } from './coloretto/rules';
