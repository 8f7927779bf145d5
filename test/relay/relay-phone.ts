/** A phone in a relay room speaking the phone protocol over colyseus.js (no page): for host-side relay tests. */
import { Client, type Room } from 'colyseus.js';
import { PHONE_PROTOCOL_VERSION, type PhoneHostMessage, type PhoneMessage } from '@shared/phone-protocol';
import { decodePhoneHostMessage } from '@shared/phone-protocol-schema';
import { RELAY_MSG } from '@shared/relay-protocol';

type Joined = Extract<PhoneHostMessage, { t: 'joined' }>;
type ViewMessage = Extract<PhoneHostMessage, { t: 'view' }>;

/** Joins a room by code, answers the host's round-trip probes, and says resume with its token whenever the relay asks. */
export class RelayPhone {
  /** Every valid message the host sent, in order. */
  readonly inbox: PhoneHostMessage[] = [];
  /** Frames from the host that failed the phone schema (should stay empty). */
  readonly bad: string[] = [];
  room: Room | null = null;
  token: string | null = null;

  constructor(private readonly endpoint: string) {}

  async join(code: string): Promise<void> {
    const room = await new Client(this.endpoint).joinById(code, { role: 'phone' });
    this.room = room;
    room.onMessage(RELAY_MSG.frame, (text: string) => {
      const decoded = decodePhoneHostMessage(text);
      if (!decoded.ok) return void this.bad.push(decoded.error);
      this.inbox.push(decoded.msg);
      if (decoded.msg.t === 'joined') this.token = decoded.msg.token;
    });
    room.onMessage(RELAY_MSG.hello, () => {
      if (this.token !== null) this.send({ t: 'resume', v: PHONE_PROTOCOL_VERSION, token: this.token });
    });
    room.onMessage(RELAY_MSG.ping, (n: number) => room.send(RELAY_MSG.pong, n));
  }

  send(msg: PhoneMessage): void {
    this.room?.send(RELAY_MSG.frame, JSON.stringify(msg));
  }

  joined(): Joined[] {
    return this.inbox.filter((m): m is Joined => m.t === 'joined');
  }

  /** The latest view the host sent this phone, null before one. */
  view(): ViewMessage['view'] | null {
    for (let i = this.inbox.length - 1; i >= 0; i--) {
      const m = this.inbox[i];
      if (m?.t === 'view') return m.view;
    }
    return null;
  }
}
