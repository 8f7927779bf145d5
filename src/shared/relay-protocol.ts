/**
 * The relay for remote phones (src/relay): one Colyseus room per game night. The relay forwards phone protocol frames
 * (phone-protocol.ts) between the night's host and its phones as opaque text; it never reads a frame's game content.
 * Messages here are the relay's own envelope, validated with zod on both sides.
 */
import { z } from 'zod';
import { MAX_PHONE_MESSAGE_BYTES, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './phone-protocol';

/** The Colyseus room type of a game night. */
export const RELAY_ROOM_NAME = 'night';

/** Where the relay serves the phone page (its landing page is `/`). */
export const RELAY_PLAY_PATH = '/play';

/**
 * The phone bundle's one chunk besides phone.js: src/phone/RelaySocket.ts with the relay client (colyseus.js), loaded
 * only by the page at RELAY_PLAY_PATH. The build names chunks after their module, so renaming that file renames this.
 */
export const RELAY_CLIENT_CHUNK = 'RelaySocket.js';

/**
 * Letters of a relay room code: the phone protocol's unambiguous alphabet and length, so a remote phone's `join`
 * passes the same schema as on the LAN. The relay's failed-attempt limits (README) make up for the short code.
 */
export const RELAY_CODE_LENGTH = ROOM_CODE_LENGTH;

/** Largest frame the host may send through the relay to one phone (a phone view with its game's pad). */
export const MAX_HOST_FRAME_BYTES = 16 * 1024;

/** Largest frame a phone may send (the LAN cap). */
export const MAX_RELAYED_PHONE_FRAME_BYTES = MAX_PHONE_MESSAGE_BYTES;

/** A relay room code. */
export const relayCodeSchema = z
  .string()
  .length(RELAY_CODE_LENGTH)
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]+$`));

/** The host's per-night secret: 192 random bits, base64url; it never reaches a phone. */
export const hostSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** A phone's connection id in its room (Colyseus' session id). */
export const relayPeerSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Join options: the host claims (creates or re-claims) its room with its secret; a phone joins with nothing. */
export const relayJoinOptionsSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('host'), secret: hostSecretSchema, code: relayCodeSchema.optional() }),
  z.strictObject({ role: z.literal('phone') }),
]);
export type RelayJoinOptions = z.infer<typeof relayJoinOptionsSchema>;

/** Message types on the room (Colyseus message names). */
export const RELAY_MSG = {
  /** Phone → relay: one phone protocol frame (text). Relay → phone: one host frame for it (text). */
  frame: 'f',
  /** Relay → host: a phone's frame; host → relay: a frame for one phone. */
  peerFrame: 'pf',
  /** Relay → host: a phone connection opened (or came back) / closed. */
  peerOpen: 'po',
  peerClose: 'pc',
  /** Host → relay: close one phone's connection (kick with a reason, or refuse). */
  closePeer: 'x',
  /** Host → relay: lock or unlock the room to new phones. */
  lock: 'lock',
  /** Host → relay: remote players switched off: close the room and its phones now (the code stays bound to the secret). */
  end: 'end',
  /** Relay → host: the room's code, after each claim. */
  room: 'room',
  /** Relay → phone: the host (re)claimed the room: say join or resume again. */
  hello: 'hello',
  /** Either way: a round-trip probe, echoed as is (the host measures each phone's latency over the same path). */
  ping: 'ping',
  pong: 'pong',
} as const;

/** Relay → host: a phone's frame. */
export const peerFrameSchema = z.tuple([relayPeerSchema, z.string().max(MAX_HOST_FRAME_BYTES)]);
/** Relay → host: a phone connection opened; the second item is a stable, non-reversible key of its address. */
export const peerOpenSchema = z.tuple([relayPeerSchema, z.string().max(64)]);
export const peerCloseSchema = z.tuple([relayPeerSchema]);
/** Host → relay: close a phone (WebSocket close code 4000-4999 and a short reason). */
export const closePeerSchema = z.tuple([relayPeerSchema, z.number().int().min(4000).max(4999), z.string().max(120)]);
export const lockSchema = z.boolean();
export const roomInfoSchema = z.strictObject({ code: relayCodeSchema });
/** A ping's payload: a small number the sender chose (it reads its own clock when the pong comes back). */
export const pingSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/** Close codes the relay uses towards phones (4000-4999 are the application's). */
export const RELAY_CLOSE = {
  flood: 4008,
  kicked: 4003,
  hostGone: 4010,
  replaced: 4011,
  tooBig: 4009,
  /** The host switched remote players off: the room is closed until it claims it again. */
  roomClosed: 4012,
} as const;
