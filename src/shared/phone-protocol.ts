/** Messages between a phone controller and the host's LAN server: types, limits and the room code alphabet. */
import type { z } from 'zod';
import type {
  PHONE_REFUSALS,
  phoneHostMessageSchema,
  phoneMessageSchema,
  phoneScoreSchema,
  phoneViewSchema,
} from './phone-protocol-schema';

export { MAX_PHONE_MESSAGE_BYTES, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, MAX_PHONE_NAME, PHONE_REFUSALS } from './phone-protocol-schema';

/** Bumped when a phone message changes shape; a phone page from another build is refused. */
export const PHONE_PROTOCOL_VERSION = 1;

/** The WebSocket path of the phone endpoint. */
export const PHONE_WS_PATH = '/phone-ws';

/** What a phone sends. Presses carry no seat: the server acts only for the seat the connection's token owns. */
export type PhoneMessage = z.infer<typeof phoneMessageSchema>;

/** Why the server refused a phone; `retry` codes are worth another try later, the others need the player. */
export type PhoneRefusal = (typeof PHONE_REFUSALS)[number];

/** Refusals after which the phone should simply reconnect with its token later. */
export const RETRY_REFUSALS: readonly PhoneRefusal[] = ['token-in-use', 'closing', 'slow-down'];

/** Refusals after which the stored token is worthless. */
export const FORGET_TOKEN_REFUSALS: readonly PhoneRefusal[] = ['bad-token', 'removed'];

/** The player's score and place once a round has been scored. */
export type PhoneScore = z.infer<typeof phoneScoreSchema>;

/** Everything one phone sees: its own seat only, never another player's cards; `pad` is its game's part. */
export type PhoneView = z.infer<typeof phoneViewSchema>;

/** A press the player made: an intent kind and, for row plays and placements, the slot. */
export type PhonePress = Omit<Extract<PhoneMessage, { t: 'press' }>, 't'>;

/** What the server sends a phone. */
export type PhoneHostMessage = z.infer<typeof phoneHostMessageSchema>;
