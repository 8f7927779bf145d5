/**
 * The game module contract: everything the host, the bots, the CLIs and the saved files need to know about one game.
 * A game is a `GameRules` value; `src/engine/registry.ts` names the built-in ones. Nothing outside a game's own
 * folders knows its state, intents or events beyond what this interface exposes.
 */
import { z } from 'zod';
import type { BotLevelName } from './seats-schema';

/** A game's id as snapshots, files and the registry name it: `ligretto`, `dice`, `coloretto`. */
export const gameIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id is lower-case letters, digits and dashes');

/** A game's id. */
export type GameId = z.infer<typeof gameIdSchema>;

/** The game a file or snapshot means when it names none (every file written before there were several games). */
export const DEFAULT_GAME: GameId = 'ligretto';

/**
 * What the session asks of a game: the start call, one player's intent (arrival time `at`, game ms; `auto` when the
 * turn timer of a turn-based game made the move for the seat), the next round.
 */
export type GameAction<I> =
  | { readonly type: 'start' }
  | { readonly type: 'intent'; readonly intent: I; readonly at?: number; readonly auto?: boolean }
  /** `join`: newcomers dealt in from this round on (games with `roundJoin`; others refuse it or have no next round). */
  | { readonly type: 'next-round'; readonly join?: number };

/** A new state and what happened, or a rejection as a value (a rejection changes nothing). */
export type Reduced<S, E, R extends string = string> =
  { readonly ok: true; readonly state: S; readonly events: readonly E[] } | { readonly ok: false; readonly reason: R };

/** A created game, or why the inputs are refused. */
export type Created<S, E> =
  { readonly ok: true; readonly state: S; readonly events: readonly E[] } | { readonly ok: false; readonly problems: readonly string[] };

/** Where a round stands: dealt and waiting for its start call, running, or over (scored). */
export type RoundPhase = 'awaiting-start' | 'playing' | 'round-over';

/** How long each timed stage of the session's round flow lasts, in game ms; null skips that stage. */
export interface StageTimings {
  /** Countdown before a newly dealt round's start call. */
  readonly countdown: number;
  /** Countdown before a restart within a round (Ligretto's reshuffle, B2). */
  readonly restartCountdown: number;
  /** The "round stopped" banner. */
  readonly stopped: number | null;
  /** Round scores. */
  readonly scores: number | null;
  /** Standings between rounds. */
  readonly standings: number | null;
  /** Match end before the attract-mode demo starts the next match. */
  readonly demoRestart: number;
}

/** The round flow of a game: real-time (everybody at once) or turn-based (one seat at a time), and its stages. */
export interface RoundFlow<S, E> {
  readonly pace: 'real-time' | 'turn-based';
  readonly timings: StageTimings;
  /** Where the round stands. */
  phase(state: S): RoundPhase;
  /** The player whose turn it is (turn-based games), null when every player may act. */
  turn(state: S): number | null;
  /** True when the events mean a newly dealt round (full countdown) rather than a restart within the round. */
  dealt(events: readonly E[]): boolean;
  /**
   * A turn-based game's turn timer: the number of the turn being played (a new number starts the timer again), its
   * length in game ms and the bot level whose move the host makes for the seat when it runs out; null while no timer
   * runs. Absent for a game without one.
   */
  turnTimer?(state: S): { readonly turn: number; readonly ms: number; readonly level: BotLevelName } | null;
  /**
   * The next game time after `now` at which what the players see changes by time alone (a Dice roll lands), so the
   * host sends fresh views then even when nobody acts; null when nothing is pending. Absent: never.
   */
  settlesAt?(state: S, now: number): number | null;
}

/** The match around the rounds, as the host, saves and standings see it (engine player indices). */
export interface MatchFacts {
  /** 1-based number of the current round. */
  readonly round: number;
  readonly totals: readonly number[];
  /** Round points per finished round. */
  readonly history: readonly (readonly number[])[];
  readonly over: boolean;
  /** Players with the highest total once the match is over; ties share the win. */
  readonly winners: readonly number[];
}

/** A finished round: each player's points and the player who ended it (null when nobody did, e.g. a blockade). */
export interface RoundResult {
  readonly points: readonly number[];
  readonly finisher: number | null;
}

/** One lobby seat as a game's setup sees it. */
export interface SeatSettings {
  /** The lobby seat (0-11): a game's per-seat lobby options are indexed by it (Ligretto Dice's extra dice). */
  readonly seat: number;
  /** Ligretto's stack size (S2), a field of the seat itself; other games keep their handicap in their lobby options. */
  readonly stackSize: number;
}

/** F1 (RULES.md): how a real-time game's intents meet the session's rejection lock. */
export interface FairPlay<I> {
  /** Is this intent a play the lock holds back? (Flips, rerolls and menu presses are not.) */
  locks(intent: I): boolean;
  /** Does this rejection start the lock: a wrong play, not a flip, not a refusal outside the player's control? */
  punishes(intent: I, reason: string): boolean;
}

