/** The lobby's seat chips without Pixi: each seated person's game keys (and menu keys) in their device's own labels. */
import type { Seat } from '@shared/seats';
import { deviceOfBinding, padDevice, type DeviceRef } from '../../input/index';

/** A seat a chip speaks for: its index and colour (PLAYER_COLORS index). */
export interface ChipSeat {
  readonly index: number;
  readonly color: number;
}

/** One chip: the seats it speaks for (phones share one), the game keys line and the menu keys line. */
export interface SeatChip {
  readonly seats: readonly ChipSeat[];
  /** The chosen game's keys on this device ("Q Stack · Space Waste · E Flip · 1–3 Row"); "Phone" for phones. */
  readonly keys: string;
  /** The lobby's own keys ("Space Confirm · Esc Leave · W/S Move · A/D Change"); for phones, where their buttons are. */
  readonly menu: string;
}

/** What the chips read: a device's game keys line and menu keys line, and the phones' two lines. */
export interface ChipWords {
  gameKeys(device: DeviceRef): string;
  menuKeys(device: DeviceRef): string;
  readonly phone: string;
  readonly phoneMenu: string;
}

/** The most chips the strip shows (three rows of two): pads and key sets first; the phones' chip only if there is room. */
export const MAX_CHIPS = 6;

/** Native pads (SDL, on the host machine) wear the Xbox labels of the standard mapping. */
const NATIVE = padDevice(0, 'native');

/** The device whose labels a seat's chip shows, 'phone' for a phone, null for bots and open seats. */
export function chipDevice(seat: Seat): DeviceRef | 'phone' | null {
  if (seat.kind !== 'person' || !seat.input) return null;
  if (seat.input.kind === 'phone') return 'phone';
  if (seat.input.kind === 'native') return NATIVE;
  return deviceOfBinding(seat.input);
}

/**
 * The chips in seat order: one per person on a pad or key set, then one for every phone seat together (a phone shows
 * its own buttons) while the strip has room for it.
 */
export function seatChips(seats: readonly Seat[], words: ChipWords): SeatChip[] {
  const chips: SeatChip[] = [];
  const phones: ChipSeat[] = [];
  seats.forEach((seat, index) => {
    const device = chipDevice(seat);
    const at = { index, color: seat.color };
    if (device === 'phone') phones.push(at);
    else if (device) chips.push({ seats: [at], keys: words.gameKeys(device), menu: words.menuKeys(device) });
  });
  if (phones.length > 0 && chips.length < MAX_CHIPS) chips.push({ seats: phones, keys: words.phone, menu: words.phoneMenu });
  return chips.slice(0, MAX_CHIPS);
}
