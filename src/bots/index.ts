/** The bots' public API: levels, the one scheduler (host and sim), the round and match runners, each game's bots. */
export { BOT_LEVELS, isBotLevel, type AnyGameBot, type BotDecision, type BotLevel, type BotPlan, type GameBot } from './game-bot';
export { MIN_INTENT_GAP_MS, createBotSeat, earliestSend, nextBotPlan, seatBots, type BotSeat, type SeatBot } from './bot-seat';
export { BotScheduler, type DueIntent } from './BotScheduler';
export {
  MAX_ROUND_GAME_MS,
  replayIntents,
  roundSetupFor,
  runMatch,
  runRound,
  type LoggedIntent,
  type MatchRun,
  type MatchSetup,
  type RoundFacts,
  type RoundRun as GameRoundRun,
  type RoundSetup,
} from './round-runner';
export { botRegistry, type BotRegistry } from './bot-registry';
export { BUILT_IN_BOTS } from './registry';
export { LEVEL_TUNING, type BotTuning, type PlayPreference, type RowPlacement } from './ligretto/bot-levels';
export {
  ligrettoBot,
  medianReaction,
  policyFor,
  sampleReaction,
  scanLoad,
  tunedPolicy,
  type BotPolicy,
  type ScanLoad,
} from './ligretto/bot-policy';
export { simulateMatch, simulateRound, type RoundRun } from './ligretto/simulate';
export { tableView } from '@shared/games/ligretto/view';
export type { TableView } from '@shared/games/ligretto/view';
