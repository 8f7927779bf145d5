/** Coloretto behind the game module contract (COLORETTO.md): turn-based, 2 to 12 players, one game per match. */
import type { GameRules } from '@shared/game';
import { colorettoIntentSchema, COLORETTO_REJECT_REASONS, type ColorettoIntent } from '@shared/games/coloretto/intent';
import {
  colorettoLobbySchema,
  colorettoOptionsSchema,
  MAX_PLAYERS,
  MIN_PLAYERS,
  optionProblems,
  resolveOptions,
  type ColorettoOptions,
} from '@shared/games/coloretto/options';
import { colorettoReplaySchema, type ColorettoReplay } from '@shared/games/coloretto/replay';
import { colorettoEventSchema, colorettoStateSchema, type ColorettoEvent, type ColorettoState } from '@shared/games/coloretto/state';
import { colorettoViewSchema, type ColorettoView } from '@shared/games/coloretto/view';
import { newGame, resumeGame } from './game';
import { colorettoHash } from './hash';
import { legalIntents } from './legal';
import { reduce } from './reduce';
import { replayFileFor, runReplay } from './replay';
import { winnersOf } from './scoring';
import { colorettoView, deckLeft } from './view';
import { colorettoLesson } from './lesson';

/** Coloretto: one seat acts at a time; the match is one game, scored once at its end (KSC1–KSC5). */
export const colorettoRules: GameRules<ColorettoState, ColorettoIntent, ColorettoEvent, ColorettoOptions, ColorettoView, ColorettoReplay> =
  {
    id: 'coloretto',
    players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
    schemas: {
      state: colorettoStateSchema,
      intent: colorettoIntentSchema,
      event: colorettoEventSchema,
      options: colorettoOptionsSchema,
      view: colorettoViewSchema,
    },
    rejectReasons: COLORETTO_REJECT_REASONS,
    options(lobby, seats) {
      const parsed = colorettoLobbySchema.safeParse(lobby);
      return resolveOptions({ players: seats.length, turnSeconds: parsed.success ? parsed.data.turnSeconds : undefined });
    },
    optionProblems,
    setup: (options, seed) => newGame(options, seed),
    resume: resumeGame,
    reduce,
    legalIntents,
    late: () => false,
    flow: {
      pace: 'turn-based',
      timings: { countdown: 2000, restartCountdown: 2000, stopped: 2500, scores: 10000, standings: null, demoRestart: 8000 },
      phase: (state) => state.phase,
      turn: (state) => state.turn,
      dealt: () => true,
      // KT7: the seat on turn has `turnSeconds`; then the casual bot policy moves for it.
      turnTimer: (state) =>
        state.phase === 'playing' && state.options.turnSeconds !== null
          ? { turn: state.turns, ms: state.options.turnSeconds * 1000, level: 'casual' }
          : null,
    },
    match(state) {
      const totals = state.scores?.map((s) => s.total) ?? state.collections.map(() => 0);
      const over = state.scores !== null;
      return { round: 1, totals, history: over ? [totals] : [], over, winners: over ? winnersOf(totals) : [] };
    },
    roundResult: (state) => (state.scores === null ? null : { points: state.scores.map((s) => s.total), finisher: state.endedBy }),
    roundFacts: (state) => ({ rounds: state.round, turns: state.turns, deckLeft: deckLeft(state) }),
    optionsOf: (state) => state.options,
    seedOf: (state) => state.seed,
    view: colorettoView,
    hash: colorettoHash,
    replays: {
      fileSchema: colorettoReplaySchema,
      run: runReplay,
      fileFor: (state, intents) => replayFileFor(state.options, state.seed, intents),
      intents: (file) => file.intents,
      players: (file) => file.options.players,
    },
    lesson: colorettoLesson,
  };
