/**
 * The phone's connection when its page came from the relay (src/relay, path /play): a Colyseus room joined by the
 * room code, carrying the same phone protocol frames as the LAN socket. Comes back after drops with backoff: to the
 * same relay seat by its reconnection token while the relay keeps it, else with the code again; the seat token of the
 * phone protocol brings the game seat back either way.
 */
import { Client, type Room } from 'colyseus.js';
import type { PhoneMessage } from '@shared/phone-protocol';
import { RELAY_CLOSE, RELAY_CODE_LENGTH, RELAY_MSG } from '@shared/relay-protocol';
import { backoffMs, parseHostMessage, type SocketEvents } from './PhoneSocket';
import type { ControllerSocket } from './controller-socket';

/** Close codes after which the relay seat is gone for good (kicked, flooding, room closed). */
const FINAL_CLOSES: readonly number[] = [
  RELAY_CLOSE.kicked,
  RELAY_CLOSE.flood,
  RELAY_CLOSE.tooBig,
  RELAY_CLOSE.hostGone,
  RELAY_CLOSE.roomClosed,
];

/** The phone's relay connection. */
export class RelaySocket implements ControllerSocket {
  private room: Room | null = null;
  private reconnection: string | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private connecting = false;

  constructor(
    private readonly endpoint: string,
    /** The room code the player typed or the link carried. */
    private readonly code: () => string,
    private readonly events: SocketEvents,
    /** Does the page hold a seat token? Then a missing room is the relay or host restarting: retry, do not ask. */
    private readonly seated: () => boolean = () => false,
  ) {}

  get open(): boolean {
    return this.room !== null;
  }

  connect(): void {
    if (this.stopped || this.room || this.connecting) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const code = this.code();
    if (code.length !== RELAY_CODE_LENGTH) return;
    this.connecting = true;
    void this.join(code);
  }

  healthy(): void {
    this.attempt = 0;
  }

  send(msg: PhoneMessage): void {
    this.room?.send(RELAY_MSG.frame, JSON.stringify(msg));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    void this.room?.leave(true);
  }

  private async join(code: string): Promise<void> {
    const client = new Client(this.endpoint);
    let room: Room | null = null;
    if (this.reconnection) room = await client.reconnect(this.reconnection).catch(() => null);
    this.reconnection = null;
    try {
      room ??= await client.joinById(code, { role: 'phone' });
    } catch (e) {
      this.connecting = false;
      const why = e instanceof Error ? e.message : '';
      // A wrong code, a locked room or a lockout needs the player, not a retry (retries would count as guesses).
      if (/is locked|the room is locked/.test(why))
        return this.events.message({ t: 'refused', code: 'full', error: 'the room is locked: ask the host' });
      if (/too many wrong codes/.test(why)) return this.events.message({ t: 'refused', code: 'locked', error: why.slice(0, 200) });
      if (/not found/.test(why) && !this.seated()) return this.events.message({ t: 'refused', code: 'bad-room', error: 'wrong room code' });
      return this.retry();
    }
    this.connecting = false;
    if (this.stopped) {
      void room.leave(true);
      return;
    }
    this.room = room;
    this.reconnection = room.reconnectionToken;
    const joined = room;
    joined.onMessage(RELAY_MSG.frame, (text: unknown) => {
      const msg = typeof text === 'string' ? parseHostMessage(text) : null;
      if (msg) this.events.message(msg);
    });
    // The relay says hello once the host is there (and again after the host came back): join or resume now.
    joined.onMessage(RELAY_MSG.hello, () => this.events.open());
    joined.onMessage(RELAY_MSG.ping, (n: unknown) => {
      if (typeof n === 'number') joined.send(RELAY_MSG.pong, n);
    });
    joined.onLeave((closeCode) => {
      if (this.room !== joined) return;
      this.room = null;
      if (FINAL_CLOSES.includes(closeCode)) this.reconnection = null;
      if (!this.stopped) this.retry();
    });
  }

  private retry(): void {
    const wait = backoffMs(this.attempt++);
    this.timer = setTimeout(() => this.connect(), wait);
    this.events.down(wait);
  }
}
