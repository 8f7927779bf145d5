/** The lobby's state: the 12 seats, the match options, the chosen game, and the event that seats the table. */
import { withGameOptions, withNamedOptions } from '@shared/match-options';
import type { GameRegistry } from '@engine/game-registry';
import type { EventFile } from '@shared/event/event-schema';
import type { EventView } from '@shared/event/event-view';
import type { GameId } from '@shared/game';
import type { LobbyCommand } from '@shared/protocol';
import { DEFAULT_MATCH_OPTIONS, type BotLevelName, type MatchOptions, type Seat } from '@shared/seats';
import { EventRun, type EventSave } from './EventRun';
import { applyLobby, emptySeats, fillWithBots, occupiedSeats } from './lobby';
import { dealtIn, lateJoin, seatLatecomers, waitingSeatCommand } from './late-join';
import type { MatchRunner } from './MatchRunner';

/** What the lobby reads of the running match: its stage and seat map, the bot to stop when a person takes a seat, its result. */
export type LobbyMatch = Pick<MatchRunner, 'stage' | 'players' | 'release' | 'rules' | 'state'>;

/** What the lobby asks of its session. */
export interface LobbyHost {
  /** In the lobby: no match and no demo (an event's next table is seated only then). */
  inLobby(): boolean;
  /** Whether the practice round runs (its seats are the practice table's: the lobby waits for the real match). */
  practice(): boolean;
  /** Whether the attract-mode demo runs (its match is no one's: nobody waits for it to end); absent: never. */
  demo?(): boolean;
  /** Something the snapshot shows changed on its own (an event's save resolved). */
  changed(): void;
  log(line: string): void;
}

/** Seats, options, game choice and event of the lobby, and the lobby commands that change them. */
export class LobbyState {
  seats: Seat[] = emptySeats();
  options: MatchOptions = DEFAULT_MATCH_OPTIONS;
  game: GameId;
  /** The event being run at this table, if any. */
  private event: EventRun | null = null;

  constructor(
    private readonly games: GameRegistry,
    game: GameId,
    private readonly host: LobbyHost,
  ) {
    this.game = game;
  }

  /** A lobby command (between rounds only; mid-match a person may only take over a bot seat): why it is refused, or null. */
  command(cmd: LobbyCommand, match: LobbyMatch | null): string | null {
    const stage = match?.stage ?? 'lobby';
    const betweenRounds = stage === 'lobby' || stage === 'scores' || stage === 'standings' || stage === 'match-over';
    const late = this.lateCommand(cmd, match !== null, betweenRounds);
    if (late !== undefined) return late;
    if (!betweenRounds) return 'the lobby can change only between rounds';
    if (this.host.practice()) return 'the practice round is on: the seats change for the real match';
    if (stage !== 'lobby' && cmd.op !== 'join' && cmd.op !== 'update-seat') return 'only joining a bot seat works mid-match';
    if (stage !== 'lobby' && cmd.op === 'join' && (cmd.seat === undefined || this.seats[cmd.seat]?.kind !== 'bot')) {
      return 'mid-match, a person can take over a bot seat only';
    }
    if (cmd.op === 'set-game') {
      if (this.games.get(cmd.game) === null) return `no game ${cmd.game}`;
      this.game = cmd.game;
      return null;
    }
    if (cmd.op === 'set-options') {
      const next = withNamedOptions(this.options, cmd.options);
      if (typeof next === 'string') return next;
      this.options = next;
      return null;
    }
    if (cmd.op === 'set-game-options') {
      this.options = withGameOptions(this.options, cmd.patch);
      return null;
    }
    const r = applyLobby(this.seats, cmd);
    if (!r.ok) return r.error;
    this.seats = this.event && cmd.op === 'join' ? this.event.keepEntrantNames(r.seats) : r.seats;
    if (match && cmd.op === 'join') match.release(match.players.indexOf(cmd.seat ?? -1));
    return null;
  }

