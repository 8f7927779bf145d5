/** The phones' gateway into the session: seats and tokens, presses for the token's own seat, lost and found phones. */
import type { PhoneHostMessage, PhoneMessage, PhoneRefusal } from '@shared/phone-protocol';
import { BUILT_IN_VIEW } from '@shared/games/contracts';
import { eventCallFor, isEntrant } from '@shared/event/event-call';
import type { EventView } from '@shared/event/event-view';
import { PROTOCOL_VERSION, type ClientMessage, type HostOutMessage, type Snapshot } from '@shared/protocol';
import type { InputBinding } from '@shared/seats';
import { sameInput } from '../session/lobby';
import type { Session, ViewHandle } from '../session/Session';
import { realClock, type Clock } from '../session/clock';
import { newToken, phoneIdOf, sameSecret, tokenKey, type LanLimits } from './lan-config';
import { BucketsByKey, CodeBackoff, TokenBucket } from './join-guard';
import { resumedSeatFor, seatOfPhoneId } from './resumed-seats';
import { phoneViewFor } from './phone-view';

/** One phone connection as the room sees it; the server supplies it. */
export interface PhoneLink {
  /** Remote address, for the lockout after failed joins. */
  readonly address: string;
  send(msg: PhoneHostMessage): void;
  close(code: number, reason: string): void;
}

interface PhoneSeat {
  readonly key: string;
  readonly input: InputBinding;
  readonly seat: number;
  link: PhoneLink | null;
  /** The session was told this phone is lost and has not been told it is back. */
  lost: boolean;
  /** When the phone dropped (host clock), null while it is connected. */
  droppedAt: number | null;
  /** When a seat dropped in the lobby is freed, null while it is connected or mid-match. */
  lobbyDue: number | null;
  /** The one wake-up of a dropped seat (its grace ends), with when. */
  wake: { readonly at: number; readonly cancel: () => void } | null;
  /** The token's presses and reconnects: budgets kept with the seat, so they outlive every socket. */
  readonly presses: TokenBucket;
  readonly resumes: TokenBucket;
  lastView: string;
  /** The name the phone joined with (an event entrant's, when an event runs). */
  readonly name: string | null;
}

/** A join waiting for the network's wrong-code budget; `fresh` when its address has no wrong code on record. */
interface WaitingJoin {
  readonly link: PhoneLink;
  readonly room: string;
  readonly name: string;
  readonly fresh: boolean;
}

/** A phone in an event's queue: no seat yet, told where its entrant stands until it is up. */
interface Follower {
  readonly name: string;
  lastCall: string;
}

/** WebSocket close code for a policy violation. */
export const POLICY_CLOSE = 1008;

/** WebSocket close code when the server goes away. */
export const GOING_AWAY_CLOSE = 1001;

/** Phones and their seats. The room is one trusted session view; a phone never names a seat, its token does. */
export class PhoneRoom {
  private readonly seats = new Map<string, PhoneSeat>();
  private readonly byLink = new Map<PhoneLink, PhoneSeat>();
  private readonly followers = new Map<PhoneLink, Follower>();
  /** The event view of the last snapshot between games (snapshots carry none during a match). */
  private lastEvent: EventView | null = null;
  private readonly backoff: CodeBackoff;
  /** The network's wrong-code budget: every code checked takes one, a right code gives it back. */
  private readonly wrongCodes: TokenBucket;
  private readonly waiting: WaitingJoin[] = [];
  private cancelJoinWake: (() => void) | null = null;
  private readonly addressPresses: BucketsByKey;
  private readonly addressResumes: BucketsByKey;
  private readonly handle: ViewHandle;
  private latest: Snapshot<unknown>;
  private lastRefusal: string | null = null;
  private syncQueued = false;
  private closed = false;

