/** The ports of the host session: what it needs from outside, what it reports to its saves and what it asks of them (storage implements them). */
import type { BotRegistry } from '@bots/index';
import type { GameRegistry } from '@engine/game-registry';
import type { GameId, StageTimings } from '@shared/game';
import type { HostOutMessage, Snapshot } from '@shared/protocol';
import type { SavesCommand, SavesView } from '@shared/saves-protocol';
import type { MatchOptions, Seat } from '@shared/seats';
import type { Clock } from './clock';

/** Everything the session needs from outside: time, seeds, a log, and optionally other games or stage timings. */
export interface SessionDeps {
  readonly clock: Clock;
  readonly seed: () => number;
  readonly log: (line: string) => void;
  /** Overrides of every game's stage timings (tests and the demo use short ones). */
  readonly timings?: Partial<StageTimings>;
  /** The games the lobby offers; the built-in ones by default. */
  readonly games?: GameRegistry;
  /** Their bots; the built-in ones by default. */
  readonly bots?: BotRegistry;
  /** The game the lobby starts with; the first registered game by default. */
  readonly game?: GameId;
  /** Whether results screens move on by themselves from the start (off by default; the TV sends its setting). */
  readonly autoAdvance?: boolean;
  /** Whether Start plays a game's how-to-play before its first match of the night (docs/howto.md); off by default. */
  readonly teach?: boolean;
}

/** What the session reports as a match goes on (never for the attract-mode demo). `at` is game time in ms. */
export type MatchRecord =
  | {
      readonly kind: 'match-started';
      readonly game: GameId;
      readonly seats: readonly Seat[];
      readonly players: readonly number[];
      readonly lobby: MatchOptions;
      readonly state: unknown;
      readonly at: number;
    }
  /** A round dealt; `players`: engine player -> lobby seat for it (it grows when latecomers are dealt in, issue 30). */
  | { readonly kind: 'round-dealt'; readonly state: unknown; readonly at: number; readonly players: readonly number[] }
  | { readonly kind: 'start-call'; readonly at: number }
  /** An intent that reached the game while the round was running, applied or rejected, in arrival order. */
  | { readonly kind: 'intent'; readonly intent: unknown; readonly ok: boolean; readonly at: number }
  | { readonly kind: 'round-over'; readonly state: unknown; readonly seats: readonly Seat[]; readonly at: number }
  /** The match was left for the lobby; `ended` when the host ended it (its night is then over, not interrupted). */
  | { readonly kind: 'match-left'; readonly ended: boolean };

/** A saved night the next `start-match` continues. */
export interface ResumePlan {
  readonly night: string;
  readonly game: GameId;
  /** Engine player -> lobby seat, as saved. */
  readonly players: readonly number[];
  /** The game's resolved options, as saved (the game checks them). */
  readonly options: unknown;
  readonly seed: number;
  readonly history: readonly (readonly number[])[];
}

/** What the saves may do to the session. */
export interface SavesHost {
  readonly clock: Clock;
  /** The lobby is showing and no demo runs: the only time to resume a night or watch a replay. */
  inLobby(): boolean;
  /** Broadcasts a fresh snapshot with these events. */
  changed(events: readonly unknown[]): void;
  /** Sends a message to every view. */
  broadcast(msg: HostOutMessage): void;
  /** Puts a resumed night's seats, options and game into the lobby. */
  restoreLobby(seats: readonly Seat[], options: MatchOptions, game: GameId): void;
}

/** The saves as the session uses them. */
export interface SessionSaves {
  /** Connects the saves to their session (once). */
  bind(host: SavesHost): void;
  /** The snapshot's `saves` field. */
  view(): SavesView;
  /** The snapshot to send instead of the live one while a replay is watched. */
  watched(live: Snapshot<unknown>): Snapshot<unknown>;
  /** True while a replay is watched (the lobby and the match are then on hold). */
  watching(): boolean;
  /** A saves command from a view; the answer goes to `reply`, changes come as snapshots. */
  command(cmd: SavesCommand, reply: (msg: HostOutMessage) => void): void;
  /** A match event to record; after every round the night, its replay and the profiles are saved. */
  record(entry: MatchRecord): void;
  /** The accepted resume offer, if any: `start-match` continues that night. */
  resumePlan(): ResumePlan | null;
}
