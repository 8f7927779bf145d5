/**
 * Joins by room code, paced: an address in its wrong-code backoff is refused (it locks out nobody else); every code
 * checked takes one of the network's wrong-code budget (a right code gives it back); while that is spent a join waits
 * for it, addresses without a wrong code first, and is never refused for it.
 */
import type { FriendlyLanguage } from '@shared/suggested-name';
import type { Clock } from '../session/clock';
import { sameSecret, type LanLimits } from './lan-config';
import { CodeBackoff, TokenBucket } from './join-guard';
import { refuse, type PhoneLink } from './phone-link';

/** What a room code is checked for: a join under a name, or the name a join would get (issue 30: the language picks friendly names). */
export type JoinAsk = string | { readonly suggest: FriendlyLanguage };

/** A join waiting for the network's wrong-code budget; `fresh` when its address has no wrong code on record. */
interface WaitingJoin {
  readonly link: PhoneLink;
  readonly room: string;
  readonly ask: JoinAsk;
  readonly fresh: boolean;
}

/** The joins waiting for their room code to be checked, and the budgets that pace the checks. */
export class JoinQueue {
  private readonly backoff: CodeBackoff;
  /** The network's wrong-code budget: every code checked takes one, a right code gives it back. */
  private readonly wrongCodes: TokenBucket;
  private readonly waiting: WaitingJoin[] = [];
  private cancelWake: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly roomCode: string,
    private readonly limits: LanLimits,
    private readonly log: (line: string) => void,
    private readonly clock: Clock,
    /** A join (or a name asked for) whose room code was right: it may take a seat now. */
    private readonly admit: (link: PhoneLink, ask: JoinAsk) => void,
  ) {
    const now = (): number => clock.now();
    this.backoff = new CodeBackoff({ free: limits.maxJoinFailures, baseMs: limits.joinBackoffMs, maxMs: limits.maxJoinBackoffMs }, now);
    this.wrongCodes = new TokenBucket(limits.maxGlobalJoinFailures, limits.globalJoinRefillMs, now);
  }

  /** A join by room code from a connection without a seat (or its question for the name it would join under). */
  join(link: PhoneLink, room: string, ask: JoinAsk): void {
    if (this.waiting.some((w) => w.link === link)) return refuse(link, 'already-joined', 'this connection is already joining', false);
    const wait = this.backoff.waitMs(link.address);
    if (wait > 0) return refuse(link, 'locked', `too many wrong codes from this address: try again in ${Math.ceil(wait / 1000)} s`, true);
    if (this.waiting.some((w) => w.link.address === link.address) || this.waiting.length >= this.limits.maxConnections)
      return refuse(link, 'slow-down', 'a join from this address is already waiting', true);
    const entry: WaitingJoin = { link, room, ask, fresh: !this.backoff.suspect(link.address) };
    this.waiting.push(entry);
    this.check();
    if (this.waiting.includes(entry)) this.log(`phone join from ${link.address} waits: too many wrong room codes from the network`);
  }

  /** The connection closed: its waiting join, if any, is dropped. */
  drop(link: PhoneLink): void {
    const at = this.waiting.findIndex((w) => w.link === link);
    if (at !== -1) this.waiting.splice(at, 1);
  }

  /** The room closes: no more checks, and every waiting join is told so. */
  close(): void {
    this.closed = true;
    this.cancelWake?.();
    for (const w of this.waiting.splice(0)) refuse(w.link, 'closing', 'the host stopped LAN mode', true);
  }

  /** Checks waiting joins while the wrong-code budget allows, and wakes when it allows the next one. */
  private check(): void {
    this.cancelWake?.();
    this.cancelWake = null;
    while (!this.closed) {
      const next = this.waiting.find((w) => w.fresh) ?? this.waiting[0];
      if (!next) return;
      const keep = next.fresh ? 0 : this.limits.freshJoinReserve;
      if (!this.wrongCodes.take(keep)) {
        const ms = this.wrongCodes.msUntil(keep);
        if (Number.isFinite(ms)) this.cancelWake = this.clock.wakeAt(this.clock.now() + ms, () => this.check());
        return;
      }
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.checkCode(next);
    }
  }

  private checkCode({ link, room, ask }: WaitingJoin): void {
    if (!sameSecret(room, this.roomCode)) {
      this.backoff.fail(link.address);
      this.log(`phone join refused from ${link.address}: wrong room code`);
      return refuse(link, 'bad-room', 'wrong room code', true);
    }
    this.wrongCodes.give();
    this.backoff.forgive(link.address);
    this.admit(link, ask);
  }
}
