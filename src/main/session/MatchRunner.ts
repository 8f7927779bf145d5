/** Drives any game's round flow: countdown, start call, intents in arrival order, round end stages, next round, match end. */
import { BotScheduler, type AnyGameBot, type BotLevel } from '@bots/index';
import type { AnyGameRules, StageTimings } from '@shared/game';
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
  /** An intent the game refused, for every view; `late` when it would have fitted a moment earlier. */
  rejected(player: number, intent: { readonly do: string; readonly slot?: unknown }, reason: string, late: boolean): void;
  log(line: string): void;
  /** The match-over stage is done (timed out or skipped). */
  matchDone(): void;
  /** The lobby seats now (names may change between rounds). */
  seats(): readonly Seat[];
}

/** An intent as a seat sends it: the game's fields without `player`. */
export interface SeatIntent {
  readonly do: string;
  readonly slot?: number | undefined;
}

const AFTER_ROUND = ['stopped', 'scores', 'standings'] as const;

/** One match of one game: its state, stage and timer, and the bots at its table. */
export class MatchRunner {
  stage: Stage = 'countdown';
  stageEndsAt: number | null = null;
  state: unknown;
  /** Engine player index -> lobby seat. */
  readonly players: readonly number[];
  /** The state before the last applied intent, to tell a lost race ("too slow!") from a wrong move. */
  private previous: unknown = null;
  private readonly bots: BotScheduler<unknown, unknown, { readonly player: number }>;

  constructor(
    readonly rules: AnyGameRules,
    bot: AnyGameBot,
    started: Extract<StartResult, { ok: true }>,
    private readonly timings: StageTimings,
    private readonly host: RunnerHost,
    private readonly demo: boolean,
    seed: number,
  ) {
    this.state = started.state;
    this.players = started.players;
    this.bots = new BotScheduler(bot, (s, p) => rules.view(s, p), seed);
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
    const parsed = this.rules.schemas.intent.safeParse(
      msg.slot === undefined ? { player, do: msg.do } : { player, do: msg.do, slot: msg.slot },
    );
    if (!parsed.success) return false;
    this.intent(parsed.data);
    return true;
  }

  /** P5: applies one intent now, in arrival order; a refusal is shown on every view. */
  private intent(intent: { readonly player: number }): boolean {
    const at = this.host.now();
    const r = this.rules.reduce(this.state, { type: 'intent', intent, at });
    if (this.rules.flow.phase(this.state) === 'playing') this.host.record({ kind: 'intent', intent, ok: r.ok, at });
    if (r.ok) {
      this.afterGame(r.state, r.events);
      return true;
    }
    const late = this.previous !== null && this.rules.late(this.previous, intent, r.reason);
    const fields = this.rules.schemas.intent.safeParse(intent);
    const shown = fields.success && typeof fields.data === 'object' && fields.data !== null ? fields.data : {};
    const kind = 'do' in shown && typeof shown.do === 'string' ? shown.do : '';
    const slot = 'slot' in shown ? shown.slot : undefined;
    this.host.rejected(intent.player, { do: kind, slot }, r.reason, late);
    return false;
  }

  private enter(stage: Stage, duration: number | null, events: readonly unknown[]): void {
    this.stage = stage;
    this.stageEndsAt = duration === null ? null : this.host.now() + duration;
    this.host.emit(events);
  }

  private afterGame(state: unknown, events: readonly unknown[]): void {
    const phase = this.rules.flow.phase(state);
    const before = this.state;
    this.state = state;
    if (phase === 'round-over') {
      this.host.record({ kind: 'round-over', state, seats: this.host.seats(), at: this.host.now() });
      return this.afterRound(0, events);
    }
    if (phase === 'awaiting-start') {
      // A newly dealt round gets the full countdown (S5); a restart within the round the shorter one (B2).
      const dealt = this.rules.flow.dealt(events);
      if (dealt) this.host.record({ kind: 'round-dealt', state, at: this.host.now() });
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
    this.apply({ type: 'next-round' });
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

  /** The earliest game time the runner needs to be woken: its stage timer or a bot. */
  nextAt(): number | null {
    const botAt = this.stage === 'playing' ? this.bots.nextAt() : null;
    const times = [this.stageEndsAt, botAt].filter((t): t is number => t !== null);
    return times.length === 0 ? null : Math.min(...times);
  }

  /** Wakes at game time `now`: a stage ends, or a bot's intent arrives. */
  wake(now: number): void {
    if (this.stageEndsAt !== null && this.stageEndsAt <= now) return this.advance();
    if (this.stage !== 'playing') return;
    const due = this.bots.due(this.state, now);
    if (due && !this.intent(due.intent)) this.bots.sent(due.player, this.state, now);
  }
}
