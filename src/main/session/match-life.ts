/** A match's life: started from the lobby (a new game or a resumed night) or as the attract-mode demo, and ended. */
import { rejectLockOf } from '@shared/match-options';
import type { AnyGameBot, BotRegistry } from '@bots/index';
import type { GameRegistry } from '@engine/game-registry';
import type { AnyGameRules } from '@shared/game';
import type { HostOutMessage } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import type { LobbyState } from './lobby-state';
import type { LostControllers } from './lost-controllers';
import { waitingSeats } from './late-join';
import { occupiedSeats } from './lobby';
import { prepareMatch, type StartResult } from './match-start';
import { practiceOptions, practiceRefusal, practiceSeats } from './practice';
import { MatchRunner } from './MatchRunner';
import type { MatchRecord, SessionDeps, SessionSaves } from './ports';

/** What a match's life asks of its session. */
export interface MatchLifeHost {
  /** Game time in ms. */
  now(): number;
  /** Where rounds are recorded and resumed nights come from; null when the host keeps no saves. */
  saves(): Pick<SessionSaves, 'record' | 'resumePlan'> | null;
  autoAdvance(): boolean;
  /** The match changed: the session reschedules and shows it with these events. */
  changed(events: readonly unknown[]): void;
  /** The match is gone: held intents are dropped and the game clock runs again. */
  stopped(): void;
  broadcast(msg: HostOutMessage): void;
  /** A person's or bot's intent the engine took (live hints restart that player's wait). */
  played(intent: unknown, at: number, turnBased: boolean): void;
}

/** The running match (or none) and the demo flag; starts, records and ends matches. */
export class MatchLife {
  private current: MatchRunner | null = null;
  private demoOn = false;
  /** The practice round running: the lobby's seats to restore when it ends (nothing it does is recorded). */
  private practiceOf: { readonly seats: Seat[] } | null = null;
  /** Real matches started this session (the practice round is offered before the first). */
  private realMatches = 0;

  constructor(
    private readonly deps: SessionDeps,
    private readonly games: GameRegistry,
    private readonly bots: BotRegistry,
    private readonly lobby: LobbyState,
    private readonly lost: LostControllers,
    private readonly host: MatchLifeHost,
  ) {}

  /** The running match, null in the lobby. */
  get match(): MatchRunner | null {
    return this.current;
  }

  /** Whether the attract-mode demo is on (bots only, nothing saved). */
  get demo(): boolean {
    return this.demoOn;
  }

  /** Whether the practice round runs. */
  get practice(): boolean {
    return this.practiceOf !== null;
  }

  /** Real matches started this session (not the demo's, not the practice round). */
  get realMatchCount(): number {
    return this.realMatches;
  }

  /** The practice round: the lobby's people and up to two relaxed bots, one round, nothing recorded. Why not, or null. */
  startPractice(): string | null {
    const people = this.lobby.seats.filter((s) => s.kind === 'person').length;
    const running = this.current !== null || this.demoOn;
    const why = practiceRefusal({ running, realMatches: this.realMatches, event: this.lobby.hasEvent(), people });
    const rules = this.games.get(this.lobby.game);
    if (why !== null || rules === null) return why ?? `no game ${this.lobby.game}`;
    this.practiceOf = { seats: this.lobby.seats };
    this.lobby.seats = practiceSeats(this.lobby.seats, rules.players.max);
    return this.start();
  }

  /** Any seat may leave the practice round: the real match starts at once with the lobby's seats. Why not, or null. */
  leavePractice(): string | null {
    if (!this.practiceOf) return 'no practice round is running';
    this.toLobby();
    return occupiedSeats(this.lobby.seats).length >= 2 ? this.start() : null;
  }

  /** In the lobby: no match and no demo. */
  inLobby(): boolean {
    return this.current === null && !this.demoOn;
  }

  /** Records a step of the match to the saves (never the demo's). */
  record(entry: MatchRecord): void {
    if (!this.demoOn && !this.practiceOf) this.host.saves()?.record(entry);
  }

