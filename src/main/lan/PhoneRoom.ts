/** The phones' gateway into the session: seats and tokens, presses for the token's own seat, lost and found phones. */
import type { PhoneMessage } from '@shared/phone-protocol';
import { eventCallFor, isEntrant } from '@shared/event/event-call';
import { PROTOCOL_VERSION, type ClientMessage, type HostOutMessage, type Snapshot } from '@shared/protocol';
import type { InputBinding } from '@shared/seats';
import { suggestName, type FriendlyLanguage } from '@shared/suggested-name';
import { sameInput } from '../session/lobby';
import type { Session, ViewHandle } from '../session/Session';
import { realClock, type Clock } from '../session/clock';
import { newToken, phoneIdOf, tokenKey, type LanLimits } from './lan-config';
import { EventFollowers } from './event-followers';
import { JoinQueue } from './join-queue';
import { refuse, type PhoneLink } from './phone-link';
import { seatMessage, phoneRejection } from './phone-messages';
import { PhoneBudgets, type PhoneSeat } from './phone-seat';
import { resumedSeatFor, seatOfPhoneId } from './resumed-seats';
import { phoneViewFor } from './phone-view';

/**
 * Phones and their seats. The room is one trusted session view; a phone never names a seat, its token does. Joins wait
 * in a JoinQueue for their room code's check, PhoneBudgets pace presses and reconnects, EventFollowers keep the
 * phones of event entrants whose table is not up yet.
 */
export class PhoneRoom {
  private readonly seats = new Map<string, PhoneSeat>();
  private readonly byLink = new Map<PhoneLink, PhoneSeat>();
  private readonly followers: EventFollowers;
  private readonly joins: JoinQueue;
  private readonly budgets: PhoneBudgets;
  private readonly handle: ViewHandle;
  private latest: Snapshot<unknown>;
  private lastRefusal: string | null = null;
  private syncQueued = false;
  private closed = false;

  constructor(
    session: Session,
    roomCode: string,
    private readonly limits: LanLimits,
    private readonly log: (line: string) => void,
    private readonly clock: Clock = realClock,
  ) {
    this.followers = new EventFollowers(log);
    this.joins = new JoinQueue(roomCode, limits, log, clock, (link, ask) =>
      typeof ask === 'string' ? this.seatJoin(link, ask) : link.send({ t: 'suggested', name: this.suggestion(ask.suggest) }),
    );
    this.budgets = new PhoneBudgets(limits, clock, log);
    this.latest = session.snapshot();
    this.handle = session.connect({ send: (msg) => this.fromSession(msg), close: () => undefined });
    this.tell({ t: 'hello', protocol: PROTOCOL_VERSION });
  }

  /** Phones holding a seat, connected or not. */
  get size(): number {
    return this.seats.size;
  }

  /** The seat this connection acts for, or null before it has joined or resumed. */
  seatOf(link: PhoneLink): number | null {
    return this.byLink.get(link)?.seat ?? null;
  }

  /** Does this connection hold a seat or follow an event entrant (so it is not an idle socket to close)? */
  holds(link: PhoneLink): boolean {
    return this.byLink.has(link) || this.followers.has(link);
  }

  /** Handles one validated message from a phone connection. */
  message(link: PhoneLink, msg: PhoneMessage): void {
    if (this.closed) return refuse(link, 'closing', 'the room is closing', true);
    switch (msg.t) {
      case 'join':
        if (this.byLink.has(link)) return refuse(link, 'already-joined', 'this connection already has a seat', false);
        return this.joins.join(link, msg.room, msg.name);
      case 'suggest':
        if (this.byLink.has(link)) return refuse(link, 'already-joined', 'this connection already has a seat', false);
        return this.joins.join(link, msg.room, { suggest: msg.lang });
      case 'resume':
        return this.resume(link, msg.token);
      case 'press':
      case 'continue': {
        const seat = this.byLink.get(link);
        if (!seat) return refuse(link, 'not-joined', 'join a seat first', false);
        if (!this.budgets.spend(link, seat)) return;
        return this.tell(seatMessage(seat.seat, msg));
      }
      case 'leave':
        return this.leave(link);
    }
  }

  /** A phone's socket closed: its seat waits a grace period (in the lobby `lobbyGraceMs`, mid-match `dropGraceMs`). */
  disconnected(link: PhoneLink): void {
    this.followers.drop(link);
    this.joins.drop(link);
    const seat = this.byLink.get(link);
    this.byLink.delete(link);
    if (!seat || seat.link !== link) return;
    seat.link = null;
    seat.droppedAt = this.clock.now();
    this.log(`phone on seat ${seat.seat + 1} disconnected`);
    this.sync();
  }

