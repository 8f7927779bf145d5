/** Remote seats' round trips as the TV shows them ("48 ms" on a seat's chip and table label), read from `snapshot.remote` (no Pixi). */
import type { RemoteStatus } from '@shared/protocol';
import { t } from '@renderer/i18n/i18n';

/** A seat's round trip as the TV knows it: ms, `'pending'` for a remote seat not measured yet, null for no remote seat. */
export type SeatRoundTrip = number | 'pending' | null;

/** The last round trip of the remote phone on `seat`: ms, 'pending' before the first probe came back, null when not remote. */
export function seatRoundTrip(remote: RemoteStatus | null | undefined, seat: number): SeatRoundTrip {
  if (remote?.state !== 'on') return null;
  const entry = remote.rtt.find((r) => r.seat === seat);
  return entry === undefined ? null : (entry.ms ?? 'pending');
}

/** A round trip as words ("48 ms", "… ms" while unmeasured), '' for none. */
export function roundTripLabel(rtt: SeatRoundTrip): string {
  if (rtt === null) return '';
  return rtt === 'pending' ? t('remote.rttPending') : t('remote.rtt', { n: rtt });
}

/** `text` with the seat's round trip after it ("Phone · 48 ms"); `text` alone for a seat without one. */
export function withRoundTrip(text: string, rtt: SeatRoundTrip): string {
  if (rtt === null) return text;
  return text === '' ? roundTripLabel(rtt) : `${text} · ${roundTripLabel(rtt)}`;
}

/** The seats of remote phones, in seat order (the host lists every one, measured or not, in `rtt`). */
export function remoteSeats(remote: RemoteStatus | null | undefined): number[] {
  return remote?.state === 'on' ? remote.rtt.map((r) => r.seat).sort((a, b) => a - b) : [];
}
