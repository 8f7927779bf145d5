/** Ligretto behind the game module contract: the engine's functions, unchanged, under the names the host uses. */
import type { GameRules } from '@shared/game';
import type { LigrettoEvent } from '@shared/games/ligretto/events';
import type { LigrettoIntent } from '@shared/games/ligretto/intent';
import { tableOptionsSchema, optionProblems, resolveOptions, ruleOptionsSchema, type RuleOptions } from '@shared/games/ligretto/options';
import type { ReplayFile } from '@shared/games/ligretto/replay';
import { ligrettoIntentSchema, replayFileSchema } from '@shared/games/ligretto/replay-schema';
import type { LigrettoState } from '@shared/games/ligretto/state';
import { ligrettoEventSchema, ligrettoStateSchema } from '@shared/games/ligretto/state-schema';
import { tableViewSchema, type TableView } from '@shared/games/ligretto/view';
import { punishesLigretto, REJECT_REASONS } from '@shared/games/ligretto/intent';
import { newGame } from './game';
import { stateHash } from './hash';
import { legalIntents } from './legal';
import { reduce } from './reduce';
import { replayFileFor, replayStartInMatch, runReplay } from './replay';
import { resumeMatch } from './resume';
import { roundSeed } from '../rng';
import { tableView } from './view';
import { ligrettoLesson } from './lesson';

/** Ligretto (RULES.md): real-time, 2 to 12 players, rounds until a target total or a fixed number of rounds. */
export const ligrettoRules: GameRules<LigrettoState, LigrettoIntent, LigrettoEvent, RuleOptions, TableView, ReplayFile> = {
  id: 'ligretto',
  players: { min: 2, max: 12 },
  schemas: {
    state: ligrettoStateSchema,
    intent: ligrettoIntentSchema,
    event: ligrettoEventSchema,
    options: ruleOptionsSchema,
    view: tableViewSchema,
  },
  rejectReasons: REJECT_REASONS,
  options(lobby, seats) {
    const parsed = tableOptionsSchema.safeParse(lobby);
    const chosen = parsed.success ? parsed.data : {};
    return resolveOptions({ ...chosen, players: seats.length, handicap: seats.map((s) => s.stackSize) });
  },
  optionProblems,
  setup: newGame,
  resume: resumeMatch,
  reduce(state, action) {
    const r = action.type === 'intent' ? reduce(state, { type: 'intent', intent: action.intent }) : reduce(state, action);
    return r.ok ? { ok: true, state: r.state, events: r.events } : r;
  },
  legalIntents,
  late: (previous, intent, reason) => reason === 'no-fit' && reduce(previous, { type: 'intent', intent }).ok,
  flow: {
    pace: 'real-time',
    timings: { countdown: 3000, restartCountdown: 2000, stopped: 2500, scores: 6000, standings: 7000, demoRestart: 8000 },
    phase: (state) => state.phase,
    turn: () => null,
    dealt: (events) => events.some((e) => e.type === 'round-dealt'),
  },
  match: (state) => state.match,
  roundResult: (state) =>
    state.phase === 'round-over' && state.scores !== null ? { points: state.scores.map((s) => s.points), finisher: state.stoppedBy } : null,
  roundFacts: (state) => ({ blockades: state.blockades, reshuffles: state.reshuffles }),
  optionsOf: (state) => state.options,
  seedOf: (state) => state.seed,
  view: tableView,
  hash: stateHash,
  replays: {
    fileSchema: replayFileSchema,
    run: runReplay,
    fileFor: (state, intents) => replayFileFor(state.options, roundSeed(state.seed, state.match.round), intents),
    intents: (file) => file.intents,
    players: (file) => file.options.players,
    start: replayStartInMatch,
  },
  // J1 / DJ1: newcomers join at a round boundary.
  roundJoin: true,
  fairPlay: { locks: (intent) => intent.do !== 'flip', punishes: punishesLigretto },
  lesson: ligrettoLesson,
};
