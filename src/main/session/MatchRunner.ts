/** Drives any game's round flow: countdown, start call, intents in arrival order, round end stages, next round, match end. */
import { BotScheduler, type AnyGameBot, type BotLevel } from '@bots/index';
import { afterRejection, createLocks, lockedUntil, screenIntent, type RejectLocks } from '@engine/reject-lock';
import { seedRng } from '@engine/rng';
import type { AnyGameRules, StageTimings } from '@shared/game';
import { gameIntent, shownIntent, type SeatIntent } from './seat-intent';
import type { Stage } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import type { StartResult } from './match-start';
import type { MatchRecord } from './ports';

/** What the runner needs from its session. */
export interface RunnerHost {
  /** Game time in ms (paused stretches left out). */
  now(): number;
  /** A change to show, with what happened. */
  emit(events: readonly unknown[]): void;
  record(entry: MatchRecord): void;
  /**
   * An intent refused, for every view; `late` when it would have fitted a moment earlier; `lockedUntil` the game time
   * the seat's F1 lock ends when the refusal is (or started) a lock.
   */
  rejected(
    player: number,
    intent: { readonly do: string; readonly slot?: unknown },
    reason: string,
    late: boolean,
    lockedUntil: number | null,
  ): void;
  /** F1: game ms a wrong play locks the seat (0: off), read at every start call. */
  rejectLockMs(): number;
  log(line: string): void;
  /** The match-over stage is done (timed out or skipped). */
  matchDone(): void;
  /** The lobby seats now (names may change between rounds). */
  seats(): readonly Seat[];
  /** Whether results screens (scores, standings) move on by themselves; read each time one shows. */
  autoAdvance(): boolean;
  /**
   * Issue 30: the lobby seats waiting to be dealt in at the next round (at most `room`, in seat order); asked only of
   * a game with `roundJoin`. Absent: nobody joins between rounds.
   */
  joiners?(players: readonly number[], room: number): readonly number[];
  /** Those seats were dealt in: they are players from this round on (their waiting mark ends). */
  joined?(seats: readonly number[]): void;
}

export { gameIntent, shownIntent, type SeatIntent } from './seat-intent';

const AFTER_ROUND = ['stopped', 'scores', 'standings'] as const;

/** The results stages, which wait for the people unless auto-advance is on (or the demo runs). */
const RESULTS: readonly Stage[] = ['scores', 'standings'];

/** Most intents a timed-out turn's default move takes (a draw and a place, say) before the runner gives up on it. */
const MAX_TIMEOUT_STEPS = 4;

/** One match of one game: its state, stage and timer, and the bots at its table. */
export class MatchRunner {
  stage: Stage = 'countdown';
  stageEndsAt: number | null = null;
  /** How many stages have been entered: a new number is a new showing (a results wait starts afresh). */
  entered = 0;
  /** Game time the turn timer of a turn-based game runs out (`flow.turnTimer`), null while none runs. */
  turnEndsAt: number | null = null;
  state: unknown;
  /** Engine player index -> lobby seat; grows at a round boundary when latecomers are dealt in (`roundJoin`). */
  private seatOf: number[];
  /** The state before the last applied intent, to tell a lost race ("too slow!") from a wrong move. */
  private previous: unknown = null;
  private readonly bots: BotScheduler<unknown, unknown, { readonly player: number }>;
  /** F1: every player's lock on the game clock (renewed at each start call). */
  private locks: RejectLocks = createLocks(0, 0);
  /** The turn number the turn timer runs for. */
  private timedTurn: number | null = null;
  /** RNG state of the default moves made when a turn timer runs out. */
  private timeoutRng: number;

  constructor(
    readonly rules: AnyGameRules,
    private readonly bot: AnyGameBot,
    started: Extract<StartResult, { ok: true }>,
    private readonly timings: StageTimings,
    private readonly host: RunnerHost,
    private readonly demo: boolean,
    seed: number,
  ) {
    this.state = started.state;
    this.seatOf = [...started.players];
    this.bots = new BotScheduler(bot, (s, p) => rules.view(s, p), seed);
    this.timeoutRng = seedRng(seed ^ 0x7173_0e75);
  }

  /** Engine player index -> lobby seat. */
  get players(): readonly number[] {
    return this.seatOf;
  }

  /** Seats the bots of bot seats and enters the first countdown. */
  begin(seats: readonly Seat[], seed: number, events: readonly unknown[]): void {
    const levels = this.players.map((seat): BotLevel | null => (seats[seat]?.kind === 'bot' ? (seats[seat]?.botLevel ?? 'casual') : null));
    this.bots.seatLevels(levels, seed);
    this.enter('countdown', this.timings.countdown, events);
  }

  /** Is a bot playing this engine player now? */
  hasBot(player: number): boolean {
    return this.bots.has(player);
  }

  /** A stand-in bot for a person whose controller was lost. */
  standIn(player: number, level: BotLevel, seed: number): void {
    this.bots.standIn(player, level, seed);
    if (this.stage === 'playing') this.bots.changed(this.state, this.host.now());
  }