  /** The attract-mode demo: back to the lobby, `bots` bot seats, and a match of them. */
  startDemo(bots: number): void {
    this.toLobby();
    this.lobby.seatDemo(bots);
    this.demoOn = true;
    this.start();
  }

  /** Back to the lobby; `ended`: the host ended the match, so its night is over (never offered for resume). */
  toLobby(ended = false): void {
    if (this.demoOn) this.lobby.clearSeats();
    // A recorded result seats the next table once it is saved (the event's settled callback).
    else if (this.current) this.lobby.matchEnded(this.current);
    this.current = null;
    this.host.stopped();
    this.demoOn = false;
    this.lost.reset();
    this.record({ kind: 'match-left', ended });
    // Whoever joined while it ran sits like everyone else now (issue 30), in the lobby's own seats after the practice round.
    this.lobby.seatLatecomers(this.practiceOf?.seats);
    this.practiceOf = null;
    this.host.changed([]);
  }

  /** Starts the resumed night's next round, or a new match of the lobby's game: why it cannot start (logged), or null. */
  start(): string | null {
    const { seats } = this.lobby;
    const plan = this.demoOn || this.practiceOf ? null : (this.host.saves()?.resumePlan() ?? null);
    const { games, bots, lobby, deps } = this;
    const options = this.practiceOf ? practiceOptions(lobby.matchOptions()) : lobby.matchOptions();
    const prepared = prepareMatch({ games, bots, plan, game: lobby.game, seats, options, seed: deps.seed });
    if (!prepared.ok) {
      if (this.practiceOf) this.lobby.seats = this.practiceOf.seats;
      this.practiceOf = null;
      const error = prepared.problems.join('; ');
      this.deps.log(`match refused: ${error}`);
      return error;
    }
    const { rules, bot, started } = prepared;
    this.lost.reset();
    if (!this.demoOn && !this.practiceOf) this.realMatches++;
    this.current = this.runner(rules, bot, started);
    const { players, state } = started;
    this.record({ kind: 'match-started', game: rules.id, seats, players, lobby: lobby.options, state, at: this.host.now() });
    this.current.begin(seats, this.deps.seed(), started.events);
    return null;
  }

  private runner(rules: AnyGameRules, bot: AnyGameBot, started: Extract<StartResult, { ok: true }>): MatchRunner {
    const timings = { ...rules.flow.timings, ...this.deps.timings };
    const host = {
      now: () => this.host.now(),
      emit: (events: readonly unknown[]) => this.host.changed(events),
      record: (entry: MatchRecord) => {
        if (entry.kind === 'intent' && entry.ok) this.host.played(entry.intent, entry.at, rules.flow.pace !== 'real-time');
        this.record(entry);
      },
      rejected: (
        player: number,
        intent: { readonly do: string; readonly slot?: unknown },
        reason: string,
        late: boolean,
        lockedUntil: number | null,
      ) => {
        const seat = this.current?.players[player] ?? -1;
        const slot = typeof intent.slot === 'number' ? intent.slot : null;
        this.host.broadcast({ t: 'rejected', seat, do: intent.do, slot, reason, late, ...(lockedUntil === null ? {} : { lockedUntil }) });
      },
      rejectLockMs: () => rejectLockOf(this.lobby.options, rules.id),
      log: this.deps.log,
      matchDone: () => (this.demoOn ? this.startDemo(this.current?.players.length ?? 2) : this.toLobby()),
      seats: () => this.lobby.seats,
      autoAdvance: () => this.host.autoAdvance(),
      // Issue 30: latecomers play from the next round of a real match (never the practice round's or an event's table).
      joiners: (players: readonly number[], room: number) =>
        this.practiceOf || this.lobby.hasEvent() ? [] : waitingSeats(this.lobby.seats, players, room),
      joined: (seats: readonly number[]) => this.lobby.dealtIn(seats),
    };
    return new MatchRunner(rules, bot, started, timings, host, this.demoOn, this.deps.seed());
  }
}
