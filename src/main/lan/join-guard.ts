/**
 * The phone room's limits that outlive a socket (issue 27, items 4 and 5): token buckets for presses and reconnects
 * kept per seat token and per address, the wrong-room-code backoff of each address, and the wrong-code budget of the
 * whole network, which slows guessing down and never locks anybody out. Pure: every class reads an injected clock.
 */

/** A token bucket: `capacity` tokens, one more every `refillMs` (fractions accrue). */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly refillMs: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  /** Tokens in the bucket now. */
  level(): number {
    this.refill();
    return this.tokens;
  }

  /** Takes one token when at least `keep` would be left; false (and nothing taken) otherwise. */
  take(keep = 0): boolean {
    this.refill();
    if (this.tokens - 1 < keep) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives one token back (what it paid for did not count). */
  give(): void {
    this.refill();
    this.tokens = Math.min(this.capacity, this.tokens + 1);
  }

  /** Ms until `take(keep)` can succeed; 0 when it can now, Infinity when it never can. */
  msUntil(keep = 0): number {
    this.refill();
    const short = keep + 1 - this.tokens;
    if (short <= 0) return 0;
    if (keep + 1 > this.capacity || this.refillMs <= 0) return Infinity;
    return Math.ceil(short * this.refillMs);
  }

  /** Is the bucket full (so forgetting it changes nothing)? */
  full(): boolean {
    return this.level() >= this.capacity;
  }

  private refill(): void {
    const now = this.now();
    if (now > this.at)
      this.tokens = this.refillMs <= 0 ? this.capacity : Math.min(this.capacity, this.tokens + (now - this.at) / this.refillMs);
    this.at = Math.max(this.at, now);
  }
}

/** Token buckets by key (an address), at most `maxKeys` of them: full ones are forgotten first, then the oldest. */
export class BucketsByKey {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly refillMs: number,
    private readonly now: () => number,
    private readonly maxKeys = 1024,
  ) {}

  /** Takes one token from `key`'s bucket; false when it is empty. */
  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune();
      bucket = new TokenBucket(this.capacity, this.refillMs, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }

  private prune(): void {
    for (const [key, bucket] of this.buckets) if (bucket.full()) this.buckets.delete(key);
    const oldest = this.buckets.keys().next();
    if (this.buckets.size >= this.maxKeys && !oldest.done) this.buckets.delete(oldest.value);
  }
}

/** How an address's wrong room codes are answered: `free` at once, then a wait of `baseMs` doubling up to `maxMs`. */
export interface BackoffLimits {
  readonly free: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

/** The wait after an address's `failures`-th wrong code (0 while it has free ones left). */
export function backoffAfter(limits: BackoffLimits, failures: number): number {
  if (failures < limits.free) return 0;
  return Math.min(limits.maxMs, limits.baseMs * 2 ** Math.min(failures - limits.free, 40));
}

/**
 * Wrong room codes per address: after `free` of them each further try waits, twice as long each time. A right code
 * forgets the address's record; records last as long as the room (its code changes when LAN mode restarts). At most
 * `maxKeys` addresses are kept (the oldest go first; the network's budget still bounds them all together).
 */
export class CodeBackoff {
  private readonly records = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly limits: BackoffLimits,
    private readonly now: () => number,
    private readonly maxKeys = 4096,
  ) {}

  /** Ms until this address may try a code again; 0 when it may now. */
  waitMs(address: string): number {
    const r = this.records.get(address);
    return r ? Math.max(0, r.until - this.now()) : 0;
  }

  /** Has this address a wrong code on record? */
  suspect(address: string): boolean {
    return this.records.has(address);
  }

  /** Records a wrong code from this address. */
  fail(address: string): void {
    const r = this.records.get(address) ?? { failures: 0, until: 0 };
    this.records.delete(address);
    if (this.records.size >= this.maxKeys) {
      const oldest = this.records.keys().next();
      if (!oldest.done) this.records.delete(oldest.value);
    }
    r.failures++;
    r.until = this.now() + backoffAfter(this.limits, r.failures);
    this.records.set(address, r);
  }

  /** A right code from this address: its record is forgotten. */
  forgive(address: string): void {
    this.records.delete(address);
  }
}

/** The network's wrong-code budget: `capacity` at once, then one every `refillMs`. */
export interface GlobalCodeBudget {
  readonly capacity: number;
  readonly refillMs: number;
}

/** The most wrong room codes the limits can let through in `ms`: from one address, and from every address together. */
export function maxWrongCodes(backoff: BackoffLimits, budget: GlobalCodeBudget, ms: number): { perAddress: number; global: number } {
  if (backoff.baseMs <= 0) return { perAddress: Infinity, global: budget.capacity + Math.floor(ms / budget.refillMs) };
  let perAddress = 0;
  let t = 0;
  for (;;) {
    perAddress++;
    t += backoffAfter(backoff, perAddress);
    if (t > ms) break;
  }
  return { perAddress, global: budget.capacity + Math.floor(ms / budget.refillMs) };
}