  /** Tells every phone the room is closing (and why) and the session that their seats lost their controllers. */
  close(why = 'the host stopped LAN mode'): void {
    this.closed = true;
    this.joins.close();
    for (const seat of this.seats.values()) {
      seat.wake?.cancel();
      if (seat.link) refuse(seat.link, 'closing', why, true);
      if (!seat.lost) this.tell({ t: 'device', change: { op: 'lost', input: seat.input } });
    }
    for (const link of this.followers.takeAll()) refuse(link, 'closing', why, true);
    this.seats.clear();
    this.byLink.clear();
    this.handle.close();
  }

  private seatJoin(link: PhoneLink, name: string): void {
    const event = this.followers.event(this.latest);
    let eventSeat: number | null = null;
    if (event && isEntrant(event, name)) {
      // An entrant takes their own seat when their table is next; until then the phone follows the queue.
      const call = eventCallFor(event, name, this.latest.event !== null && this.latest.stage === 'lobby');
      if (call.status !== 'up' || call.seat === null || this.latest.seats[call.seat]?.kind !== 'bot')
        return this.followers.follow(link, name, this.latest);
      eventSeat = call.seat;
    }
    // Once a match runs, the session seats a phone waiting for the next match (issue 30), or says why not.
    const token = newToken();
    const input: InputBinding = { kind: 'phone', id: phoneIdOf(token) };
    const lobby = this.latest.stage === 'lobby';
    const resumed = eventSeat === null && lobby ? resumedSeatFor(this.latest, this.heldSeats(), name) : null;
    if (resumed && 'error' in resumed) return refuse(link, 'full', resumed.error, false);
    const free = eventSeat ?? (resumed ? resumed.seat : this.latest.seats.findIndex((s) => s.kind === 'open'));
    if (free === -1) return refuse(link, 'full', 'every seat is taken', false);
    this.lastRefusal = null;
    const previous = this.latest.seats[free]?.input ?? null;
    // A resumed seat keeps its player (name, colour, totals); only the controller changes.
    if (resumed) this.tell({ t: 'device', change: { op: 'found', input, previous } });
    else this.tell({ t: 'lobby', cmd: { op: 'join', input, seat: free, name } });
    if (!sameInput(this.latest.seats[free]?.input ?? null, input))
      return refuse(link, lobby ? 'full' : 'not-lobby', this.lastRefusal ?? 'the seat was taken', false);
    const seat = this.budgets.newSeat(tokenKey(token), input, free, link, name);
    this.followers.drop(link);
    this.seats.set(seat.key, seat);
    this.byLink.set(link, seat);
    this.log(`phone from ${link.address} joined seat ${free + 1}`);
    link.send({ t: 'joined', token, seat: free });
    this.sendView(seat);
  }

  /** A seat comes back by its token (never held up by wrong room codes); reconnects are budgeted per token and per address. */
  private resume(link: PhoneLink, token: string): void {
    if (this.byLink.has(link)) return refuse(link, 'already-joined', 'this connection already has a seat', false);
    if (!this.budgets.resumeFrom(link.address)) {
      this.log(`phone resume refused from ${link.address}: too many reconnects from the address`);
      return refuse(link, 'slow-down', 'too many reconnects from this address: wait a few seconds', true);
    }
    const seat = this.seats.get(tokenKey(token)) ?? this.reclaim(token);
    if (!seat) {
      this.log(`phone resume refused from ${link.address}: unknown token`);
      return refuse(link, 'bad-token', 'this seat is no longer yours: join again', true);
    }
    if (!seat.resumes.take()) {
      this.log(`phone resume refused from ${link.address}: seat ${seat.seat + 1} reconnects too often`);
      return refuse(link, 'slow-down', 'this seat reconnects too often: wait a few seconds', true);
    }
    if (seat.link) return refuse(link, 'token-in-use', 'this seat is connected elsewhere', true);
    seat.link = link;
    this.byLink.set(link, seat);
    seat.wake?.cancel();
    seat.wake = null;
    seat.droppedAt = null;
    seat.lobbyDue = null;
    seat.lastView = '';
    this.log(`phone from ${link.address} is back on seat ${seat.seat + 1}`);
    if (seat.lost) {
      seat.lost = false;
      this.tell({ t: 'device', change: { op: 'found', input: seat.input, previous: seat.input } });
    }
    link.send({ t: 'joined', token, seat: seat.seat });
    this.sendView(seat);
  }

  /** The name a phone joining now would be offered (issue 30): a saved person nobody sits as, else a friendly one. */
  private suggestion(lang: FriendlyLanguage): string | null {
    return suggestName(this.latest.saves?.people ?? [], this.latest.seats, lang)?.name ?? null;
  }

  /** Seats a phone of this room holds. */
  private heldSeats(): Set<number> {
    return new Set([...this.seats.values()].map((s) => s.seat));
  }

