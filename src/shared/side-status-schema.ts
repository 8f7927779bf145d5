/** Schemas of the side devices' state every snapshot carries: the LAN server, remote players through the relay, native pads. */
import { z } from 'zod';
import { audienceConfigSchema, audienceCountsSchema } from './audience-protocol';
import { seatIndexSchema as seat } from './seats-schema';

/** Schema of a network interface LAN mode can listen on: its name and IPv4 address. */
export const lanChoiceSchema = z.object({ name: z.string().max(100), address: z.string().max(64) });

/** Schema of the LAN controller server's state: listening with its address, room code and QR code, or why it is not. */
export const lanStatusSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('on'),
    /** What phones open (the QR code encodes it, room code included), e.g. `http://192.168.1.20:8765/?room=KXQT`. */
    url: z.string().max(200),
    /** The address to show as text, e.g. `192.168.1.20:8765`. */
    address: z.string().max(100),
    /** The room code a phone must give to take a free seat. */
    roomCode: z.string().max(12),
    /** The QR code of `url`: one string per module row, '1' dark and '0' light, no quiet zone included. */
    qr: z
      .array(z.string().regex(/^[01]{21,177}$/))
      .max(177)
      .readonly(),
    /** The interface listened on, e.g. `wlp2s0`, `en0` or `Wi-Fi`. */
    iface: z.string().max(100),
    /** Every interface the host may switch to (`use-interface`), best first; includes the one in use. */
    choices: z.array(lanChoiceSchema).max(32).readonly(),
    /** Streamer safety hid the URL, address, room code, QR code and choices (all empty): show where phones join without them. */
    hidden: z.boolean().optional(),
  }),
  z.object({ state: z.literal('off'), reason: z.string().max(300) }),
]);

/**
 * Schema of remote players through the relay: connecting, on (the room's code, the page phones open and its QR code,
 * whether the room is locked, every seat a connected remote phone holds with its last round trip, `ms` null until
 * the first probe came back), or down and retrying. `hidden`: the code, address and
 * QR code were left out for this view (stream views, streamer safety).
 */
export const remoteStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('connecting'), relay: z.string().max(300) }),
  z.object({
    state: z.literal('on'),
    relay: z.string().max(300),
    code: z.string().max(12),
    url: z.string().max(400),
    qr: z
      .array(z.string().regex(/^[01]{21,177}$/))
      .max(177)
      .readonly(),
    locked: z.boolean(),
    rtt: z
      .array(z.object({ seat, ms: z.number().int().min(0).max(600_000).nullable() }))
      .max(12)
      .readonly(),
    hidden: z.boolean().optional(),
    /** The audience (issue 32): the host's config and the relay's summed counts; absent while it was never opened. */
    audience: z.object({ config: audienceConfigSchema, counts: audienceCountsSchema }).optional(),
  }),
  z.object({ state: z.literal('down'), relay: z.string().max(300), retryInMs: z.number().min(0) }),
]);

/**
 * Schema of remote players' setting, for the TV's "Remote players: off / relay address" line: whether they are on,
 * the relay address in use (null when none is set) and where it came from (`--relay`, LIGRETTO_RELAY or the settings
 * file), and the settings file where a relay address is set (null without one, as in browser mode without saves).
 */
export const remoteSetupSchema = z.object({
  on: z.boolean(),
  relay: z.string().max(300).nullable(),
  source: z.enum(['cli', 'env', 'settings']).nullable(),
  settingsFile: z.string().max(1000).nullable(),
});

/** Schema of native gamepads: available with the number connected, or why not (the Gamepad API and phones still work). */
export const nativePadStatusSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), pads: z.number().int().min(0) }),
  z.object({ available: z.literal(false), reason: z.string().max(300) }),
]);

/** Schema of one native pad in the shape of the Gamepad API's Gamepad (standard mapping), for the renderer's raw-pad seam. */
export const rawPadSchema = z.object({
  /** Stable slot of the native pad, 0-based; the renderer places it after the browser's own pads. */
  index: z.number().int().min(0).max(63),
  /** `native:` + the SDL device id and name. */
  id: z.string().max(200),
  mapping: z.literal('standard'),
  connected: z.boolean(),
  /** Milliseconds on the worker's clock when the state last changed. */
  timestamp: z.number(),
  /** Standard buttons 0-16 (A, B, X, Y, LB, RB, LT, RT, back, start, LS, RS, up, down, left, right, home). */
  buttons: z
    .array(z.object({ pressed: z.boolean(), value: z.number().min(0).max(1) }))
    .max(32)
    .readonly(),
  /** Left stick x, y, right stick x, y, each -1..1. */
  axes: z.array(z.number().min(-1).max(1)).max(8).readonly(),
});
