/**
 * The session's live hints (issue 30): which people's seats in a round being played get a hint now, when the next one
 * falls due, and whether the hints on show changed (a wake with nothing else to do then sends a snapshot).
 */
import type { MatchOptions } from '@shared/match-options';
import type { Snapshot } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import { HintWatch, hintsOn } from './hints';
import type { MatchRunner } from './MatchRunner';

/** What live hints read of the session. */
export interface LiveHintsHost {
  match(): MatchRunner | null;
  demo(): boolean;
  paused(): boolean;
  /** Game time in ms. */
  now(): number;
  options(): MatchOptions;
  seats(): readonly Seat[];
  /** The practice round or the session's first real match: hints are on there by default. */
  firstMatch(): boolean;
}

/** Live hints for a stuck newcomer. */
export class LiveHints {
  private readonly watch = new HintWatch();
  /** The hints the last snapshot carried, as JSON. */
  private shown = '[]';

  constructor(private readonly host: LiveHintsHost) {}

  /** A play the engine took: its player's wait (everyone's, in a turn-based game) starts again. */
  played(intent: unknown, at: number, turnBased: boolean): void {
    this.watch.played(intent, at, turnBased);
  }

  /** The people's seats (not bots, nor stand-in bots) stuck for a few seconds in a round being played, with a play each. */
  hints(): NonNullable<Snapshot['hints']> {
    const m = this.hinted();
    const seats = this.host.seats();
    const hints = m
      ? this.watch.hints(m.rules, m.state, this.host.now(), (player) => {
          const seat = m.players[player];
          return seat !== undefined && seats[seat]?.kind === 'person' && !m.hasBot(player) ? seat : null;
        })
      : [];
    this.shown = JSON.stringify(hints);
    return hints;
  }

  /** Whether the hints due now differ from the last snapshot's. */
  changed(): boolean {
    const before = this.shown;
    return JSON.stringify(this.hints()) !== before;
  }

  /** The game time the next hint falls due, or null. */
  nextAt(): number | null {
    return this.hinted() ? this.watch.nextAt(this.host.now()) : null;
  }

  /** The match whose people's seats get live hints now (a round being played, hints on), its waits begun; null when none. */
  private hinted(): MatchRunner | null {
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
