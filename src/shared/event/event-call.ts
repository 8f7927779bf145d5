/** What a phone following an entrant is told about the event: is that entrant up (their table is next), next after it, waiting, playing or done. */
import { z } from 'zod';
import { sameName } from '../names';
import { seatIndexSchema } from '../seats-schema';
import type { EventView } from './event-view';

/** Schema of an event call to a phone. */
export const eventCallSchema = z.strictObject({
  /** The event's name. */
  event: z.string().max(60),
  /**
   * 'up': the entrant's table is the next game (the phone shows it big and vibrates); 'next': the game after that;
   * 'queued': waiting further back; 'playing': at the table now; 'done': the event is over; 'out': not an entrant (any more).
   */
  status: z.enum(['up', 'next', 'queued', 'playing', 'done', 'out']),
  /** The seat (0-based) at the table when up or playing, else null. */
  seat: seatIndexSchema.nullable(),
  /** People ahead in the queue when queued, else null. */
  ahead: z.number().int().min(0).nullable(),
});

/** An event call to a phone. */
export type EventCall = z.infer<typeof eventCallSchema>;

const same = sameName;

/** Is `name` one of the event's entrants (as names compare, names.ts; the leaderboard lists every entrant)? */
export function isEntrant(view: EventView, name: string): boolean {
  return view.leaderboard.some((r) => same(r.name, name));
}

/**
 * The call for entrant `name`. `between`: the event view is current (the session is between games, its table is the
 * next game); otherwise a match runs, and `view` is the one from before it, so its table is playing now.
 */
export function eventCallFor(view: EventView, name: string, between: boolean): EventCall {
  const base = { event: view.name, seat: null, ahead: null };
  if (!isEntrant(view, name)) return { ...base, status: 'out' };
  if (view.finished) return { ...base, status: 'done' };
  const seat = view.table.findIndex((n) => same(n, name));
  if (seat !== -1) return { ...base, status: between ? 'up' : 'playing', seat };
  if (view.upNext.some((n) => same(n, name))) return { ...base, status: 'next' };
  const at = view.queue.findIndex((n) => same(n, name));
  if (at !== -1) return { ...base, status: 'queued', ahead: at };
  return { ...base, status: 'out' };
}
