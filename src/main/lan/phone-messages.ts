/** Phone messages as the session reads them, and the session's rejections as a phone reads them. */
import { BUILT_IN_VIEW } from '@shared/games/contracts';
import type { PhoneHostMessage, PhoneMessage } from '@shared/phone-protocol';
import type { ClientMessage, HostOutMessage } from '@shared/protocol';

/** A phone's press or continue for its seat, as the session's message (the seat comes from its token, never the phone). */
export function seatMessage(seat: number, msg: Extract<PhoneMessage, { t: 'press' } | { t: 'continue' }>): ClientMessage {
  if (msg.t === 'continue') return { t: 'control', op: 'continue', seat };
  return {
    t: 'intent',
    seat,
    do: msg.do,
    ...(msg.slot === undefined ? {} : { slot: msg.slot }),
    ...(msg.args === undefined ? {} : { args: msg.args }),
  };
}

/** A session rejection as phones read it; null when its kind or reason is none a built-in game has (never sent on). */
export function phoneRejection(msg: Extract<HostOutMessage, { t: 'rejected' }>): Extract<PhoneHostMessage, { t: 'rejected' }> | null {
  const kind = BUILT_IN_VIEW.intentKind.safeParse(msg.do);
  const reason = BUILT_IN_VIEW.reason.safeParse(msg.reason);
  if (!kind.success || !reason.success) return null;
  return { t: 'rejected', do: kind.data, slot: msg.slot, reason: reason.data, late: msg.late };
}
