/**
 * The session's live hints (issue 30): which people's seats in a round being played get a hint now, when the next one
 * falls due, and whether the hints on show changed (a wake with nothing else to do then sends a snapshot).
 */
import type { MatchOptions } from '@shared/match-options';
import type { Snapshot } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import { HintWatch, hintsOn } from './hints';
import type { MatchRunner } from './MatchRunner';

/** What live hints read of the match being played. */
export type HintedMatch = Pick<MatchRunner, 'rules' | 'state' | 'players' | 'stage' | 'hasBot'>;

/** What live hints read of the session. */
export interface LiveHintsHost {
  match(): HintedMatch | null;
  demo(): boolean;
  paused(): boolean;
  /** Game time in ms. */
  now(): number;
  options(): MatchOptions;
  seats(): readonly Seat[];
  /** The practice round or the session's first real match: hints are on there by default. */
  firstMatch(): boolean;
}

/** The hints one snapshot carries. */
type SeatHints = NonNullable<Snapshot['hints']>;

/** Live hints for a stuck newcomer. */
export class LiveHints {
  private readonly watch = new HintWatch();
  /** The hints the last snapshot carried, as JSON. */
  private shown = '[]';
  /** Hints `changed()` found new, kept for the snapshot that shows them at the same game time (not worked out twice). */
  private ready: { readonly at: number; readonly hints: SeatHints; readonly json: string } | null = null;

  constructor(private readonly host: LiveHintsHost) {}

  /** A play the engine took: its player's wait (everyone's, in a turn-based game) starts again. */
  played(intent: unknown, at: number, turnBased: boolean): void {
    this.ready = null;
    this.watch.played(intent, at, turnBased);
  }

  /** The people's seats (not bots, nor stand-in bots) stuck for a few seconds in a round being played, with a play each. */
  hints(): SeatHints {
    const ready = this.ready;
    this.ready = null;
    if (ready && ready.at === this.host.now()) {
      this.shown = ready.json;
      return ready.hints;
    }
    const hints = this.due();
    this.shown = JSON.stringify(hints);
    return hints;
  }

  /**
   * Whether the hints due now differ from the last snapshot's. When they do, the next snapshot (at the same game time)
   * takes the hints worked out here instead of working them out again.
   */
  changed(): boolean {
    const hints = this.due();
    const json = JSON.stringify(hints);
    this.ready = json === this.shown ? null : { at: this.host.now(), hints, json };
    return this.ready !== null;
  }

  /** The game time the next hint falls due, or null. */
  nextAt(): number | null {
    return this.hinted() ? this.watch.nextAt(this.host.now()) : null;
  }

  /** The hints due now, worked out from the match's state. */
  private due(): SeatHints {
    const m = this.hinted();
    const seats = this.host.seats();
    return m
      ? this.watch.hints(m.rules, m.state, this.host.now(), (player) => {
          const seat = m.players[player];
          return seat !== undefined && seats[seat]?.kind === 'person' && !m.hasBot(player) ? seat : null;
        })
      : [];
  }

  /** The match whose people's seats get live hints now (a round being played, hints on), its waits begun; null when none. */
  private hinted(): HintedMatch | null {
    const m = this.host.match();
    const on = hintsOn(this.host.options().session, this.host.firstMatch());
    if (!m || this.host.demo() || m.stage !== 'playing' || this.host.paused() || !on) {
      this.watch.clear();
      return null;
    }
    this.watch.begin(m, m.rules.match(m.state).round, m.players.length, this.host.now());
    return m;
  }
}
