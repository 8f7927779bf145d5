/** A phone's seat as the room keeps it, and the press and reconnect budgets kept with its token and its address. */
import type { InputBinding } from '@shared/seats';
import type { Clock } from '../session/clock';
import type { LanLimits } from './lan-config';
import { BucketsByKey, TokenBucket } from './join-guard';
import { POLICY_CLOSE, type PhoneLink } from './phone-link';

/** A seat a phone holds by its token, connected or not. */
export interface PhoneSeat {
  readonly key: string;
  readonly input: InputBinding;
  readonly seat: number;
  link: PhoneLink | null;
  /** The session was told this phone is lost and has not been told it is back. */
  lost: boolean;
  /** When the phone dropped (host clock), null while it is connected. */
  droppedAt: number | null;
  /** When a seat dropped in the lobby is freed, null while it is connected or mid-match. */
  lobbyDue: number | null;
  /** The one wake-up of a dropped seat (its grace ends), with when. */
  wake: { readonly at: number; readonly cancel: () => void } | null;
  /** The token's presses and reconnects: budgets kept with the seat, so they outlive every socket. */
  readonly presses: TokenBucket;
  readonly resumes: TokenBucket;
  lastView: string;
  /** The name the phone joined with (an event entrant's, when an event runs). */
  readonly name: string | null;
}

/** The rate limits of phones: presses and reconnects per seat token and per address (shared by an address's seats). */
export class PhoneBudgets {
  private readonly addressPresses: BucketsByKey;
  private readonly addressResumes: BucketsByKey;

  constructor(
    private readonly limits: LanLimits,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
  ) {
    const now = (): number => clock.now();
    const share = limits.seatsPerAddress;
    this.addressPresses = new BucketsByKey(limits.maxRate * share, 1000 / limits.maxRate / share, now);
    this.addressResumes = new BucketsByKey(limits.resumeBurst * share, limits.resumeRefillMs / share, now);
  }

  /** A new seat record with full budgets; a seat without a link counts as dropped now. */
  newSeat(key: string, input: InputBinding, at: number, link: PhoneLink | null, name: string | null): PhoneSeat {
    const { maxRate, resumeBurst, resumeRefillMs } = this.limits;
    const now = (): number => this.clock.now();
    return {
      key,
      input,
      seat: at,
      link,
      lost: false,
      droppedAt: link ? null : now(),
      lobbyDue: null,
      wake: null,
      presses: new TokenBucket(maxRate, 1000 / maxRate, now),
      resumes: new TokenBucket(resumeBurst, resumeRefillMs, now),
      lastView: '',
      name,
    };
  }

  /** Pays for one message of a seat from its token's budget and its address's; past either the socket is closed. */
  spend(link: PhoneLink, seat: PhoneSeat): boolean {
    if (seat.presses.take() && this.addressPresses.take(link.address)) return true;
    this.log(`phone on seat ${seat.seat + 1} from ${link.address} closed: presses over the seat's rate`);
    link.close(POLICY_CLOSE, 'too many messages');
    return false;
  }

  /** Pays for one reconnect from the address's budget; false when it is spent. */
  resumeFrom(address: string): boolean {
    return this.addressResumes.take(address);
  }
}
