/**
 * Remote phones through the relay, seated like LAN phones: each relayed phone connection becomes a PhoneLink of a
 * PhoneRoom of its own (the same seat logic: name, colour, lost controllers, resume by token), and every frame is
 * validated with the same phone schema as on the LAN before the room sees it. Also measures each remote phone's
 * round trip over the same path, all the time.
 */
import { MAX_PHONE_MESSAGE_BYTES, PHONE_PROTOCOL_VERSION, type PhoneHostMessage } from '@shared/phone-protocol';
import { decodePhoneMessage } from '@shared/phone-protocol-schema';
import { DEFAULT_LAN_LIMITS, newToken, type LanLimits } from '../lan/lan-config';
import { PhoneRoom } from '../lan/PhoneRoom';
import { POLICY_CLOSE, type PhoneLink } from '../lan/phone-link';
import { RateWindow } from '../transport/socket-pacing';
import { RelayHost } from './RelayHost';
import { realClock, type Clock } from '../session/clock';
import { PROTOCOL_VERSION } from '@shared/protocol';
import { RELAY_CLOSE } from '@shared/relay-protocol';
import type { RemoteCommand, ViewHandle } from '../session/Session';
import type { RemoteStatus } from '@shared/protocol';
import { qrRows } from '../lan/LanService';
import { AudienceHost, DEFAULT_AUDIENCE_CHOICES } from './AudienceHost';
import {
  DEFAULT_MAX_REMOTE_SEATS,
  foldName,
  relayCloseCode,
  remoteJoinUrl,
  RTT_PROBE_MS,
  type Peer,
  type RemotePhonesOptions,
} from './remote-phones-config';

/** Remote phones for one session, through one relay room. */
export class RemotePhones {
  private room: PhoneRoom | null = null;
  private readonly peers = new Map<string, Peer>();
  private relay: RelayHost;
  private readonly limits: LanLimits;
  private readonly clock: Clock;
  private readonly now: () => number;
  private probe: ReturnType<typeof setInterval> | null = null;
  private probeSeq = 0;
  private nightSecret: string;
  /** close() was called ('end': switched off, the relay closes every phone itself with the room-closed code). */
  private shut: boolean | 'end' = false;
  /** Names kicked this night (folded): a phone joining with one is refused. */
  private readonly banned = new Set<string>();
  private readonly control: ViewHandle;
  private locked = false;
  private qr: { readonly url: string; readonly rows: string[] } | null = null;
  private publishQueued = false;
  /** The night's audience (issue 32). */
  readonly audience: AudienceHost;

  constructor(private readonly opts: RemotePhonesOptions) {
    this.limits = { ...DEFAULT_LAN_LIMITS, ...opts.limits };
    this.clock = opts.clock ?? realClock;
    this.now = () => this.clock.now();
    this.nightSecret = opts.secret ?? newToken();
    this.relay = this.relayHost(opts.code ?? null);
    this.control = opts.session.connect({ send: () => undefined, close: () => undefined });
    this.control.receive({ t: 'hello', protocol: PROTOCOL_VERSION });
    this.audience = new AudienceHost({
      relay: () => this.relay,
      changed: () => this.publish(),
      choices: DEFAULT_AUDIENCE_CHOICES,
      setGame: (game) => this.control.receive({ t: 'lobby', cmd: { op: 'set-game', game } }),
      observe: (fn) => opts.session.observe(fn),
      log: opts.log,
    });
    opts.onStatus?.({ state: 'connecting', relay: opts.url });
    this.relay.start();
    const every = opts.probeMs ?? RTT_PROBE_MS;
    if (every > 0) {
      this.probe = setInterval(() => this.probeAll(), every);
      this.probe.unref();
    }
  }

  /** The night's secret: kept with the night so a restarted host re-claims its room. */
  get secret(): string {
    return this.nightSecret;
  }

  /** The room and its secret once claimed, to keep with the night (never sent to a view or phone). */
  relayRoom(): { readonly code: string; readonly secret: string } | null {
    const code = this.relay.roomCode;
    return code === null ? null : { code, secret: this.nightSecret };
  }

  /**
   * A resumed night's room (a host restart): leaves the room opened at start and re-claims the night's with its code
   * and secret. The phones still in it are announced again and say resume with their tokens; the new phone room
   * seats them on the resumed night's seats. Nothing happens when that room is already this one.
   */
  async reclaim(room: { readonly code: string; readonly secret: string }): Promise<void> {
    if (this.shut || (room.code === this.relay.roomCode && room.secret === this.nightSecret)) return;
    this.opts.log(`remote phones: re-claiming the resumed night's room ${room.code}`);
    const old = this.relay;
    this.nightSecret = room.secret;
    this.relay = this.relayHost(room.code);
    for (const peer of [...this.peers.keys()]) this.closed(peer);
    this.room?.close();
    this.room = null;
    this.opts.onStatus?.({ state: 'connecting', relay: this.opts.url });
    await old.stop();
    if (!this.shut) this.relay.start();
  }