/** Replay files of a game (REPLAY.md): the common envelope, this game's intents, deal and output. */
export interface GameReplays<S, I, F> {
  /** Schema of the whole file without its `game` field. */
  readonly fileSchema: z.ZodType<F>;
  /** Applies a file: the printed output and the final state, or why the file is refused. */
  run(
    file: F,
  ): { readonly ok: true; readonly output: unknown; readonly final: S } | { readonly ok: false; readonly problems: readonly string[] };
  /** The file for one round of a match (the deal written out when the game has one), with its intents. */
  fileFor(state: S, intents: readonly I[]): F;
  /** The intents of a file, in arrival order. */
  intents(file: F): readonly I[];
  /** Player count of a file. */
  players(file: F): number;
  /**
   * For watching: the file's round dealt and waiting for its start call, inside the match around it when the saves know
   * it (the match seed and the points of the rounds before), so totals and round numbers show as they did live.
   * A game without it can save, export and check replays, but not show them frame by frame.
   */
  start?(file: F, match: ReplayMatch | null): Created<S, unknown>;
}

/** The match around a saved round's replay: the match seed and the round points before it. */
export interface ReplayMatch {
  readonly seed: number;
  readonly history: readonly (readonly number[])[];
}

/** How to play (docs/howto.md): a lesson is data, played on the real table by scripted seats. */
/** One action of a scripted seat, `at` game ms after its step began. */
export interface LessonMove<I> {
  readonly at: number;
  readonly action: GameAction<I>;
}

/** One step: its caption's id (the TV's and the phone's words are keyed by it), how long it lasts, and its moves. */
export interface LessonStep<I> {
  readonly id: string;
  readonly ms: number;
  readonly moves: readonly LessonMove<I>[];
}

/** A game's lesson: how many scripted seats play it, the state it starts from, and its steps in order. */
export interface Lesson<S, I> {
  readonly players: number;
  readonly state: S;
  readonly steps: readonly LessonStep<I>[];
}

/** A lesson, its game's types forgotten (what the game-agnostic host holds). */
export type AnyLesson = Lesson<unknown, { readonly player: number }>;

/**
 * One game. `State` holds everything (RNG state included), `Intent` is what a player asks for (with its `player`),
 * `Event` what happened (for animation), `Options` the resolved rule options, `View` what one seat may see.
 */
export interface GameRules<S, I extends { readonly player: number }, E, O, V = S, F = unknown> {
  readonly id: GameId;
  /** Fewest and most players. */
  readonly players: { readonly min: number; readonly max: number };
  /** The zod schemas of the game's contract; its types are z.infer of these. */
  readonly schemas: {
    readonly state: z.ZodType<S>;
    readonly intent: z.ZodType<I>;
    readonly event: z.ZodType<E>;
    readonly options: z.ZodType<O>;
    readonly view: z.ZodType<V>;
  };
  /** Every rejection reason with the sentence the UI and docs use. */
  readonly rejectReasons: Readonly<Record<string, string>>;
  /**
   * The options for a table: this game's lobby options (`MatchOptions.games[id]`, or the sim's; unknown keys ignored,
   * defaults filled in) and its seats.
   */
  options(lobby: object, seats: readonly SeatSettings[]): O;
  /** Problems with a set of options, empty when they are valid. */
  optionProblems(options: O): readonly string[];
  /** A new match whose first round is dealt from the seed. */
  setup(options: O, seed: number): Created<S, E>;
  /** A saved match continued after its finished rounds' points, dealt exactly as it would have been. */
  resume(options: O, seed: number, history: readonly (readonly number[])[]): Created<S, E>;
  /** Applies one action; never throws for a player's mistake. */
  reduce(state: S, action: GameAction<I>): Reduced<S, E>;
  /** Every intent the game would accept from a player right now. */
  legalIntents(state: S, player: number): readonly I[];
  /** A rejection that would have been accepted a moment earlier ("too slow!"). */
  late(previous: S, intent: I, reason: string): boolean;
  readonly flow: RoundFlow<S, E>;
  /** The match around the rounds. */
  match(state: S): MatchFacts;
  /** The round's result once it is over, else null. */
  roundResult(state: S): RoundResult | null;
  /** Counts worth reporting about the round so far (sim and bench print them), e.g. Ligretto's blockades. */
  roundFacts(state: S): Readonly<Record<string, number>>;
  /** The game's options as the state holds them. */
  optionsOf(state: S): O;
  /** The seed of the match. */
  seedOf(state: S): number;
  /** What one player may see (a phone, a bot). */
  view(state: S, player: number): V;
  /** A stable hash of a state: equal states give equal hashes. */
  hash(state: S): string;
  readonly replays: GameReplays<S, I, F>;
  /**
   * Whether `next-round` may add newcomers (`join`), who play from that round on (issue 30); absent: players are fixed
   * for the match, so a late joiner waits for the next match.
   */
  readonly roundJoin?: boolean;
  /** F1: the lock's rules for this game's intents; absent for a game without it (turn-based games). */
  readonly fairPlay?: FairPlay<I>;
  /**
   * Its how-to-play (docs/howto.md, `<game>/lesson.ts`): each call builds the same lesson afresh (pure, deterministic);
   * absent for a game without one (Start then never teaches it).
   */
  readonly lesson?: () => Lesson<S, I>;
}

/** Any game, its types forgotten: what the game-agnostic host and CLIs hold. */
export type AnyGameRules = GameRules<unknown, { readonly player: number }, unknown, unknown, unknown, unknown>;