  constructor(
    session: Session,
    private readonly roomCode: string,
    private readonly limits: LanLimits,
    private readonly log: (line: string) => void,
    private readonly clock: Clock = realClock,
  ) {
    const now = (): number => clock.now();
    this.backoff = new CodeBackoff({ free: limits.maxJoinFailures, baseMs: limits.joinBackoffMs, maxMs: limits.maxJoinBackoffMs }, now);
    this.wrongCodes = new TokenBucket(limits.maxGlobalJoinFailures, limits.globalJoinRefillMs, now);
    const share = limits.seatsPerAddress;
    this.addressPresses = new BucketsByKey(limits.maxRate * share, 1000 / limits.maxRate / share, now);
    this.addressResumes = new BucketsByKey(limits.resumeBurst * share, limits.resumeRefillMs / share, now);
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
        return this.join(link, msg.room, msg.name);
      case 'resume':
        return this.resume(link, msg.token);
      case 'press': {
        const seat = this.byLink.get(link);
        if (!seat) return refuse(link, 'not-joined', 'join a seat first', false);
        if (!this.spend(link, seat)) return;
        return this.tell({
          t: 'intent',
          seat: seat.seat,
          do: msg.do,
          ...(msg.slot === undefined ? {} : { slot: msg.slot }),
          ...(msg.args === undefined ? {} : { args: msg.args }),
        });
      }
      case 'leave':
        return this.leave(link);
      case 'continue': {
        const seat = this.byLink.get(link);
        if (!seat) return refuse(link, 'not-joined', 'join a seat first', false);
        if (!this.spend(link, seat)) return;
        return this.tell({ t: 'control', op: 'continue', seat: seat.seat });
      }
    }
  }

  /** A phone's socket closed: its seat waits a grace period (in the lobby `lobbyGraceMs`, mid-match `dropGraceMs`). */
  disconnected(link: PhoneLink): void {
    this.followers.delete(link);
    const at = this.waiting.findIndex((w) => w.link === link);
    if (at !== -1) this.waiting.splice(at, 1);
    const seat = this.byLink.get(link);
    this.byLink.delete(link);
    if (!seat || seat.link !== link) return;
    seat.link = null;
    seat.droppedAt = this.clock.now();
    this.log(`phone on seat ${seat.seat + 1} disconnected`);
    this.sync();
  }

  /** Tells every phone the room is closing and the session that their seats lost their controllers. */
  close(): void {
    this.closed = true;
    this.cancelJoinWake?.();
    for (const w of this.waiting.splice(0)) refuse(w.link, 'closing', 'the host stopped LAN mode', true);
    for (const seat of this.seats.values()) {
      seat.wake?.cancel();
      if (seat.link) refuse(seat.link, 'closing', 'the host stopped LAN mode', true);
      if (!seat.lost) this.tell({ t: 'device', change: { op: 'lost', input: seat.input } });
    }
    for (const link of this.followers.keys()) refuse(link, 'closing', 'the host stopped LAN mode', true);
    this.followers.clear();
    this.seats.clear();
    this.byLink.clear();
    this.handle.close();
  }

  /**
   * A join by room code. An address in its wrong-code backoff is refused (it locks out nobody else); every code
   * checked takes one of the network's wrong-code budget (a right code gives it back); while that is spent the join
   * waits for it, addresses without a wrong code first, and is never refused for it.
   */
  private join(link: PhoneLink, room: string, name: string): void {
    if (this.byLink.has(link)) return refuse(link, 'already-joined', 'this connection already has a seat', false);
    if (this.waiting.some((w) => w.link === link)) return refuse(link, 'already-joined', 'this connection is already joining', false);
    const wait = this.backoff.waitMs(link.address);
    if (wait > 0) return refuse(link, 'locked', `too many wrong codes from this address: try again in ${Math.ceil(wait / 1000)} s`, true);
    if (this.waiting.some((w) => w.link.address === link.address) || this.waiting.length >= this.limits.maxConnections)
      return refuse(link, 'slow-down', 'a join from this address is already waiting', true);
    const entry: WaitingJoin = { link, room, name, fresh: !this.backoff.suspect(link.address) };
    this.waiting.push(entry);
    this.checkWaiting();
    if (this.waiting.includes(entry)) this.log(`phone join from ${link.address} waits: too many wrong room codes from the network`);
  }

  /** Checks waiting joins while the wrong-code budget allows, and wakes when it allows the next one. */
  private checkWaiting(): void {
    this.cancelJoinWake?.();
    this.cancelJoinWake = null;
    while (!this.closed) {
      const next = this.waiting.find((w) => w.fresh) ?? this.waiting[0];
      if (!next) return;
      const keep = next.fresh ? 0 : this.limits.freshJoinReserve;
      if (!this.wrongCodes.take(keep)) {
        const ms = this.wrongCodes.msUntil(keep);
        if (Number.isFinite(ms)) this.cancelJoinWake = this.clock.wakeAt(this.clock.now() + ms, () => this.checkWaiting());
        return;
      }
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.checkCode(next);
    }
  }

  private checkCode({ link, room, name }: WaitingJoin): void {
    if (!sameSecret(room, this.roomCode)) {
      this.backoff.fail(link.address);
      this.log(`phone join refused from ${link.address}: wrong room code`);
      return refuse(link, 'bad-room', 'wrong room code', true);
    }
    this.wrongCodes.give();
    this.backoff.forgive(link.address);
    this.seatJoin(link, name);
  }

  private seatJoin(link: PhoneLink, name: string): void {
    const event = this.latest.event ?? this.lastEvent;
    let eventSeat: number | null = null;
    if (event && isEntrant(event, name)) {
      // An entrant takes their own seat when their table is next; until then the phone follows the queue.
      const call = eventCallFor(event, name, this.latest.event !== null && this.latest.stage === 'lobby');
      if (call.status !== 'up' || call.seat === null || this.latest.seats[call.seat]?.kind !== 'bot') return this.follow(link, name);
      eventSeat = call.seat;
    }
    if (this.latest.stage !== 'lobby') return refuse(link, 'not-lobby', 'a match is running: join in the lobby', false);
    const token = newToken();
    const input: InputBinding = { kind: 'phone', id: phoneIdOf(token) };
    const resumed = eventSeat === null ? resumedSeatFor(this.latest, this.heldSeats(), name) : null;
    if (resumed && 'error' in resumed) return refuse(link, 'full', resumed.error, false);
    const free = eventSeat ?? (resumed ? resumed.seat : this.latest.seats.findIndex((s) => s.kind === 'open'));
    if (free === -1) return refuse(link, 'full', 'every seat is taken', false);
    this.lastRefusal = null;
    const previous = this.latest.seats[free]?.input ?? null;
    // A resumed seat keeps its player (name, colour, totals); only the controller changes.
    if (resumed) this.tell({ t: 'device', change: { op: 'found', input, previous } });
    else this.tell({ t: 'lobby', cmd: { op: 'join', input, seat: free, name } });
    if (!sameInput(this.latest.seats[free]?.input ?? null, input))
      return refuse(link, 'full', this.lastRefusal ?? 'the seat was taken', false);
    const seat = this.newSeat(tokenKey(token), input, free, link, name);
    this.followers.delete(link);
    this.seats.set(seat.key, seat);
    this.byLink.set(link, seat);
    this.log(`phone from ${link.address} joined seat ${free + 1}`);
    link.send({ t: 'joined', token, seat: free });
    this.sendView(seat);
  }

  /** A seat comes back by its token (never held up by wrong room codes); reconnects are budgeted per token and per address. */
  private resume(link: PhoneLink, token: string): void {
    if (this.byLink.has(link)) return refuse(link, 'already-joined', 'this connection already has a seat', false);
    if (!this.addressResumes.take(link.address)) {
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

  /** Seats a phone of this room holds. */
  private heldSeats(): Set<number> {
    return new Set([...this.seats.values()].map((s) => s.seat));
  }

  /** A token from before the host restarted: the resumed night's seat whose binding it made, if no phone holds it. */
  private reclaim(token: string): PhoneSeat | undefined {
    const id = phoneIdOf(token);
    const at = seatOfPhoneId(this.latest, this.heldSeats(), id);
    if (at === null) return undefined;
    const seat = this.newSeat(tokenKey(token), { kind: 'phone', id }, at, null, null);
    this.seats.set(seat.key, seat);
    this.log(`phone token from before the restart re-claims seat ${at + 1}`);
    return seat;
  }

  private leave(link: PhoneLink): void {
    const seat = this.byLink.get(link);
    if (!seat) return refuse(link, 'not-joined', 'join a seat first', false);
    if (this.latest.stage !== 'lobby') return refuse(link, 'not-lobby', 'you can leave in the lobby', false);
    this.forget(seat);
    this.tell({ t: 'lobby', cmd: { op: 'leave', seat: seat.seat } });
    link.close(1000, 'left');
  }

  private newSeat(key: string, input: InputBinding, at: number, link: PhoneLink | null, name: string | null): PhoneSeat {
    const { maxRate, resumeBurst, resumeRefillMs } = this.limits;
    const now = (): number => this.clock.now();
    return {
      key,
      input,
      seat: at,
      link,
      lost: false,
      droppedAt: link ? null : now(),
      lobbyDue: null,
      wake: null,
      presses: new TokenBucket(maxRate, 1000 / maxRate, now),
      resumes: new TokenBucket(resumeBurst, resumeRefillMs, now),
      lastView: '',
      name,
    };
  }

  /** Pays for one message of a seat from its token's budget and its address's; past either the socket is closed. */
  private spend(link: PhoneLink, seat: PhoneSeat): boolean {
    if (seat.presses.take() && this.addressPresses.take(link.address)) return true;
    this.log(`phone on seat ${seat.seat + 1} from ${link.address} closed: presses over the seat's rate`);
    link.close(POLICY_CLOSE, 'too many messages');
    return false;
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
        if (msg.snapshot.event) this.lastEvent = msg.snapshot.event;
        for (const seat of this.seats.values()) this.sendView(seat);
        for (const [link, follower] of this.followers) this.sendCall(link, follower);
        return this.queueSync();
      case 'rejected': {
        const kind = BUILT_IN_VIEW.intentKind.safeParse(msg.do);
        const reason = BUILT_IN_VIEW.reason.safeParse(msg.reason);
        if (!kind.success || !reason.success) return;
        for (const seat of this.seats.values()) {
          if (seat.seat === msg.seat && seat.link)
            seat.link.send({ t: 'rejected', do: kind.data, slot: msg.slot, reason: reason.data, late: msg.late });
        }
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

  /** The phone follows an entrant in the event's queue: no seat, calls until its table is next. */
  private follow(link: PhoneLink, name: string): void {
    const follower: Follower = { name, lastCall: '' };
    this.followers.set(link, follower);
    this.log(`phone from ${link.address} follows entrant ${name} in the event queue`);
    this.sendCall(link, follower);
  }

  private sendCall(link: PhoneLink, follower: Follower): void {
    const event = this.latest.event ?? this.lastEvent;
    if (!event) return;
    const call = eventCallFor(event, follower.name, this.latest.event !== null && this.latest.stage === 'lobby');
    const text = JSON.stringify(call);
    if (text === follower.lastCall) return;
    follower.lastCall = text;
    link.send({ t: 'event-call', call });
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
        if (seat.link && event && seat.name !== null && isEntrant(event, seat.name)) this.follow(seat.link, seat.name);
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

function refuse(link: PhoneLink, code: PhoneRefusal, error: string, close: boolean): void {
  link.send({ t: 'refused', code, error });
  if (close) link.close(code === 'closing' ? GOING_AWAY_CLOSE : POLICY_CLOSE, code);
}