  private relayHost(code: string | null): RelayHost {
    const { opts } = this;
    // Events of a relay connection this one replaced (a re-claim) are ignored.
    const mine = (fn: () => void): void => {
      if (this.relay === host) fn();
    };
    const host: RelayHost = new RelayHost({
      url: opts.url,
      secret: this.nightSecret,
      code,
      log: opts.log,
      ...(opts.after ? { after: opts.after } : {}),
      ...(opts.backoffMs ? { backoffMs: opts.backoffMs } : {}),
      events: {
        room: (claimed) => mine(() => this.claimed(claimed)),
        open: (peer, key) => mine(() => this.opened(peer, key)),
        frame: (peer, text) => mine(() => this.frame(peer, text)),
        close: (peer) => mine(() => this.closed(peer)),
        pong: (peer, n) => mine(() => this.pong(peer, n)),
        tally: (counts) => mine(() => this.audience.tally(counts)),
        down: (retryInMs) =>
          mine(() => {
            for (const peer of [...this.peers.keys()]) this.closed(peer);
            opts.onStatus?.({ state: 'down', relay: opts.url, retryInMs });
          }),
      },
    });
    return host;
  }

  /** The room code once the relay gave it. */
  get code(): string | null {
    return this.relay.roomCode;
  }

  /** The phone room (null until the relay room is claimed). */
  get phones(): PhoneRoom | null {
    return this.room;
  }

  /** Is the relay connection up with the room claimed? */
  get connected(): boolean {
    return this.relay.connected;
  }

  /** Every seat a connected remote phone holds, with its last round trip in ms (null until a probe came back). */
  roundTrips(): Map<number, number | null> {
    const out = new Map<number, number | null>();
    for (const peer of this.peers.values()) {
      const seat = this.room?.seatOf(peer.link) ?? null;
      if (seat !== null) out.set(seat, peer.rtt);
    }
    return out;
  }

  /** Lock or unlock the room to new remote phones (seated phones still come back). */
  lock(on: boolean): void {
    this.locked = on;
    this.relay.lock(on);
    this.publish();
  }

  /** The lobby's remote command: null when done, else why not. */
  command(cmd: RemoteCommand): string | null {
    if (cmd.op === 'lock') {
      this.lock(cmd.on);
      return null;
    }
    if (cmd.op !== 'kick') return this.audience.command(cmd);
    return this.kick(cmd.seat) ? null : 'no remote phone holds that seat';
  }

  /** Remote play as the lobby shows it now. */
  status(): RemoteStatus {
    const code = this.relay.roomCode;
    const relay = this.opts.url;
    if (!this.relay.connected || code === null) return { state: 'connecting', relay };
    const url = remoteJoinUrl(relay, code);
    if (this.qr?.url !== url) this.qr = { url, rows: qrRows(url) };
    const rtt = [...this.roundTrips()]
      .sort((a, b) => a[0] - b[0])
      .map(([seat, ms]) => ({ seat, ms: ms === null ? null : Math.min(ms, 600_000) }));
    const audience = this.audience.status();
    return { state: 'on', relay, code, url, qr: this.qr.rows, locked: this.locked, rtt, ...(audience ? { audience } : {}) };
  }

  private publish(): void {
    this.opts.onStatus?.(this.status());
  }

  /**
   * Kicks the remote phone on `seat` (from the TV): its relay seat ends (no coming back by its relay token), its seat
   * is given up (its seat token stops working) and its name may not join again this night. False when no remote
   * phone holds that seat.
   */
  kick(seat: number): boolean {
    const room = this.room;
    const entry = [...this.peers].find(([, p]) => room?.seatOf(p.link) === seat);
    if (!room || !entry) return false;
    const name = this.opts.session.snapshot().seats[seat]?.name;
    if (name) this.banned.add(foldName(name));
    this.relay.closePeer(entry[0], RELAY_CLOSE.kicked, 'removed by the host');
    this.control.receive({ t: 'lobby', cmd: { op: 'leave', seat } });
    this.opts.log(`remote phone on seat ${seat + 1} kicked`);
    return true;
  }

