/** What the phone says to an event entrant waiting in the queue; "up" is shown big and makes the phone vibrate. */
import type { EventCall } from '@shared/event/event-call';

/** The queue screen's words and what it offers. */
export interface EventCallText {
  readonly title: string;
  readonly detail: string;
  /** Offer the "take my seat" button (the entrant's table is next and the seat is theirs to take). */
  readonly take: boolean;
}

/** The vibration pattern when the entrant is up (ms on, off, on…): long enough to feel in a pocket. */
export const UP_BUZZ: readonly number[] = [400, 150, 400, 150, 400];

/** The words for a call. */
export function eventCallText(call: EventCall): EventCallText {
  switch (call.status) {
    case 'up':
      return { title: "You're up!", detail: `Seat ${(call.seat ?? 0) + 1}: go to the TV and take your seat.`, take: true };
    case 'next':
      return { title: "You're next", detail: 'Your table plays after this game.', take: false };
    case 'queued':
      return {
        title: 'In the queue',
        detail: call.ahead === 1 ? '1 person ahead of you' : `${call.ahead ?? 0} people ahead of you`,
        take: false,
      };
    case 'playing':
      return { title: 'Your table is playing', detail: `Seat ${(call.seat ?? 0) + 1}`, take: false };
    case 'done':
      return { title: 'The event is over', detail: 'Thanks for playing! See the TV for the final leaderboard.', take: false };
    case 'out':
      return { title: 'Not in this event', detail: 'Your name is not on the entrant list: ask the host.', take: false };
  }
}

/** Whether a new call should buzz: only on becoming up, never again while still up. */
export function buzzes(previous: EventCall | null, next: EventCall): boolean {
  return next.status === 'up' && previous?.status !== 'up';
}
