/** One phone connection as the room sees it, the close codes it is closed with, and how a refusal reaches it. */
import type { PhoneHostMessage, PhoneRefusal } from '@shared/phone-protocol';

/** One phone connection as the room sees it; the server supplies it. */
export interface PhoneLink {
  /** Remote address, for the lockout after failed joins. */
  readonly address: string;
  send(msg: PhoneHostMessage): void;
  close(code: number, reason: string): void;
}

/** WebSocket close code for a policy violation. */
export const POLICY_CLOSE = 1008;

/** WebSocket close code when the server goes away. */
export const GOING_AWAY_CLOSE = 1001;

/** Refuses a phone's message with a code and a reason; `close` also closes its socket (going away when the room closes). */
export function refuse(link: PhoneLink, code: PhoneRefusal, error: string, close: boolean): void {
  link.send({ t: 'refused', code, error });
  if (close) link.close(code === 'closing' ? GOING_AWAY_CLOSE : POLICY_CLOSE, code);
}
