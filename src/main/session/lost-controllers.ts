/** Lost controllers: a seat whose controller vanished is freed (lobby) or frozen (match: the table pauses or a bot stands in). */
import type { LostSeatChoice } from '@shared/protocol';
import type { FrozenSeat } from '@shared/results-wait';
import type { InputBinding, Seat } from '@shared/seats';
import { applyLobby, sameInput } from './lobby';
import type { LobbyState } from './lobby-state';
import type { MatchRunner } from './MatchRunner';

/** What lost controllers touch of the running match: its seat map and its stand-in bots. */
export type LostMatch = Pick<MatchRunner, 'players' | 'standIn' | 'release'>;

/** What lost controllers ask of their session. */
export interface LostHost {
  match(): LostMatch | null;
  paused(): boolean;
  /** Pauses or resumes the table (the session shows it). */
  setPaused(paused: boolean): void;
  /** A stand-in bot changed: the session's next wake-up may have moved. */
  schedule(): void;
  /** Something the snapshot shows changed. */
  changed(): void;
  /** A seed for a stand-in bot. */
  seed(): number;
}

/** The frozen seats of the match, and the pause that waits for their people. */
export class LostControllers {
  /** Seats whose controller was lost mid-match; `bot` when a stand-in bot plays them. */
  private frozenSeats: FrozenSeat[] = [];
  /** The match was paused because a controller was lost (it resumes when the last one is back). */
  private autoPaused = false;

  constructor(
    private readonly lobby: LobbyState,
    private readonly host: LostHost,
  ) {}

  /** The frozen seats, for the snapshot. */
  get frozen(): readonly FrozenSeat[] {
    return this.frozenSeats;
  }

  /** A new match or the lobby: nothing is frozen or waited for. */
  reset(): void {
    this.frozenSeats = [];
    this.autoPaused = false;
  }

  /** The host resumed by hand: a later return of a controller no longer resumes anything. */
  resumedByHand(): void {
    this.autoPaused = false;
  }

  /** A seat's controller vanished: in the lobby the seat is freed, mid-match it freezes (pause or stand-in bot). */
  lost(input: InputBinding): void {
    const lobby = this.lobby;
    const seat = lobby.seats.findIndex((s) => s.kind === 'person' && sameInput(s.input, input));
    if (seat === -1 || this.frozenSeats.some((f) => f.seat === seat)) return;
    const m = this.host.match();
    // A seat waiting for the next match (issue 30) plays no part in this one: it is freed as in the lobby.
    if (!m || lobby.seats[seat]?.waiting === true) {
      const r = applyLobby(lobby.seats, { op: 'leave', seat });
      if (r.ok) lobby.seats = r.seats;
      return this.host.changed();
    }
    const player = m.players.indexOf(seat);
    const bot = lobby.options.session.lostController === 'bot' && player !== -1;
    this.frozenSeats = [...this.frozenSeats, { seat, bot }];
    if (bot) {
      m.standIn(player, 'skilled', this.host.seed());
      this.host.schedule();
    } else if (!this.host.paused()) {
      this.autoPaused = true;
      return this.host.setPaused(true);
    }
    this.host.changed();
  }

  /** A controller came (back): the seat it drove takes its new binding and unfreezes. */
  found(input: InputBinding, previous: InputBinding | null): void {
    const lobby = this.lobby;
    const seat = lobby.seats.findIndex((s) => s.kind === 'person' && (sameInput(s.input, input) || sameInput(s.input, previous)));
    if (seat === -1) return;
    const old = lobby.seats[seat] as Seat;
    lobby.seats = lobby.seats.map((s, i) => (i === seat ? { ...old, input } : s));
    const frozen = this.frozenSeats.find((f) => f.seat === seat);
    if (frozen) {
      this.frozenSeats = this.frozenSeats.filter((f) => f !== frozen);
      const m = this.host.match();
      if (frozen.bot) m?.release(m.players.indexOf(seat));
      if (this.resumeIfAllBack()) return;
    }
    this.host.changed();
  }

  /**
   * The host's choice for a seat whose controller is lost: a bot plays it until the person is back, the table waits
   * for them (paused), or the seat is given to a bot for the rest of the match (the person may take it back between
   * rounds, like any bot seat). Returns why it is refused, or null.
   */
  choose(seat: number, choice: LostSeatChoice): string | null {
    const m = this.host.match();
    const lost = this.frozenSeats.find((f) => f.seat === seat);
    const old = this.lobby.seats[seat];
    if (!m || !lost || !old) return `seat ${seat + 1} has no lost controller`;
    const player = m.players.indexOf(seat);
    if (choice === 'wait') {
      if (lost.bot) {
        m.release(player);
        this.frozenSeats = this.frozenSeats.map((f) => (f === lost ? { seat, bot: false } : f));
      }
      if (!this.host.paused()) {
        this.autoPaused = true;
        this.host.setPaused(true);
        return null;
      }
      this.host.changed();
      return null;
    }
    if (!lost.bot) m.standIn(player, 'skilled', this.host.seed());
    if (choice === 'bot') this.frozenSeats = this.frozenSeats.map((f) => (f === lost ? { seat, bot: true } : f));
    else {
      this.frozenSeats = this.frozenSeats.filter((f) => f !== lost);
      this.lobby.seats = this.lobby.seats.map((s, i) => (i === seat ? { ...old, kind: 'bot', botLevel: 'skilled', input: null } : s));
    }
    if (this.resumeIfAllBack()) return null;
    this.host.schedule();
    this.host.changed();
    return null;
  }

  /** Ends the pause a lost controller started once no seat waits for its person; true when it did. */
  private resumeIfAllBack(): boolean {
    if (!this.autoPaused || !this.host.paused() || this.frozenSeats.some((f) => !f.bot)) return false;
    this.autoPaused = false;
    this.host.setPaused(false);
    return true;
  }
}
