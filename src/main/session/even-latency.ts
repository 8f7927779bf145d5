/**
 * Even latency (issue 28): in a real-time game the host holds each seat's intent so that it reaches the engine as late
 * as the slowest seat's press would, so sitting next to the host buys nothing. A seat's delay is its one-way estimate
 * (half its measured round trip through the relay); LAN phones, pads and keys count as 0. Held intents are released on
 * the session's game clock, in release order (arrival order among equals), so replays record what the engine saw.
 */

/** Most game ms an intent is ever held. */
export const EVEN_LATENCY_MAX_HOLD_MS = 150;

/** Each seat's one-way delay estimate in ms, from the round trips measured (seats not listed, or not measured yet, count 0). */
export function oneWayDelays(roundTrips: readonly { readonly seat: number; readonly ms: number | null }[]): ReadonlyMap<number, number> {
  return new Map(roundTrips.flatMap(({ seat, ms }) => (ms === null ? [] : [[seat, Math.max(0, ms) / 2] as const])));
}

/**
 * How long to hold `seat`'s intent: the slowest of `seats`' delays minus this seat's own, bounded by
 * EVEN_LATENCY_MAX_HOLD_MS (never negative).
 */
export function holdMs(seat: number, seats: readonly number[], delays: ReadonlyMap<number, number>): number {
  const own = delays.get(seat) ?? 0;
  const slowest = Math.max(own, ...seats.map((s) => delays.get(s) ?? 0));
  return Math.round(Math.min(EVEN_LATENCY_MAX_HOLD_MS, Math.max(0, slowest - own)));
}

/** Intents held until a game time, released in time order (arrival order among equal times). */
export class HeldIntents<T> {
  private queue: { readonly at: number; readonly seq: number; readonly item: T }[] = [];
  private seq = 0;

  /** Holds `item` until game time `at`. */
  hold(at: number, item: T): void {
    this.queue.push({ at, seq: this.seq++, item });
    this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
  }

  /** The earliest release time, null when nothing is held. */
  nextAt(): number | null {
    return this.queue[0]?.at ?? null;
  }

  /** Takes every item due at game time `now`, in release order. */
  due(now: number): T[] {
    const n = this.queue.findIndex((q) => q.at > now);
    const taken = this.queue.splice(0, n === -1 ? this.queue.length : n);
    return taken.map((q) => q.item);
  }

  /** Drops everything held (the match ended). */
  clear(): void {
    this.queue = [];
  }

  get size(): number {
    return this.queue.length;
  }
}
