/** The engine's public API: everything bots, the host and tools may use. */
export { reduce, type ReduceResult } from './reduce';
export { newGame, newGameFromDeal, type NewGameResult } from './game';
export type { DealEntry } from './deal';
export { isBlockade, playerCanMove, reachableWasteTops, reshuffleCanHelp } from './blockade';
export { MAX_RESHUFFLES } from './remedy';
export { fits, fitsRowSlot, needMasks, targetPile, type NeedMasks } from './piles';
export { scoreRound } from './scoring';
export { legalIntents } from './legal';
export { stateHash } from './hash';
export { nextRandom, roundSeed, seedRng, shuffled } from '../rng';
export { replayFileFor, replayStart, replayStartInMatch, replayState, runReplay } from './replay';
export { resumeMatch } from './resume';
export { tableView } from './view';
