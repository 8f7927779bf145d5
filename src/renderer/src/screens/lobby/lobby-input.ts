/** Who sits where and what a press means in the lobby: seat lookups, device labels, join/leave/menu, hint lines (no Pixi). */
import { SEAT_COUNT, openSeat, type InputBinding, type Seat } from '@shared/seats';
import { t } from '../../i18n/i18n';
import {
  deviceKey,
  keysDevice,
  padFamily,
  seatOfDevice,
  toInputBinding,
  type ActionEvent,
  type DeviceRef,
  type Hint,
  type PadFamily,
} from '../../input/index';

/** How many people and bots may sit in the lobby. */
export const MAX_SEATS = SEAT_COUNT;

/** Fewest occupied seats for a match (C2). */
export const MIN_MATCH_SEATS = 2;

/** Pad family names as printed on the pads (brand names, not translated). */
export const FAMILY_NAMES: Readonly<Record<PadFamily, string>> = { xbox: 'Xbox', playstation: 'PlayStation', nintendo: 'Nintendo' };

/** Twelve open seats, for the lobby before the first snapshot. */
export function blankSeats(): Seat[] {
  return Array.from({ length: SEAT_COUNT }, (_, i) => openSeat(i));
}

/** Occupied seat indices (people and bots) in seat order. */
export function occupiedIndices(seats: readonly Seat[]): number[] {
  return seats.flatMap((s, i) => (s.kind === 'open' ? [] : [i]));
}

/** True when at least one seat is open. */
export function hasOpenSeat(seats: readonly Seat[]): boolean {
  return seats.some((s) => s.kind === 'open');
}

/** The binding a mouse click joins with: key set 0 when it is free, else key set 1, else null. */
export function clickJoinBinding(seats: readonly Seat[]): InputBinding | null {
  for (const set of [0, 1] as const) {
    if (seatOfDevice(seats, keysDevice(set)) === null) return { kind: 'keys', set };
  }
  return null;
}

/** The binding a join asks for: the first keyboard player gets key set 1 (index 0) whichever key joined them. */
export function joinBinding(seats: readonly Seat[], wanted: InputBinding): InputBinding {
  return wanted.kind === 'keys' ? (clickJoinBinding(seats) ?? wanted) : wanted;
}

/** The devices that sit somewhere: bound pads among the connected ones, then bound key sets. */
export function boundDevices(seats: readonly Seat[], pads: readonly DeviceRef[]): { device: DeviceRef; seat: number }[] {
  const devices = [...pads, keysDevice(0), keysDevice(1)];
  return devices.flatMap((device) => {
    const seat = seatOfDevice(seats, device);
    return seat === null ? [] : [{ device, seat }];
  });
}

/** The pad family of a pad binding ("0#Xbox 360 Controller …" → xbox), null for other bindings. */
export function bindingFamily(binding: InputBinding | null): PadFamily | null {
  if (!binding || binding.kind !== 'pad') return null;
  const hash = binding.id.indexOf('#');
  return padFamily(hash === -1 ? binding.id : binding.id.slice(hash + 1));
}

/** A person's device as shown in the seat: "Gamepad · Xbox", "Keys 1", "Phone". */
export function deviceLabel(binding: InputBinding | null): string {
  if (!binding) return '';
  switch (binding.kind) {
    case 'keys':
      return t('input.keySet', { n: binding.set + 1 });
    case 'phone':
      return t('input.phone');
    case 'native':
      return t('input.gamepad');
    case 'pad':
      return `${t('input.gamepad')} · ${FAMILY_NAMES[bindingFamily(binding) ?? 'xbox']}`;
  }
}

/** The host-menu actions a press can drive. */
export type LobbyMenuAction = 'up' | 'down' | 'left' | 'right' | 'confirm';

/** What the lobby does with one action event. */
export type LobbyDecision =
  | { readonly kind: 'join'; readonly binding: InputBinding }
  | { readonly kind: 'leave'; readonly seat: number }
  /** A seated device's Start / pause key: rename its seat (the seat card says so). */
  | { readonly kind: 'rename'; readonly seat: number }
  | { readonly kind: 'menu'; readonly action: LobbyMenuAction }
  /** Back to the title screen (B / Esc from someone without a seat). */
  | { readonly kind: 'exit' }
  /** Open the settings screen (View / Select / Tab). */
  | { readonly kind: 'settings' }
  | { readonly kind: 'ignore' };

