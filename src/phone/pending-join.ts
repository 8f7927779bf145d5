/**
 * A join the person asked for and the host has not answered yet. The host closes a socket that has not joined within
 * its hello limit (10 s), and a person typing a name on a phone can take longer; so a join asked while the socket is
 * down, or lost with a socket the host just closed, is sent again as soon as the socket is open, until the host
 * answers "joined" or refuses it for good.
 */
import { PHONE_PROTOCOL_VERSION, RETRY_REFUSALS, type PhoneHostMessage, type PhoneMessage } from '@shared/phone-protocol';

type JoinMessage = Extract<PhoneMessage, { t: 'join' }>;

export class PendingJoin {
  private asked: JoinMessage | null = null;

  /** The person pressed Join: returns the message to send now. */
  ask(room: string, name: string): JoinMessage {
    this.asked = { t: 'join', v: PHONE_PROTOCOL_VERSION, room, name };
    return this.asked;
  }

  /** The socket (re)opened: the join to send again, if one is still unanswered. */
  onOpen(): JoinMessage | null {
    return this.asked;
  }

  /** Is a join waiting for its answer? */
  get waiting(): boolean {
    return this.asked !== null;
  }

  /** The host answered: a seat, or a refusal that asking again would not change, ends the wait. */
  onAnswer(msg: PhoneHostMessage): void {
    if (msg.t === 'joined' || (msg.t === 'refused' && !RETRY_REFUSALS.includes(msg.code))) this.asked = null;
  }

  /** The person left or gave up. */
  drop(): void {
    this.asked = null;
  }
}
