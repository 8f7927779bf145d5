/** Ligretto Dice's engine API: what bots, the host and tools may use. */
export { diceRules } from './rules';
export { newDiceGame, reduceDice, resumeDiceGame, targetSet, type DiceReduced } from './reduce';
export { bagOf, deal, diceCounts, emptyBoard, held, matchAfter, rollTray, scoreRound } from './round';
export { diceHash, diceLegalIntents, diceView } from './view';
export { diceReplayFileFor, diceReplayState, runDiceReplay } from './replay';
