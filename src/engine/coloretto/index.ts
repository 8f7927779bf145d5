/** The Coloretto engine's public API (bots and the host import from here). */
export { colorettoRules } from './rules';
export { countCards, dealFromSeed, dealProblems, fullDeck } from './deal';
export { newGame, resumeGame } from './game';
export { legalIntents } from './legal';
export { canDraw, nextInRound, openForCard, reduce, ROW_CAPACITY, takeable, type ColorettoReduced } from './reduce';
export { replayFileFor, replayState, runReplay } from './replay';
export { bestChoice, colorPoints, COLOR_POINTS, PLUS2_POINTS, POSITIVE_COLORS, scoreCollection, winnersOf } from './scoring';
export { colorettoView, deckLeft } from './view';
export { nextRandom, seedRng } from '../rng';