  /** A person (back) at the seat: its bot stops. */
  release(player: number): void {
    this.bots.release(player);
  }

  /** After a pause the bots look at the table again. */
  resumed(): void {
    if (this.stage === 'playing') this.bots.changed(this.state, this.host.now());
  }

  /** Whether `continue` may skip the current stage. */
  skippable(): boolean {
    return this.stage === 'stopped' || this.stage === 'scores' || this.stage === 'standings' || this.stage === 'match-over';
  }

  /** A seat's intent, validated against the game's intent schema; false when it is not one of the game's intents. */
  seatIntent(player: number, msg: SeatIntent): boolean {
    const intent = gameIntent(this.rules, player, msg);
    if (intent === null) return false;
    this.intent(intent);
    return true;
  }

  /**
   * P5: applies one intent now, in arrival order; a refusal is shown on every view. F1: a play of a locked seat is
   * refused as `locked` before the game sees it (so it is neither recorded nor in the replay).
   */
  private intent(intent: { readonly player: number }, auto = false): 'applied' | 'rejected' | 'locked' {
    const at = this.host.now();
    const fairPlay = this.rules.fairPlay;
    const lockEnd = fairPlay ? screenIntent(this.locks, fairPlay, intent, at) : null;
    if (lockEnd !== null) {
      this.bots.locked(intent.player, this.state, at, lockEnd);
      this.host.rejected(intent.player, this.shown(intent), 'locked', false, lockEnd);
      return 'locked';
    }
    const r = this.rules.reduce(this.state, { type: 'intent', intent, at, ...(auto ? { auto } : {}) });
    if (this.rules.flow.phase(this.state) === 'playing') this.host.record({ kind: 'intent', intent, ok: r.ok, at });
    if (r.ok) {
      this.afterGame(r.state, r.events);
      return 'applied';
    }
    const late = this.previous !== null && this.rules.late(this.previous, intent, r.reason);
    if (fairPlay) this.locks = afterRejection(this.locks, fairPlay, intent, r.reason, late, at);
    const until = lockedUntil(this.locks, intent.player, at);
    this.host.rejected(intent.player, this.shown(intent), r.reason, late, until);
    if (until === null) return 'rejected';
    this.bots.locked(intent.player, this.state, at, until);
    return 'locked';
  }

  /** The intent's kind and slot as the views show a refusal. */
  private shown(intent: { readonly player: number }): { readonly do: string; readonly slot?: unknown } {
    return shownIntent(this.rules, intent);
  }

  /** Whether a results screen is on and waits for people (no timer runs it out). */
  waits(): boolean {
    return RESULTS.includes(this.stage) && this.stageEndsAt === null;
  }

  /** Auto-advance was switched: a results screen on show starts its timer now, or stops it and waits. */
  paceChanged(): void {
    if (!RESULTS.includes(this.stage) || this.demo) return;
    const ms = this.timings[this.stage as 'scores' | 'standings'];
    this.stageEndsAt = this.host.autoAdvance() && ms !== null ? this.host.now() + ms : null;
  }

  private enter(stage: Stage, duration: number | null, events: readonly unknown[]): void {
    this.stage = stage;
    this.entered++;
    const waits = RESULTS.includes(stage) && !this.demo && !this.host.autoAdvance();
    this.stageEndsAt = duration === null || waits ? null : this.host.now() + duration;
    this.host.emit(events);
  }

  private afterGame(state: unknown, events: readonly unknown[]): void {
    const phase = this.rules.flow.phase(state);
    const before = this.state;
    this.state = state;
    this.timeTurn();
    if (phase === 'round-over') {
      this.host.record({ kind: 'round-over', state, seats: this.host.seats(), at: this.host.now() });
      return this.afterRound(0, events);
    }
    if (phase === 'awaiting-start') {
      // A newly dealt round gets the full countdown (S5); a restart within the round the shorter one (B2).
      const dealt = this.rules.flow.dealt(events);
      if (dealt) this.host.record({ kind: 'round-dealt', state, at: this.host.now(), players: [...this.seatOf] });
      this.bots.hold();
      return this.enter('countdown', dealt ? this.timings.countdown : this.timings.restartCountdown, events);
    }
    this.previous = before;
    this.bots.changed(state, this.host.now());
    this.host.emit(events);
  }

  /** The round-end stages from `from` on, skipping those the game's flow leaves out, then the next round or match end. */
  private afterRound(from: number, events: readonly unknown[]): void {
    for (let i = from; i < AFTER_ROUND.length; i++) {
      const stage = AFTER_ROUND[i] as (typeof AFTER_ROUND)[number];
      const ms = this.timings[stage];
      if (ms !== null) return this.enter(stage, ms, events);
    }
    if (this.rules.match(this.state).over) return this.enter('match-over', this.demo ? this.timings.demoRestart : null, events);
    this.nextRound();
  }

