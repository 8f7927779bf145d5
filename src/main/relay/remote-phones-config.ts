/** Remote phones' options, defaults and small helpers (RemotePhones.ts holds the class). */
import type { LanLimits } from '../lan/lan-config';
import type { PhoneLink } from '../lan/phone-link';
import type { Session } from '../session/Session';
import type { RateWindow } from '../transport/socket-pacing';
import type { RelayHostOptions } from './RelayHost';
import type { Clock } from '../session/clock';
import type { RemoteStatus } from '@shared/protocol';

/** A name as compared for kicks: trimmed, case and width folded. */
export function foldName(name: string): string {
  return name.trim().normalize('NFKC').toLowerCase();
}

/** How often the host measures each remote phone's round trip. */
export const RTT_PROBE_MS = 2_000;

export interface RemotePhonesOptions {
  readonly session: Session;
  /** The relay's address (http(s):// or ws(s)://). */
  readonly url: string;
  /** The night's secret and code when re-claiming (a resumed night); fresh ones otherwise. */
  readonly secret?: string;
  readonly code?: string | null;
  readonly limits?: Partial<LanLimits>;
  readonly log: (line: string) => void;
  /** Times round trips, rates and the phone room's limits (tests pass a manual clock). */
  readonly clock?: Clock;
  readonly after?: RelayHostOptions['after'];
  readonly backoffMs?: RelayHostOptions['backoffMs'];
  /** Every remote phone is probed this often (0: never). */
  readonly probeMs?: number;
  /** Told whenever the code, the connection, the lock or the round trips change (the lobby's "From anywhere" line). */
  readonly onStatus?: (status: RemoteStatus) => void;
  /** Seats remote phones may hold at most (the rest are the couch's). */
  readonly maxRemoteSeats?: number;
}

/** Default cap on remote seats. */
export const DEFAULT_MAX_REMOTE_SEATS = 8;

export interface Peer {
  readonly link: PhoneLink;
  readonly rate: RateWindow;
  /** Round trip in ms of the last answered probe, null before one came back. */
  rtt: number | null;
  sentAt: Map<number, number>;
}

/** The relay's close code for a PhoneRoom close code (the relay takes 4000-4999). */
export function relayCloseCode(code: number): number {
  return 4000 + (code % 1000);
}

/** The page phones open: the relay's landing page with the code filled in. */
export function remoteJoinUrl(url: string, code: string): string {
  return `${url.replace(/^ws(s?):\/\//, 'http$1://').replace(/\/+$/, '')}/play?room=${code}`;
}