/** How long (ms) after asking to join a device's presses are ignored (a double-tapped A must not also press Start). */
export const JOIN_PENDING_MS = 600;

const DIRECTIONS: readonly string[] = ['up', 'down', 'left', 'right'];

/**
 * Decides what one action event does. `joinedAt` maps device keys to when they last asked to join.
 * A device that asked to join within JOIN_PENDING_MS is ignored (its confirm too, once seated).
 * Unbound device: confirm (or the press that woke a new pad) joins; key sets may also steer the menu with
 * directions; back goes to the title, except that a key set's back leaves the other key set's seat (Esc and
 * ⌫ are the keyboard's back keys for whoever sits at it). Bound device: back leaves its seat, directions and
 * confirm drive the shared host menu, Start (pause) renames its seat, the waking press of a reconnecting pad is swallowed.
 */
export function decide(seats: readonly Seat[], e: ActionEvent, joinedAt: ReadonlyMap<string, number>): LobbyDecision {
  const kind = e.action.kind;
  if (kind === 'menu') return { kind: 'settings' };
  const seat = seatOfDevice(seats, e.device);
  const asked = joinedAt.get(deviceKey(e.device));
  const justAsked = asked !== undefined && e.at - asked < JOIN_PENDING_MS;
  if (seat !== null) {
    if (e.waking || (justAsked && kind === 'confirm')) return { kind: 'ignore' };
    if (kind === 'back') return { kind: 'leave', seat };
    if (kind === 'pause') return { kind: 'rename', seat };
    if (kind === 'confirm' || DIRECTIONS.includes(kind)) return { kind: 'menu', action: kind as LobbyMenuAction };
    return { kind: 'ignore' };
  }
  if (justAsked) return { kind: 'ignore' };
  if (kind === 'confirm' || e.waking) return hasOpenSeat(seats) ? { kind: 'join', binding: toInputBinding(e.device) } : { kind: 'ignore' };
  if (e.device.kind === 'keys') {
    if (DIRECTIONS.includes(kind)) return { kind: 'menu', action: kind as LobbyMenuAction };
    if (kind === 'back') {
      const other = seatOfDevice(seats, keysDevice(e.device.set === 0 ? 1 : 0));
      return other === null ? { kind: 'exit' } : { kind: 'leave', seat: other };
    }
    return { kind: 'ignore' };
  }
  return kind === 'back' ? { kind: 'exit' } : { kind: 'ignore' };
}

/** Word labels for the hint line, in the current language. */
export interface HintWords {
  readonly confirm: string;
  readonly leave: string;
  readonly move: string;
  readonly change: string;
}

const ARROWS = new Set(['↑', '↓', '←', '→']);

function pair(a: string, b: string): string {
  if (!a || !b) return a || b;
  return ARROWS.has(a) && ARROWS.has(b) ? `${a}${b}` : `${a}/${b}`;
}

/**
 * One device's compact lobby hint: "A Confirm · B Leave · ↑↓ Move · ←→ Change" in its own button labels.
 * `keys`: a key set, whose alias keys (Enter, Esc, ⌫, arrows) are the ones people know, so they are shown.
 */
export function hintLine(hints: readonly Hint[], words: HintWords, keys = false): string {
  const label = (id: string): string => {
    const hint = hints.find((h) => h.id === id);
    return (keys ? hint?.alternatives.at(-1) : undefined) ?? hint?.label ?? '';
  };
  const parts: [string, string][] = [
    [label('menu.confirm'), words.confirm],
    [label('menu.back'), words.leave],
    [pair(label('menu.up'), label('menu.down')), words.move],
    [pair(label('menu.left'), label('menu.right')), words.change],
  ];
  return parts.flatMap(([key, word]) => (key ? [`${key} ${word}`] : [])).join(' · ');
}
