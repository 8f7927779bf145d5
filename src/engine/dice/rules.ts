/** Ligretto Dice (DICE.md) behind the game module contract: real-time, 2 to 12 players, 1 to 3 dice sets. */
import type { GameRules } from '@shared/game';
import { DICE_REJECT_REASONS, diceIntentSchema, punishesDice, type DiceIntent } from '@shared/games/dice/intent';
import {
  DICE_MAX_PLAYERS,
  DICE_MIN_PLAYERS,
  LOBBY_ROUNDS_LARGE_TABLE,
  diceOptionProblems,
  diceOptionsSchema,
  diceTableOptionsSchema,
  resolveDiceOptions,
  type DiceOptions,
} from '@shared/games/dice/options';
import { diceReplayFileSchema, type DiceReplayFile } from '@shared/games/dice/replay';
import { diceEventSchema, diceStateSchema, type DiceEvent, type DiceState } from '@shared/games/dice/state';
import { diceViewSchema, type DiceView } from '@shared/games/dice/view';
import { roundSeed } from '../rng';
import { diceReplayFileFor, runDiceReplay } from './replay';
import { newDiceGame, reduceDice, resumeDiceGame } from './reduce';
import { diceHash, diceLegalIntents, diceView } from './view';
import { diceLesson } from './lesson';

/**
 * DM1: the lobby's rounds when it names none (absent or null, the lobby's "no fixed number"): the seed's 3 per player
 * up to 4 players, 12 at 5 to 12 (extension).
 */
function lobbyRounds(players: number): number | null {
  return players >= 5 ? LOBBY_ROUNDS_LARGE_TABLE : null;
}

/** Ligretto Dice: the engine's functions under the names the host, bots and CLIs use. */
export const diceRules: GameRules<DiceState, DiceIntent, DiceEvent, DiceOptions, DiceView, DiceReplayFile> = {
  id: 'dice',
  players: { min: DICE_MIN_PLAYERS, max: DICE_MAX_PLAYERS },
  schemas: { state: diceStateSchema, intent: diceIntentSchema, event: diceEventSchema, options: diceOptionsSchema, view: diceViewSchema },
  rejectReasons: DICE_REJECT_REASONS,
  options(lobby, seats) {
    const parsed = diceTableOptionsSchema.safeParse(lobby);
    const chosen = parsed.success ? parsed.data : {};
    const players = seats.length;
    return resolveDiceOptions({
      players,
      rounds: chosen.rounds ?? lobbyRounds(players),
      ...(chosen.rerollLockMs === undefined ? {} : { rerollLockMs: chosen.rerollLockMs }),
      handicap: chosen.handicap ?? seats.map((seat) => chosen.extraDice?.[seat.seat] ?? 0),
    });
  },
  optionProblems: diceOptionProblems,
  setup: newDiceGame,
  resume: resumeDiceGame,
  reduce(state, action) {
    const r = reduceDice(state, action);
    return r.ok ? { ok: true, state: r.state, events: r.events } : r;
  },
  legalIntents: diceLegalIntents,
  // DP3: a die whose field someone faster took would have fitted a moment earlier ("too slow!").
  late: (previous, intent, reason) => reason === 'no-fit' && reduceDice(previous, { type: 'intent', intent }).ok,
  flow: {
    pace: 'real-time',
    timings: { countdown: 3000, restartCountdown: 2000, stopped: 2500, scores: 6000, standings: 7000, demoRestart: 8000 },
    phase: (state) => state.phase,
    turn: () => null,
    dealt: (events) => events.some((e) => e.type === 'round-dealt'),
    // DP5: a reroll's faces show (on the phones too) once its lock ends.
    settlesAt: (state, now) => {
      const pending = state.lockedUntil.filter((t): t is number => t !== null && t > now);
      return pending.length === 0 ? null : Math.min(...pending);
    },
  },
  match: (state) => state.match,
  roundResult: (state) =>
    state.phase === 'round-over' && state.scores !== null
      ? { points: state.scores.map((s) => s.points), finisher: state.finishedBy }
      : null,
  roundFacts: (state) => ({
    rerolls: state.rerolls.reduce((a, b) => a + b, 0),
    placed: state.board.reduce((n, tracks) => n + tracks.reduce((m, t) => m + t.length, 0), 0),
  }),
  optionsOf: (state) => state.options,
  seedOf: (state) => state.seed,
  view: diceView,
  hash: diceHash,
  replays: {
    fileSchema: diceReplayFileSchema,
    run: runDiceReplay,
    fileFor: (state, intents) => diceReplayFileFor(state.options, roundSeed(state.seed, state.match.round), intents),
    intents: (file) => file.intents,
    players: (file) => file.options.players,
  },
  // J1 / DJ1: newcomers join at a round boundary.
  roundJoin: true,
  // F1: a place is a play the lock holds back; a reroll is not (like Ligretto's flip).
  fairPlay: { locks: (intent) => intent.do === 'place', punishes: punishesDice },
  lesson: diceLesson,
};