  /** A token from before the host restarted: the resumed night's seat whose binding it made, if no phone holds it. */
  private reclaim(token: string): PhoneSeat | undefined {
    const id = phoneIdOf(token);
    const at = seatOfPhoneId(this.latest, this.heldSeats(), id);
    if (at === null) return undefined;
    const seat = this.budgets.newSeat(tokenKey(token), { kind: 'phone', id }, at, null, null);
    this.seats.set(seat.key, seat);
    this.log(`phone token from before the restart re-claims seat ${at + 1}`);
    return seat;
  }

  private leave(link: PhoneLink): void {
    const seat = this.byLink.get(link);
    if (!seat) return refuse(link, 'not-joined', 'join a seat first', false);
    if (this.latest.stage !== 'lobby' && this.latest.seats[seat.seat]?.waiting !== true)
      return refuse(link, 'not-lobby', 'you can leave in the lobby', false);
    this.forget(seat);
    this.tell({ t: 'lobby', cmd: { op: 'leave', seat: seat.seat } });
    link.close(1000, 'left');
  }

  private forget(seat: PhoneSeat): void {
    seat.wake?.cancel();
    seat.wake = null;
    this.seats.delete(seat.key);
    if (seat.link) this.byLink.delete(seat.link);
  }

  private tell(msg: ClientMessage): void {
    this.handle.receive(msg);
  }

  private fromSession(msg: HostOutMessage): void {
    switch (msg.t) {
      case 'snapshot':
        this.latest = msg.snapshot;
        for (const seat of this.seats.values()) this.sendView(seat);
        this.followers.snapshot(msg.snapshot);
        return this.queueSync();
      case 'rejected': {
        const rejection = phoneRejection(msg);
        if (rejection === null) return;
        for (const seat of this.seats.values()) if (seat.seat === msg.seat && seat.link) seat.link.send(rejection);
        return;
      }
      case 'refused':
        this.lastRefusal = msg.error;
        return;
      case 'welcome':
      case 'native-pads':
        return;
    }
  }

  private sendView(seat: PhoneSeat): void {
    if (!seat.link) return;
    const view = phoneViewFor(this.latest, seat.seat);
    if (!view) return;
    const text = JSON.stringify(view);
    if (text === seat.lastView) return;
    seat.lastView = text;
    seat.link.send({ t: 'view', view });
  }

  /** Reacts to a new snapshot after the session's broadcast is over, so the session is never re-entered mid-broadcast. */
  private queueSync(): void {
    if (this.syncQueued || this.closed) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.sync();
    });
  }

  private sync(): void {
    if (this.closed) return;
    const lobby = this.latest.stage === 'lobby';
    for (const seat of [...this.seats.values()]) {
      if (!sameInput(this.latest.seats[seat.seat]?.input ?? null, seat.input)) {
        this.forget(seat);
        // After an event game the table is seated again: an entrant's phone goes back to following the queue.
        const event = this.latest.event;
        if (seat.link && event && seat.name !== null && isEntrant(event, seat.name))
          this.followers.follow(seat.link, seat.name, this.latest);
        else if (seat.link) refuse(seat.link, 'removed', 'your seat was given up', true);
        continue;
      }
      if (seat.link) continue;
      if (lobby) {
        seat.lost = false;
        seat.lobbyDue ??= this.clock.now() + this.limits.lobbyGraceMs;
        this.wakeAt(seat, seat.lobbyDue);
      } else if (!seat.lost) {
        // A short drop (a Wi-Fi blip, a reconnect) does not stop the table: the seat is lost only after the grace.
        seat.lobbyDue = null;
        const due = (seat.droppedAt ?? -Infinity) + this.limits.dropGraceMs;
        if (this.clock.now() < due) {
          this.wakeAt(seat, due);
          continue;
        }
        seat.wake?.cancel();
        seat.wake = null;
        seat.lost = true;
        this.tell({ t: 'device', change: { op: 'lost', input: seat.input } });
      }
    }
  }

  /** The seat's one wake-up, at `at` of the host clock. */
  private wakeAt(seat: PhoneSeat, at: number): void {
    if (seat.wake?.at === at) return;
    seat.wake?.cancel();
    seat.wake = { at, cancel: this.clock.wakeAt(at, () => this.expire(seat)) };
  }

  private expire(seat: PhoneSeat): void {
    seat.wake = null;
    if (this.closed || seat.link || !this.seats.has(seat.key)) return;
    if (this.latest.stage !== 'lobby' || seat.lobbyDue === null || this.clock.now() < seat.lobbyDue) return this.sync();
    this.log(`phone on seat ${seat.seat + 1} did not come back: seat freed`);
    this.tell({ t: 'device', change: { op: 'lost', input: seat.input } });
  }
}
