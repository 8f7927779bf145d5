/**
 * A test-only game, "first to press 5 times", written against the game module contract alone (no Ligretto file). Its
 * folders live under test/support/toy/, each at the path it would have in src/ (shared contract, engine rules, bot, TV
 * table, phone pad, strings); test/e2e/toy-seam.test.ts builds the app with them placed there.
 */
export * from './toy/shared/games/toy/contract';
export { toyRules } from './toy/engine/toy/rules';
export { toyBot } from './toy/bots/toy/bot';
