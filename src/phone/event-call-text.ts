/** What the phone says to an event entrant waiting in the queue; "up" is shown big and makes the phone vibrate. */
import type { EventCall } from '@shared/event/event-call';
import { pt, ptCount } from './i18n/phone-i18n';

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
      return { title: pt('call.up'), detail: pt('call.upDetail', { n: (call.seat ?? 0) + 1 }), take: true };
    case 'next':
      return { title: pt('call.next'), detail: pt('call.nextDetail'), take: false };
    case 'queued':
      return {
        title: pt('call.queued'),
        detail: ptCount('call.ahead', call.ahead ?? 0),
        take: false,
      };
    case 'playing':
      return { title: pt('call.playing'), detail: pt('call.seat', { n: (call.seat ?? 0) + 1 }), take: false };
    case 'done':
      return { title: pt('call.done'), detail: pt('call.doneDetail'), take: false };
    case 'out':
      return { title: pt('call.out'), detail: pt('call.outDetail'), take: false };
  }
}

/** Whether a new call should buzz: only on becoming up, never again while still up. */
export function buzzes(previous: EventCall | null, next: EventCall): boolean {
  return next.status === 'up' && previous?.status !== 'up';
}
