/** The hint line under a seat at every game's table, written once so the tables name their seats alike. */
import type { Snapshot } from '@shared/protocol';
import type { Seat } from '@shared/seats';
import { t } from '@renderer/i18n/i18n';
import { deviceOfBinding, type DeviceRef, type Hint } from '@renderer/input/index';
import { seatRoundTrip, withRoundTrip } from '@renderer/ui/round-trip';

/** Where a person's seat plays from on this screen: its device; null for a bot, a phone, or a watched replay's seat. */
export function seatDevice(snapshot: Pick<Snapshot, 'replay'>, seat: Seat): DeviceRef | null {
  return seat.kind === 'person' && !snapshot.replay ? deviceOfBinding(seat.input) : null;
}

/**
 * A seat's hint line: a person playing on this screen gets the game's buttons in its device's labels (`line` over
 * `hintsOf` the device), a bot its level, a phone seat the word for a phone (its buttons are on the phone); a watched
 * replay's seats get none (they are not played from this room). A remote phone's seat (through the relay) adds its
 * last round trip ("Phone · 48 ms"), found by the seat's place in `snapshot.seats`.
 */
export function seatHintLine(
  snapshot: Pick<Snapshot, 'replay'> & Partial<Pick<Snapshot, 'remote' | 'seats'>>,
  seat: Seat,
  hintsOf: (device: DeviceRef) => readonly Hint[],
  line: (hints: readonly Hint[]) => string,
): string {
  const device = seatDevice(snapshot, seat);
  if (device) return line(hintsOf(device));
  if (seat.kind === 'bot') return `${t('lobby.seatBot')} · ${t(`bot.${seat.botLevel}`)}`;
  if (seat.input?.kind !== 'phone' || snapshot.replay) return '';
  const index = snapshot.seats?.indexOf(seat) ?? -1;
  return withRoundTrip(t('input.phone'), index === -1 ? null : seatRoundTrip(snapshot.remote, index));
}

/**
 * The hint line where the whole one does not fit at the table's least word size (a 12-seat Dice tray in Icelandic:
 * "Vélmenni · Snillingur"): a bot's level alone, which still says what the lobby set; any other seat keeps `full`.
 */
export function shortSeatHint(seat: Seat, full: string): string {
  return seat.kind === 'bot' ? t(`bot.${seat.botLevel}`) : full;
}
