/** Remote seats' round trips as the TV shows them ("48 ms" on a seat's chip and table label), read from `snapshot.remote` (no Pixi). */
import type { RemoteStatus } from '@shared/protocol';
import { t } from '@renderer/i18n/i18n';

/** The last round trip of the remote phone on `seat` in ms, null for a seat that is not remote (or not measured yet). */
export function seatRoundTrip(remote: RemoteStatus | null | undefined, seat: number): number | null {
  if (remote?.state !== 'on') return null;
  return remote.rtt.find((r) => r.seat === seat)?.ms ?? null;
}

/** A round trip as words ("48 ms"), '' for none. */
export function roundTripLabel(ms: number | null): string {
  return ms === null ? '' : t('remote.rtt', { n: ms });
}

/** `text` with the seat's round trip after it ("Phone · 48 ms"); `text` alone for a seat without one. */
export function withRoundTrip(text: string, ms: number | null): string {
  if (ms === null) return text;
  return text === '' ? roundTripLabel(ms) : `${text} · ${roundTripLabel(ms)}`;
}

/** The seats of remote phones, in seat order (those with a measured round trip: the host lists them in `rtt`). */
export function remoteSeats(remote: RemoteStatus | null | undefined): number[] {
  return remote?.state === 'on' ? remote.rtt.map((r) => r.seat).sort((a, b) => a - b) : [];
}