  /**
   * Issue 30: once a match runs (or the practice round), a join seats the person waiting for the next match, and a
   * waiting seat may leave or be renamed; a takeover of a bot's seat between rounds goes on as before. Returns why a
   * late command is refused, null when done, undefined when the command is not a late one.
   */
  private lateCommand(cmd: LobbyCommand, matchOn: boolean, betweenRounds: boolean): string | null | undefined {
    if (!(matchOn && this.host.demo?.() !== true) && !this.host.practice()) return undefined;
    if (cmd.op === 'join') {
      const takeover = matchOn && betweenRounds && !this.host.practice() && cmd.seat !== undefined && this.seats[cmd.seat]?.kind === 'bot';
      if (takeover) return undefined;
      const r = lateJoin(this.seats, cmd);
      if (!r.ok) return r.error;
      this.seats = r.seats;
      return null;
    }
    if (!waitingSeatCommand(this.seats, cmd)) return undefined;
    const r = applyLobby(this.seats, cmd);
    if (!r.ok) return r.error;
    this.seats = r.seats;
    return null;
  }

  /** The match is over: its latecomers sit like everyone else (`restored`: the lobby's seats back after the practice round). */
  seatLatecomers(restored?: readonly Seat[]): void {
    this.seats = seatLatecomers(this.seats, restored);
  }

  /** Latecomers dealt in at a round boundary: they play from this round on (issue 30). */
  dealtIn(joined: readonly number[]): void {
    this.seats = dealtIn(this.seats, joined);
  }

  /** A resumed night's lobby (its game only when this host knows it). */
  restore(seats: readonly Seat[], options: MatchOptions, game: GameId): void {
    this.seats = [...seats];
    this.options = options;
    if (this.games.get(game) !== null) this.game = game;
  }

  /** The demo's table: `bots` bot seats. */
  seatDemo(bots: number): void {
    this.seats = fillWithBots(emptySeats(), bots);
  }

  /** Twelve open seats (the demo is over). */
  clearSeats(): void {
    this.seats = emptySeats();
  }

  /** Whether an event is being run at this table. */
  hasEvent(): boolean {
    return this.event !== null;
  }

  /** Why no match may start from this lobby (too few players, the event's last result unsaved), or null. */
  startProblem(): string | null {
    if (occupiedSeats(this.seats).length < 2) return 'a match needs at least 2 players';
    return this.event?.blocked() ?? null;
  }

  /** The options a new match starts with: the lobby's, with an event's rounds per game. */
  matchOptions(): MatchOptions {
    return this.event?.matchOptions(this.options, this.game) ?? this.options;
  }

  /**
   * Runs an event at this table: its next table is seated now, and again once each recorded result's save resolved
   * (if the lobby is showing then); `save` gets every change.
   */
  runEvent(file: EventFile, save: EventSave, standIn: BotLevelName): void {
    const run: EventRun = new EventRun(file, save, standIn, (failed) => {
      if (this.event !== run) return;
      if (failed !== null) this.host.log(`event: the last result is not saved yet: ${failed}`);
      else if (this.host.inLobby()) this.seats = run.seats();
      this.host.changed();
    });
    this.event = run;
    this.seats = this.event.seats();
  }

  /** Stops running the event (its file stays as saved). */
  leaveEvent(): void {
    this.event = null;
  }

  /** A match left for the lobby: an event records its places (and seats its next table once saved), or logs why not. */
  matchEnded(match: LobbyMatch): void {
    if (!this.event) return;
    const why = this.event.matchEnded(match.rules.match(match.state), match.players);
    if (why !== null) this.host.log(`event: ${why}`);
  }

  /** The snapshot's event view: between games only (the leaderboard can be long; mid-game snapshots go out often). */
  eventView(match: LobbyMatch | null): EventView | null {
    return this.event && (match === null || match.stage === 'match-over') ? this.event.view() : null;
  }
}
