/** The relay's counters: rates per key, open things per address, and the failed-code guard. All read an injected clock. */
import { AddressCounts } from '@shared/address-counts';

export { AddressCounts };

/** Counts events per key in one-second (or `windowMs`) windows; a key's window survives reconnects, so it cannot be reset. */
export class RateWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
    private readonly windowMs = 1000,
  ) {}

  /** Counts `amount` for `key`; true when this goes over the limit within the current window. */
  over(key: string, amount = 1): boolean {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += amount;
    return w.count > this.limit;
  }

  /** Forgets windows that ended (call now and then so idle keys do not pile up). */
  sweep(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Why a code or token try is refused before it is checked. */
export type CodeGate = 'ok' | 'locked' | 'slow';

/**
 * Wrong room codes and reconnection tokens. One address that fails `limit` times within `windowMs` is locked out for
 * `windowMs`, each further lockout in a row twice as long (up to 16 times). When all addresses together fail
 * `globalLimit` times within `windowMs`, every address is slowed to one try per `slowMs` (never locked out), so a
 * room's own phones still join while a spread-out guesser gets a handful of tries a minute.
 */
export class CodeGuard {
  private readonly byAddress = new Map<string, { count: number; since: number; lockedUntil: number; streak: number }>();
  private readonly lastTry = new Map<string, number>();
  private global: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly globalLimit: number,
    private readonly slowMs: number,
    private readonly now: () => number,
  ) {}

  /** May `address` try a code now? Counts the try for the slow mode. */
  gate(address: string): CodeGate {
    const now = this.now();
    const a = this.byAddress.get(address);
    if (a && now < a.lockedUntil) return 'locked';
    this.global = this.global.filter((t) => now - t < this.windowMs);
    if (this.global.length >= this.globalLimit) {
      const last = this.lastTry.get(address);
      if (last !== undefined && now - last < this.slowMs) return 'slow';
      this.lastTry.set(address, now);
    }
    return 'ok';
  }

  /** Records a wrong code or token from `address`. */
  fail(address: string): void {
    const now = this.now();
    this.global.push(now);
    let a = this.byAddress.get(address);
    if (!a || (now - a.since >= this.windowMs && now >= a.lockedUntil)) {
      const streak = a && now - a.lockedUntil < this.windowMs * 4 ? a.streak : 0;
      a = { count: 0, since: now, lockedUntil: 0, streak };
      this.byAddress.set(address, a);
    }
    if (++a.count < this.limit) return;
    a.lockedUntil = now + this.windowMs * 2 ** Math.min(a.streak, 4);
    a.streak++;
    a.count = 0;
    a.since = a.lockedUntil;
  }

  /** Forgets addresses whose lockout and window are long over. */
  sweep(): void {
    const now = this.now();
    for (const [address, a] of this.byAddress)
      if (now - Math.max(a.since, a.lockedUntil) > this.windowMs * 5) this.byAddress.delete(address);
    for (const [address, t] of this.lastTry) if (now - t > this.slowMs) this.lastTry.delete(address);
  }
}
