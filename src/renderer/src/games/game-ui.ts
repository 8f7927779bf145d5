/** What the front end needs from one game: its table, lobby options, remappable actions and result columns. */
import type { Container } from 'pixi.js';
import type { GameId, MatchFacts } from '@shared/game';
import type { GameOptionsPatch } from '@shared/match-options';
import type { LobbyCommand } from '@shared/protocol';
import type { MatchOptions, Seat } from '@shared/seats';
import type { Snapshot } from '@shared/protocol';
import type { AppServices, Screen } from '@renderer/app/Screen';
import type { MenuItem } from '@renderer/ui/Menu';
import type { BindingRow, GameInput, Hint } from '@renderer/input/index';

/** A game's running table: the screen shown from the countdown to the stop (and for a watched replay). */
export interface GameTable<D = unknown> extends Screen {
  readonly id: 'table';
  /** The game's pad and key actions with their per-device state; the hub resolves presses with it while this game's table is the one. */
  readonly actions: GameInput;
  /** What the table shows, for the end-to-end tests. */
  describe(): D;
}

/** What a game's lobby lines read (the match options, its own under `games.<id>`) and change (its own only). */
export interface GameOptionsHost {
  options(): MatchOptions;
  setOptions(patch: GameOptionsPatch): void;
}

/** One remappable game action on the controls screen: its binding row id and its name. */
export interface GameControl {
  readonly id: string;
  readonly name: () => string;
}

/** A small figure beside a player's name on the round's scores ("+12 centre"). */
export interface ResultDetail {
  readonly text: string;
  readonly color: number;
}

/** One player's round result, counted up from 0 (`progress` 0) to the final values (`progress` 1). */
export interface CountedResult {
  readonly details: readonly ResultDetail[];
  readonly points: number;
  readonly total: number;
}

/** A box in screen px. */
export interface AreaBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * A game's own body for the scores screen, drawn in place of the shared two-column rows when a game's figures need
 * more room (Coloretto's final board: every colour of every player at 12 players). The screen keeps its frame (title,
 * line under it, continue prompt, timer bar) and drives the count-up; the board draws the lines.
 */
export interface ScoresBoard {
  readonly view: Container;
  /** Lays the board out for `snapshot` in `area` (screen px) at `scale`; returns the players in the order shown. */
  layout(snapshot: Snapshot, area: AreaBox, scale: number): readonly number[];
  /** Shows the `i`-th line shown at `progress` (0..1) of its count-up. */
  show(i: number, progress: number): void;
  /** The lines as shown: the name as drawn, then the rest of the line joined by ' | ', the total last. */
  lines(): { readonly name: string; readonly text: string }[];
  destroy(): void;
}

/** What the shared results screens (scores, standings, match end) read of a game: its match facts and its round-scores columns. */
export interface RoundColumns {
  /** The match around the rounds (totals, history, winners, round), null without a match of this game in the snapshot. */
  match(snapshot: Snapshot): MatchFacts | null;
  /** A key that changes when a new match starts ('' without one): the standings animate again for it. */
  matchKey(snapshot: Snapshot): string;
  /** A key that changes once per finished round (the screen counts up again when it changes), '' when none. */
  roundKey(snapshot: Snapshot): string;
  /** The players with a result this round (engine indices). */
  players(snapshot: Snapshot): readonly number[];
  /** The scores screen's title when the game names its own (Coloretto: "Final scores"); else "Round n scores". */
  title?(snapshot: Snapshot): string;
  /**
   * The scores screen's room per detail (design px; `stacked`: two columns of rows, details under the name) when the
   * game's details need more than the usual 300 (250 stacked).
   */
  detailStep?(stacked: boolean): number;
  /** The game's own scores board (drawn instead of the shared rows), made once per scores screen; absent: the shared rows. */
  readonly scoresBoard?: () => ScoresBoard;
  /** The line under the title ("Ana stopped the round"). */
  subtitle(snapshot: Snapshot, nameOf: (player: number) => string): string;
  /** A marker beside a player's name (the one who ended the round), or null. */
  marker(snapshot: Snapshot, player: number): string | null;
  /** A player's figures at `progress` (0..1) of the count-up, null without a result. */
  counted(snapshot: Snapshot, player: number, progress: number): CountedResult | null;
}

/**
 * A game's per-seat handicap in the lobby: its line's name, a value's text, the range and where the game keeps it (a
 * seat's own field, as Ligretto's stack size, or its lobby options, as Ligretto Dice's extra dice).
 */
export interface GameHandicap {
  label(): string;
  value(n: number): string;
  /** The seat card's badge for a handicapped seat (its value on its own would not say what it counts); else `value`. */
  badge?(n: number): string;
  readonly min: number;
  readonly max: number;
  /** The value of a seat nobody handicapped (no badge). */
  readonly none: number;
  /** The handicap of lobby seat `index`. */
  of(seat: Seat, index: number, options: MatchOptions): number;
  /** The lobby command that gives lobby seat `index` the handicap `n`. */
  set(index: number, n: number, options: MatchOptions): LobbyCommand;
}

/** The shared match lines of the lobby that only some games use (the lost-controller line applies to every game). */
export type SharedOptionLine = 'target' | 'rounds' | 'rejectLockMs';

/** What the lobby shows of a game (no Pixi, so the lobby's logic stays testable in Node). */
export interface GameLobby {
  readonly id: GameId;
  /** The game's name in the lobby's Game line. */
  name(): string;
  /** The game's own rule lines in the lobby (after the Game line). */
  lobbyOptions(host: GameOptionsHost): MenuItem[];
  /** The seat handicap line's meaning for this game, null when the game has none (the line is then off). */
  readonly handicap: GameHandicap | null;
  /**
   * The shared match lines this game reads (Target, Fixed rounds, the wrong-press lock); the lobby hides the others
   * while the game is chosen. Absent: every one of them.
   */
  readonly sharedOptions?: readonly SharedOptionLine[];
}

/** One game's front end (`D`: what its table describes); `games/registry.ts` names them. */
export interface GameUi<D = unknown> extends GameLobby {
  createTable(services: AppServices): GameTable<D>;
  /** The game's own binding rows (its table's `actions` has the same), for the controls screen and the remap store. */
  readonly bindings: readonly BindingRow[];
  /** The game actions a pad may remap (rows of `bindings`), with their names. */
  readonly controls: readonly GameControl[];
  /** A seat's game keys in one line for its lobby chip, in its device's labels (`hints` include the game's rows). */
  seatKeys(hints: readonly Hint[], options: MatchOptions, players: number): string;
  readonly results: RoundColumns;
  /**
   * The binding rows each how-to-play step uses (docs/howto.md), by the step's id: the caption names them in every
   * seated device's labels. Absent, or a step without an entry: no buttons named.
   */
  readonly howtoButtons?: Readonly<Record<string, readonly string[]>>;
}

/** The entry of `games` (a registry's list) for a game id, or null for a game it does not list. */
export function findGameUi<G extends { readonly id: GameId }>(games: readonly G[], id: GameId): G | null {
  return games.find((g) => g.id === id) ?? null;
}