  /** Leaves the relay room, the session told the phones are gone; `end` (remote players off): the relay closes it now. */
  async close(end = false): Promise<void> {
    this.shut = end ? 'end' : true;
    this.audience.close();
    this.control.close();
    if (this.probe) clearInterval(this.probe);
    this.room?.close(end ? 'the host switched remote players off' : undefined);
    this.room = null;
    this.peers.clear();
    await (end ? this.relay.end() : this.relay.stop());
  }

  private claimed(code: string): void {
    const { session, log, url } = this.opts;
    // One phone room for the night: a re-claim after a drop keeps its seats and tokens.
    this.room ??= new PhoneRoom(session, code, this.limits, log, this.clock);
    log(`remote phones: from anywhere at ${remoteJoinUrl(url, '')}…, room code ${code}`);
    // A relay that restarted forgot the lock: say it again.
    if (this.locked) this.relay.lock(true);
    this.audience.resend();
    this.publish();
  }

  private opened(peerId: string, addressKey: string): void {
    if (this.peers.has(peerId)) this.closed(peerId);
    let dead = false;
    const link: PhoneLink = {
      address: addressKey,
      send: (msg: PhoneHostMessage) => {
        if (dead) return;
        this.relay.send(peerId, JSON.stringify(msg));
        if (msg.t === 'joined') this.publishSoon();
      },
      close: (code, reason) => {
        dead = true;
        if (this.shut !== 'end') this.relay.closePeer(peerId, relayCloseCode(code), reason);
      },
    };
    this.peers.set(peerId, { link, rate: new RateWindow(this.limits.maxRate), rtt: null, sentAt: new Map() });
  }

  private frame(peerId: string, text: string): void {
    const peer = this.peers.get(peerId);
    const room = this.room;
    if (!peer || !room) return;
    const refuse = (error: string): void => {
      peer.link.send({ t: 'refused', code: 'malformed', error });
      peer.link.close(POLICY_CLOSE, 'malformed');
    };
    if (peer.rate.over(this.now())) {
      this.opts.log(`remote phone ${peer.link.address} closed: message flood`);
      return peer.link.close(POLICY_CLOSE, 'too many messages');
    }
    if (Buffer.byteLength(text) > MAX_PHONE_MESSAGE_BYTES) return refuse('message too large');
    const decoded = decodePhoneMessage(text);
    if (!decoded.ok) {
      this.opts.log(`remote phone message refused from ${peer.link.address}: ${decoded.error}`);
      return refuse(decoded.error);
    }
    const msg = decoded.msg;
    if ((msg.t === 'join' || msg.t === 'resume') && msg.v !== PHONE_PROTOCOL_VERSION)
      return refuse('this phone page is out of date: reload it');
    if (msg.t === 'join' && room.seatOf(peer.link) === null) {
      if (this.banned.has(foldName(msg.name))) {
        peer.link.send({ t: 'refused', code: 'removed', error: 'the host removed this player tonight' });
        return peer.link.close(POLICY_CLOSE, 'removed');
      }
      const cap = this.opts.maxRemoteSeats ?? DEFAULT_MAX_REMOTE_SEATS;
      if (room.size >= cap) return peer.link.send({ t: 'refused', code: 'full', error: `remote seats are full (${cap})` });
    }
    room.message(peer.link, msg);
  }

  private closed(peerId: string): void {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    this.peers.delete(peerId);
    this.room?.disconnected(peer.link);
    this.publishSoon();
  }

  /** Publishes after this message (the room has seated or freed the phone): the TV lists a seat at once, ms null. */
  private publishSoon(): void {
    if (!this.publishQueued)
      queueMicrotask(() => {
        this.publishQueued = false;
        if (!this.shut && this.relay.connected) this.publish();
      });
    this.publishQueued = true;
  }

  private probeAll(): void {
    // The round trips answered since the last probe go to the lobby once per round, not once per answer.
    if (this.peers.size > 0) this.publish();
    for (const [peerId, peer] of this.peers) {
      const n = (this.probeSeq = (this.probeSeq + 1) % 2 ** 31);
      peer.sentAt.set(n, this.now());
      // Unanswered probes do not pile up.
      if (peer.sentAt.size > 8) peer.sentAt.delete(peer.sentAt.keys().next().value ?? n);
      this.relay.ping(peerId, n);
    }
  }

  private pong(peerId: string, n: number): void {
    const peer = this.peers.get(peerId);
    const sent = peer?.sentAt.get(n);
    if (!peer || sent === undefined) return;
    peer.sentAt.delete(n);
    peer.rtt = Math.max(0, Math.round(this.now() - sent));
  }
}
