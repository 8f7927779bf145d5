/** The bots' public API: levels, the per-seat bot step (for the host), and the round and match simulators. */
export { BOT_LEVELS, LEVEL_TUNING, isBotLevel, type BotLevel, type BotTuning, type PlayPreference, type RowPlacement } from './bot-levels';
export { policyFor, sampleReaction, tunedPolicy, type BotDecision, type BotPlan, type BotPolicy } from './bot-policy';
export { MIN_INTENT_GAP_MS, createBotSeat, earliestSend, nextBotPlan, seatBots, type BotSeat, type SeatBot } from './bot-seat';
export { tableView } from '@engine/ligretto/view';
export type { TableView } from '@shared/games/ligretto/view';
export {
  MAX_ROUND_GAME_MS,
  RESTART_DELAY_MS,
  replayIntents,
  simulateRound,
  type IntentOutcome,
  type LoggedIntent,
  type RoundRun,
  type RoundSetup,
} from './simulate';
export { roundSetupFor, simulateMatch, type MatchRun, type MatchSetup } from './match';
