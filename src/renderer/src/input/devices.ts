/** Who pressed: gamepads and keyboard key sets, their button families, and the seat bindings they become. */
import type { InputBinding, Seat } from '@shared/seats';

/** Whose button labels a pad wears. */
export type PadFamily = 'xbox' | 'playstation' | 'nintendo';

/** A key set on the shared keyboard: 0 is the left hand, 1 the right hand. */
export type KeySet = 0 | 1;

/** One input device as the screens see it. */
export type DeviceRef =
  | { readonly kind: 'pad'; readonly index: number; readonly id: string; readonly family: PadFamily }
  | { readonly kind: 'keys'; readonly set: KeySet };

/** A left-stick direction, also the four menu directions. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Every direction, in menu order. */
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** What changed on a device: a standard button index, a stick direction or a key code. */
export type Control =
  | { readonly kind: 'button'; readonly button: number }
  | { readonly kind: 'stick'; readonly dir: Direction }
  | { readonly kind: 'key'; readonly code: string };

/** A control going down or coming up. */
export type EdgeType = 'press' | 'release';

/** One pressed/released edge from a reader, stamped with the time it happened (ms, performance.now clock). */
export interface Edge {
  readonly device: DeviceRef;
  readonly control: Control;
  readonly edge: EdgeType;
  readonly at: number;
}

/** A pad appearing or going away; `rejoined` names the lost pad a new one is taken to be. */
export type DeviceChange =
  | { readonly type: 'connected'; readonly device: DeviceRef; readonly at: number; readonly rejoined: InputBinding | null }
  | { readonly type: 'disconnected'; readonly device: DeviceRef; readonly at: number };

/** What a reader reports in one poll, in order: pads coming and going, and edges. */
export type ReaderEvent = DeviceChange | { readonly type: 'edge'; readonly edge: Edge };

const VENDORS: Readonly<Record<string, PadFamily>> = { '045e': 'xbox', '054c': 'playstation', '057e': 'nintendo' };

const NAME_PATTERNS: readonly (readonly [PadFamily, RegExp])[] = [
  ['xbox', /xbox|xinput/i],
  ['playstation', /dualshock|dualsense|playstation|wireless controller|\bps[345]\b/i],
  ['nintendo', /nintendo|pro controller|joy-?con/i],
];

/** The USB vendor id in Chromium ("Vendor: 054c") or Firefox ("54c-9cc-Name") id strings. */
function vendorOf(id: string): string | null {
  const found = /vendor:\s*([0-9a-f]{1,4})\b/i.exec(id) ?? /^([0-9a-f]{1,4})-[0-9a-f]{1,4}-/i.exec(id);
  return found?.[1] ? found[1].toLowerCase().padStart(4, '0') : null;
}

/** The label family of a pad from its id string (vendor id first, then name); unknown pads get Xbox labels. */
export function padFamily(id: string): PadFamily {
  const vendor = vendorOf(id);
  const byVendor = vendor ? VENDORS[vendor] : undefined;
  if (byVendor) return byVendor;
  for (const [family, pattern] of NAME_PATTERNS) if (pattern.test(id)) return family;
  return 'xbox';
}

/** A pad's DeviceRef from its index and id string. */
export function padDevice(index: number, id: string): DeviceRef {
  return { kind: 'pad', index, id, family: padFamily(id) };
}

/** A key set's DeviceRef. */
export function keysDevice(set: KeySet): DeviceRef {
  return { kind: 'keys', set };
}

/** The longest binding id the host accepts (the `id` schema in src/shared/protocol-schema.ts). */
export const MAX_BINDING_ID = 64;

/**
 * The stable binding id of a pad: its index plus its id string (two identical pads share the id
 * string), cut to the length the host accepts: "1#Xbox 360 Controller (XInput STANDARD GAMEPAD)".
 */
export function padBindingId(index: number, id: string): string {
  return `${index}#${id}`.slice(0, MAX_BINDING_ID);
}

/** The seat binding (src/shared/seats.ts) for a device. */
export function toInputBinding(device: DeviceRef): InputBinding {
  return device.kind === 'pad' ? { kind: 'pad', id: padBindingId(device.index, device.id) } : { kind: 'keys', set: device.set };
}

/** A string naming a device uniquely within this page (map keys, cursors). */
export function deviceKey(device: DeviceRef): string {
  return device.kind === 'pad' ? `pad:${padBindingId(device.index, device.id)}` : `keys:${device.set}`;
}

/** Whether a seat binding belongs to this device. */
export function isBoundTo(binding: InputBinding | null, device: DeviceRef): boolean {
  if (!binding) return false;
  const own = toInputBinding(device);
  if (own.kind === 'pad') return binding.kind === 'pad' && binding.id === own.id;
  return binding.kind === 'keys' && own.kind === 'keys' && binding.set === own.set;
}

/** The same device (same pad slot and id, or the same key set). */
export function sameDevice(a: DeviceRef, b: DeviceRef): boolean {
  return deviceKey(a) === deviceKey(b);
}

/** The seat a device is bound to (people only), or null when it has none. */
export function seatOfDevice(seats: readonly Seat[], device: DeviceRef): number | null {
  const i = seats.findIndex((s) => s.kind === 'person' && isBoundTo(s.input, device));
  return i === -1 ? null : i;
}

/** The device a seat's binding names (pads: "index#id"), or null for bots, phones and open seats. */
export function deviceOfBinding(binding: InputBinding | null): DeviceRef | null {
  if (!binding) return null;
  if (binding.kind === 'keys') return keysDevice(binding.set === 1 ? 1 : 0);
  if (binding.kind !== 'pad') return null;
  const hash = binding.id.indexOf('#');
  const index = Number(binding.id.slice(0, hash));
  return Number.isInteger(index) && hash > 0 ? padDevice(index, binding.id.slice(hash + 1)) : null;
}