  /** The next round, dealing in whoever waits for it when the game takes newcomers between rounds (issue 30). */
  private nextRound(): void {
    const room = this.rules.players.max - this.seatOf.length;
    const joining = this.rules.roundJoin === true && !this.demo && room > 0 ? (this.host.joiners?.(this.seatOf, room) ?? []) : [];
    if (joining.length === 0) return this.apply({ type: 'next-round' });
    const r = this.rules.reduce(this.state, { type: 'next-round', join: joining.length });
    if (!r.ok) {
      // Nobody is dealt in (they keep waiting): the round goes on with the table as it was.
      this.host.log(`session action next-round with ${joining.length} joining refused: ${r.reason}`);
      return this.apply({ type: 'next-round' });
    }
    this.seatOf.push(...joining);
    this.host.joined?.(joining);
    this.afterGame(r.state, r.events);
  }

  private apply(action: { readonly type: 'start' } | { readonly type: 'next-round' }): void {
    const r = this.rules.reduce(this.state, action);
    if (!r.ok) {
      this.host.log(`session action ${action.type} refused: ${r.reason}`);
      return;
    }
    if (action.type === 'start') {
      this.stageEndsAt = null;
      this.stage = 'playing';
      this.previous = null;
      this.locks = createLocks(this.host.rejectLockMs(), this.players.length);
      this.bots.start(r.state, this.host.now());
      this.host.record({ kind: 'start-call', at: this.host.now() });
    }
    this.afterGame(r.state, r.events);
  }

  /** Moves the flow on: the timer of the current stage ran out, or a view skipped it. */
  advance(): void {
    switch (this.stage) {
      case 'countdown':
        return this.apply({ type: 'start' });
      case 'stopped':
        return this.afterRound(1, []);
      case 'scores':
        return this.afterRound(2, []);
      case 'standings':
        return this.afterRound(3, []);
      case 'match-over':
        return this.host.matchDone();
      default:
        return;
    }
  }

  /** A new turn (a new turn number) starts the turn timer again; no timer once the game's flow names none. */
  private timeTurn(): void {
    const timer = this.rules.flow.turnTimer?.(this.state) ?? null;
    if (timer === null) {
      this.turnEndsAt = null;
      this.timedTurn = null;
    } else if (timer.turn !== this.timedTurn) {
      this.timedTurn = timer.turn;
      this.turnEndsAt = this.host.now() + timer.ms;
    }
  }

  /**
   * The turn timer ran out: the seat's move is made by the game's bot policy at the timer's level, intent by intent
   * (each marked `auto`, so the game tells the views) until a new turn begins.
   */
  private timeOut(): void {
    const timer = this.rules.flow.turnTimer?.(this.state) ?? null;
    const player = this.rules.flow.turn(this.state);
    this.turnEndsAt = null;
    if (timer === null || player === null) return;
    for (let step = 0; step < MAX_TIMEOUT_STEPS; step++) {
      const decision = this.bot.decide(this.rules.view(this.state, player), timer.level, this.timeoutRng, this.host.now());
      this.timeoutRng = decision.rng;
      const intent = decision.plan.kind === 'send' ? decision.plan.intent : this.rules.legalIntents(this.state, player)[0];
      if (intent === undefined || this.intent(intent, true) !== 'applied') return;
      if (this.rules.flow.turnTimer?.(this.state)?.turn !== timer.turn) return;
    }
  }

  /** The earliest game time the runner needs to be woken: its stage timer, the turn timer or a bot. */
  nextAt(): number | null {
    const botAt = this.stage === 'playing' ? this.bots.nextAt() : null;
    const turnAt = this.stage === 'playing' ? this.turnEndsAt : null;
    const settleAt = this.settlesAt();
    const times = [this.stageEndsAt, botAt, turnAt, settleAt].filter((t): t is number => t !== null);
    return times.length === 0 ? null : Math.min(...times);
  }

  /** Wakes at game time `now`: a stage ends, a turn timer runs out, or a bot's intent arrives. */
  wake(now: number): void {
    if (this.stageEndsAt !== null && this.stageEndsAt <= now) return this.advance();
    if (this.stage !== 'playing') return;
    if (this.turnEndsAt !== null && this.turnEndsAt <= now) return this.timeOut();
    // A roll landed (or the like): the views change with no intent, so they go out now.
    const settled = this.settledAt;
    if (settled !== null && settled <= now) {
      this.settledAt = null;
      this.host.emit([]);
    }
    const due = this.bots.due(this.state, now);
    if (due && this.intent(due.intent) === 'rejected') this.bots.sent(due.player, this.state, now);
  }

  /** The last `flow.settlesAt` asked for, so the views go out once for it. */
  private settledAt: number | null = null;

  private settlesAt(): number | null {
    if (this.stage !== 'playing') return null;
    this.settledAt = this.rules.flow.settlesAt?.(this.state, this.host.now()) ?? null;
    return this.settledAt;
  }
}
